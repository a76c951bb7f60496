import { and, asc, eq, getTableColumns, inArray, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import type { ApplicationKey } from "./application-key.server";
import {
  applicationDocuments,
  applications,
  faculties,
  type Locale,
  programIntakes,
  programs,
  universities,
  type NotificationState,
} from "~/db/schema";
import { insertRowIf } from "./conditional-insert.server";
import { setNotificationState } from "./notification-status.server";
import { translated, translatedCopy } from "./translated.server";
import { staffWords } from "~/lib/field-rules";

/** Case-insensitive match on a catalogue name or its short form ('Faculty of Medicine' or 'Medicine'). */
function sameName(name: AnySQLiteColumn, shortName: AnySQLiteColumn, value: string) {
  return or(sql`lower(${name}) = lower(${value})`, sql`lower(${shortName}) = lower(${value})`);
}

export type CatalogueChoice = {
  /** `label`: the faculty's name in the request's language (what a refusal names). */
  faculty?: { id: number; name: string; label: string };
  university?: { id: number; name: string };
  program?: { id: number; name: string; universityId: number; studyLevel: string };
  /** The program's intakes (any program of that name there, when it is not found: then unused), earliest first. */
  intakes: { id: number; startsOn: string; applicationDeadline: string }[];
};

/**
 * Looks the form's faculty, university and program names up in the catalogue, in one round trip: the program is
 * found by the faculty and university the same names pick (subqueries), beside them. `program` is set only when
 * that program is offered by that university in that faculty.
 */
export async function findCatalogueChoice(
  db: Db,
  choice: { faculty: string; university: string; program: string },
): Promise<CatalogueChoice> {
  const facultyNamed = sameName(faculties.name, faculties.shortName, choice.faculty);
  const universityNamed = sameName(universities.name, universities.shortName, choice.university);
  const programNamed = and(
    inArray(programs.facultyId, db.select({ id: faculties.id }).from(faculties).where(facultyNamed).limit(1)),
    inArray(
      programs.universityId,
      db.select({ id: universities.id }).from(universities).where(universityNamed).limit(1),
    ),
    sql`lower(${programs.name}) = lower(${choice.program})`,
  );
  const [[faculty], [university], [program], intakes] = await Promise.all([
    db
      .select({ id: faculties.id, name: faculties.name, label: translated(faculties.name, faculties.id) })
      .from(faculties)
      .where(facultyNamed)
      .limit(1),
    db.select({ id: universities.id, name: universities.name }).from(universities).where(universityNamed).limit(1),
    db
      .select({
        id: programs.id,
        name: programs.name,
        universityId: programs.universityId,
        studyLevel: programs.studyLevel,
      })
      .from(programs)
      .where(programNamed)
      .orderBy(asc(programs.sortOrder), asc(programs.id))
      .limit(1),
    // The intakes of the same program (the first by sort order, as above), in the same round trip.
    db
      .select({
        id: programIntakes.id,
        startsOn: programIntakes.startsOn,
        applicationDeadline: programIntakes.applicationDeadline,
      })
      .from(programIntakes)
      .where(
        eq(
          programIntakes.programId,
          sql`(select ${programs.id} from ${programs} where ${programNamed} order by ${programs.sortOrder}, ${programs.id} limit 1)`,
        ),
      )
      .orderBy(asc(programIntakes.startsOn)),
  ]);
  if (!faculty || !university) return { faculty, university, intakes: [] };
  return { faculty, university, program, intakes };
}

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** 'APP-' and 8 characters without look-alikes (0/O, 1/I): easy to read out on the phone. */
export function newApplicationReference() {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `APP-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("")}`;
}

export type NewApplication = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  countryOfResidence: string;
  selectedFaculty: string;
  selectedUniversity: string;
  selectedProgram: string;
  universityId: number | null;
  programId: number | null;
  /** The intake applied for (program_intakes.id): the case's steps are dated from its start. */
  intakeId?: number | null;
  educationLevel: string | null;
  /** The checklist's keys (app/catalogue/qualifications.ts, ISO alpha-2); absent: not given. */
  qualification?: string | null;
  nationality?: string | null;
  message: string | null;
  /** The language of the page it was sent from (the caller's currentLocale()), its e-mails'; absent: English. */
  locale?: Locale;
};

/** A document row: where its object is in R2 and what the applicant sent. */
export type NewApplicationDocument = {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  /** The checklist item it answers (app/catalogue/document-types.ts); absent: untyped (null), as before issue 29. */
  docType?: string;
};

/** A document whose type is known (everything an application sends since issue 29). */
export type TypedDocument = NewApplicationDocument & { docType: string };

