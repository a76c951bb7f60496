// The application form's one set of rules, used by the browser (instant messages) and by the server (the truth).
// zod/mini keeps what the /apply page ships small; the messages quoted by the spec are used verbatim.
import * as z from "zod/mini";
import type { Locale } from "~/i18n/locale";
import { lazyMessages } from "~/i18n/lazy-messages";
import { m } from "~/i18n/paraglide/messages";
import { groupDigits } from "~/catalogue/money";
import { fieldErrors, type FieldErrors } from "~/lib/field-errors";
import {
  EMAIL_ADDRESS,
  errorOf,
  FIELD_LIMITS,
  multiLine,
  phoneNumber,
  SINGLE_LINE_FORBIDDEN,
  singleLine,
  toSafeLine,
} from "~/lib/field-rules";
import { formatBytes, MB } from "~/lib/format-bytes";
import { joinList } from "~/lib/join-list";
import { documentTypeName, type DocumentType, isDocumentType } from "~/catalogue/document-types";
import { NATIONALITIES } from "~/catalogue/nationality";
import { QUALIFICATIONS } from "~/catalogue/qualifications";
import { whatsappConsentCheck, whatsappConsentShape } from "~/whatsapp/consent-fields";

// The messages, in the language of the request or page (their words live in app/i18n/messages/forms; the spec's
// English is en.json's): the schemas and the forms call them, tests compare with the catalogue's words.
export const requiredFieldsMessage = () => m.forms_required_fields();
export const invalidEmailMessage = () => m.forms_invalid_email();
export const missingDocumentsMessage = () => m.forms_missing_documents();
export const submitFailedMessage = () => m.forms_submit_failed();
export const submitErrorMessage = () => m.forms_submit_error();

export const DEFAULT_COUNTRY = "Nigeria";
/** The values stored (in English, whatever the page's language); `educationLevelLabel` is what a page shows. */
export const EDUCATION_LEVELS = ["High School", "Bachelor's Degree", "Master's Degree", "PhD"] as const;
const EDUCATION_LEVEL_LABELS: Record<(typeof EDUCATION_LEVELS)[number], () => string> = {
  "High School": m.forms_education_high_school,
  "Bachelor's Degree": m.forms_study_level_bachelor,
  "Master's Degree": m.forms_study_level_master,
  PhD: m.forms_study_level_phd,
};
export const educationLevelLabel = (level: (typeof EDUCATION_LEVELS)[number]) => EDUCATION_LEVEL_LABELS[level]();

// Limits of DECISIONS.md ("MB" here is 1024 × 1024 bytes).
export const MAX_FILE_BYTES = 10 * MB;
export const MAX_FILES = 10;
export const MAX_TOTAL_BYTES = 25 * MB;
/** The limits as the writes check them in D1 (addDocuments, createUpload in app/models/). */
export const DOCUMENT_LIMITS = { files: MAX_FILES, totalBytes: MAX_TOTAL_BYTES };
/** The most a multipart application body may be: the documents plus room for the fields and boundaries. */
export const APPLICATION_BODY_LIMIT = MAX_TOTAL_BYTES + 1 * MB;
/** What a 413 of an application says, at the edge or in the multipart reader (in `locale`, else the request's). */
export const applicationTooLargeMessage = (locale?: Locale) =>
  m.forms_application_too_large({ total: String(MAX_TOTAL_BYTES / MB) }, { locale });
export const ACCEPTED_EXTENSIONS = [".pdf", ".doc", ".docx", ".jpg", ".jpeg", ".png"] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(",");
export const acceptedTypesText = () => m.forms_accepted_types();

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Each field's label, in the language of the request or page that reads it. */
export const FIELD_LABELS = lazyMessages({
  firstName: m.forms_label_first_name,
  lastName: m.forms_label_last_name,
  email: m.forms_label_email,
  phone: m.forms_label_phone,
  countryOfResidence: m.forms_label_country,
  selectedFaculty: m.forms_label_faculty,
  selectedUniversity: m.forms_label_university,
  selectedProgram: m.forms_label_program,
  intake: m.forms_label_intake,
  educationLevel: m.forms_label_education_level,
  qualification: m.checklist_label_qualification,
  nationality: m.checklist_label_nationality,
  message: m.forms_label_additional_message,
  universityId: m.forms_label_university,
  whatsappOptIn: m.forms_whatsapp_opt_in,
  whatsappNumber: m.forms_whatsapp_number_label,
});
export type ApplicationField = keyof typeof FIELD_LABELS;
/** The application form's text fields (every other part of its multipart body is a file). */
export const TEXT_FIELDS = Object.keys(FIELD_LABELS) as ApplicationField[];

