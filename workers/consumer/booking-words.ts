// What every message about a booked call says, in the booking's language: when (the student's clock and Istanbul's),
// with whom, how, in which language, and its signed link. Shared by the change e-mails and the reminders.
import { bookingLinkPath } from "~/booking/booking-link.server";
import { calendarInvite, type InviteMethod, inviteContentType } from "~/booking/calendar-invite";
import { callHow, callLanguageName, callTime } from "~/booking/call-words";
import { ISTANBUL } from "~/booking/time-zones";
import { mailConfig, publicOrigin } from "~/config.server";
import { localizedHref } from "~/i18n/locale";
import type { Booking } from "~/models/bookings.server";
import type { MailAttachment } from "./mailer";
import { greetingName } from "./mail-text";

/** The booking's signed page as an absolute link, in the language it was booked in. */
export async function bookingUrl(env: ConsumerEnv, booking: Pick<Booking, "id" | "endsAt" | "locale">) {
  const path = await bookingLinkPath(env, booking.id, booking.endsAt);
  return `${publicOrigin(env)}${localizedHref(path, booking.locale)}`;
}

/** The booking page, where a cancelled call's student books another (in their language). */
export const bookAgainUrl = (env: ConsumerEnv, booking: Pick<Booking, "locale">) =>
  `${publicOrigin(env)}${localizedHref("/book", booking.locale)}`;

/** The call in words; render inside inLocale(booking.locale, …). */
export function callWords(booking: Booking) {
  return {
    student: callTime(booking.startsAt, booking.timeZone),
    istanbul: callTime(booking.startsAt, ISTANBUL),
    counsellor: booking.counsellor.name,
    how: callHow(booking.counsellor.callMethod, booking.counsellor.callDetail),
    language: callLanguageName(booking.callLanguage),
  };
}

/** The invitation as an attachment (invite.ics), its Content-Type's method the object's METHOD; render inLocale. */
export function inviteAttachment(
  env: ConsumerEnv,
  booking: Booking,
  method: InviteMethod,
  manageUrl: string,
  now = new Date(),
): MailAttachment {
  const video = booking.counsellor.callMethod === "video" && /^https:\/\/\S+$/.test(booking.counsellor.callDetail);
  const name = greetingName(booking.student.fullName);
  const text = calendarInvite({
    bookingId: booking.id,
    sequence: booking.sequence,
    method,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    counsellor: booking.counsellor.name,
    how: callHow(booking.counsellor.callMethod, booking.counsellor.callDetail),
    url: video ? booking.counsellor.callDetail : undefined,
    language: callLanguageName(booking.callLanguage),
    manageUrl,
    siteHost: new URL(publicOrigin(env)).host,
    organizer: mailConfig(env).contactEmail,
    attendee: { email: booking.student.email, name: name || undefined },
    now,
  });
  return { filename: "invite.ics", type: inviteContentType(method), text };
}
