// The WhatsApp opt-in of a form (application, consultation, payment): the box, the number, and one rule for them,
// spread into each form's zod schema so the browser and the server say the same thing in the page's language.
import * as z from "zod/mini";
import { m } from "~/i18n/paraglide/messages";
import { normaliseWhatsAppNumber, type WhatsAppNumberProblem } from "./internal/whatsapp-number";

/** Far above any number with its spaces; a longer value is refused as malformed, not stored. */
const NUMBER_MAX = 40;

const PROBLEM_MESSAGES: Record<WhatsAppNumberProblem | "missing", () => string> = {
  malformed: m.forms_whatsapp_number_malformed,
  not_mobile: m.forms_whatsapp_number_not_mobile,
  missing: m.forms_whatsapp_number_missing,
};

/** The two fields, as a form (a checkbox sends "on") or the JSON API (true) sends them. */
export const whatsappConsentShape = () => ({
  whatsappOptIn: z.optional(z.union([z.boolean(), z.string()])),
  whatsappNumber: z.optional(z.string().check(z.trim())),
});

export type WhatsAppConsentFields = { whatsappOptIn?: boolean | string; whatsappNumber?: string; phone?: string };

/** Ticked: a checkbox's "on", or yes in the API's words. Unticked, nothing about WhatsApp is read or stored. */
export const optedIn = (value: WhatsAppConsentFields["whatsappOptIn"]) =>
  value === true || value === "on" || value === "true" || value === "yes";

/**
 * The number a consent is for: the WhatsApp number, else (empty, as a form without JavaScript sends it) the phone
 * field's. Undefined when the box is not ticked.
 */
export function whatsappConsentNumber(fields: WhatsAppConsentFields) {
  if (!optedIn(fields.whatsappOptIn)) return undefined;
  const typed = fields.whatsappNumber?.trim() || fields.phone?.trim() || "";
  if (typed === "") return { ok: false as const, problem: "missing" as const };
  if (typed.length > NUMBER_MAX) return { ok: false as const, problem: "malformed" as const };
  return normaliseWhatsAppNumber(typed);
}

/**
 * The form-level check: a ticked box needs a mobile number; the message goes beneath the number field. `phoneOf`
 * names the form's phone field where it is not `phone` (the payment form's `customerPhone`); `missing` words an
 * empty number where unticking is no way out (the case page's form exists only to opt in).
 */
export const whatsappConsentCheck = <T extends WhatsAppConsentFields>({
  phoneOf = (fields) => fields.phone,
  missing = PROBLEM_MESSAGES.missing,
}: {
  phoneOf?: (fields: T) => string | undefined;
  missing?: () => string;
} = {}) =>
  z.superRefine<T>((fields, ctx) => {
    const number = whatsappConsentNumber({ ...fields, phone: phoneOf(fields) });
    if (number && !number.ok)
      ctx.issues.push({
        code: "custom",
        input: fields.whatsappNumber,
        path: ["whatsappNumber"],
        message: number.problem === "missing" ? missing() : PROBLEM_MESSAGES[number.problem](),
      });
  });

/**
 * What the box's hint promises: the case's updates, stopped from the status page (an application, a payment for
 * one); or, where there is no status page (a consultation, a payment for no application), a confirmation and STOP.
 */
export const whatsappOptInHint = (hasStatusPage: boolean) =>
  hasStatusPage ? m.forms_whatsapp_opt_in_hint() : m.forms_whatsapp_opt_in_hint_reply_stop();

/**
 * The exact words beside the box, in the page's language: what the consent row keeps. The label has no full stop on
 * the page (it is a label); the stored sentence gets one before the hint.
 */
export const whatsappConsentWording = (hasStatusPage = true) =>
  `${m.forms_whatsapp_opt_in()}. ${whatsappOptInHint(hasStatusPage)}`;
