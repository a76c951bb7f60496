import { mailConfig } from "~/config.server";
import { m } from "~/i18n/paraglide/messages";
import { inLocale } from "~/i18n/request-locale.server";
import { type BookingReminder, bookingReminderKey } from "~/models/booking-messages.server";
import { type Booking, readBooking } from "~/models/bookings.server";
import { tellStudent, type WhatsAppMessage } from "~/whatsapp/send.server";
import { bookingUrl, callWords } from "./booking-words";
import { loadMessageRow, type MessageHandler } from "./handler";
import { paragraphsMail, sendMailOnce } from "./mailer";
import { greeting } from "./mail-text";

/** The reminder's e-mail, in the booking's language: when, with whom, how, and the booking's link. */
export function bookingReminderMail(booking: Booking, reminder: BookingReminder, link: string, contactEmail: string) {
  return inLocale(booking.locale, () => {
    const words = callWords(booking);
    const intro = reminder === "1h" ? m.booking_email_reminder_1h : m.booking_email_reminder_24h;
    const paragraphs = [
      greeting(booking.student.fullName, "applicant"),
      intro({ counsellor: words.counsellor }),
      m.booking_email_when(words),
      m.booking_email_how(words),
      m.booking_email_manage({ link }),
      m.email_questions({ contactEmail }),
      "Istanbul Study Gateway",
    ];
    return { subject: m.booking_email_reminder_subject({ time: words.student }), ...paragraphsMail(paragraphs, link) };
  });
}

/** The reminder on WhatsApp (booking_reminder). */
export function bookingReminderWhatsApp(booking: Booking, reminder: BookingReminder, link: string): WhatsAppMessage {
  return {
    about: { kind: "booking-reminder", id: booking.id, reminder, startsAt: booking.startsAt },
    to: { consultationRequestId: booking.consultationId },
    template: "booking_reminder",
    locale: booking.locale,
    variables: inLocale(booking.locale, () => {
      const words = callWords(booking);
      return [words.student, words.istanbul, words.counsellor, words.how, link];
    }),
  };
}

/**
 * One reminder, one message: on WhatsApp where the student opted in, else by e-mail, each under its key
 * (`booking:<id>:reminder-<24h|1h>:<startsAt>`), so a reminder queued or delivered twice sends once. A booking
 * cancelled, marked, or moved since (its start is no longer `startsAt`), or a call already begun, gets nothing.
 */
export const bookingReminder: MessageHandler<"booking.reminder"> = {
  async handle({ bookingId, reminder, startsAt }, env) {
    const found = await loadMessageRow(env, bookingId, readBooking, "booking.reminder: no such booking");
    if (!found) return;
    const booking = found.row;
    if (booking.status !== "booked" || booking.startsAt !== startsAt || Date.parse(startsAt) <= Date.now()) return;
    const link = await bookingUrl(env, booking);
    await tellStudent(env, bookingReminderWhatsApp(booking, reminder, link), async () => {
      const { contactEmail } = mailConfig(env);
      await sendMailOnce(env, {
        key: bookingReminderKey(booking.id, reminder, startsAt),
        to: booking.student.email,
        replyTo: contactEmail,
        audience: "unverified",
        ...bookingReminderMail(booking, reminder, link, contactEmail),
      });
    });
  },

  async deadLettered({ bookingId, reminder, startsAt }) {
    console.error("booking.reminder: dead-lettered", bookingReminderKey(bookingId, reminder, startsAt));
  },
};
