// The time zones a booking is shown in (issue 55): the student's, chosen from their country, beside Istanbul's, where
// the counsellors are. Zones, never fixed offsets: Egypt has summer time again since 2023; Istanbul is UTC+03:00 all
// year (no DST since 2016), which is why D1 may compute an Istanbul day as date(starts_at, '+3 hours').
// Browser-safe: the booking page's day links and the confirmation use it as the server does.
import { dateFormat, renderLocale } from "~/i18n/intl";
import { type Locale, LOCALE_PROFILES } from "~/i18n/locale";
import { formatDateTime, formatTime } from "~/lib/dates";

export const ISTANBUL = "Europe/Istanbul";

/** The students' countries, each with its IANA zone, in the form's order (ISO 3166 codes). */
export const STUDENT_TIME_ZONES = [
  { country: "NG", timeZone: "Africa/Lagos" },
  { country: "GH", timeZone: "Africa/Accra" },
  { country: "CI", timeZone: "Africa/Abidjan" },
  { country: "CM", timeZone: "Africa/Douala" },
  { country: "EG", timeZone: "Africa/Cairo" },
  { country: "TR", timeZone: ISTANBUL },
] as const;

export type StudentTimeZone = (typeof STUDENT_TIME_ZONES)[number]["timeZone"];
export type StudentCountry = (typeof STUDENT_TIME_ZONES)[number]["country"];

/** The zones as a tuple, for z.enum. */
export const TIME_ZONE_VALUES = STUDENT_TIME_ZONES.map((z) => z.timeZone) as [StudentTimeZone, ...StudentTimeZone[]];

/** Most students are in Nigeria. */
export const DEFAULT_TIME_ZONE: StudentTimeZone = "Africa/Lagos";

export const isStudentTimeZone = (value: unknown): value is StudentTimeZone =>
  TIME_ZONE_VALUES.includes(value as StudentTimeZone);

/** A country's zone; an unknown country gets Lagos. */
export const timeZoneOfCountry = (country: string): StudentTimeZone =>
  STUDENT_TIME_ZONES.find((z) => z.country === country)?.timeZone ?? DEFAULT_TIME_ZONE;

/** A zone's country, in the page's language through Intl ('Nigeria', 'Côte d’Ivoire', 'نيجيريا'). */
export function countryOfTimeZone(timeZone: StudentTimeZone, locale?: Locale) {
  const { country } = STUDENT_TIME_ZONES.find((z) => z.timeZone === timeZone) ?? STUDENT_TIME_ZONES[0];
  const tag = LOCALE_PROFILES[locale ?? renderLocale()].intl.date;
  return new Intl.DisplayNames(tag, { type: "region" }).of(country) ?? country;
}

/** The day an instant falls on in `timeZone`, as 'YYYY-MM-DD'. */
export function dayIn(instant: Date | string, timeZone: string) {
  // en-CA writes YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date(instant));
}

/** '09:40' on the clock of `timeZone`, in the page's language (24-hour). */
export const timeIn = (instant: string, timeZone: string, locale?: Locale) => formatTime(instant, timeZone, locale);

/** '7 Dec 2026, 09:40' on the clock of `timeZone`, in the page's language. */
export const dateTimeIn = (instant: string, timeZone: string, locale?: Locale) =>
  formatDateTime(instant, timeZone, locale);

/** A day's heading in the page's language, e.g. 'Monday 7 December' ('YYYY-MM-DD', a calendar day). */
export function dayLabel(isoDay: string, locale?: Locale) {
  return dateFormat({ weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }, locale).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** '09:40' in Istanbul, where the counsellor is. */
export const istanbulTime = (instant: string, locale?: Locale) => formatTime(instant, ISTANBUL, locale);
