// Booked counsellor calls as staff see and mark them (issue 55): today's and tomorrow's (Istanbul days) for the
// console's Today, and a call marked held or missed as the staff member (one batch with staff_acting: decision 60).
// The rule of which calls (not cancelled, two Istanbul days) is the view staff_digest_calls' (migration 0045),
// written here on a clock passed in (`now`) as Today's other lists are.
import { and, asc, eq, gte, lt, ne, sql } from "drizzle-orm";
import { istanbulToday } from "~/catalogue/intakes";
import type { Db } from "~/db/client.server";
import type { BookingState } from "~/db/enums";
import { bookings, consultationRequests, counsellors } from "~/db/schema";
import { asStaff, type StaffWrite } from "./staff-case-changes.server";

/** Istanbul is UTC+03:00 all year (no DST since 2016): its day D starts at D-1 21:00 UTC. */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** The UTC instant (ISO, as bookings store it) at which the Istanbul day `isoDay` starts. */
export const istanbulDayStart = (isoDay: string) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) - ISTANBUL_OFFSET_MS).toISOString();

/** The references of the applications made with the consultation's e-mail, oldest first (a JSON array). */
const applicationsOfStudent = sql<string>`(select json_group_array("reference") from (
  select "a"."reference" from "applications" "a" where lower("a"."email") = lower(${consultationRequests.email}) order by "a"."id"))`;

/** A call as the console lists it (Today, and a 409 showing it again). */
export const callColumns = {
  bookingId: bookings.id,
  consultationId: bookings.consultationId,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  status: bookings.status,
  sequence: bookings.sequence,
  callLanguage: bookings.callLanguage,
  outcomeAt: bookings.outcomeAt,
  outcomeBy: bookings.outcomeBy,
  counsellor: counsellors.name,
  callMethod: counsellors.callMethod,
  callDetail: counsellors.callDetail,
  student: consultationRequests.fullName,
  email: consultationRequests.email,
  phone: consultationRequests.phone,
  question: consultationRequests.message,
  applications: applicationsOfStudent,
};

type CallRow = Awaited<ReturnType<typeof callsOfTwoDays>>[number];

/** A call with the student's applications as a list. */
export type StaffCall = Omit<CallRow, "applications"> & { applications: string[] };

const references = (json: string | null): string[] => {
  try {
    const list: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
};

export const toStaffCall = (row: CallRow): StaffCall => ({ ...row, applications: references(row.applications) });

const callsFrom = (db: Db) =>
  db
    .select(callColumns)
    .from(bookings)
    .innerJoin(counsellors, eq(counsellors.id, bookings.counsellorId))
    .innerJoin(consultationRequests, eq(consultationRequests.id, bookings.consultationId));

/**
 * Today's and tomorrow's calls (Istanbul days of `now`), not cancelled, in time order: a query to start beside the
 * page's other reads (one round trip), rows turned into StaffCall with toStaffCall.
 */
export function callsOfTwoDays(db: Db, now: Date, limit: number) {
  const from = istanbulDayStart(istanbulToday(now));
  const to = new Date(Date.parse(from) + 2 * DAY_MS).toISOString();
  return callsFrom(db)
    .where(and(ne(bookings.status, "cancelled"), gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit);
}

/** One call as the console shows it, by its booking id (a 409 shows it again). */
export async function findCall(db: Db, bookingId: number): Promise<StaffCall | undefined> {
  const [row] = await callsFrom(db).where(eq(bookings.id, bookingId)).limit(1);
  return row ? toStaffCall(row) : undefined;
}

/** An outcome staff give a call. */
export type CallOutcome = Extract<BookingState, "held" | "missed">;

/**
 * The booking `bookingId` marked `outcome` as the staff member `email`, if its status and sequence are still as
 * `read` (it was not moved, cancelled or marked meanwhile). The trigger of migration 0045 refuses a call not
 * booked or not started yet, and records who and when.
 */
export function markCallAsStaff(
  db: Db,
  email: string,
  bookingId: number,
  outcome: CallOutcome,
  read: { status: string | null; sequence: number },
): Promise<StaffWrite> {
  return asStaff(db, email, (db) =>
    db
      .update(bookings)
      .set({ status: outcome })
      .where(
        and(
          eq(bookings.id, bookingId),
          sql`${bookings.status} IS ${read.status}`,
          eq(bookings.sequence, read.sequence),
        ),
      )
      .returning({ id: bookings.id }),
  );
}

/** What the student's "we missed you" e-mail needs of a booking (the consumer's read). */
export async function missedCallForMail(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      locale: bookings.locale,
      timeZone: bookings.timeZone,
      callLanguage: bookings.callLanguage,
      fullName: consultationRequests.fullName,
      email: consultationRequests.email,
    })
    .from(bookings)
    .innerJoin(consultationRequests, eq(consultationRequests.id, bookings.consultationId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}
