import * as z from "zod/mini";
import { lazyMessages } from "~/i18n/lazy-messages";
import { m } from "~/i18n/paraglide/messages";
import type { FieldErrors } from "~/lib/field-errors";
import { FIELD_LIMITS, multiLine, phoneNumber, singleLine } from "~/lib/field-rules";
import { joinList } from "~/lib/join-list";
import { REPLY_CHANNELS, type ReplyChannel } from "~/db/enums";
import { whatsappConsentCheck, whatsappConsentShape } from "~/whatsapp/consent-fields";

// The one consultation form schema, used by the browser (instant messages), the route action and the
// JSON API (the truth). The four minimum-length/required messages are the spec's, verbatim. Every message is a
// function, read when a value is checked: the schema is built once, and each request (or page) has its language.

const STUDY_LEVEL_LABELS = lazyMessages({
  bachelor: m.forms_study_level_bachelor,
  master: m.forms_study_level_master,
  phd: m.forms_study_level_phd,
  diploma: m.forms_study_level_diploma,
});

export type StudyLevel = keyof typeof STUDY_LEVEL_LABELS;

/** The levels, in the form's order, each with its label in the language of whoever reads it. */
export const STUDY_LEVELS = (Object.keys(STUDY_LEVEL_LABELS) as StudyLevel[]).map((value) => ({
  value,
  get label() {
    return STUDY_LEVEL_LABELS[value];
  },
}));

const STUDY_LEVEL_VALUES = STUDY_LEVELS.map((l) => l.value) as [StudyLevel, ...StudyLevel[]];

export function studyLevelLabel(value: string) {
  return STUDY_LEVELS.find((l) => l.value === value)?.label ?? value;
}

export const CONSULTATION_LIMITS = FIELD_LIMITS.consultation;

/** The spec's four messages, in the language of the request (or page) that reads them. */
export const CONSULTATION_MESSAGES = lazyMessages({
  fullName: m.forms_consultation_full_name,
  email: m.forms_invalid_email,
  phone: m.forms_invalid_phone,
  studyLevel: m.forms_consultation_study_level,
});

/** A message read when a value is checked, not when the schema is built (zod calls `error` per issue). */
const say = (message: () => string) => ({ error: () => message() });

/** Text fields arrive as strings from forms and JSON; anything else gets the field's own message. Trimmed first. */
const text = (message: () => string) => z.string(say(message)).check(z.trim());

// zod/mini: the same zod, in the tree-shakable form, because this schema also ships to the browser. Built on first
// use (z.lazy): building a schema at module load cost ~7 ms of a phone's main thread while the page's scripts
// were evaluated, one long task (decision 0019); the browser needs it only when the student sends the form.
export const consultationSchema = z.lazy(() => z.object(consultationShape()).check(whatsappConsentCheck()));

/**
 * The consultation's fields and their rules, for a form that is a consultation request and more (a booked call:
 * app/booking/booking-schema.ts). Built when called, like the schema itself.
 */
export const consultationShape = () => ({
  fullName: text(m.forms_consultation_full_name).check(
    z.minLength(3, say(m.forms_consultation_full_name)),
    z.maxLength(
      CONSULTATION_LIMITS.fullName,
      say(() => m.forms_consultation_full_name_max({ max: String(CONSULTATION_LIMITS.fullName) })),
    ),
    singleLine(m.forms_label_full_name_inline),
  ),
  email: z.pipe(
    text(m.forms_invalid_email).check(
      z.maxLength(
        CONSULTATION_LIMITS.email,
        say(() => m.forms_consultation_email_max({ max: String(CONSULTATION_LIMITS.email) })),
      ),
    ),
    z.email(say(m.forms_invalid_email)),
  ),
  phone: phoneNumber({
    minLength: 5,
    minDigits: 5,
    maxLength: CONSULTATION_LIMITS.phone,
    message: m.forms_invalid_phone,
  }),
  studyLevel: z.enum(STUDY_LEVEL_VALUES, say(m.forms_consultation_study_level)),
  // "Reply to me by": e-mail unless the student asks for WhatsApp; absent (older clients, the spec's API) is e-mail.
  replyBy: z.pipe(
    z.nullish(z.enum(["", ...REPLY_CHANNELS], say(m.handoff_reply_by_invalid))),
    z.transform((channel): ReplyChannel => (channel === "whatsapp" ? "whatsapp" : "email")),
  ),
  message: z.pipe(
    z.nullish(
      z.string(say(m.forms_consultation_message_text)).check(
        z.trim(),
        z.maxLength(
          CONSULTATION_LIMITS.message,
          say(() => m.forms_consultation_message_max({ max: String(CONSULTATION_LIMITS.message) })),
        ),
        multiLine(m.forms_label_message),
      ),
    ),
    z.transform((m) => (m ? m : undefined)),
  ),
  // "Send my updates on WhatsApp" and its number (app/whatsapp): a ticked box needs a mobile number.
  ...whatsappConsentShape(),
});

/**
 * Where a form was sent from, as the page's hidden `source` field says: 'contact', 'website' (the home page)
 * or 'university:{id}'. Nothing else is accepted; the server also checks that the university exists in D1.
 */
export const CONSULTATION_SOURCE_PATTERN = /^(contact|website|university:[1-9]\d{0,8})$/;
export const unknownSourceMessage = () => m.forms_unknown_source();

export type ConsultationInput = z.infer<typeof consultationSchema>;
export type ConsultationField = keyof ConsultationInput;
export type ConsultationFieldErrors = FieldErrors<ConsultationField>;

/** The form's own fields, read from a submitted FormData (other fields are ignored). */
export function consultationFormValues(form: FormData) {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  return {
    fullName: value("fullName"),
    email: value("email"),
    phone: value("phone"),
    studyLevel: value("studyLevel"),
    replyBy: value("replyBy"),
    message: value("message"),
    whatsappOptIn: value("whatsappOptIn"),
    whatsappNumber: value("whatsappNumber"),
  };
}

export type ConsultationFormValues = ReturnType<typeof consultationFormValues>;

/** Largest consultation request body the server reads (JSON or form): far above 5,000 characters of message. */
export const CONSULTATION_BODY_LIMIT = 16 * 1024;

/** One sentence naming every problem, for the `message` of a 400 (and so for the error toast). */
export function describeFieldErrors(errors: FieldErrors) {
  const problems = Object.values(errors).flatMap((messages) => messages ?? []);
  return problems.length
    ? m.forms_invalid_consultation_problems({ problems: joinList(problems, "sentences") })
    : m.forms_invalid_consultation();
}
