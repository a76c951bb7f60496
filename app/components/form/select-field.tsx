import type { SelectHTMLAttributes } from "react";
import { Field, type FieldProps } from "./field";
import { SelectOptions } from "./select-options";

/**
 * A Field whose control is a select of `options`, after `placeholder` (if any) on the empty value. `select` holds the
 * select's own attributes: its value or defaultValue, an onChange, the browser's `required`.
 */
export function SelectField({
  placeholder,
  options,
  select,
  ...field
}: Omit<FieldProps, "children"> & {
  placeholder?: string;
  options: readonly { value: string | number; label: string }[];
  select: SelectHTMLAttributes<HTMLSelectElement>;
}) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} {...select}>
          <SelectOptions placeholder={placeholder} options={options} />
        </select>
      )}
    </Field>
  );
}
