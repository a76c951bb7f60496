// What the consumer reads to tell a student about their booked call (issue 55), beside the booking itself (readBooking
// in bookings.server.ts): which reminders are owed. The keys of its e-mails
// are built here, as email_log and whatsapp_messages store them (the WhatsApp keys add ':whatsapp').
import { and, asc, eq, gt, inArray, lte, ne, notExists, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, emailLog, whatsappMessages } from "~/db/schema";

export type BookingReminder = "24h" | "1h";

/** What `sequence` of a booking tells (its confirmation, a move, the cancellation): its messages' keys start so. */
export const bookingChangeKey = (bookingId: number, sequence: number) => `booking:${bookingId}:${sequence}`;

/** The student's e-mail about `sequence` of a booking: sent once. */
export const bookingMailKey = (bookingId: number, sequence: number) =>
  `${bookingChangeKey(bookingId, sequence)}:student`;

/** A reminder of the call at `startsAt`: a moved booking's new time gets fresh reminders, the same one never twice. */
export const bookingReminderKey = (bookingId: number, reminder: BookingReminder, startsAt: string) =>
  `booking:${bookingId}:reminder-${reminder}:${startsAt}`;

const HOUR = 60 * 60 * 1000;

/**
 * The reminders owed at `now`: each booked call starting within 24 hours gets its '24h' reminder while it is more than
 * an hour away and its '1h' reminder within the hour, unless that reminder's e-mail is in email_log or its WhatsApp
 * message in whatsapp_messages (not failed: a failed one is owed its e-mail), and no 24h reminder for a call booked
 * less than a day ahead. Soonest first.
 */
export async function bookingRemindersOwed(db: Db, now: Date, limit: number) {
  const inAnHour = new Date(now.getTime() + HOUR).toISOString();
  const inADay = new Date(now.getTime() + 24 * HOUR).toISOString();
  const reminder = sql<BookingReminder>`case when ${bookings.startsAt} <= ${inAnHour} then '1h' else '24h' end`;
  // bookingReminderKey, spelt in SQL for the booking's columns.
  const key = sql`'booking:' || ${bookings.id} || ':reminder-' || ${reminder} || ':' || ${bookings.startsAt}`;
  return db
    .select({ bookingId: bookings.id, reminder, startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "booked"),
        gt(bookings.startsAt, now.toISOString()),
        lte(bookings.startsAt, inADay),
        // A call booked (or moved) less than a day ahead has just had its confirmation: no '24h' reminder on top.
        or(
          lte(bookings.startsAt, inAnHour),
          lte(
            sql`coalesce(${bookings.updatedAt}, ${bookings.createdAt})`,
            sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${bookings.startsAt}, '-24 hours')`,
          ),
        ),
        notExists(db.select({ one: sql`1` }).from(emailLog).where(eq(emailLog.key, key))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(whatsappMessages)
            .where(and(eq(whatsappMessages.key, sql`${key} || ':whatsapp'`), ne(whatsappMessages.status, "failed"))),
        ),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit);
}

/** How long a change's message has to reach the consumer before the cron queues it again. */
const CHANGE_GRACE_MS = 2 * 60 * 1000;

/**
 * The changes whose student e-mail has no email_log row at all, though they were made more than two minutes before
 * `now`: their message never reached the queue (the request's enqueue was refused) or was lost. Only calls still
 * ahead: a message about a call that has begun helps no one. Each is queued again; its key keeps it to one e-mail.
 */
export async function bookingChangesUnsent(db: Db, now: Date, limit: number) {
  const changedBefore = new Date(now.getTime() - CHANGE_GRACE_MS).toISOString();
  // bookingMailKey, spelt in SQL for the booking's columns.
  const key = sql`'booking:' || ${bookings.id} || ':' || ${bookings.sequence} || ':student'`;
  return db
    .select({ bookingId: bookings.id, sequence: bookings.sequence })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ["booked", "cancelled"]),
        gt(bookings.startsAt, now.toISOString()),
        lte(sql`coalesce(${bookings.updatedAt}, ${bookings.createdAt})`, changedBefore),
        notExists(db.select({ one: sql`1` }).from(emailLog).where(eq(emailLog.key, key))),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit);
}
