// The console's forms on a case (issue 52), one zod schema each, for the page (instant messages) and the commands
// (the truth): a status change, a step, a document's review, a payment attached, a consultation answered. Pure:
// safe in a browser chunk. The commands are app/staff/case-changes.server.ts.
//
// No lost update: each form carries, in a hidden `version` field, the values of the columns it changes as the page
// read them: a JSON array in a fixed order per form (STATUS_VERSION, STEP_VERSION, REVIEW_VERSION,
// ANSWERED_VERSION), null for NULL, e.g. `["received",null,null]`. The UPDATE's WHERE compares each column with
// these values with IS (null-safe); another change in between leaves no row to change, and the command answers 409
// with the case as it is now.
import * as z from "zod/mini";
import { APPLICATION_STATUSES, type ApplicationStatus, STEP_KINDS, STEP_STATES, type StepKind } from "~/db/enums";
import { DOCUMENT_TYPES } from "~/catalogue/document-types";
import { m } from "~/i18n/paraglide/messages";
import { fieldErrors, type FieldErrors } from "~/lib/field-errors";
import { multiLine, singleLine } from "~/lib/field-rules";

/**
 * Where a status may go from each status (the console offers these; the command refuses others). The usual road:
 * received → in_review → (documents_requested ⇄ in_review) → submitted_to_university → offer_issued → enrolled. Any
 * open application may be rejected or withdrawn; the university may ask for documents after submission. Rejected
 * and withdrawn may be reopened (back to in_review: a mistake, or a student who comes back); enrolled is the end.
 * The current status is always allowed too: the note (or the document asked for) changes without a move.
 */
export const ALLOWED_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  received: ["in_review", "documents_requested", "rejected", "withdrawn"],
  in_review: ["documents_requested", "submitted_to_university", "rejected", "withdrawn"],
  documents_requested: ["in_review", "submitted_to_university", "rejected", "withdrawn"],
  submitted_to_university: ["documents_requested", "offer_issued", "rejected", "withdrawn"],
  offer_issued: ["enrolled", "withdrawn"],
  rejected: ["in_review"],
  enrolled: [],
  withdrawn: ["in_review"],
};

/** The statuses a case at `from` may be set to: itself (a note only) and its moves. */
export const statusChoices = (from: ApplicationStatus): ApplicationStatus[] => [from, ...ALLOWED_MOVES[from]];

export const isAllowedMove = (from: ApplicationStatus, to: ApplicationStatus) => statusChoices(from).includes(to);

/**
 * The fields of a step beside its state, by step kind: the appointment (date and place) on visa_appointment_booked,
 * the visa decision (granted or refused, and its day) on visa_decision, the arrival date on travel_booked (where
 * D1 keeps it: schema.ts, docs/staff.md). Other steps change their state only.
 */
export const STEP_FIELDS = {
  visa_appointment_booked: ["appointmentOn", "appointmentPlace"],
  visa_decision: ["visaDecision", "visaDecidedOn"],
  travel_booked: ["arrivalOn"],
} as const satisfies Partial<Record<StepKind, readonly StepDateField[]>>;
type StepDateField = "appointmentOn" | "appointmentPlace" | "visaDecision" | "visaDecidedOn" | "arrivalOn";

/** The fields a step of `kind` changes beside its state. */
export const stepFieldsOf = (kind: StepKind): readonly StepDateField[] =>
  (STEP_FIELDS as Partial<Record<StepKind, readonly StepDateField[]>>)[kind] ?? [];

export const NOTE_MAX = 2000;
export const REASON_MAX = 1000;
export const PLACE_MAX = 200;
export const VISA_DECISIONS = ["granted", "refused"] as const;
export const REVIEW_DECISIONS = ["accept", "send_back"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

// ------------------------------------------------------------------------------------------------ versions

/** The columns each form's version holds, in order. */
export const STATUS_VERSION = ["status", "staffNote", "requestedDocType"] as const;
export const STEP_VERSION = [
  "state",
  "appointmentOn",
  "appointmentPlace",
  "visaDecision",
  "visaDecidedOn",
  "arrivalOn",
] as const;
export const REVIEW_VERSION = ["reviewState", "reviewReason"] as const;
export const ANSWERED_VERSION = ["answeredAt"] as const;

type Versioned<Columns extends readonly string[]> = { [K in Columns[number]]: string | null };

/** The form's `version` of a row as read: its `columns`' values as a JSON array. */
export function versionOf<Columns extends readonly string[]>(
  columns: Columns,
  row: { [K in Columns[number]]: string | null },
) {
  return JSON.stringify(columns.map((column) => row[column as Columns[number]] ?? null));
}

/** The values a `version` field holds, by column, or undefined when it is not one of `columns`' versions. */
export function readVersion<Columns extends readonly string[]>(
  columns: Columns,
  raw: unknown,
): Versioned<Columns> | undefined {
  if (typeof raw !== "string" || raw.length > 10_000) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== columns.length) return undefined;
  if (!parsed.every((value) => value === null || typeof value === "string")) return undefined;
  return Object.fromEntries(columns.map((column, i) => [column, parsed[i]])) as Versioned<Columns>;
}

// ------------------------------------------------------------------------------------------------ the schemas

const text = z.optional(z.string());
/** A text field: trimmed, '' (or missing) is none; `tooLong` is said with `max`. */
const optionalText = (max: number, tooLong: (inputs: { max: number }) => string, check: z.core.$ZodCheck<string>) =>
  z.pipe(
    z.pipe(
      text,
      z.transform((value) => value?.trim() ?? ""),
    ),
    z.string().check(z.maxLength(max, { error: () => tooLong({ max }) }), check),
  );
