// Application tracking in D1: an application as its student may see it, its history (application_events, written
// by triggers), documents added later, and the claims of the cron that e-mails each event once.
import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { ApplicationKey } from "./application-key.server";
import type { ApplicationStatus, StepKind } from "~/db/enums";
import {
  applicationDocuments,
  applicationEvents,
  applications,
  type NotificationState,
  programs,
  universities,
} from "~/db/schema";
import type { NewApplicationDocument } from "./applications.server";
import { insertRowIf } from "./conditional-insert.server";
import { setNotificationState } from "./notification-status.server";
import { translatedCopy } from "./translated.server";
import { staffWords } from "~/lib/field-rules";

/** A university's international office and main website (the offer check's), for a select joined to universities. */
export const universityOfficeColumns = {
  website: universities.website,
  url: universities.internationalOfficeUrl,
  email: universities.internationalOfficeEmail,
  readOn: universities.internationalOfficeReadOn,
};

/**
 * The application behind a reference, with the e-mail address it was made with (for the caller to compare);
 * `programName` is its program in the request's language (the status page); `office`, its university's
 * international office and website (all null for an application that names no university row).
 */
export async function findTrackedApplication(db: Db, reference: string) {
  const [row] = await db
    .select({
      id: applications.id,
      reference: applications.reference,
      email: applications.email,
      phone: applications.phone,
      firstName: applications.firstName,
      selectedProgram: applications.selectedProgram,
      programName: translatedCopy(programs.name, applications.programId, applications.selectedProgram),
      selectedUniversity: applications.selectedUniversity,
      status: applications.status,
      staffNote: applications.staffNote,
      requestedDocType: applications.requestedDocType,
      programId: applications.programId,
      universityId: applications.universityId,
      studyLevel: programs.studyLevel,
      facultyId: programs.facultyId,
      qualification: applications.qualification,
      nationality: applications.nationality,
      createdAt: applications.createdAt,
      // Where the family checks the offer with the university itself (app/case/offer-check.server.ts).
      office: universityOfficeColumns,
    })
    .from(applications)
    .leftJoin(programs, eq(programs.id, applications.programId))
    .leftJoin(universities, eq(universities.id, applications.universityId))
    .where(eq(applications.reference, reference))
    .limit(1);
  return row && { ...row, staffNote: staffWords(row.staffNote) };
}

export type TrackedApplication = NonNullable<Awaited<ReturnType<typeof findTrackedApplication>>>;

/** What an event says (the history's rows, an event's e-mail, the console's history). */
export const eventColumns = {
  id: applicationEvents.id,
  kind: applicationEvents.kind,
  oldStatus: applicationEvents.oldStatus,
  newStatus: applicationEvents.newStatus,
  note: applicationEvents.note,
  createdAt: applicationEvents.createdAt,
};

/** An application's history, oldest first (a note is staff's, or the added files' names: read as the student may). */
export async function listEventsOf(db: Db, applicationId: ApplicationKey) {
  const rows = await db
    .select(eventColumns)
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.id));
  return rows.map((row) => ({ ...row, note: staffWords(row.note) }));
}

/** One application's document limits (app/applications decides them: MAX_FILES, MAX_TOTAL_BYTES). */
export type DocumentLimits = { files: number; totalBytes: number };

/** The SQL condition that the application `applicationId` can take `documents` within `limits`. */
function withinDocumentLimits(applicationId: number, documents: NewApplicationDocument[], limits: DocumentLimits) {
  const total = documents.reduce((sum, d) => sum + d.size, 0);
  const itsDocuments = sql`from ${applicationDocuments} where ${applicationDocuments.applicationId} = ${applicationId}`;
  return sql`(select count(*) ${itsDocuments}) + ${documents.length} <= ${limits.files}
    and (select coalesce(sum(${applicationDocuments.size}), 0) ${itsDocuments}) + ${total} <= ${limits.totalBytes}`;
}

/**
 * The student's extra documents and their 'documents' event in ONE batch (a transaction): the rows and the event
 * that tells the consultancy, or none of them. The `limits` (with what the application holds: 10 files, 25 MB) are
 * checked by the write itself: the first row goes in only within them, and the others and the event only if it did,
 * so two additions at once cannot both pass a check made before. The event is born 'queued' (the caller enqueues
 * it at once; if that fails it goes back to 'pending' for the cron). Returns the event's id, or undefined when the
 * documents would pass the limits (nothing is written then).
 */
export async function addDocuments(
  db: Db,
  application: { id: number; status: ApplicationStatus },
  documents: NewApplicationDocument[],
  limits: DocumentLimits,
  /** The step they were sent for (the box under it); none: the status page's general box. */
  step: StepKind | null = null,
) {
  const [first, ...others] = documents;
  if (!first) throw new Error("No documents to add");
  const row = (d: NewApplicationDocument) => ({
    applicationId: application.id,
    r2Key: d.key,
    fileName: d.fileName,
    contentType: d.contentType,
    size: d.size,
    docType: d.docType ?? null,
    stepKind: step,
  });
  // r2_key is unique: the first row, found by its key, says the whole addition was let in.
  const firstIn = sql`exists (select 1 from ${applicationDocuments} where ${applicationDocuments.r2Key} = ${first.key})`;
  const event = {
    applicationId: application.id,
    kind: "documents" as const,
    oldStatus: application.status,
    newStatus: application.status,
    // In English, as the consultancy's e-mail quotes it; the status page reads it in its language (eventNote).
    note: `${documents.length} added: ${documents.map((d) => d.fileName).join(", ")}`,
    notificationStatus: "queued" as const,
    queuedAt: new Date().toISOString(),
  };
  const [, added] = await db.batch([
    insertRowIf(db, applicationDocuments, row(first), withinDocumentLimits(application.id, documents, limits)),
    insertRowIf(db, applicationEvents, event, firstIn).returning({ id: applicationEvents.id }),
    ...others.map((d) => insertRowIf(db, applicationDocuments, row(d), firstIn)),
    ...replacements(db, application.id, documents, step),
  ]);
  return added[0]?.id;
}

