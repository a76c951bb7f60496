import { mailConfig } from "~/config.server";
import { m } from "~/i18n/paraglide/messages";
import { inLocale } from "~/i18n/request-locale.server";
import { bookingMailKey } from "~/models/booking-messages.server";
import { type Booking, readBooking } from "~/models/bookings.server";
import { sendWhatsAppOnce, type WhatsAppMessage } from "~/whatsapp/send.server";
import { bookAgainUrl, bookingUrl, callWords, inviteAttachment } from "./booking-words";
import { loadMessageRow, type MessageHandler } from "./handler";
import { paragraphsMail, sendMailOnce } from "./mailer";
import { greeting } from "./mail-text";

/** What a change tells: its confirmation (sequence 0), a move (a higher one) or the cancellation. */
export type BookingChange = "confirmed" | "moved" | "cancelled";

/** The change `booking` is at now; undefined when there is nothing to tell (staff marked the call held or missed). */
export function bookingChange(booking: Pick<Booking, "status" | "sequence">): BookingChange | undefined {
  if (booking.status === "cancelled") return "cancelled";
  if (booking.status !== "booked") return undefined;
  return booking.sequence === 0 ? "confirmed" : "moved";
}

/**
 * The student's e-mail about a change, in the booking's language: what changed, when (their clock and Istanbul's),
 * with whom and how, and the link (the booking's page; after a cancellation, the booking page to choose another
 * time); the calendar invitation attached (REQUEST, or CANCEL). The address is one a visitor typed: besides a cleaned
 * first name it holds only the booking and the counsellor's details.
 */
export function bookingChangeMail(booking: Booking, change: BookingChange, link: string, contactEmail: string) {
  return inLocale(booking.locale, () => {
    const words = callWords(booking);
    const intro = {
      confirmed: m.booking_email_confirmed,
      moved: m.booking_email_moved,
      cancelled: m.booking_email_cancelled,
    }[change]({ counsellor: words.counsellor });
    const subject = {
      confirmed: m.booking_email_confirmed_subject,
      moved: m.booking_email_moved_subject,
      cancelled: m.booking_email_cancelled_subject,
    }[change]({ time: words.student });
    const details =
      change === "cancelled"
        ? [m.booking_email_when(words), m.booking_email_book_again({ link })]
        : [
            m.booking_email_when(words),
            m.booking_email_how(words),
            m.booking_email_language(words),
            m.booking_email_manage({ link }),
          ];
    const paragraphs = [
      greeting(booking.student.fullName, "applicant"),
      intro,
      ...details,
      m.email_questions({ contactEmail }),
      "Istanbul Study Gateway",
    ];
    return { subject, ...paragraphsMail(paragraphs, link) };
  });
}

/** The same change on WhatsApp (booking_confirmed, booking_moved, booking_cancelled): times, names and the link only. */
export function bookingChangeWhatsApp(booking: Booking, change: BookingChange, link: string): WhatsAppMessage {
  return {
    about: { kind: "booking", id: booking.id, sequence: booking.sequence },
    to: { consultationRequestId: booking.consultationId },
    template: `booking_${change}`,
    locale: booking.locale,
    variables: inLocale(booking.locale, () => {
      const words = callWords(booking);
      return change === "cancelled"
        ? [words.student, link]
        : [words.student, words.istanbul, words.counsellor, words.how, link];
    }),
  };
}

/**
 * A booking's change, told once: on WhatsApp when the student opted in (with the consultation request the booking
 * is), and always by e-mail, which carries the calendar invitation (`booking:<id>:<sequence>:student`). A message
 * whose sequence the booking has left (moved or cancelled since) sends nothing: the newer change's message tells it.
 */
export const bookingChanged: MessageHandler<"booking.changed"> = {
  async handle({ bookingId, sequence }, env) {
    const found = await loadMessageRow(env, bookingId, readBooking, "booking.changed: no such booking");
    if (!found) return;
    const booking = found.row;
    const change = bookingChange(booking);
    if (booking.sequence !== sequence || !change) return;
    const manageUrl = await bookingUrl(env, booking);
    const link = change === "cancelled" ? bookAgainUrl(env, booking) : manageUrl;
    await sendWhatsAppOnce(env, bookingChangeWhatsApp(booking, change, link));
    const { contactEmail } = mailConfig(env);
    const method = change === "cancelled" ? "CANCEL" : "REQUEST";
    await sendMailOnce(env, {
      key: bookingMailKey(booking.id, booking.sequence),
      to: booking.student.email,
      replyTo: contactEmail,
      audience: "unverified",
      ...bookingChangeMail(booking, change, link, contactEmail),
      attachments: [inLocale(booking.locale, () => inviteAttachment(env, booking, method, manageUrl))],
    });
  },

  // The e-mail's email_log row already says 'failed' with the reason.
  async deadLettered({ bookingId, sequence }) {
    console.error("booking.changed: dead-lettered", bookingMailKey(bookingId, sequence));
  },
};
