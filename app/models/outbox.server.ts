import { and, asc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { applications, bookings, consultationRequests, emailLog, payments } from "~/db/schema";

// The outbox: every notification the site owes is a status column in D1 (consultation_requests and
// applications.notification_status, payments.receipt_status). A row still 'pending' or 'queued' some minutes
// after it was written lost its queue message (a crash between the insert and the send, a refused enqueue, a
// message dropped after a failure): the consumer's cron finds such rows here and queues them again. A call marked
// missed (issue 55) owes the student its e-mail until email_log holds its key (booking:<id>:missed), whoever marked
// it (the console queues it at once; a line of SQL leaves it to this sweep), within MISSED_CALL_MAIL_DAYS.

/** A missed call marked longer ago than this gets no e-mail from the sweep: a new time is offered soon or not at all. */
export const MISSED_CALL_MAIL_DAYS = 2;

const UNSENT = ["pending", "queued"] as const;

export type StaleNotification =
  | { type: "consultation.created"; consultationId: number }
  | { type: "application.created"; applicationId: number }
  | { type: "payment.succeeded"; paymentId: number }
  | { type: "booking.missed"; bookingId: number };

/** Notifications still unsent that were due before `before` (ISO time), oldest first, at most `limit` of each kind. */
export async function staleNotifications(db: Db, before: string, limit: number): Promise<StaleNotification[]> {
  const missedSince = new Date(Date.parse(before) - MISSED_CALL_MAIL_DAYS * 86_400_000).toISOString();
  const [consultations, applicationRows, paymentRows, missedCalls] = await Promise.all([
    db
      .select({ id: consultationRequests.id })
      .from(consultationRequests)
      .where(and(inArray(consultationRequests.notificationStatus, UNSENT), lt(consultationRequests.createdAt, before)))
      .orderBy(asc(consultationRequests.id))
      .limit(limit),
    db
      .select({ id: applications.id })
      .from(applications)
      .where(and(inArray(applications.notificationStatus, UNSENT), lt(applications.createdAt, before)))
      .orderBy(asc(applications.id))
      .limit(limit),
    // A receipt is owed once a payment is successful; verified_at is when it became so.
    db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.status, "successful"),
          inArray(payments.receiptStatus, UNSENT),
          lt(payments.verifiedAt, before),
        ),
      )
      .orderBy(asc(payments.id))
      .limit(limit),
    db
      .select({ id: bookings.id })
      .from(bookings)
      .leftJoin(emailLog, eq(emailLog.key, sql`'booking:' || ${bookings.id} || ':missed'`))
      .where(
        and(
          eq(bookings.status, "missed"),
          lt(bookings.outcomeAt, before),
          gte(bookings.outcomeAt, missedSince),
          isNull(emailLog.id),
        ),
      )
      .orderBy(asc(bookings.id))
      .limit(limit),
  ]);
  return [
    ...consultations.map(({ id }) => ({ type: "consultation.created" as const, consultationId: id })),
    ...applicationRows.map(({ id }) => ({ type: "application.created" as const, applicationId: id })),
    ...paymentRows.map(({ id }) => ({ type: "payment.succeeded" as const, paymentId: id })),
    ...missedCalls.map(({ id }) => ({ type: "booking.missed" as const, bookingId: id })),
  ];
}

/** After re-enqueueing: 'pending' rows become 'queued' (a later 'sent' or 'failed' is never overwritten). */
export async function markRequeued(db: Db, notifications: StaleNotification[]) {
  const consultationIds = notifications.flatMap((n) => (n.type === "consultation.created" ? [n.consultationId] : []));
  const applicationIds = notifications.flatMap((n) => (n.type === "application.created" ? [n.applicationId] : []));
  const paymentIds = notifications.flatMap((n) => (n.type === "payment.succeeded" ? [n.paymentId] : []));
  if (consultationIds.length > 0) {
    await db
      .update(consultationRequests)
      .set({ notificationStatus: "queued" })
      .where(
        and(inArray(consultationRequests.id, consultationIds), eq(consultationRequests.notificationStatus, "pending")),
      );
  }
  if (applicationIds.length > 0) {
    await db
      .update(applications)
      .set({ notificationStatus: "queued" })
      .where(and(inArray(applications.id, applicationIds), eq(applications.notificationStatus, "pending")));
  }
  if (paymentIds.length > 0) {
    await db
      .update(payments)
      .set({ receiptStatus: "queued" })
      .where(and(inArray(payments.id, paymentIds), eq(payments.receiptStatus, "pending")));
  }
}
