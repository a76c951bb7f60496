// Dates as the pages show them, in UTC and the page's language through Intl (app/i18n/intl.ts): English as
// en-GB ('15 January 2027'), French '15 janvier 2027', Arabic '15 يناير 2027' (Latin digits).
import { dateFormat } from "~/i18n/intl";
import type { Locale } from "~/i18n/locale";

const asUtcDay = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** '2027-01-15' → '15 January 2027'. */
export function formatDay(isoDay: string) {
  return dateFormat({ day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(asUtcDay(isoDay));
}

/** '2027-02-15' → 'February 2027'. */
export function formatMonth(isoDay: string) {
  return dateFormat({ month: "long", year: "numeric", timeZone: "UTC" }).format(asUtcDay(isoDay));
}

/**
 * '2026-09-03T09:05:00Z' → '3 Sept 2026, 09:05' (medium date and short 24-hour time) on the clock of `timeZone`
 * (UTC on the pages; the staff e-mails name another), in `locale` (the page's, or the e-mail's).
 */
export function formatDateTime(iso: string, timeZone = "UTC", locale?: Locale) {
  return dateFormat({ dateStyle: "medium", timeStyle: "short", hourCycle: "h23", timeZone }, locale).format(
    new Date(iso),
  );
}

/** '2026-09-03T09:05:00Z' → '09:05' (short 24-hour time) on the clock of `timeZone`. */
export function formatTime(iso: string, timeZone = "UTC", locale?: Locale) {
  return dateFormat({ timeStyle: "short", hourCycle: "h23", timeZone }, locale).format(new Date(iso));
}
