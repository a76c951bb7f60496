// The staff console's consultation requests (issue 52): the list staff answer from, unanswered first, each part
// newest first. One query (one D1 round trip); the D1 console keeps every row.
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, consultationRequests, counsellors } from "~/db/schema";

/** At most this many requests on the page: a list longer than that is not read in one sitting. */
export const CONSULTATIONS_CAP = 100;

/** A consultation request as the console shows it (the list, and a 409 showing one again). */
export const consultationColumns = {
  id: consultationRequests.id,
  fullName: consultationRequests.fullName,
  email: consultationRequests.email,
  phone: consultationRequests.phone,
  studyLevel: consultationRequests.studyLevel,
  message: consultationRequests.message,
  source: consultationRequests.source,
  replyBy: consultationRequests.replyBy,
  locale: consultationRequests.locale,
  createdAt: consultationRequests.createdAt,
  answeredAt: consultationRequests.answeredAt,
  answeredBy: consultationRequests.answeredBy,
};

/**
 * The consultation requests staff see, at most CONSULTATIONS_CAP: the unanswered ones, then the answered ones, each
 * newest first; `more` when others are behind them.
 */
export async function listConsultations(db: Db) {
  const rows = await db
    .select({
      ...consultationColumns,
      // A request that is a booked call (issue 55): its call, for the held / missed form.
      bookingId: bookings.id,
      bookingStatus: bookings.status,
      bookingSequence: bookings.sequence,
      bookingStartsAt: bookings.startsAt,
      bookingOutcomeAt: bookings.outcomeAt,
      bookingOutcomeBy: bookings.outcomeBy,
      counsellor: counsellors.name,
    })
    .from(consultationRequests)
    .leftJoin(bookings, eq(bookings.consultationId, consultationRequests.id))
    .leftJoin(counsellors, eq(counsellors.id, bookings.counsellorId))
    .orderBy(
      sql`${consultationRequests.answeredAt} is not null`,
      desc(consultationRequests.createdAt),
      desc(consultationRequests.id),
    )
    .limit(CONSULTATIONS_CAP + 1);
  return { rows: rows.slice(0, CONSULTATIONS_CAP), more: rows.length > CONSULTATIONS_CAP };
}

export type StaffConsultationRow = Awaited<ReturnType<typeof listConsultations>>["rows"][number];
