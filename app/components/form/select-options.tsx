/** A select's options: `placeholder` first, on the empty value (all, or nothing chosen yet), then one per option. */
export function SelectOptions({
  placeholder,
  options,
}: {
  placeholder: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
