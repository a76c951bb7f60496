import type { InputHTMLAttributes } from "react";
import { m } from "~/i18n/paraglide/messages";
import type { ControlProps } from "./field";

type InputProps = ControlProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof ControlProps | "type">;

/**
 * The contact inputs every form asks for (consultation, application, payment), typed once for a phone: the
 * keyboard it opens (`type`, `inputMode`), what autofill may put in it, and an example in the student's format.
 * Pass the `Field`'s control, then what differs (default value, maxLength, required).
 */
export function FullNameInput(props: InputProps) {
  return <input type="text" autoComplete="name" placeholder={m.forms_placeholder_full_name()} {...props} />;
}

export function EmailInput(props: InputProps) {
  return <input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...props} />;
}

export function PhoneInput(props: InputProps) {
  return <input type="tel" autoComplete="tel" placeholder="+234 801 234 5678" {...props} />;
}
