// The console's words for booked calls (issue 55): when (Istanbul), how the call happens, its language and outcome.
// English, as the whole console is (app/i18n/messages/staff-calls). Pure: no D1, no server code.
import type { BookingState, CallMethod } from "~/db/enums";
import { m } from "~/i18n/paraglide/messages";
import { formatDateTime } from "~/lib/dates";
import { whenWords } from "./today-words";

/** A call's start on the consultancy's clock: '6 Dec 2026, 14:00 Istanbul time'. */
export const callTimeWords = (startsAt: string) => whenWords(startsAt);

/** Only the day and time, for a compact line: '6 Dec 2026, 14:00'. */
export const callClock = (startsAt: string) => formatDateTime(startsAt, "Europe/Istanbul", "en");

const METHODS: Record<CallMethod, (inputs: { detail: string }) => string> = {
  whatsapp: m.staff_calls_method_whatsapp,
  video: m.staff_calls_method_video,
  phone: m.staff_calls_method_phone,
};
/** How the call happens, with its number or link: 'WhatsApp call: +90 …'. */
export const callMethodWords = (method: CallMethod, detail: string) =>
  METHODS[method]?.({ detail }) ?? `${method}: ${detail}`;

const LANGUAGES: Record<string, () => string> = {
  en: m.staff_calls_language_en,
  fr: m.staff_calls_language_fr,
  ar: m.staff_calls_language_ar,
};
/** The language a call is in: 'French'. */
export const callLanguageWords = (language: string) => LANGUAGES[language]?.() ?? language;

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
