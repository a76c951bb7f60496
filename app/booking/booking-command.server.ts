import { limitedBy, type WriteCommand } from "~/commands/write-command";
import { currentLocale } from "~/i18n/current-locale";
import { m } from "~/i18n/paraglide/messages";
import type { Limited } from "~/lib/limited";
import { fieldErrors } from "~/lib/field-errors";
import type { Db } from "~/db/client.server";
import { cancelBooking, insertBooking, moveBooking, readBooking, readBookingCalendar } from "~/models/bookings.server";
import { markConsultationQueued } from "~/models/consultations.server";
import { enqueue } from "~/queue/enqueue.server";
import { whatsappConsentNumber, whatsappConsentWording } from "~/whatsapp/consent-fields";
import {
  type BookingField,
  type BookingFieldErrors,
  type BookingFormValues,
  type BookingInput,
  bookingSchema,
  describeBookingErrors,
  moveBookingSchema,
} from "./booking-schema";
import { type FreeTime, freeSlots, freeTimeAt, nearestFree } from "./slots";

// Booking a call (issue 55), moving it once and cancelling it: commands on the one write road (runWrite). A booking
// is a consultation request too, counted by the same limits and announced to the inbox the same way. The server
// picks the counsellor: the free time the student posted is looked up again in D1, and each counsellor free then is
// tried in id order, the write itself deciding (bookings_slot_unique, the daily cap trigger). When every one is
// taken, the student gets a 409 with the nearest free times, read again after the refusal.

/** How many free times a refusal offers instead. */
export const NEAREST_FREE = 3;

export type BookingFields = {
  get(name: string): unknown;
  /** What the schema parses: the form's own fields. */
  values: unknown;
  /** The form's text, to fill it again when it is refused. */
  echo?: BookingFormValues;
};

type Refused = {
  ok: false;
  status: 400 | 404 | 409 | 429;
  message: string;
  errors?: BookingFieldErrors;
  values?: BookingFormValues;
  /** For a time just taken: the nearest free ones (none when nothing is free in the window). */
  nearest?: FreeTime[];
} & Limited;

export type BookingResult =
  | {
      ok: true;
      status: 201;
      bookingId: number;
      consultationId: number;
      startsAt: string;
      endsAt: string;
      emailSent: boolean;
    }
  /** A filled honeypot: looks booked, nothing was. */
  | { ok: true; status: 201; decoy: true }
  | Refused;

const refused = (
  status: Refused["status"],
  message: string,
  values?: BookingFormValues,
  more: Partial<Pick<Refused, "errors" | "nearest" | "retryAfter">> = {},
): Refused => ({ ok: false, status, message, values, ...more });

/** The free times for `language` as D1 holds them now (one round trip); `except`: a booking being moved. */
async function freeNow(db: Db, language: BookingInput["callLanguage"], except?: number) {
  const now = new Date();
  const calendar = await readBookingCalendar(db, now);
  const held = except === undefined ? calendar.held : calendar.held.filter((b) => b.id !== except);
  return freeSlots({ ...calendar, held }, now, language);
}

/** The 409 of a time that is not free (any more), with the nearest free times read after the refusal. */
async function taken(
  db: Db,
  language: BookingInput["callLanguage"],
  slot: string,
  values?: BookingFormValues,
  except?: number,
) {
  const nearest = nearestFree(await freeNow(db, language, except), slot, NEAREST_FREE);
  const message = nearest.length > 0 ? m.booking_slot_taken() : m.booking_no_free_time();
  return refused(409, message, values, { nearest });
}