/** A document row of the application with `reference` (its id is found by the reference, in the same batch). */
function documentRow(reference: string, d: NewApplicationDocument) {
  return {
    applicationId: sql<number>`(select ${applications.id} from ${applications} where ${applications.reference} = ${reference})`,
    r2Key: d.key,
    fileName: d.fileName,
    contentType: d.contentType,
    size: d.size,
    docType: d.docType ?? null,
  };
}

/**
 * Inserts the application, its document rows and `also` (e.g. its WhatsApp consent) in ONE D1 batch (a transaction):
 * all of it or none.
 */
export async function insertApplication(
  db: Db,
  reference: string,
  application: NewApplication,
  documents: NewApplicationDocument[],
  also: BatchItem<"sqlite">[] = [],
) {
  if (documents.length === 0) throw new Error("An application needs at least one document");
  const [inserted] = await db.batch([
    db
      .insert(applications)
      .values({ ...application, reference })
      .returning({ id: applications.id }),
    db.insert(applicationDocuments).values(documents.map((d) => documentRow(reference, d))),
    ...also,
  ]);
  return inserted[0]!.id;
}

/**
 * insertApplication, but only while `condition` holds, checked by the batch itself (e.g. the uploads it adopts are
 * still nobody's): the application row goes in only then, and its documents and `also` (e.g. marking those uploads
 * as adopted) find it or write nothing. Returns the id, or undefined when the condition did not hold.
 */
export async function insertApplicationIf(
  db: Db,
  reference: string,
  application: NewApplication,
  documents: NewApplicationDocument[],
  condition: SQL,
  also: BatchItem<"sqlite">[] = [],
) {
  if (documents.length === 0) throw new Error("An application needs at least one document");
  const applicationIn = sql`exists (select 1 from ${applications} where ${applications.reference} = ${reference})`;
  const [inserted] = await db.batch([
    insertRowIf(db, applications, { ...application, reference }, condition).returning({ id: applications.id }),
    ...documents.map((d) => insertRowIf(db, applicationDocuments, documentRow(reference, d), applicationIn)),
    ...also,
  ]);
  return inserted[0]?.id;
}

/** 'queued' once the notification is on the queue; never overwrites a later state the consumer already set. */
export async function markApplicationQueued(db: Db, id: number) {
  await db
    .update(applications)
    .set({ notificationStatus: "queued" })
    .where(and(eq(applications.id, id), eq(applications.notificationStatus, "pending")));
}

/** Records where the notification stands; 'sent' is final (a late dead letter never undoes it). True if changed. */
export function setApplicationNotificationStatus(db: Db, id: number, status: Exclude<NotificationState, "pending">) {
  return setNotificationState(db, applications, "notificationStatus", id, status);
}

/** What a document is, as the status page and the console read it (never its R2 key: a caller adds it if needed). */
export const documentColumns = {
  id: applicationDocuments.id,
  fileName: applicationDocuments.fileName,
  contentType: applicationDocuments.contentType,
  size: applicationDocuments.size,
  docType: applicationDocuments.docType,
  reviewState: applicationDocuments.reviewState,
  reviewReason: applicationDocuments.reviewReason,
  replacedBy: applicationDocuments.replacedBy,
  stepKind: applicationDocuments.stepKind,
  createdAt: applicationDocuments.createdAt,
};

/** An application's documents, oldest first, with where each lies in R2 (callers that show them drop the key). */
export async function listDocumentsOf(db: Db, applicationId: ApplicationKey) {
  const rows = await db
    .select({ ...documentColumns, r2Key: applicationDocuments.r2Key })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId))
    .orderBy(asc(applicationDocuments.id));
  // Staff's reason, as the student may read it.
  return rows.map((row) => ({ ...row, reviewReason: staffWords(row.reviewReason) }));
}

/** The language an application was sent in (its e-mails are written in it); undefined if there is no such row. */
export async function getApplicationLocale(db: Db, id: number) {
  const [row] = await db.select({ locale: applications.locale }).from(applications).where(eq(applications.id, id));
  return row?.locale;
}

/**
 * An application with its documents; `programName` is its program in the language the student applied in (their
 * e-mails), `selectedProgram` the catalogue's English name (the consultancy's).
 */
export async function getApplicationWithDocuments(db: Db, id: number) {
  const [application] = await db
    .select({
      ...getTableColumns(applications),
      programName: translatedCopy(
        programs.name,
        applications.programId,
        applications.selectedProgram,
        applications.locale,
      ),
    })
    .from(applications)
    .where(eq(applications.id, id));
  if (!application) return undefined;
  return { ...application, documents: await listDocumentsOf(db, id) };
}
