import { mailConfig, publicOrigin } from "~/config.server";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { inLocale } from "~/i18n/request-locale.server";
import { missedCallForMail } from "~/models/staff-calls.server";
import { loadMessageRow, type MessageHandler } from "./handler";
import { paragraphsMail, sendMailOnce } from "./mailer";
import { greetingName } from "./mail-text";

type MissedCall = NonNullable<Awaited<ReturnType<typeof missedCallForMail>>>;

/** The e-mail's key: one per booking, so a redelivered message (or staff marking it again) sends nothing twice. */
export const missedCallMailKey = (bookingId: number) => `booking:${bookingId}:missed`;

/**
 * Where the student books again: /book in the page's language, with the call's language and their time zone
 * already chosen (the booking page's query).
 */
export function bookAgainHref(origin: string, call: Pick<MissedCall, "locale" | "callLanguage" | "timeZone">) {
  const query = new URLSearchParams({ language: call.callLanguage, zone: call.timeZone });
  return `${origin}${localizedHref("/book", call.locale)}?${query}`;
}

/** "We missed you, pick a new time", in the booking's language, with the link to book again. */
export function missedCallMail(call: Pick<MissedCall, "fullName" | "locale">, url: string) {
  return inLocale(call.locale, () => {
    const name = greetingName(call.fullName);
    const paragraphs = [
      name ? m.email_booking_missed_hello({ name }) : m.email_booking_missed_hello_anonymous(),
      m.email_booking_missed_body(),
      m.email_booking_missed_link({ link: url }),
      m.email_booking_missed_reply(),
      "Istanbul Study Gateway",
    ];
    return { subject: m.email_booking_missed_subject(), ...paragraphsMail(paragraphs, url) };
  });
}

/** A missed call's e-mail to the student, once; nothing when the booking is no longer 'missed' (corrected in D1). */
export const bookingMissed: MessageHandler<"booking.missed"> = {
  async handle({ bookingId }, env) {
    const found = await loadMessageRow(env, bookingId, missedCallForMail, "booking.missed: no such booking");
    if (found?.row.status !== "missed") return;
    const call = found.row;
    await sendMailOnce(env, {
      key: missedCallMailKey(call.id),
      to: call.email,
      replyTo: mailConfig(env).contactEmail,
      audience: "unverified",
      ...missedCallMail(call, bookAgainHref(publicOrigin(env), call)),
    });
  },

  // The e-mail's email_log row says 'failed' with the reason; staff see the call as missed on the console.
  async deadLettered({ bookingId }) {
    console.error("booking.missed: dead-lettered", missedCallMailKey(bookingId));
  },
};
