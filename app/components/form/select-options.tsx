/**
 * A select's options: `placeholder` first, on the empty value (all, or nothing chosen yet), where there is one; then
 * one per option.
 */
export function SelectOptions({
  placeholder,
  options,
}: {
  placeholder?: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
