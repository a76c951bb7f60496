import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { consultationRequests, universities, type Locale, type NotificationState, whatsappConsents } from "~/db/schema";
import { setNotificationState } from "./notification-status.server";
import type { NewWhatsAppConsent } from "./whatsapp-consents.server";

/** The saved row in the camelCase shape the API answers with. */
const consultationColumns = {
  id: consultationRequests.id,
  fullName: consultationRequests.fullName,
  email: consultationRequests.email,
  phone: consultationRequests.phone,
  studyLevel: consultationRequests.studyLevel,
  replyBy: consultationRequests.replyBy,
  message: consultationRequests.message,
  source: consultationRequests.source,
  universityId: consultationRequests.universityId,
  notificationStatus: consultationRequests.notificationStatus,
  createdAt: consultationRequests.createdAt,
};

export type ConsultationRequest = NonNullable<Awaited<ReturnType<typeof getConsultationRequest>>>;

/**
 * Where a request came from: 'api', 'contact' or 'university:{id}'. A university source also fills
 * `universityId`, but only when that university exists (so a stale page never breaks the foreign key).
 */
export type ConsultationSource = { source: string; universityId?: number };

/** A consultation request's own fields, as its form checked them (app/consultations: `ConsultationInput`). */
export type NewConsultation = Pick<
  typeof consultationRequests.$inferInsert,
  "fullName" | "email" | "phone" | "studyLevel" | "replyBy"
> & { message?: string };

/**
 * The source a form claims ('contact', 'website' or 'university:{id}'; its spelling checked by the caller against
 * the form's pattern, CONSULTATION_SOURCE_PATTERN), checked against D1: undefined for a university id that is not in
 * D1 (so 'university:999999' is refused, not stored).
 */
export async function resolveConsultationSource(db: Db, claimed: string): Promise<ConsultationSource | undefined> {
  if (!claimed.startsWith("university:")) return { source: claimed };
  const id = Number(claimed.slice("university:".length));
  const [university] = await db.select({ id: universities.id }).from(universities).where(eq(universities.id, id));
  return university ? { source: `university:${university.id}`, universityId: university.id } : undefined;
}

/**
 * Inserts a consultation request (notification_status 'pending'); `locale` is the language of the page it was
 * sent from (the caller's currentLocale()), the language of e-mails about it. A WhatsApp `consent` goes in the same
 * batch (one transaction), naming the request by the row id its insert just made.
 */
export async function insertConsultationRequest(
  db: Db,
  input: NewConsultation,
  source: ConsultationSource,
  locale: Locale,
  consent?: NewWhatsAppConsent,
) {
  const request = consultationRequestStatement(db, input, source, locale);
  const [[saved]] = consent
    ? await db.batch([
        request,
        db.insert(whatsappConsents).values({ ...consent, consultationRequestId: sql<number>`last_insert_rowid()` }),
      ])
    : [await request];
  if (!saved) throw new Error("consultation request was not saved");
  return saved;
}

/** The INSERT of a consultation request, returning the saved row: for a batch that writes more with it (a booking). */
export function consultationRequestStatement(
  db: Db,
  input: NewConsultation,
  { source, universityId }: ConsultationSource,
  locale: Locale,
) {
  return db
    .insert(consultationRequests)
    .values({
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      studyLevel: input.studyLevel,
      replyBy: input.replyBy,
      message: input.message ?? null,
      source,
      locale,
      universityId: universityId === undefined ? null : sql`(select id from universities where id = ${universityId})`,
    })
    .returning(consultationColumns);
}

/**
 * 'queued' once the notification is on the queue. Only from 'pending': the consumer may already have sent the
 * e-mail and written 'sent'. The row as it now stands.
 */
export async function markConsultationQueued(db: Db, id: number) {
  const [queued] = await db
    .update(consultationRequests)
    .set({ notificationStatus: "queued" })
    .where(and(eq(consultationRequests.id, id), eq(consultationRequests.notificationStatus, "pending")))
    .returning(consultationColumns);
  return queued ?? (await getConsultationRequest(db, id));
}

export async function getConsultationRequest(db: Db, id: number) {
  const [row] = await db.select(consultationColumns).from(consultationRequests).where(eq(consultationRequests.id, id));
  return row;
}

/** A request with the name of the university page it came from, for the notification e-mail. */
export async function getConsultationForNotification(db: Db, id: number) {
  const [row] = await db
    .select({ ...consultationColumns, locale: consultationRequests.locale, universityName: universities.name })
    .from(consultationRequests)
    .leftJoin(universities, eq(universities.id, consultationRequests.universityId))
    .where(eq(consultationRequests.id, id));
  return row;
}

export type ConsultationNotification = NonNullable<Awaited<ReturnType<typeof getConsultationForNotification>>>;

/** Records where the notification e-mail stands ('sent' is final: a late dead letter never undoes it). */
export function setConsultationNotificationStatus(db: Db, id: number, status: Exclude<NotificationState, "pending">) {
  return setNotificationState(db, consultationRequests, "notificationStatus", id, status);
}
