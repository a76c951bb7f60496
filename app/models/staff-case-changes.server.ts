// Staff's changes from the console (issue 52), each ONE D1 batch (a transaction): first the staff member's e-mail
// into staff_acting, then the change, then staff_acting emptied. The history triggers (migration 0040) copy the
// e-mail into the rows they write (application_events.actor, application_step_events.actor,
// application_documents.reviewed_by), so "who" is recorded by D1 whatever the change sets off. Each UPDATE names
// its row by the case's reference and compares the columns it changes with the values the form read (IS, so NULL
// equals NULL): a change made in between leaves no row to update, and nothing is written. A trigger's refusal
// (RAISE(ABORT)) rolls the whole batch back, staff_acting included.
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import type { ApplicationStatus, DocumentReviewState, StepKind, StepState } from "~/db/enums";
import {
  applicationDocuments,
  applications,
  applicationSteps,
  consultationRequests,
  payments,
  staffActing,
} from "~/db/schema";
import { byReference } from "./application-key.server";
import { consultationColumns } from "./staff-consultations.server";

/** A refusal of D1's triggers and checks, by what it refuses (migrations 0003, 0022, 0025, 0045). */
export type D1RefusalCode =
  | "arrival_before_visa"
  | "step_day_invalid"
  | "reason_missing"
  | "review_state_invalid"
  | "status_invalid"
  | "call_not_due"
  | "constraint";

const REFUSALS: [RegExp, D1RefusalCode][] = [
  [/arrival date must be on or after a granted visa decision/i, "arrival_before_visa"],
  [/A step date must be an ISO day/i, "step_day_invalid"],
  [/needs_fix needs a reason/i, "reason_missing"],
  [/review_state must be one of/i, "review_state_invalid"],
  [/Unknown application status/i, "status_invalid"],
  [/marked held or missed only while booked and once it has started/i, "call_not_due"],
  [/CHECK constraint failed|UNIQUE constraint failed|FOREIGN KEY constraint failed/i, "constraint"],
];

/** What D1 refused in `error` (or an error it wraps, as drizzle wraps D1's), and its words; undefined otherwise. */
export function d1Refusal(error: unknown): { code: D1RefusalCode; detail: string } | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    for (const [pattern, code] of REFUSALS)
      if (pattern.test(cause.message)) return { code, detail: cause.message.replace(/^D1_ERROR:\s*/, "") };
  }
  return undefined;
}

/** A staff change: made, not made (the row was not as read, or is not there), or refused by D1. */
export type StaffWrite =
  | { ok: true }
  | { ok: false; reason: "unchanged" }
  | { ok: false; reason: "refused"; code: D1RefusalCode; detail: string };

/**
 * `change` (an UPDATE … RETURNING) as the staff member `email`, in one batch between their entry into staff_acting
 * and its removal. A refusal of D1's (a trigger, a CHECK) comes back as such; any other failure is thrown.
 */
export async function asStaff(db: Db, email: string, change: (db: Db) => BatchItem<"sqlite">): Promise<StaffWrite> {
  try {
    const [, changed] = await db.batch([db.insert(staffActing).values({ email }), change(db), db.delete(staffActing)]);
    return (changed as unknown[]).length > 0 ? { ok: true } : { ok: false, reason: "unchanged" };
  } catch (error) {
    const refusal = d1Refusal(error);
    if (!refusal) throw error;
    return { ok: false, reason: "refused", ...refusal };
  }
}

/** The condition that each column holds the value read (NULL-safe). */
function asRead(pairs: [SQLiteColumn, string | null][]): SQL {
  return and(...pairs.map(([column, value]) => sql`${column} IS ${value}`)) as SQL;
}

/** The application's status, staff note and document asked for, if they are still `read`. */
export function setStatusAsStaff(
  db: Db,
  email: string,
  reference: string,
  change: { status: ApplicationStatus; staffNote: string | null; requestedDocType: string | null },
  read: { status: string | null; staffNote: string | null; requestedDocType: string | null },
) {
  return asStaff(db, email, (db) =>
    db
      .update(applications)
      .set(change)
      .where(
        and(
          eq(applications.reference, reference),
          asRead([
            [applications.status, read.status],
            [applications.staffNote, read.staffNote],
            [applications.requestedDocType, read.requestedDocType],
          ]),
        ),
      )
      .returning({ id: applications.id }),
  );
}

