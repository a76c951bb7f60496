// A booked call in words, in the language being rendered (a message is rendered inside inLocale(booking.locale, …)):
// its time on a clock students know by their city's name, and how the call happens.
import type { CallMethod } from "~/db/enums";
import { m } from "~/i18n/paraglide/messages";
import { dateFormat, renderLocale } from "~/i18n/intl";
import { type Locale, LOCALE_PROFILES } from "~/i18n/locale";
import { ISTANBUL } from "./time-zones";

/** The zones a student's country gives (the booking page's choice), named by their city. */
const ZONE_NAMES: Record<string, () => string> = {
  "Africa/Lagos": m.booking_zone_lagos,
  "Africa/Accra": m.booking_zone_accra,
  "Africa/Abidjan": m.booking_zone_abidjan,
  "Africa/Douala": m.booking_zone_douala,
  "Africa/Cairo": m.booking_zone_cairo,
  [ISTANBUL]: m.booking_zone_istanbul,
};

/**
 * '2027-01-11T09:00:00.000Z' in Africa/Lagos → 'Monday 11 January 2027, 10:00, Lagos time': the weekday, day and
 * 24-hour time on that zone's clock (Intl, so Cairo's summer time is Cairo's), and the zone's name.
 */
export function callTime(iso: string, timeZone: string) {
  const time = dateFormat({
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(new Date(iso));
  return m.booking_time_in_zone({ time, zone: ZONE_NAMES[timeZone]?.() ?? timeZone });
}

/** How the call happens: 'WhatsApp call, number +90 …', 'Video call: https://…', 'Phone call, number …'. */
export function callHow(method: CallMethod, detail: string) {
  const how = { whatsapp: m.booking_how_whatsapp, video: m.booking_how_video, phone: m.booking_how_phone }[method];
  return how({ detail });
}

/** The call's language named in the language being rendered ('French', 'français', 'الفرنسية'). */
export function callLanguageName(language: Locale) {
  const names = new Intl.DisplayNames(LOCALE_PROFILES[renderLocale()].intl.date, { type: "language" });
  return names.of(language) ?? language;
}