/**
 * A typed upload supersedes the application's earlier documents of that type sent for the same step (or, like it,
 * for none): they are kept, `replaced_by` the new row (found by its key, so nothing changes when the addition was
 * refused). Several new files of one type replace the older ones, not each other: the last of them is named. A
 * passport for the visa file leaves the application's passport as it is (decision 54).
 */
function replacements(db: Db, applicationId: number, documents: NewApplicationDocument[], step: StepKind | null) {
  const newKeys = documents.map((d) => d.key);
  const lastOfType = new Map(documents.flatMap((d) => (d.docType ? [[d.docType, d.key] as const] : [])));
  return [...lastOfType].map(([docType, key]) =>
    db
      .update(applicationDocuments)
      .set({
        replacedBy: sql`(select ${applicationDocuments.id} from ${applicationDocuments} where ${applicationDocuments.r2Key} = ${key})`,
      })
      .where(
        and(
          eq(applicationDocuments.applicationId, applicationId),
          eq(applicationDocuments.docType, docType),
          step === null ? isNull(applicationDocuments.stepKind) : eq(applicationDocuments.stepKind, step),
          isNull(applicationDocuments.replacedBy),
          notInArray(applicationDocuments.r2Key, newKeys),
          sql`exists (select 1 from ${applicationDocuments} where ${applicationDocuments.r2Key} = ${key})`,
        ),
      ),
  );
}

/**
 * Owed its notification again, whatever it says now ('sent' included): its WhatsApp message failed after the Cloud
 * API took it, so the next cron queues it and the consumer e-mails (decision 0050).
 */
export async function oweEventNotification(db: Db, id: number) {
  await db.update(applicationEvents).set({ notificationStatus: "pending" }).where(eq(applicationEvents.id, id));
}

/** Back to 'pending' (the enqueue failed): the cron queues it on its next run. */
export async function releaseEvents(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(applicationEvents)
    .set({ notificationStatus: "pending", queuedAt: null })
    .where(and(inArray(applicationEvents.id, ids), eq(applicationEvents.notificationStatus, "queued")));
}

/**
 * Claims up to `limit` events owed an e-mail: 'pending' ones, and 'queued' ones claimed before `staleBefore`
 * whose message was lost. One UPDATE … RETURNING, and D1 runs writes one at a time, so two crons running at
 * once get disjoint sets: each event is queued by one of them only.
 */
export async function claimEventsToNotify(db: Db, staleBefore: string, limit: number) {
  const owed = or(
    eq(applicationEvents.notificationStatus, "pending"),
    and(eq(applicationEvents.notificationStatus, "queued"), lt(applicationEvents.queuedAt, staleBefore)),
  );
  const oldest = db
    .select({ id: applicationEvents.id })
    .from(applicationEvents)
    .where(owed)
    .orderBy(asc(applicationEvents.id))
    .limit(limit);
  const claimed = await db
    .update(applicationEvents)
    .set({ notificationStatus: "queued", queuedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')` })
    .where(and(inArray(applicationEvents.id, oldest), owed))
    .returning({ id: applicationEvents.id });
  return claimed.map((c) => c.id).sort((a, b) => a - b);
}

/**
 * An event with what its e-mail needs about the application: `programName` in the language the student applied
 * in (their e-mail), `selectedProgram` in English (the consultancy's).
 */
export async function getEventForMail(db: Db, eventId: number) {
  const [row] = await db
    .select({
      ...eventColumns,
      applicationId: applications.id,
      reference: applications.reference,
      email: applications.email,
      firstName: applications.firstName,
      lastName: applications.lastName,
      selectedProgram: applications.selectedProgram,
      programName: translatedCopy(
        programs.name,
        applications.programId,
        applications.selectedProgram,
        applications.locale,
      ),
      selectedUniversity: applications.selectedUniversity,
      requestedDocType: applications.requestedDocType,
      // With kind 'document_review': the document staff sent back.
      documentFileName: applicationDocuments.fileName,
      documentType: applicationDocuments.docType,
    })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .leftJoin(applicationDocuments, eq(applicationDocuments.id, applicationEvents.documentId))
    .where(eq(applicationEvents.id, eventId));
  // Its note (staff's note or reason) goes to the student as the page shows it.
  return row && { ...row, note: staffWords(row.note) };
}

/** Where an event's e-mail stands; 'sent' is final. True if changed. */
export function setEventNotificationStatus(db: Db, id: number, status: Exclude<NotificationState, "pending">) {
  return setNotificationState(db, applicationEvents, "notificationStatus", id, status);
}
