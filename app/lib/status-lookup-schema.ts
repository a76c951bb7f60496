// The status lookup's one schema (reference + the e-mail the application was made with), used by the form in
// the browser, the /applications/status action and POST /api/applications/status.
import * as z from "zod/mini";
import { fieldErrors, type FieldErrors } from "~/lib/field-errors";

export const REFERENCE_MESSAGE = "Please enter your application reference (it looks like APP-7K3QX9M2).";
export const LOOKUP_EMAIL_MESSAGE = "Please enter the e-mail address you applied with.";
/** One answer for a wrong pair and an unknown reference alike: it says nothing about whether the reference exists. */
export const NOT_FOUND_MESSAGE =
  "We could not find an application with this reference and e-mail address. Please check both against your confirmation e-mail and try again.";

const REFERENCE_PATTERN = /^APP-[A-Z0-9]{8}$/;
/**
 * Looser than the forms' rule (field-rules.ts EMAIL_ADDRESS) on purpose: the address is only compared with the one
 * stored, and applications made before that rule may hold an address it refuses. Nothing is ever sent to it.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const statusLookupSchema = z.object({
  // Typed from a phone: spaces and lower case are forgiven.
  reference: z.pipe(
    z.string({ error: REFERENCE_MESSAGE }).check(z.trim(), z.toUpperCase(), z.maxLength(32, REFERENCE_MESSAGE)),
    z.string().check(z.regex(REFERENCE_PATTERN, REFERENCE_MESSAGE)),
  ),
  email: z
    .string({ error: LOOKUP_EMAIL_MESSAGE })
    .check(z.trim(), z.maxLength(254, LOOKUP_EMAIL_MESSAGE), z.regex(EMAIL_PATTERN, LOOKUP_EMAIL_MESSAGE)),
});

export type StatusLookup = z.output<typeof statusLookupSchema>;
export type StatusLookupField = keyof StatusLookup;

export function checkStatusLookup(
  values: Record<string, unknown>,
): { success: true; data: StatusLookup } | { success: false; message: string; errors: FieldErrors<StatusLookupField> } {
  const result = statusLookupSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors = fieldErrors<StatusLookupField>(result.error);
  return { success: false, message: errors.reference?.[0] ?? errors.email?.[0] ?? REFERENCE_MESSAGE, errors };
}
