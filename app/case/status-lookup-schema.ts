// The status lookup's one schema (reference + the e-mail the application was made with), used by the form in
// the browser, the /applications/status action and POST /api/applications/status.
import * as z from "zod/mini";
import { m } from "~/i18n/paraglide/messages";
import { fieldErrors, type FieldErrors } from "~/lib/field-errors";

// The messages are functions, read when a value is checked: in the language of the request or page.
export const referenceMessage = () => m.status_reference_invalid();
export const lookupEmailMessage = () => m.status_email_invalid();
/** One answer for a wrong pair and an unknown reference alike: it says nothing about whether the reference exists. */
export const notFoundMessage = () => m.status_not_found();

const REFERENCE = { error: referenceMessage };
const LOOKUP_EMAIL = { error: lookupEmailMessage };

/** An application's reference as the site makes them (the payments page checks a case's link by it too). */
export const REFERENCE_PATTERN = /^APP-[A-Z0-9]{8}$/;
/**
 * Looser than the forms' rule (field-rules.ts EMAIL_ADDRESS) on purpose: the address is only compared with the one
 * stored, and applications made before that rule may hold an address it refuses. Nothing is ever sent to it.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const statusLookupSchema = z.object({
  // Typed from a phone: spaces and lower case are forgiven.
  reference: z.pipe(
    z.string(REFERENCE).check(z.trim(), z.toUpperCase(), z.maxLength(32, REFERENCE)),
    z.string().check(z.regex(REFERENCE_PATTERN, REFERENCE)),
  ),
  email: z.string(LOOKUP_EMAIL).check(z.trim(), z.maxLength(254, LOOKUP_EMAIL), z.regex(EMAIL_PATTERN, LOOKUP_EMAIL)),
});

export type StatusLookup = z.output<typeof statusLookupSchema>;
export type StatusLookupField = keyof StatusLookup;

export function checkStatusLookup(
  values: Record<string, unknown>,
): { success: true; data: StatusLookup } | { success: false; message: string; errors: FieldErrors<StatusLookupField> } {
  const result = statusLookupSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors = fieldErrors<StatusLookupField>(result.error);
  return { success: false, message: errors.reference?.[0] ?? errors.email?.[0] ?? referenceMessage(), errors };
}
