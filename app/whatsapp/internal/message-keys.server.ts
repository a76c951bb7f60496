// Every WhatsApp message's key in whatsapp_messages (decision 0050), built here and read back here only. A key is
// like email_log's, per channel: one per thing the student is told, so the message goes at most once however many
// redeliveries and crons ask for it. The keys already in D1 keep their spelling: 'application:3:whatsapp',
// 'application-event:12:whatsapp', 'payment:5:whatsapp', 'consultation:7:whatsapp', 'step:9:overdue:whatsapp'.
import { type BookingReminder, bookingChangeKey, bookingReminderKey } from "~/models/booking-messages.server";
import { type StepReminder, stepReminderKey } from "~/models/step-reminders.server";

/** What a message is about: the row it tells the student of (and, for a step, which of its reminders). */
export type WhatsAppAbout =
  | { kind: "application" | "application-event" | "payment" | "consultation"; id: number }
  | { kind: "step"; id: number; reminder: StepReminder }
  /** A booked call's confirmation, move or cancellation (its `sequence`), and its reminders of the call at `startsAt`. */
  | { kind: "booking"; id: number; sequence: number }
  | { kind: "booking-reminder"; id: number; reminder: BookingReminder; startsAt: string };

/** The message's key: its row's, as the e-mails' keys name it, and ':whatsapp'. */
export function whatsAppKey(about: WhatsAppAbout) {
  const row =
    about.kind === "step"
      ? stepReminderKey(about.id, about.reminder)
      : about.kind === "booking"
        ? bookingChangeKey(about.id, about.sequence)
        : about.kind === "booking-reminder"
          ? bookingReminderKey(about.id, about.reminder, about.startsAt)
          : `${about.kind}:${about.id}`;
  return `${row}:whatsapp`;
}

const EVENT_KEY = /^application-event:(\d+):whatsapp$/;

/** The application event a message's key names (a status change or a document sent back), if it is one. */
export function applicationEventOf(key: string) {
  const id = EVENT_KEY.exec(key)?.[1];
  return id === undefined ? undefined : Number(id);
}
