// A case as staff see it in the console (issue 52): the application with every column, its steps, all its
// documents (replaced ones too, with their review and who made it), the payments on it and the /services payments
// that could be attached to it, and one history merging status changes, steps, documents and the messages the
// student was sent, each with who made it. Every read starts at once (one D1 round trip, decision 0047); the
// application is named by its reference inside each query (application-key.server.ts), never read first.
import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { ApplicationStatus, DocumentReviewState, StepKind, StepState } from "~/db/enums";
import {
  type ApplicationEventKind,
  applicationDocuments,
  applicationEvents,
  applications,
  applicationStepEvents,
  applicationSteps,
  type NotificationState,
  type PaymentState,
  payments,
  programIntakes,
  programs,
  stepRules,
  universities,
} from "~/db/schema";
import { byReference } from "./application-key.server";
import { stepColumns } from "./application-steps.server";
import { eventColumns } from "./application-tracking.server";
import { documentColumns } from "./applications.server";

/** The application with every column staff may need, its program, university and intake named. */
function readApplication(db: Db, reference: string) {
  return db
    .select({
      id: applications.id,
      reference: applications.reference,
      firstName: applications.firstName,
      lastName: applications.lastName,
      email: applications.email,
      phone: applications.phone,
      countryOfResidence: applications.countryOfResidence,
      nationality: applications.nationality,
      educationLevel: applications.educationLevel,
      qualification: applications.qualification,
      selectedFaculty: applications.selectedFaculty,
      selectedUniversity: applications.selectedUniversity,
      selectedProgram: applications.selectedProgram,
      programId: applications.programId,
      programName: programs.name,
      universityId: applications.universityId,
      universityName: universities.name,
      intakeId: applications.intakeId,
      intakeStartsOn: programIntakes.startsOn,
      message: applications.message,
      status: applications.status,
      staffNote: applications.staffNote,
      requestedDocType: applications.requestedDocType,
      locale: applications.locale,
      notificationStatus: applications.notificationStatus,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .leftJoin(programs, eq(programs.id, applications.programId))
    .leftJoin(universities, eq(universities.id, applications.universityId))
    .leftJoin(programIntakes, eq(programIntakes.id, applications.intakeId))
    .where(eq(applications.reference, reference))
    .limit(1);
}

/** The case's steps, first to last, with who acts by their rule (as D1 holds them: no student-facing rewording). */
function readSteps(db: Db, applicationId: SQLId) {
  return db
    .select({ ...stepColumns, id: applicationSteps.id, position: applicationSteps.position })
    .from(applicationSteps)
    .innerJoin(stepRules, eq(stepRules.id, applicationSteps.ruleId))
    .where(eq(applicationSteps.applicationId, applicationId))
    .orderBy(asc(applicationSteps.position));
}

/** Every document of the case, oldest first, replaced ones included; never its R2 key (findDocumentOfCase has it). */
function readDocuments(db: Db, applicationId: SQLId) {
  return db
    .select({
      ...documentColumns,
      reviewedBy: applicationDocuments.reviewedBy,
      reviewedAt: applicationDocuments.reviewedAt,
    })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId))
    .orderBy(asc(applicationDocuments.id));
}

const paymentColumns = {
  id: payments.id,
  txRef: payments.txRef,
  serviceKey: payments.serviceKey,
  serviceName: payments.serviceName,
  amount: payments.amount,
  currency: payments.currency,
  usdAmount: payments.usdAmount,
  status: payments.status,
  gateway: payments.gateway,
  customerName: payments.customerName,
  customerEmail: payments.customerEmail,
  createdAt: payments.createdAt,
  verifiedAt: payments.verifiedAt,
  refundedAt: payments.refundedAt,
  attachedBy: payments.attachedBy,
  /** With attachedBy: when it was attached (the attach is its last change; payments have no attached_at). */
  updatedAt: payments.updatedAt,
};

/** The payments on the case, newest first. */
function readPayments(db: Db, applicationId: SQLId) {
  return db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.applicationId, applicationId))
    .orderBy(desc(payments.id));
}

/**
 * The /services payments (on no case) that succeeded and were paid with the application's e-mail address, any case:
 * the ones staff most likely attach here. Another payment is attached by its reference.
 */
function readAttachablePayments(db: Db, reference: string) {
  return db
    .select(paymentColumns)
    .from(payments)
    .where(
      and(
        isNull(payments.applicationId),
        eq(payments.status, "successful"),
        sql`lower(${payments.customerEmail}) = (select lower(${applications.email}) from ${applications} where ${applications.reference} = ${reference})`,
      ),
    )
    .orderBy(desc(payments.id))
    .limit(20);
}

