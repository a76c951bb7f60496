// Staff's changes to a case from the console (issue 52), as write commands (app/commands/write-command.ts): the
// status (with the note to the student and the document asked for), a step, a document's review, a /services
// payment attached, a consultation request answered. Each is made for the verified staff member (`staff`, from
// the Access token: never a form field) and, but the consultation, for the case the page names (`reference`).
//
// Every change is one D1 batch that names the staff member for the history triggers
// (app/models/staff-case-changes.server.ts). Answers: 200 done; 400 the form refused (zod) or D1 refused it (a
// trigger: the arrival before a granted visa, …), with the message on its field and the values typed kept; 404
// the case, step, document or payment is not there; 409 the row changed since the page read it (its `version`),
// with the case as it is now; nothing is written but on 200.
import type { FieldSource, Parsed, WriteCommand } from "~/commands/write-command";
import type { ApplicationStatus } from "~/db/enums";
import { m } from "~/i18n/paraglide/messages";
import type { FieldErrors } from "~/lib/field-errors";
import {
  attachPaymentAsStaff,
  type D1RefusalCode,
  findConsultation,
  findPaymentByTxRef,
  markConsultationAnsweredAsStaff,
  reviewDocumentAsStaff,
  setStatusAsStaff,
  setStepAsStaff,
  type StaffConsultation,
  type StaffWrite,
  type StepColumns,
} from "~/models/staff-case-changes.server";
import { readStaffCase, type StaffCase } from "~/models/staff-case.server";
import { statusTitle } from "~/case/status-words";
import { joinList } from "~/lib/join-list";
import type { Db } from "~/db/client.server";
import {
  ALLOWED_MOVES,
  ANSWERED_VERSION,
  ATTACH_PAYMENT_FIELDS,
  attachPaymentSchema,
  CONSULTATION_ANSWERED_FIELDS,
  checkForm,
  type FormCheck,
  consultationAnsweredSchema,
  DOCUMENT_REVIEW_FIELDS,
  documentReviewSchema,
  isAllowedMove,
  noneIfEmpty,
  readVersion,
  REVIEW_VERSION,
  STATUS_CHANGE_FIELDS,
  STATUS_VERSION,
  STEP_CHANGE_FIELDS,
  STEP_VERSION,
  statusChangeSchema,
  stepChangeSchema,
  stepFieldsOf,
  type TypedValues,
  typedValues,
} from "./case-change-schema";
import { paymentStateWords } from "./case-words";

/** Who makes the change: the staff member the Access token names (verified by the gate, active in staff_members). */
export type StaffMember = { email: string; name: string };

/** The answer of a change to a case; `Current` is what a 409 shows again (the case, or the consultation request). */
export type StaffChangeResult<Current = StaffCase> =
  | { ok: true; status: 200 }
  | { ok: false; status: 400; message: string; errors: FieldErrors; values: TypedValues }
  | { ok: false; status: 404; message: string; errors?: FieldErrors; values: TypedValues }
  | { ok: false; status: 409; message: string; errors?: FieldErrors; current: Current; values: TypedValues };

type CaseResult = StaffChangeResult<StaffCase>;

export const refused = (message: string, field: string, values: TypedValues): StaffChangeResult<never> => ({
  ok: false,
  status: 400,
  message,
  errors: { [field]: [message] },
  values,
});

/** A form's fields checked: `schema`'s data with its version's values, or the 400 naming what is wrong. */
export function parseForm<Data, Version = undefined>(
  fields: FieldSource,
  names: readonly string[],
  check: (values: Record<string, unknown>) => FormCheck<Data>,
  version?: (raw: unknown) => Version | undefined,
): Parsed<{ data: Data; read: Version; values: TypedValues }, StaffChangeResult<never>> {
  const values = typedValues(names, (name) => fields.get(name));
  const checked = check(values);
  if (!checked.success)
    return { ok: false, result: { ok: false, status: 400, message: checked.message, errors: checked.errors, values } };
  const read = version ? version(values.version) : (undefined as Version);
  if (version && read === undefined)
    return { ok: false, result: refused(m.staff_case_version_invalid(), "version", values) };
  return { ok: true, input: { data: checked.data, read: read as Version, values } };
}

/** Where a D1 refusal is shown, and its words. */
export function refusalOf(code: D1RefusalCode, detail: string): { field: string; message: string } {
  switch (code) {
    case "arrival_before_visa":
      return { field: "arrivalOn", message: m.staff_case_arrival_before_visa() };
    case "step_day_invalid":
      return { field: "form", message: m.staff_case_step_day_refused() };
    case "reason_missing":
      return { field: "reason", message: m.staff_case_reason_missing() };
    case "review_state_invalid":
      return { field: "decision", message: m.staff_case_decision_invalid() };
    case "status_invalid":
      return { field: "status", message: m.staff_case_status_invalid() };
    case "call_not_due":
      return { field: "outcome", message: m.staff_calls_not_due() };
    case "constraint":
      return { field: "form", message: m.staff_case_refused({ detail }) };
  }
}

