import type { ReactNode } from "react";
import { m } from "~/i18n/paraglide/messages";
import { ErrorList } from "./error-list";

/** What a Field hands its control: spread it on the input, select or textarea. */
export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

export type FieldProps = {
  /** The control's id (the label's `for`); the hint and the messages take `${id}-hint` and `${id}-error`. */
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  optional?: boolean;
  className?: string;
  /** Extra classes for the control (e.g. disabled styles). */
  controlClassName?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * One form field: label, control, hint and the field's messages beside it. The control is marked invalid and
 * described by its messages (then its hint), so a screen reader reads the problem with the field.
 */
export function Field({
  id,
  name,
  label,
  hint,
  errors,
  required,
  optional,
  className,
  controlClassName = "",
  children,
}: FieldProps) {
  const invalid = (errors?.length ?? 0) > 0;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = invalid ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
        {required && (
          <span className="text-red-600" aria-hidden="true">
            {" *"}
          </span>
        )}
        {optional && <span className="font-normal text-gray-500">{` ${m.forms_optional()}`}</span>}
      </label>
      {children({
        id,
        name,
        "aria-invalid": invalid ? true : undefined,
        "aria-describedby": describedBy,
        // box-border: the controls are w-full with padding, whatever the page's CSS reset.
        className: `form-input box-border ${invalid ? "form-input-error" : ""} ${controlClassName}`.trim(),
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-gray-500">
          {hint}
        </p>
      )}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
