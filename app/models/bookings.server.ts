import { and, asc, eq, gte, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  bookingSettings,
  bookings,
  consultationRequests,
  counsellorDaysOff,
  counsellorHours,
  counsellors,
  type Locale,
  whatsappConsents,
} from "~/db/schema";
import { type ConsultationSource, consultationRequestStatement, type NewConsultation } from "./consultations.server";
import type { NewWhatsAppConsent } from "./whatsapp-consents.server";

// Booked counsellor calls (issue 55). Who gets a slot is decided by D1 at the write: bookings_slot_unique (one
// booking per counsellor and start while not cancelled) and the daily cap trigger (migrations/0045_booking_rules.sql),
// never by a read before it. A refused write is told apart from a failure by D1's message.

const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
const now = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** Why D1 refused a booking's write: the slot is held (the unique index), or the counsellor's day is full (trigger). */
export type BookingConflict = "taken" | "day-full";

const CONFLICTS: [RegExp, BookingConflict][] = [
  [/UNIQUE constraint failed: bookings\.counsellor_id, bookings\.starts_at/, "taken"],
  [/bookings: the counsellor's day is full/, "day-full"],
];

/** The conflict `error` (or an error it wraps: drizzle wraps D1's) reports, if it is one of ours. */
export function bookingConflict(error: unknown): BookingConflict | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const found = CONFLICTS.find(([pattern]) => pattern.test(cause.message));
    if (found) return found[1];
  }
  return undefined;
}

/**
 * Everything the free slots are computed from (app/booking/slots.ts), in one round trip: the rules, the active
 * counsellors with their hours and coming days off, and the bookings that hold a time from the start of `now`'s
 * Istanbul day on (all of them: the window bounds them, at most window × counsellors × cap rows). No rules row: no
 * day to book.
 */
