// "Send my updates on WhatsApp" from the case page (/applications/status, docs/decisions/0051): the opt-in fields
// and their check shared with the other forms (consent-fields.ts), plus one rule of its own: the form exists only
// to opt in, so an unticked box is refused, and an empty number is missing (there is no phone field beside it).
import * as z from "zod/mini";
import { currentLocale } from "~/i18n/current-locale";
import { m } from "~/i18n/paraglide/messages";
import { fieldErrors, type FieldErrors } from "~/lib/field-errors";
import type { FieldSource } from "~/commands/write-command";
import type { NewWhatsAppConsent } from "~/models/whatsapp-consents.server";
import {
  optedIn,
  whatsappConsentCheck,
  whatsappConsentNumber,
  whatsappConsentShape,
  whatsappConsentWording,
} from "./consent-fields";

export type CaseOptInField = "whatsappOptIn" | "whatsappNumber";
/** A refused opt-in: its messages by field, and what was sent, for the form shown again. */
export type CaseOptInRefusal = {
  message: string;
  errors: FieldErrors<CaseOptInField>;
  values: { whatsappOptIn?: string; whatsappNumber?: string };
};

const caseOptInSchema = z.object(whatsappConsentShape()).check(
  z.refine((fields) => optedIn(fields.whatsappOptIn), {
    error: () => m.status_whatsapp_start_unticked(),
    path: ["whatsappOptIn"],
  }),
  whatsappConsentCheck({ missing: m.status_whatsapp_number_missing }),
);

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The case page's opt-in checked: the consent to write (number, words shown, page's language), or the refusal. */
export function checkCaseOptIn(
  fields: FieldSource,
): { ok: true; consent: NewWhatsAppConsent } | { ok: false; refusal: CaseOptInRefusal } {
  const values = {
    whatsappOptIn: text(fields.get("whatsappOptIn")),
    whatsappNumber: text(fields.get("whatsappNumber")),
  };
  const parsed = caseOptInSchema.safeParse(values);
  const number = parsed.success ? whatsappConsentNumber(parsed.data) : undefined;
  if (number?.ok)
    return { ok: true, consent: { phone: number.e164, wording: whatsappConsentWording(), locale: currentLocale() } };
  const errors = parsed.success ? {} : fieldErrors<CaseOptInField>(parsed.error);
  const message = errors.whatsappOptIn?.[0] ?? errors.whatsappNumber?.[0] ?? m.status_whatsapp_start_unticked();
  return { ok: false, refusal: { message, errors, values } };
}
