import { type FreeTime, freeSlots } from "~/booking/slots";
import { dayIn, type StudentCountry, STUDENT_TIME_ZONES, timeZoneOfCountry } from "~/booking/time-zones";
import { getDb } from "~/db/client.server";
import { currentLocale } from "~/i18n/current-locale";
import { isLocale, type Locale } from "~/i18n/locale";
import { required } from "~/lib/required.server";
import { readBookingCalendar } from "~/models/bookings.server";
import type { Route } from "./+types/book";

/** The free times of one student's days: each day (on their clock) with its starts (UTC ISO), in order. */
export type StudentDays = { day: string; times: string[] }[];

/**
 * /book, step by step in the query (no script): `call` (the call's language) and `country` (the student's zone),
 * then `day` (a day on their clock), then `slot` (a start, UTC ISO): the form. Every step's answer is read again
 * from D1 in ONE round trip (readBookingCalendar); a time is shown once however many counsellors are free then.
 */
export type BookPageData = {
  callLanguage: Locale;
  country: StudentCountry | undefined;
  /** The free days and times for the language, grouped by the student's days; undefined before step 1 is answered. */
  days?: StudentDays;
  day?: string;
  /** The chosen start while it is free; `slotGone` when the query names one that is not (any more). */
  slot?: string;
  slotGone?: boolean;
};

const isCountry = (value: string | null): value is StudentCountry =>
  STUDENT_TIME_ZONES.some((z) => z.country === value);

/** The free times regrouped by the day they fall on in `timeZone` (the slots' own days are Istanbul's). */
export function studentDays(days: { times: FreeTime[] }[], timeZone: string): StudentDays {
  const grouped: StudentDays = [];
  for (const time of days.flatMap((d) => d.times)) {
    const day = dayIn(time.startsAt, timeZone);
    const last = grouped.at(-1);
    if (last?.day === day) last.times.push(time.startsAt);
    else grouped.push({ day, times: [time.startsAt] });
  }
  return grouped;
}

/** The free times for `language` now, on `timeZone`'s days (one D1 round trip). */
export async function freeStudentDays(language: Locale, timeZone: string) {
  const now = new Date();
  const calendar = await required("/book: calendar", readBookingCalendar(getDb(), now));
  return studentDays(freeSlots(calendar, now, language), timeZone);
}

export async function loadBookPage({ request }: Route.LoaderArgs): Promise<BookPageData> {
  const query = new URL(request.url).searchParams;
  const call = query.get("call") ?? undefined;
  const country = query.get("country");
  const callLanguage = isLocale(call) ? call : currentLocale();
  if (!isLocale(call) || !isCountry(country))
    return { callLanguage, country: isCountry(country) ? country : undefined };

  const days = await freeStudentDays(callLanguage, timeZoneOfCountry(country));
  const slot = query.get("slot") ?? undefined;
  const free = slot ? days.find((d) => d.times.includes(slot)) : undefined;
  const day = free?.day ?? days.find((d) => d.day === query.get("day"))?.day ?? query.get("day")?.slice(0, 10);
  return {
    callLanguage,
    country,
    days,
    day: day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined,
    slot: free ? slot : undefined,
    slotGone: slot !== undefined && !free,
  };
}