function readEvents(db: Db, applicationId: SQLId) {
  return db
    .select({
      ...eventColumns,
      documentId: applicationEvents.documentId,
      notificationStatus: applicationEvents.notificationStatus,
      actor: applicationEvents.actor,
    })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.id));
}

/** The steps' changes (not their creation with the offer: the offer's status change says it). */
function readStepEvents(db: Db, applicationId: SQLId) {
  return db
    .select({
      id: applicationStepEvents.id,
      stepId: applicationStepEvents.stepId,
      kind: applicationStepEvents.kind,
      oldState: applicationStepEvents.oldState,
      newState: applicationStepEvents.newState,
      dueOn: applicationStepEvents.dueOn,
      appointmentOn: applicationStepEvents.appointmentOn,
      appointmentPlace: applicationStepEvents.appointmentPlace,
      visaDecision: applicationStepEvents.visaDecision,
      visaDecidedOn: applicationStepEvents.visaDecidedOn,
      arrivalOn: applicationStepEvents.arrivalOn,
      actor: applicationStepEvents.actor,
      createdAt: applicationStepEvents.createdAt,
    })
    .from(applicationStepEvents)
    .where(and(eq(applicationStepEvents.applicationId, applicationId), isNotNull(applicationStepEvents.oldState)))
    .orderBy(asc(applicationStepEvents.id));
}

/** A message the student was sent (or was to be sent), by e-mail or on WhatsApp. */
export type CaseMessageRow = {
  channel: "email" | "whatsapp";
  key: string;
  /** The e-mail's subject, or the WhatsApp template's name. */
  what: string;
  /** email_log's status, or whatsapp_messages' (pending, sent, delivered, read, failed). */
  status: string;
  lastError: string | null;
  createdAt: string;
  /** When it went (e-mail), or its last status from Meta (WhatsApp). */
  statusAt: string | null;
};

/**
 * The messages to the student about this case: e-mail and WhatsApp rows are keyed by the row they tell of
 * (workers/consumer/*, app/whatsapp/internal/message-keys.server.ts): the application's confirmation
 * (`application:<id>:student|whatsapp`), each event's (`application-event:<id>:student|whatsapp`), each step's
 * reminders (`step:<id>:due-soon|overdue[:whatsapp]`) and each payment's receipt (`payment:<id>:receipt|whatsapp`).
 * The keys are made from the case's rows here and found by the unique key index; the inbox's copies are not listed.
 */
function readMessages(db: Db, reference: string) {
  return db.all<{
    channel: "email" | "whatsapp";
    key: string;
    what: string;
    status: string;
    last_error: string | null;
    created_at: string;
    status_at: string | null;
  }>(sql`
    with app as (select id from applications where reference = ${reference}),
    rows(key) as (
      select 'application:' || id from app
      union all select 'application-event:' || e.id from application_events e where e.application_id = (select id from app)
      union all select 'step:' || s.id || ':due-soon' from application_steps s where s.application_id = (select id from app)
      union all select 'step:' || s.id || ':overdue' from application_steps s where s.application_id = (select id from app)
      union all select 'payment:' || p.id from payments p where p.application_id = (select id from app)
    ),
    keys(key, channel) as (
      select key || case when key like 'payment:%' then ':receipt' when key like 'step:%' then '' else ':student' end,
        'email' from rows
      union all select key || ':whatsapp', 'whatsapp' from rows
    )
    select 'email' as channel, l.key, l.subject as what, l.status, l.last_error, l.created_at, l.sent_at as status_at
    from email_log l where l.key in (select key from keys where channel = 'email')
    union all
    select 'whatsapp' as channel, w.key, w.template as what, w.status, w.last_error, w.created_at, w.status_at
    from whatsapp_messages w where w.key in (select key from keys where channel = 'whatsapp')
  `);
}

type SQLId = ReturnType<typeof byReference>["id"];

/** One line of the case's history, oldest first; `actor` is the staff member's e-mail, null when not a console change. */
export type StaffHistoryEntry =
  | {
      kind: "application";
      at: string;
      actor: string | null;
      event: ApplicationEventKind;
      oldStatus: ApplicationStatus | null;
      newStatus: ApplicationStatus;
      note: string | null;
      documentId: number | null;
      notificationStatus: NotificationState;
    }
  | {
      kind: "step";
      at: string;
      actor: string | null;
      stepId: number;
      step: StepKind;
      oldState: StepState | null;
      newState: StepState;
      dueOn: string | null;
      appointmentOn: string | null;
      appointmentPlace: string | null;
      visaDecision: string | null;
      visaDecidedOn: string | null;
      arrivalOn: string | null;
    }
  | {
      /** A document's last review that was an acceptance (a sending back is an application event). */
      kind: "document_accepted";
      at: string;
      actor: string | null;
      documentId: number;
      fileName: string;
      docType: string | null;
    }
  | { kind: "document_received"; at: string; actor: null; documentId: number; fileName: string; docType: string | null }
  | {
      /** A /services payment attached to the case in the console. */
      kind: "payment_attached";
      at: string;
      actor: string;
      txRef: string;
      serviceName: string;
    }
  | ({ kind: "message"; at: string; actor: null } & CaseMessageRow);