/** The case as it is now, for a 409, or the 404 when it is gone. */
async function conflict(db: Db, reference: string, values: TypedValues, errors?: FieldErrors): Promise<CaseResult> {
  const current = await readStaffCase(db, reference);
  if (!current) return { ok: false, status: 404, message: m.staff_case_not_found({ reference }), values };
  const message = errors
    ? (Object.values(errors)[0]?.[0] ?? m.staff_case_changed_meanwhile())
    : m.staff_case_changed_meanwhile();
  return { ok: false, status: 409, message, current, values, ...(errors ? { errors } : {}) };
}

/**
 * A write's outcome as the command's answer. Not changed: `missing` says whether the row itself is not in the case
 * (404 with its words); else someone changed it in between (409 with the case now).
 */
async function answer(
  db: Db,
  reference: string,
  outcome: StaffWrite,
  values: TypedValues,
  missing?: (current: StaffCase) => string | undefined,
): Promise<CaseResult> {
  if (outcome.ok) return { ok: true, status: 200 };
  if (outcome.reason === "refused") {
    const { field, message } = refusalOf(outcome.code, outcome.detail);
    return refused(message, field, values);
  }
  const now = await conflict(db, reference, values);
  if (now.ok || now.status !== 409 || !missing) return now;
  const gone = missing(now.current);
  return gone ? { ok: false, status: 404, message: gone, values } : now;
}

const statusWords = (status: ApplicationStatus) => statusTitle(status);

// ------------------------------------------------------------------------------------------------ status

type StatusInput = {
  data: { status: ApplicationStatus; staffNote: string; requestedDocType?: string };
  read: { status: string | null; staffNote: string | null; requestedDocType: string | null };
  values: TypedValues;
};

/**
 * The status set (limited to ALLOWED_MOVES from the status the page read, or that status again for the note only),
 * with the note to the student (empty: none) and, with documents_requested, the document asked for.
 */
export function statusChangeCommand({
  staff,
  reference,
}: {
  staff: StaffMember;
  reference: string;
}): WriteCommand<FieldSource, StatusInput, CaseResult> {
  return {
    parse(fields) {
      const parsed = parseForm(
        fields,
        STATUS_CHANGE_FIELDS,
        (values) => checkForm(statusChangeSchema, values),
        (raw) => readVersion(STATUS_VERSION, raw),
      );
      if (!parsed.ok) return parsed;
      const { data, read, values } = parsed.input;
      const from = read.status as ApplicationStatus;
      if (!(from in ALLOWED_MOVES))
        return { ok: false, result: refused(m.staff_case_version_invalid(), "version", values) };
      if (!isAllowedMove(from, data.status)) {
        const allowed = ALLOWED_MOVES[from];
        const message = m.staff_case_move_not_allowed({
          from: statusWords(from),
          to: statusWords(data.status),
          allowed: allowed.length > 0 ? joinList(allowed.map(statusWords)) : m.staff_case_no_move(),
        });
        return { ok: false, result: refused(message, "status", values) };
      }
      return { ok: true, input: parsed.input as StatusInput };
    },
    async run({ data, read, values }, { db }) {
      const change = {
        status: data.status,
        staffNote: noneIfEmpty(data.staffNote),
        requestedDocType: data.status === "documents_requested" ? noneIfEmpty(data.requestedDocType ?? "") : null,
      };
      return answer(db, reference, await setStatusAsStaff(db, staff.email, reference, change, read), values);
    },
  };
}

// ------------------------------------------------------------------------------------------------ a step

type StepInput = {
  data: ReturnType<typeof stepChangeSchema.parse>;
  read: { [K in keyof StepColumns]: string | null };
  values: TypedValues;
};

/**
 * A step of the case (named by its kind) set to its state and, for its kind, the appointment (day and place), the
 * visa decision (and its day) or the arrival day (STEP_FIELDS); an empty field clears it. Other fields are ignored.
 */
export function stepChangeCommand({
  staff,
  reference,
}: {
  staff: StaffMember;
  reference: string;
}): WriteCommand<FieldSource, StepInput, CaseResult> {
  return {
    parse: (fields) =>
      parseForm(
        fields,
        STEP_CHANGE_FIELDS,
        (values) => checkForm(stepChangeSchema, values),
        (raw) => readVersion(STEP_VERSION, raw),
      ) as Parsed<StepInput, CaseResult>,
    async run({ data, read, values }, { db }) {
      const change: Partial<StepColumns> = { state: data.state };
      for (const field of stepFieldsOf(data.step)) {
        const value = noneIfEmpty(data[field] ?? "");
        if (field === "visaDecision") change.visaDecision = value as StepColumns["visaDecision"];
        else change[field] = value;
      }
      const outcome = await setStepAsStaff(db, staff.email, reference, data.step, change, read);
      return answer(db, reference, outcome, values, (current) =>
        current.steps.some((s) => s.kind === data.step) ? undefined : m.staff_case_step_not_found(),
      );
    },
  };
}