/** Caps on every text field, so a huge value is refused with a clear message instead of being stored. */
export const TEXT_LIMITS = FIELD_LIMITS.application;

const tooLong = (field: keyof typeof TEXT_LIMITS) => () =>
  m.forms_too_long({ label: FIELD_LABELS[field], max: groupDigits(TEXT_LIMITS[field]) });
const label = (field: keyof typeof FIELD_LABELS) => () => FIELD_LABELS[field];
const REQUIRED = errorOf(requiredFieldsMessage);

const required = (field: keyof typeof TEXT_LIMITS) =>
  z
    .string(REQUIRED)
    .check(
      z.trim(),
      z.minLength(1, REQUIRED),
      z.maxLength(TEXT_LIMITS[field], errorOf(tooLong(field))),
      singleLine(label(field)),
    );

const optionalText = (field: keyof typeof TEXT_LIMITS) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(TEXT_LIMITS[field], errorOf(tooLong(field))),
        field === "message" ? multiLine(label(field)) : singleLine(label(field)),
      ),
  );

/** Optional, but when given a phone number (an empty field is no phone). */
const optionalPhone = () =>
  z.optional(
    phoneNumber({
      minLength: 5,
      minDigits: 5,
      maxLength: TEXT_LIMITS.phone,
      message: () => m.forms_invalid_phone(),
      optional: true,
      tooLongMessage: tooLong("phone"),
    }),
  );

// Built on first use (z.lazy), not when the page's scripts load: see consultation-schema.ts.
export const ApplicationFieldsSchema = z.lazy(() =>
  z
    .object({
      firstName: required("firstName"),
      lastName: required("lastName"),
      email: z
        .string(REQUIRED)
        .check(
          z.trim(),
          z.minLength(1, REQUIRED),
          z.maxLength(TEXT_LIMITS.email, errorOf(tooLong("email"))),
          z.regex(EMAIL_ADDRESS, errorOf(invalidEmailMessage)),
        ),
      phone: optionalPhone(),
      countryOfResidence: optionalText("countryOfResidence"),
      selectedFaculty: required("selectedFaculty"),
      selectedUniversity: required("selectedUniversity"),
      selectedProgram: required("selectedProgram"),
      // The start day of the intake applied for ('2027-09-20'); empty: the program's next open one. Whether the
      // program has it is the catalogue's check (the submission).
      intake: z.optional(
        z.union(
          [z.literal(""), z.string().check(z.regex(ISO_DAY, errorOf(m.forms_intake_hint)))],
          errorOf(m.forms_intake_hint),
        ),
      ),
      educationLevel: z.optional(
        z.union(
          [z.literal(""), z.enum(EDUCATION_LEVELS)],
          errorOf(() => m.forms_education_level_invalid({ levels: EDUCATION_LEVELS.join(", ") })),
        ),
      ),
      // The checklist's keys (docs/decisions/0028): optional, an empty choice is none.
      qualification: z.optional(
        z.union([z.literal(""), z.enum(QUALIFICATIONS)], errorOf(m.checklist_qualification_invalid)),
      ),
      nationality: z.optional(
        z.union([z.literal(""), z.enum(NATIONALITIES)], errorOf(m.checklist_nationality_invalid)),
      ),
      message: optionalText("message"),
      universityId: z.optional(z.string().check(z.regex(/^\d{0,9}$/, errorOf(m.forms_university_id_invalid)))),
      // "Send my updates on WhatsApp" and its number (app/whatsapp): a ticked box needs a mobile number.
      ...whatsappConsentShape(),
    })
    .check(whatsappConsentCheck()),
);

export type ApplicationFields = z.output<typeof ApplicationFieldsSchema>;

/** The application's fields with messages: the text fields, `documents`, or a file's own field (document_N). */
export type ApplicationErrors = FieldErrors;

export type FieldCheck =
  | { success: true; data: ApplicationFields }
  | {
      success: false;
      message: string;
      errors: ApplicationErrors;
      /** The fields left empty (a code, not a sentence: the caller names them in the summary). */
      missing: ApplicationField[];
    };

/** A required field left empty: no string at all, or one that trims to nothing (the rules of `required`). */
const isMissing = (issue: z.core.$ZodIssue) =>
  issue.code === "invalid_type" || (issue.code === "too_small" && issue.minimum === 1);