/** What a step's form changes, and what its version holds. */
export type StepColumns = {
  state: StepState;
  appointmentOn: string | null;
  appointmentPlace: string | null;
  visaDecision: "granted" | "refused" | null;
  visaDecidedOn: string | null;
  arrivalOn: string | null;
};

/**
 * The case's step `kind` (a case has one of each) changed to `change` (its state, and the fields its kind takes),
 * if all six of its columns are still `read`.
 */
export function setStepAsStaff(
  db: Db,
  email: string,
  reference: string,
  kind: StepKind,
  change: Partial<StepColumns>,
  read: { [K in keyof StepColumns]: string | null },
) {
  return asStaff(db, email, (db) =>
    db
      .update(applicationSteps)
      .set(change)
      .where(
        and(
          eq(applicationSteps.applicationId, byReference(reference).id),
          eq(applicationSteps.kind, kind),
          asRead([
            [applicationSteps.state, read.state],
            [applicationSteps.appointmentOn, read.appointmentOn],
            [applicationSteps.appointmentPlace, read.appointmentPlace],
            [applicationSteps.visaDecision, read.visaDecision],
            [applicationSteps.visaDecidedOn, read.visaDecidedOn],
            [applicationSteps.arrivalOn, read.arrivalOn],
          ]),
        ),
      )
      .returning({ id: applicationSteps.id }),
  );
}

/** The case's document `documentId` accepted or sent back (with its reason), if its review is still `read`. */
export function reviewDocumentAsStaff(
  db: Db,
  email: string,
  reference: string,
  documentId: number,
  change: { reviewState: DocumentReviewState; reviewReason: string | null },
  read: { reviewState: string | null; reviewReason: string | null },
) {
  return asStaff(db, email, (db) =>
    db
      .update(applicationDocuments)
      .set(change)
      .where(
        and(
          eq(applicationDocuments.id, documentId),
          eq(applicationDocuments.applicationId, byReference(reference).id),
          asRead([
            [applicationDocuments.reviewState, read.reviewState],
            [applicationDocuments.reviewReason, read.reviewReason],
          ]),
        ),
      )
      .returning({ id: applicationDocuments.id }),
  );
}

/**
 * The successful payment `txRef`, on no case yet (made on /services), attached to the case `reference` with who
 * attached it, and when (updated_at). A payment on a case already, or not successful, is left as it is (findPaymentByTxRef says why).
 */
export function attachPaymentAsStaff(db: Db, email: string, reference: string, txRef: string) {
  const caseId = byReference(reference).id;
  return asStaff(db, email, (db) =>
    db
      .update(payments)
      // updated_at says when: the case's history shows the attach at it (payments have no attached_at).
      .set({ applicationId: caseId, attachedBy: email, updatedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')` })
      .where(
        and(
          eq(payments.txRef, txRef),
          isNull(payments.applicationId),
          eq(payments.status, "successful"),
          sql`${caseId} IS NOT NULL`,
        ),
      )
      .returning({ id: payments.id }),
  );
}

/** A payment by its reference: its status and the case it is on (its reference), if any. */
export async function findPaymentByTxRef(db: Db, txRef: string) {
  const [row] = await db
    .select({
      id: payments.id,
      txRef: payments.txRef,
      status: payments.status,
      applicationId: payments.applicationId,
      caseReference: applications.reference,
      attachedBy: payments.attachedBy,
    })
    .from(payments)
    .leftJoin(applications, eq(applications.id, payments.applicationId))
    .where(eq(payments.txRef, txRef))
    .limit(1);
  return row;
}

/** The consultation request `id` marked answered now, by `email`, if its answered_at is still `read`. */
export function markConsultationAnsweredAsStaff(
  db: Db,
  email: string,
  id: number,
  read: { answeredAt: string | null },
) {
  return asStaff(db, email, (db) =>
    db
      .update(consultationRequests)
      .set({ answeredAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`, answeredBy: email })
      .where(and(eq(consultationRequests.id, id), asRead([[consultationRequests.answeredAt, read.answeredAt]])))
      .returning({ id: consultationRequests.id }),
  );
}

/** A consultation request as the console shows it (and as a 409 shows it again). */
export async function findConsultation(db: Db, id: number) {
  const [row] = await db
    .select(consultationColumns)
    .from(consultationRequests)
    .where(eq(consultationRequests.id, id))
    .limit(1);
  return row;
}

export type StaffConsultation = NonNullable<Awaited<ReturnType<typeof findConsultation>>>;
