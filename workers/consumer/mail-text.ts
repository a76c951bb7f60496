import { type Locale, LOCALE_PROFILES } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { formatDateTime, formatTime } from "~/lib/dates";
import { toSafeLine, toSafeText } from "~/lib/field-rules";

// What a sender's own words may look like in mail. E-mails to an address nobody has verified (the student's, the
// payer's) could otherwise carry anyone's text from our domain to anyone: they hold only a short greeting name.

export { toSafeLine, toSafeText };

/** Longest greeting name an unverified recipient's e-mail carries. */
export const GREETING_NAME_MAX = 40;

// Anything that reads as a link or a domain: 'https://evil.example/pay', 'www.x.com', 'evil.example/pay'.
const LINK_LIKE = /\b(?:[a-z][a-z\d+.-]*:\/\/|www\.)\S*|\S+\.[a-z]{2,}(?:[/:?#]\S*)?/gi;
// Letters (any script), combining marks, spaces, apostrophes, hyphens and dots: what names are made of.
const NOT_NAME = /[^\p{L}\p{M}' .-]+/gu;

/**
 * A name fit to greet someone with in an e-mail to an unverified address: control and direction characters,
 * links and domains, digits and punctuation removed, at most GREETING_NAME_MAX characters (cut at a word).
 * Empty when nothing name-like is left (the caller greets without a name).
 */
export function greetingName(raw: string) {
  const name = toSafeLine(raw).replace(LINK_LIKE, " ").replace(NOT_NAME, " ").replace(/\s+/g, " ").trim();
  if (name.length <= GREETING_NAME_MAX) return name;
  const cut = name.slice(0, GREETING_NAME_MAX + 1);
  const space = cut.lastIndexOf(" ");
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, GREETING_NAME_MAX)).trim();
}

/**
 * 'Dear Amina,' or 'Dear applicant,' (or 'Dear customer,') when the name holds nothing usable, in the language being
 * rendered (a student's e-mail is rendered inside inLocale(row.locale, …)).
 */
export function greeting(raw: string, fallback: "applicant" | "customer") {
  const name = greetingName(raw);
  if (name) return m.email_greeting({ name });
  return fallback === "applicant" ? m.email_greeting_applicant() : m.email_greeting_customer();
}

/** The language a student used, named in English for the consultancy's e-mails ("Language: French"). */
export const languageName = (locale: Locale) => LOCALE_PROFILES[locale]?.englishName ?? locale;

/** Longest subject we send; longer ones are cut (a 1.5 MB name once became a 1.5 MB subject). */
export const SUBJECT_MAX = 200;

export function safeSubject(subject: string) {
  const line = toSafeLine(subject);
  return line.length <= SUBJECT_MAX ? line : `${line.slice(0, SUBJECT_MAX - 1)}…`;
}

/** The clocks the staff e-mails tell time by: the students' (Lagos) and the consultancy's (Istanbul). */
const STAFF_CLOCKS = { Lagos: "Africa/Lagos", Istanbul: "Europe/Istanbul" } as const;

/**
 * When something happened, in a staff e-mail (English): '21 Nov 2026, 15:03 Lagos time', with `utc` '21 Nov 2026,
 * 15:03 Lagos time (14:03 UTC)'; a stored value that is not a date as it is.
 */
export function staffTime(iso: string, clock: keyof typeof STAFF_CLOCKS, { utc = false } = {}) {
  if (Number.isNaN(new Date(iso).getTime())) return iso;
  const at = `${formatDateTime(iso, STAFF_CLOCKS[clock], "en")} ${clock} time`;
  return utc ? `${at} (${formatTime(iso, "UTC", "en")} UTC)` : at;
}