/**
 * Validates the text fields. The summary message follows the spec's order: missing required fields first,
 * then the e-mail pattern, then anything else; `errors` names every failing field.
 */
export function checkApplicationFields(values: Record<string, unknown>): FieldCheck {
  const result = ApplicationFieldsSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  // One message per field, the first rule it broke (an empty e-mail is 'required', not also 'invalid').
  const errors: ApplicationErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors(result.error))) {
    if (messages?.[0]) errors[field] = [messages[0]];
  }
  const firstIssues = new Map<string, z.core.$ZodIssue>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (!firstIssues.has(field)) firstIssues.set(field, issue);
  }
  const missing = [...firstIssues].filter(([, issue]) => isMissing(issue)).map(([field]) => field as ApplicationField);
  const emailIssue = firstIssues.get("email");
  let message: string;
  if (missing.length > 0) {
    message = requiredFieldsMessage();
  } else if (emailIssue?.code === "invalid_format") {
    message = invalidEmailMessage();
  } else {
    message = Object.values(errors)[0]?.[0] ?? submitFailedMessage();
  }
  return { success: false, message, errors, missing };
}

// ---------------------------------------------------------------- documents

/**
 * Each document is of a type (app/catalogue/document-types.ts): sent without JavaScript in the field `documents_<type>`
 * (one file input per checklist item), with it as a resumable upload whose metadata names the type. The spec's
 * `document_N` and the former single `documents` field are still read, as 'other'.
 */
export type DocumentField = `documents_${DocumentType}`;
export const documentFieldName = (type: DocumentType): DocumentField => `documents_${type}`;
export function documentTypeOfField(field: string): DocumentType | undefined {
  if (field === "documents" || /^document_\d{1,3}$/.test(field)) return "other";
  const type = field.startsWith("documents_") ? field.slice("documents_".length) : "";
  return isDocumentType(type) ? type : undefined;
}

/** The refusal of an application that lacks documents its checklist needs to apply, naming them. */
export const missingChecklistMessage = (types: readonly DocumentType[]) =>
  m.checklist_missing({ documents: joinList(types.map(documentTypeName), "names") });

export function extensionOf(fileName: string) {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot).toLowerCase();
}

export function hasAcceptedExtension(fileName: string) {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

export const documentMessages = {
  badName: (name: string) => m.forms_document_bad_name({ name: toSafeLine(name) }),
  badType: (name: string) => m.forms_document_bad_type({ name, types: acceptedTypesText() }),
  empty: (name: string) => m.forms_document_empty({ name }),
  tooLarge: (name: string, size: number) =>
    m.forms_document_too_large({ name, size: formatBytes(size), max: String(MAX_FILE_BYTES / MB) }),
  tooMany: (count: number) => m.forms_documents_too_many({ max: String(MAX_FILES), count: String(count) }),
  totalTooLarge: (total: number) =>
    m.forms_documents_total_too_large({ total: formatBytes(total), max: String(MAX_TOTAL_BYTES / MB) }),
};

export type DocumentProblem = {
  kind: "name" | "type" | "empty" | "size" | "count" | "total";
  message: string;
  index?: number;
};

/** A bare file name: no folder part ('../', 'C:\\'), no control or direction characters, at most 255 characters. */
export function hasAcceptableFileName(fileName: string) {
  return (
    fileName.length <= 255 &&
    !/[\\/]/.test(fileName) &&
    !fileName.split(".").every((p) => p === "") &&
    !SINGLE_LINE_FORBIDDEN.test(fileName)
  );
}

/**
 * The limits a browser can check before uploading (name, size, count, total). The server checks them again,
 * and also the content of each file.
 */
export function checkDocumentList(files: readonly { name: string; size: number }[]): DocumentProblem | undefined {
  for (const [index, file] of files.entries()) {
    if (!hasAcceptableFileName(file.name)) return { kind: "name", message: documentMessages.badName(file.name), index };
    if (!hasAcceptedExtension(file.name)) return { kind: "type", message: documentMessages.badType(file.name), index };
    if (file.size === 0) return { kind: "empty", message: documentMessages.empty(file.name), index };
    if (file.size > MAX_FILE_BYTES)
      return { kind: "size", message: documentMessages.tooLarge(file.name, file.size), index };
  }
  if (files.length > MAX_FILES) return { kind: "count", message: documentMessages.tooMany(files.length) };
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > MAX_TOTAL_BYTES) return { kind: "total", message: documentMessages.totalTooLarge(total) };
  return undefined;
}
