import { data } from "react-router";
import { checkBookingLink } from "~/booking/booking-link.server";
import { freeSlots } from "~/booking/slots";
import { getDb } from "~/db/client.server";
import type { BookingState, CallMethod } from "~/db/enums";
import type { Locale } from "~/i18n/locale";
import { required } from "~/lib/required.server";
import { readBooking, readBookingCalendar } from "~/models/bookings.server";
import { type StudentDays, studentDays } from "./book.server";
import type { Route } from "./+types/booking";

/** What the booking's page shows: its time, counsellor and how the call happens; never the student's contact. */
export type BookingView = {
  startsAt: string;
  endsAt: string;
  timeZone: string;
  callLanguage: Locale;
  status: BookingState;
  moved: boolean;
  counsellor: { name: string; callMethod: CallMethod; callDetail: string };
  question: string | null;
};

export type BookingPageData =
  | { state: "tampered" }
  | { state: "expired" }
  | {
      state: "open";
      booking: BookingView;
      /** "Move it" (?move=1): the free days and times for its language on the student's clock, its own time aside. */
      move?: { days: StudentDays; day?: string };
      /** The notice after a move (?changed=moved, set by the move's redirect). */
      changed?: "moved";
    };

/** The link's check: a tampered link (any part changed or missing) 403, an expired one 410, each with its words. */
export async function bookingFromLink(id: string, params: URLSearchParams) {
  const check = await checkBookingLink(undefined, id, params);
  if (check === "tampered") return { refused: data<BookingPageData>({ state: "tampered" }, { status: 403 }) };
  if (check === "expired") return { refused: data<BookingPageData>({ state: "expired" }, { status: 410 }) };
  return { bookingId: Number(id) };
}

/**
 * /booking/:id?expires=…&sig=… — a booked call's confirmation and the place to move (once) or cancel it (by POST:
 * a GET, which mail scanners make, reads only). One round trip: the booking, and for "Move it" the calendar beside it.
 */
export async function loadBookingPage({ params, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const link = await bookingFromLink(params.id, query);
  if (link.refused) return link.refused;
  const db = getDb();
  const now = new Date();
  const moving = query.get("move") === "1";
  // "Move it" reads the calendar beside the booking, not after it: one round trip either way.
  const [row, calendar] = await Promise.all([
    required("/booking/:id", readBooking(db, link.bookingId)),
    moving ? required("/booking/:id: calendar", readBookingCalendar(db, now)) : undefined,
  ]);
  if (!row) return data<BookingPageData>({ state: "tampered" }, { status: 403 });
  const booking: BookingView = {
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    timeZone: row.timeZone,
    callLanguage: row.callLanguage,
    status: row.status,
    moved: row.moves > 0,
    counsellor: row.counsellor,
    question: row.student.message,
  };
  const changed = query.get("changed") === "moved" ? ("moved" as const) : undefined;
  if (!calendar || row.status !== "booked" || booking.moved) {
    return data<BookingPageData>({ state: "open", booking, changed });
  }
  const held = calendar.held.filter((b) => b.id !== row.id);
  const days = studentDays(freeSlots({ ...calendar, held }, now, row.callLanguage), row.timeZone);
  const day = days.find((d) => d.day === query.get("day"))?.day;
  return data<BookingPageData>({ state: "open", booking, move: { days, day }, changed });
}
