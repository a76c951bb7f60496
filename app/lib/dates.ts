// Dates as the pages show them (British style, in UTC), formatted by hand for the reasons in money.ts.

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const monthOf = (date: Date) => MONTHS[date.getUTCMonth()] ?? "";
const asUtcDay = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);
const twoDigits = (n: number) => String(n).padStart(2, "0");

/** '2027-01-15' → '15 January 2027'. */
export function formatDay(isoDay: string) {
  const date = asUtcDay(isoDay);
  return `${date.getUTCDate()} ${monthOf(date)} ${date.getUTCFullYear()}`;
}

/** '2027-02-15' → 'February 2027'. */
export function formatMonth(isoDay: string) {
  const date = asUtcDay(isoDay);
  return `${monthOf(date)} ${date.getUTCFullYear()}`;
}

/** '2026-09-03T09:05:00Z' → '3 Sept 2026, 09:05' (en-GB's medium date and short time). */
export function formatDateTime(iso: string) {
  const date = new Date(iso);
  const month = monthOf(date);
  const short = month === "September" ? "Sept" : month.slice(0, 3);
  return `${date.getUTCDate()} ${short} ${date.getUTCFullYear()}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
}
