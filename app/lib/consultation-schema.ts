import * as z from "zod/mini";
import type { FieldErrors } from "~/lib/field-errors";
import { FIELD_LIMITS, multiLine, phoneNumber, singleLine } from "./field-rules";

// The one consultation form schema, used by the browser (instant messages), the route action and the
// JSON API (the truth). The four minimum-length/required messages are the spec's, verbatim.

export const STUDY_LEVELS = [
  { value: "bachelor", label: "Bachelor's Degree" },
  { value: "master", label: "Master's Degree" },
  { value: "phd", label: "PhD" },
  { value: "diploma", label: "Diploma" },
] as const;

export type StudyLevel = (typeof STUDY_LEVELS)[number]["value"];

const STUDY_LEVEL_VALUES = STUDY_LEVELS.map((l) => l.value) as [StudyLevel, ...StudyLevel[]];

export function studyLevelLabel(value: string) {
  return STUDY_LEVELS.find((l) => l.value === value)?.label ?? value;
}

export const CONSULTATION_LIMITS = FIELD_LIMITS.consultation;

export const CONSULTATION_MESSAGES = {
  fullName: "Full name must be at least 3 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  studyLevel: "Please select a study level",
} as const;

/** Text fields arrive as strings from forms and JSON; anything else gets the field's own message. Trimmed first. */
const text = (message: string) => z.string({ error: message }).check(z.trim());

// zod/mini: the same zod, in the tree-shakable form, because this schema also ships to the browser. Built on first
// use (z.lazy): building a schema at module load cost ~7 ms of a phone's main thread while the page's scripts
// were evaluated, one long task (decision 0019); the browser needs it only when the student sends the form.
export const consultationSchema = z.lazy(() =>
  z.object({
    fullName: text(CONSULTATION_MESSAGES.fullName).check(
      z.minLength(3, CONSULTATION_MESSAGES.fullName),
      z.maxLength(CONSULTATION_LIMITS.fullName, `Full name must be at most ${CONSULTATION_LIMITS.fullName} characters`),
      singleLine("Full name"),
    ),
    email: z.pipe(
      text(CONSULTATION_MESSAGES.email).check(
        z.maxLength(CONSULTATION_LIMITS.email, `Email address must be at most ${CONSULTATION_LIMITS.email} characters`),
      ),
      z.email(CONSULTATION_MESSAGES.email),
    ),
    phone: phoneNumber({
      minLength: 5,
      minDigits: 5,
      maxLength: CONSULTATION_LIMITS.phone,
      message: CONSULTATION_MESSAGES.phone,
    }),
    studyLevel: z.enum(STUDY_LEVEL_VALUES, { error: CONSULTATION_MESSAGES.studyLevel }),
    message: z.pipe(
      z.nullish(
        z
          .string({ error: "Message must be text" })
          .check(
            z.trim(),
            z.maxLength(
              CONSULTATION_LIMITS.message,
              `Message must be at most ${CONSULTATION_LIMITS.message} characters`,
            ),
            multiLine("Message"),
          ),
      ),
      z.transform((m) => (m ? m : undefined)),
    ),
  }),
);

/**
 * Where a form was sent from, as the page's hidden `source` field says: 'contact', 'website' (the home page)
 * or 'university:{id}'. Nothing else is accepted; the server also checks that the university exists in D1.
 */
export const CONSULTATION_SOURCE_PATTERN = /^(contact|website|university:[1-9]\d{0,8})$/;
export const UNKNOWN_SOURCE_MESSAGE =
  "This form was sent from a page we do not know. Please reload the page and try again.";

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
    message: value("message"),
  };
}

export type ConsultationFormValues = ReturnType<typeof consultationFormValues>;

/** Largest consultation request body the server reads (JSON or form): far above 5,000 characters of message. */
export const CONSULTATION_BODY_LIMIT = 16 * 1024;

/** One sentence naming every problem, for the `message` of a 400 (and so for the error toast). */
export function describeFieldErrors(errors: FieldErrors) {
  const problems = Object.values(errors).flatMap((messages) => messages ?? []);
  return problems.length ? `Invalid consultation request: ${problems.join("; ")}.` : "Invalid consultation request.";
}
