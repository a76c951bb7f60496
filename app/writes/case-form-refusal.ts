import type { FieldSource } from "~/commands/write-command";
import type { StatusPageData } from "~/components/case/application-status-page";
import type { FieldErrors } from "~/lib/field-errors";

/** A case page form's failure with no case to show (a wrong pair, bad fields, a limit met before the lookup). */
export type CaseFormFailure = { status: number; message: string; errors?: FieldErrors; retryAfter?: number };

const typedText = (value: unknown) => (typeof value === "string" ? value.slice(0, 254) : "");

/**
 * The lookup form's refusal for a case page form (lookup, WhatsApp, sponsor, documents). A limit's refusal
 * (`retryAfter`) brings back the pair as typed, so the student sends it again after the wait; no other refusal
 * echoes it (a wrong pair and an unknown reference answer the same bytes).
 */
export function caseFormRefusal(
  { message, errors, retryAfter }: CaseFormFailure,
  form: FieldSource,
): NonNullable<StatusPageData["refusal"]> {
  if (retryAfter === undefined) return { message, errors };
  return {
    message,
    retryAfter,
    typed: { reference: typedText(form.get("reference")), email: typedText(form.get("email")) },
  };
}