export const bookingCommand: WriteCommand<BookingFields, BookingInput, BookingResult> = {
  guarded: { decoy: () => ({ ok: true, status: 201, decoy: true }) },
  refuse: (refusal, fields) => refused(refusal.status, refusal.message, fields.echo, limitedBy(refusal)),

  // A booking is a consultation request for the limits: one student's, per e-mail address and per phone number.
  countedBy: (input) => [
    { group: "consultation-email", kind: "email", value: input.email },
    { group: "consultation-phone", kind: "phone", value: input.phone },
  ],

  parse(fields) {
    const parsed = bookingSchema.safeParse(fields.values);
    if (parsed.success) return { ok: true, input: parsed.data };
    const errors = fieldErrors<BookingField>(parsed.error);
    return { ok: false, result: refused(400, describeBookingErrors(errors), fields.echo, { errors }) };
  },

  async run(input, { db }) {
    const locale = currentLocale();
    const time = freeTimeAt(await freeNow(db, input.callLanguage), input.slot);
    if (!time) return taken(db, input.callLanguage, input.slot);
    const number = whatsappConsentNumber(input);
    const consent = number?.ok ? { phone: number.e164, wording: whatsappConsentWording(false), locale } : undefined;
    const { slot, timeZone, callLanguage, ...request } = input;
    for (const counsellorId of time.counsellorIds) {
      const saved = await insertBooking(
        db,
        { input: request, source: { source: "booking" }, consent },
        { counsellorId, startsAt: time.startsAt, endsAt: time.endsAt, timeZone, callLanguage, locale },
      );
      if (!saved.ok) continue; // taken, or their day filled meanwhile: the next counsellor free then
      const consultationId = saved.request.id;
      // The inbox notice, as for every consultation request (the digest and the limits count the row already).
      const emailSent = await enqueue({ type: "consultation.created", consultationId });
      if (emailSent) await markConsultationQueued(db, consultationId);
      // The student's confirmation (with its calendar invitation). A refused enqueue is caught by the consumer's cron
      // (bookingChangesUnsent): the booking stands.
      await enqueue({ type: "booking.changed", bookingId: saved.booking.id, sequence: 0 });
      return {
        ok: true,
        status: 201,
        bookingId: saved.booking.id,
        consultationId,
        startsAt: time.startsAt,
        endsAt: time.endsAt,
        emailSent,
      };
    }
    return taken(db, input.callLanguage, input.slot);
  },
};

// ------------------------------------------------------------------ moving and cancelling (the signed link's page)

/** The booking is the signed link's (checked by the caller, never a form field); `values`: the move form's fields. */
export type BookingChangeFields = { get(name: string): unknown; bookingId: number; values?: unknown };

export type BookingChangeResult =
  | { ok: true; status: 200; bookingId: number; sequence: number; startsAt?: string; endsAt?: string }
  | Omit<Refused, "values">;

/** Why a booking cannot change: gone (404), or no longer 'booked' / already moved (409). */
function unchangeable(booking: Awaited<ReturnType<typeof readBooking>>, moving: boolean): BookingChangeResult {
  if (!booking) return refused(404, m.booking_not_booked());
  if (booking.status !== "booked") return refused(409, m.booking_not_booked());
  return refused(409, moving && booking.moves > 0 ? m.booking_already_moved() : m.booking_not_booked());
}

export const moveBookingCommand: WriteCommand<
  BookingChangeFields,
  { bookingId: number; slot: string },
  BookingChangeResult
> = {
  parse(fields) {
    const parsed = moveBookingSchema.safeParse(fields.values);
    if (parsed.success) return { ok: true, input: { bookingId: fields.bookingId, slot: parsed.data.slot } };
    const errors = fieldErrors<BookingField>(parsed.error);
    return { ok: false, result: refused(400, describeBookingErrors(errors), undefined, { errors }) };
  },

  async run({ bookingId, slot }, { db }) {
    const booking = await readBooking(db, bookingId);
    if (booking?.status !== "booked" || booking.moves > 0) return unchangeable(booking, true);
    // Its own time does not hold the new one back (the same day, the next slot).
    const time = freeTimeAt(await freeNow(db, booking.callLanguage, bookingId), slot);
    if (!time) return taken(db, booking.callLanguage, slot, undefined, bookingId);
    // The same counsellor when they are free then; else the first free one, as for a new booking.
    const candidates = [...time.counsellorIds].sort(
      (a, b) => Number(b === booking.counsellor.id) - Number(a === booking.counsellor.id),
    );
    for (const counsellorId of candidates) {
      const moved = await moveBooking(db, bookingId, { counsellorId, startsAt: time.startsAt, endsAt: time.endsAt });
      if (moved.ok) {
        await enqueue({ type: "booking.changed", bookingId, sequence: moved.sequence });
        return {
          ok: true,
          status: 200,
          bookingId,
          sequence: moved.sequence,
          startsAt: time.startsAt,
          endsAt: time.endsAt,
        };
      }
      // Moved or cancelled meanwhile (another tab): say which. Else taken: the next counsellor free then.
      if (moved.conflict === "unchanged") return unchangeable(await readBooking(db, bookingId), true);
    }
    return taken(db, booking.callLanguage, slot, undefined, bookingId);
  },
};

export const cancelBookingCommand: WriteCommand<BookingChangeFields, { bookingId: number }, BookingChangeResult> = {
  parse: (fields) => ({ ok: true, input: { bookingId: fields.bookingId } }),

  async run({ bookingId }, { db }) {
    const sequence = await cancelBooking(db, bookingId);
    if (sequence === undefined) return unchangeable(await readBooking(db, bookingId), false);
    await enqueue({ type: "booking.changed", bookingId, sequence });
    return { ok: true, status: 200, bookingId, sequence };
  },
};
