// The console's words for booked calls (issue 55): when (Istanbul), how the call happens and its language (the booking's
// own words, app/booking/call-words.ts, rendered in the console's English), and its outcome. Pure: no D1, no server code.
import { callHow, callLanguageName } from "~/booking/call-words";
import type { BookingState, CallMethod } from "~/db/enums";
import type { Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { formatDateTime } from "~/lib/dates";
import { whenWords } from "./today-words";

/** A call's start on the consultancy's clock: '6 Dec 2026, 14:00 Istanbul time'. */
export const callTimeWords = (startsAt: string) => whenWords(startsAt);

/** Only the day and time, for a compact line: '6 Dec 2026, 14:00'. */
export const callClock = (startsAt: string) => formatDateTime(startsAt, "Europe/Istanbul", "en");

/** How the call happens, with its number or link, as the student's messages say it: 'WhatsApp call, number +90 …'. */
export const callMethodWords = (method: CallMethod, detail: string) => callHow(method, detail);

/** The language a call is in, named in the console's English: 'French'. */
export const callLanguageWords = (language: string) => callLanguageName(language as Locale);

const STATES: Record<BookingState, () => string> = {
  booked: m.staff_calls_status_booked,
  held: m.staff_calls_status_held,
  missed: m.staff_calls_status_missed,
  cancelled: m.staff_calls_status_cancelled,
};
export const callStatusWords = (status: BookingState) => STATES[status]?.() ?? status;

/** An outcome with who marked it and when; a null actor: an UPDATE typed in the D1 console. */
export function outcomeWords(call: { status: BookingState; outcomeAt: string | null; outcomeBy: string | null }) {
  const status = callStatusWords(call.status);
  if (!call.outcomeAt) return status;
  const at = whenWords(call.outcomeAt);
  return call.outcomeBy
    ? m.staff_calls_outcome_by({ status, at, who: call.outcomeBy })
    : m.staff_calls_outcome_in_d1({ status, at });
}