/** A choice among `values`, or '' (or missing) for none. */
const optionalChoice = <const Values extends readonly [string, ...string[]]>(values: Values, invalid: () => string) =>
  z.optional(z.union([z.literal(""), z.enum(values)], { error: () => invalid() }));
const noneIfEmpty = (value: string) => (value === "" ? null : value);

/** A real calendar day, YYYY-MM-DD ('2027-02-30' is not one). */
export const isIsoDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const optionalDay = z.pipe(
  z.pipe(
    text,
    z.transform((value) => value?.trim() ?? ""),
  ),
  z.string().check(z.refine((value) => value === "" || isIsoDay(value), { error: () => m.staff_case_day_invalid() })),
);
const positiveId = (message: () => string) =>
  z.pipe(
    z.string({ error: message }).check(z.regex(/^\d{1,9}$/, { error: message })),
    z.transform((value) => Number(value)),
  );
const version = z.string({ error: () => m.staff_case_version_invalid() });

export const statusChangeSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: () => m.staff_case_status_invalid() }),
  staffNote: optionalText(NOTE_MAX, m.staff_case_note_too_long, multiLine(m.staff_case_label_note)),
  requestedDocType: optionalChoice(DOCUMENT_TYPES, m.staff_case_doc_type_invalid),
  version,
});

export const stepChangeSchema = z
  .object({
    /** The step, by its kind (a case has one of each). */
    step: z.enum(STEP_KINDS, { error: () => m.staff_case_step_not_found() }),
    state: z.enum(STEP_STATES, { error: () => m.staff_case_state_invalid() }),
    appointmentOn: optionalDay,
    appointmentPlace: optionalText(PLACE_MAX, m.staff_case_place_too_long, singleLine(m.staff_case_label_place)),
    visaDecision: optionalChoice(VISA_DECISIONS, m.staff_case_visa_invalid),
    visaDecidedOn: optionalDay,
    arrivalOn: optionalDay,
    version,
  })
  .check(
    z.refine((step) => step.appointmentPlace === "" || step.appointmentOn !== "", {
      error: () => m.staff_case_place_needs_day(),
      path: ["appointmentOn"],
    }),
    z.refine((step) => (step.visaDecision ?? "") === "" || step.visaDecidedOn !== "", {
      error: () => m.staff_case_visa_needs_day(),
      path: ["visaDecidedOn"],
    }),
    z.refine((step) => step.visaDecidedOn === "" || (step.visaDecision ?? "") !== "", {
      error: () => m.staff_case_visa_needs_decision(),
      path: ["visaDecision"],
    }),
  );

export const documentReviewSchema = z
  .object({
    documentId: positiveId(() => m.staff_case_document_not_found()),
    decision: z.enum(REVIEW_DECISIONS, { error: () => m.staff_case_decision_invalid() }),
    reason: optionalText(REASON_MAX, m.staff_case_reason_too_long, multiLine(m.staff_case_label_reason)),
    version,
  })
  .check(
    z.refine((review) => review.decision !== "send_back" || review.reason !== "", {
      error: () => m.staff_case_reason_missing(),
      path: ["reason"],
    }),
  );

/** Our payment references: 'ISG-' and 16 letters and digits (payment-rows.server.ts); spaces and case forgiven. */
export const TX_REF_PATTERN = /^ISG-[A-Z0-9]{16}$/;
export const attachPaymentSchema = z.object({
  txRef: z.pipe(
    z.string({ error: () => m.staff_case_tx_ref_invalid() }).check(z.trim(), z.toUpperCase(), z.maxLength(40)),
    z.string().check(z.regex(TX_REF_PATTERN, { error: () => m.staff_case_tx_ref_invalid() })),
  ),
});

export const consultationAnsweredSchema = z.object({
  consultationId: positiveId(() => m.staff_case_consultation_not_found()),
  version,
});

// ------------------------------------------------------------------------------------------------ checking a form

export type StatusChangeField = keyof z.input<typeof statusChangeSchema>;
export type StepChangeField = keyof z.input<typeof stepChangeSchema>;
export type DocumentReviewField = keyof z.input<typeof documentReviewSchema>;

/** The fields of each form, as the page names its inputs (a form's versioned columns are its fields). */
export const STATUS_CHANGE_FIELDS = [...STATUS_VERSION, "version"] as const;
export const STEP_CHANGE_FIELDS = ["step", ...STEP_VERSION, "version"] as const;
export const DOCUMENT_REVIEW_FIELDS = ["documentId", "decision", "reason", "version"] as const;
export const ATTACH_PAYMENT_FIELDS = ["txRef"] as const;
export const CONSULTATION_ANSWERED_FIELDS = ["consultationId", "version"] as const;

/** What was typed, as text, by field (a refused form shows it again as it was). */
export type TypedValues = Record<string, string>;

/** The typed values of `fields` from a form (anything not text is left out). */
export function typedValues(fields: readonly string[], get: (name: string) => unknown): TypedValues {
  return Object.fromEntries(
    fields.flatMap((name) => {
      const value = get(name);
      return typeof value === "string" ? [[name, value]] : [];
    }),
  );
}

export type FormCheck<Output> =
  | { success: true; data: Output }
  | { success: false; message: string; errors: FieldErrors };

/** `values` checked by `schema`: the data, or the first message and every field's. */
export function checkForm<Schema extends z.ZodMiniType>(
  schema: Schema,
  values: Record<string, unknown>,
): FormCheck<z.output<Schema>> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors = fieldErrors(result.error);
  const first = Object.values(errors).find((messages) => messages && messages.length > 0)?.[0];
  return { success: false, message: first ?? m.staff_case_form_invalid(), errors };
}

export { noneIfEmpty, positiveId, version as versionField };