/** Same-time entries keep the order of their kinds (a change, then what it made, then the message it sent). */
const KIND_ORDER: Record<StaffHistoryEntry["kind"], number> = {
  document_received: 0,
  application: 1,
  document_accepted: 2,
  payment_attached: 3,
  step: 4,
  message: 5,
};

/**
 * The case with `reference` as staff see it, or undefined when there is none: its reads all start at once (one
 * round trip). `history` merges the application's events, the steps' changes, the documents received and accepted,
 * the payments attached in the console, and the messages sent, by time.
 */
export async function readStaffCase(db: Db, reference: string) {
  const id = byReference(reference).id;
  const [[application], steps, documents, casePayments, attachable, events, stepEvents, messages] = await Promise.all([
    readApplication(db, reference),
    readSteps(db, id),
    readDocuments(db, id),
    readPayments(db, id),
    readAttachablePayments(db, reference),
    readEvents(db, id),
    readStepEvents(db, id),
    readMessages(db, reference),
  ]);
  if (!application) return undefined;
  const history: StaffHistoryEntry[] = [
    ...events.map(
      (e): StaffHistoryEntry => ({
        kind: "application",
        at: e.createdAt,
        actor: e.actor,
        event: e.kind,
        oldStatus: e.oldStatus,
        newStatus: e.newStatus,
        note: e.note,
        documentId: e.documentId,
        notificationStatus: e.notificationStatus,
      }),
    ),
    ...stepEvents.map(
      ({ id: _id, createdAt, kind, stepId, ...e }): StaffHistoryEntry => ({
        ...e,
        kind: "step",
        at: createdAt,
        step: kind,
        stepId,
      }),
    ),
    ...documents.map(
      (d): StaffHistoryEntry => ({
        kind: "document_received",
        at: d.createdAt,
        actor: null,
        documentId: d.id,
        fileName: d.fileName,
        docType: d.docType,
      }),
    ),
    ...documents
      .filter((d) => d.reviewState === "accepted" && d.reviewedAt !== null)
      .map(
        (d): StaffHistoryEntry => ({
          kind: "document_accepted",
          at: d.reviewedAt ?? d.createdAt,
          actor: d.reviewedBy,
          documentId: d.id,
          fileName: d.fileName,
          docType: d.docType,
        }),
      ),
    ...casePayments.flatMap((p): StaffHistoryEntry[] =>
      p.attachedBy && p.updatedAt
        ? [
            {
              kind: "payment_attached",
              at: p.updatedAt,
              actor: p.attachedBy,
              txRef: p.txRef,
              serviceName: p.serviceName,
            },
          ]
        : [],
    ),
    ...messages.map(
      (row): StaffHistoryEntry => ({
        kind: "message",
        at: row.created_at,
        actor: null,
        channel: row.channel,
        key: row.key,
        what: row.what,
        status: row.status,
        lastError: row.last_error,
        createdAt: row.created_at,
        statusAt: row.status_at,
      }),
    ),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : KIND_ORDER[a.kind] - KIND_ORDER[b.kind]));
  return { application, steps, documents, payments: casePayments, attachablePayments: attachable, history };
}

export type StaffCase = NonNullable<Awaited<ReturnType<typeof readStaffCase>>>;
export type StaffCaseStep = StaffCase["steps"][number];
export type StaffCaseDocument = StaffCase["documents"][number];
export type StaffCasePayment = StaffCase["payments"][number];
export type { DocumentReviewState, PaymentState };

/**
 * The document `documentId` if it belongs to the case `reference` (the console's preview streams its R2 object),
 * else undefined: a document id from another case is not found.
 */
export async function findDocumentOfCase(db: Db, reference: string, documentId: number) {
  const [row] = await db
    .select({
      id: applicationDocuments.id,
      r2Key: applicationDocuments.r2Key,
      fileName: applicationDocuments.fileName,
      contentType: applicationDocuments.contentType,
      size: applicationDocuments.size,
    })
    .from(applicationDocuments)
    .where(
      and(eq(applicationDocuments.id, documentId), eq(applicationDocuments.applicationId, byReference(reference).id)),
    )
    .limit(1);
  return row;
}