export async function readBookingCalendar(db: Db, at: Date) {
  const today = new Date(at.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
  const todayStarts = new Date(Date.parse(`${today}T00:00:00.000Z`) - ISTANBUL_OFFSET_MS).toISOString();
  const [settingsRows, counsellorRows, hourRows, dayOffRows, heldRows] = await db.batch([
    db
      .select({
        slotMinutes: bookingSettings.slotMinutes,
        bufferMinutes: bookingSettings.bufferMinutes,
        noticeHours: bookingSettings.noticeHours,
        windowDays: bookingSettings.windowDays,
      })
      .from(bookingSettings)
      .where(eq(bookingSettings.id, 1)),
    db
      .select({ id: counsellors.id, languages: counsellors.languages, dailyCap: counsellors.dailyCap })
      .from(counsellors)
      .where(eq(counsellors.active, true))
      .orderBy(asc(counsellors.id)),
    db
      .select({
        counsellorId: counsellorHours.counsellorId,
        weekday: counsellorHours.weekday,
        startsAt: counsellorHours.startsAt,
        endsAt: counsellorHours.endsAt,
      })
      .from(counsellorHours),
    db
      .select({ counsellorId: counsellorDaysOff.counsellorId, day: counsellorDaysOff.day })
      .from(counsellorDaysOff)
      .where(gte(counsellorDaysOff.day, today)),
    db
      .select({
        id: bookings.id,
        counsellorId: bookings.counsellorId,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
      })
      .from(bookings)
      .where(and(ne(bookings.status, "cancelled"), gte(bookings.startsAt, todayStarts))),
  ]);
  const settings = settingsRows[0] ?? { slotMinutes: 30, bufferMinutes: 10, noticeHours: 12, windowDays: 0 };
  return {
    settings,
    counsellors: counsellorRows.map((c) => ({
      ...c,
      hours: hourRows.filter((h) => h.counsellorId === c.id),
      daysOff: dayOffRows.filter((d) => d.counsellorId === c.id).map((d) => d.day),
    })),
    held: heldRows,
  };
}

/** A booking's own fields as the command decided them (times UTC ISO, as Date#toISOString writes them). */
export type NewBooking = {
  counsellorId: number;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  callLanguage: Locale;
  locale: Locale;
};

/**
 * The consultation request and its booking (and the WhatsApp consent) in one batch, one transaction: when D1
 * refuses the booking (the slot is taken, the day is full) nothing of it is written, the request included.
 */
export async function insertBooking(
  db: Db,
  consultation: { input: NewConsultation; source: ConsultationSource; consent?: NewWhatsAppConsent },
  booking: NewBooking,
) {
  const request = consultationRequestStatement(db, consultation.input, consultation.source, booking.locale);
  // The request's row id is last_insert_rowid() right after its insert; the consent names it through the booking.
  const booked = db
    .insert(bookings)
    .values({ ...booking, consultationId: sql<number>`last_insert_rowid()` })
    .returning({ id: bookings.id, sequence: bookings.sequence });
  const consent = consultation.consent && {
    ...consultation.consent,
    consultationRequestId: sql<number>`(select ${bookings.consultationId} from ${bookings} where ${bookings.id} = last_insert_rowid())`,
  };
  try {
    const [[saved], [row]] = consent
      ? await db.batch([request, booked, db.insert(whatsappConsents).values(consent)])
      : await db.batch([request, booked]);
    if (!saved || !row) throw new Error("booking was not saved");
    return { ok: true as const, request: saved, booking: row };
  } catch (error) {
    const conflict = bookingConflict(error);
    if (conflict) return { ok: false as const, conflict };
    throw error;
  }
}

/**
 * Moves a booking, once, to another start (and the counsellor free then): only a booking still 'booked' and never
 * moved; the unique index and the cap trigger decide whether the new time is still free. `sequence` is raised (the
 * calendar invitation's update). Undefined when the booking was already moved or is no longer booked.
 */
export async function moveBooking(
  db: Db,
  id: number,
  to: Pick<NewBooking, "counsellorId" | "startsAt" | "endsAt">,
): Promise<{ ok: true; sequence: number } | { ok: false; conflict: BookingConflict | "unchanged" }> {
  try {
    const [row] = await db
      .update(bookings)
      .set({ ...to, moves: 1, sequence: sql`${bookings.sequence} + 1`, updatedAt: now })
      .where(and(eq(bookings.id, id), eq(bookings.status, "booked"), eq(bookings.moves, 0)))
      .returning({ sequence: bookings.sequence });
    return row ? { ok: true, sequence: row.sequence } : { ok: false, conflict: "unchanged" };
  } catch (error) {
    const conflict = bookingConflict(error);
    if (conflict) return { ok: false, conflict };
    throw error;
  }
}

/**
 * Cancels a booking that is still 'booked' (its slot is free at once: the unique index skips cancelled rows) and
 * raises `sequence` (the invitation's cancellation). The new sequence, or undefined when it was not 'booked'.
 */
export async function cancelBooking(db: Db, id: number) {
  const [row] = await db
    .update(bookings)
    .set({ status: "cancelled", sequence: sql`${bookings.sequence} + 1`, updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.status, "booked")))
    .returning({ sequence: bookings.sequence });
  return row?.sequence;
}

/** A booking with its counsellor (how the call happens) and the student's request, or undefined. */
export async function readBooking(db: Db, id: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      consultationId: bookings.consultationId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      timeZone: bookings.timeZone,
      callLanguage: bookings.callLanguage,
      locale: bookings.locale,
      status: bookings.status,
      sequence: bookings.sequence,
      moves: bookings.moves,
      createdAt: bookings.createdAt,
      updatedAt: bookings.updatedAt,
      counsellor: {
        id: counsellors.id,
        name: counsellors.name,
        callMethod: counsellors.callMethod,
        callDetail: counsellors.callDetail,
      },
      student: {
        fullName: consultationRequests.fullName,
        email: consultationRequests.email,
        phone: consultationRequests.phone,
        message: consultationRequests.message,
      },
    })
    .from(bookings)
    .innerJoin(counsellors, eq(counsellors.id, bookings.counsellorId))
    .innerJoin(consultationRequests, eq(consultationRequests.id, bookings.consultationId))
    .where(eq(bookings.id, id));
  return row;
}

export type Booking = NonNullable<Awaited<ReturnType<typeof readBooking>>>;