// ------------------------------------------------------------------------------------------------ a document

type ReviewInput = {
  data: ReturnType<typeof documentReviewSchema.parse>;
  read: { reviewState: string | null; reviewReason: string | null };
  values: TypedValues;
};

/** A document of the case accepted, or sent back with the reason the student reads (kept as typed, trimmed). */
export function documentReviewCommand({
  staff,
  reference,
}: {
  staff: StaffMember;
  reference: string;
}): WriteCommand<FieldSource, ReviewInput, CaseResult> {
  return {
    parse: (fields) =>
      parseForm(
        fields,
        DOCUMENT_REVIEW_FIELDS,
        (values) => checkForm(documentReviewSchema, values),
        (raw) => readVersion(REVIEW_VERSION, raw),
      ) as Parsed<ReviewInput, CaseResult>,
    async run({ data, read, values }, { db }) {
      const change =
        data.decision === "accept"
          ? { reviewState: "accepted" as const, reviewReason: null }
          : { reviewState: "needs_fix" as const, reviewReason: data.reason };
      const outcome = await reviewDocumentAsStaff(db, staff.email, reference, data.documentId, change, read);
      return answer(db, reference, outcome, values, (current) =>
        current.documents.some((d) => d.id === data.documentId) ? undefined : m.staff_case_document_not_found(),
      );
    },
  };
}

// ------------------------------------------------------------------------------------------------ a payment

type AttachInput = { data: { txRef: string }; read: undefined; values: TypedValues };

/**
 * A successful payment made on /services (on no case) attached to this case, with who attached it. Its version is
 * its being on no case: one attached meanwhile, here or elsewhere, is refused with where it is (409).
 */
export function attachPaymentCommand({
  staff,
  reference,
}: {
  staff: StaffMember;
  reference: string;
}): WriteCommand<FieldSource, AttachInput, CaseResult> {
  return {
    parse: (fields) =>
      parseForm(fields, ATTACH_PAYMENT_FIELDS, (values) => checkForm(attachPaymentSchema, values)) as Parsed<
        AttachInput,
        CaseResult
      >,
    async run({ data: { txRef }, values }, { db }) {
      const outcome = await attachPaymentAsStaff(db, staff.email, reference, txRef);
      if (outcome.ok || outcome.reason === "refused") return answer(db, reference, outcome, values);
      const payment = await findPaymentByTxRef(db, txRef);
      const on = (message: string) => ({ txRef: [message] });
      if (!payment) {
        const message = m.staff_case_payment_not_found({ txRef });
        return { ok: false, status: 404, message, errors: on(message), values };
      }
      if (payment.caseReference === reference)
        return conflict(db, reference, values, on(m.staff_case_payment_already_here()));
      if (payment.caseReference)
        return conflict(
          db,
          reference,
          values,
          on(m.staff_case_payment_attached_elsewhere({ reference: payment.caseReference })),
        );
      if (payment.status !== "successful")
        return refused(
          m.staff_case_payment_not_successful({ status: paymentStateWords(payment.status) }),
          "txRef",
          values,
        );
      return conflict(db, reference, values);
    },
  };
}

// ------------------------------------------------------------------------------------------------ a consultation

type AnsweredInput = {
  data: { consultationId: number };
  read: { answeredAt: string | null };
  values: TypedValues;
};

/** A consultation request marked answered now, by this staff member, if nobody marked or unmarked it meanwhile. */
export function consultationAnsweredCommand({
  staff,
}: {
  staff: StaffMember;
}): WriteCommand<FieldSource, AnsweredInput, StaffChangeResult<StaffConsultation>> {
  return {
    parse: (fields) =>
      parseForm(
        fields,
        CONSULTATION_ANSWERED_FIELDS,
        (values) => checkForm(consultationAnsweredSchema, values),
        (raw) => readVersion(ANSWERED_VERSION, raw),
      ) as Parsed<AnsweredInput, StaffChangeResult<StaffConsultation>>,
    async run({ data: { consultationId }, read, values }, { db }) {
      const outcome = await markConsultationAnsweredAsStaff(db, staff.email, consultationId, read);
      if (outcome.ok) return { ok: true, status: 200 };
      if (outcome.reason === "refused") {
        const { field, message } = refusalOf(outcome.code, outcome.detail);
        return refused(message, field, values);
      }
      const current = await findConsultation(db, consultationId);
      if (!current) return { ok: false, status: 404, message: m.staff_case_consultation_not_found(), values };
      return { ok: false, status: 409, message: m.staff_case_changed_meanwhile(), current, values };
    },
  };
}
