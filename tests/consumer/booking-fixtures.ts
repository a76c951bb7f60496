// Bookings as the web Worker stores them (issue 55), inserted with plain drizzle (the booking commands are another
// part's), and a mailer that keeps a copy of what the consumer sends (the real local send_email still sends).
import { env } from "cloudflare:workers";
import ICAL from "ical.js";
import { bookings, counsellors } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import { db, insertConsultationRequest } from "./fixtures";

/** A counsellor who speaks `languages` and calls on `callMethod`. */
export async function insertCounsellor(values: Partial<typeof counsellors.$inferInsert> = {}) {
  const [row] = await db()
    .insert(counsellors)
    .values({
      name: "Zeynep Kaya",
      languages: "en fr ar",
      callMethod: "video",
      callDetail: "https://meet.example.com/isg-zeynep",
      ...values,
    })
    .returning();
  return row!;
}

const MINUTE = 60_000;

/** A booked 30-minute call at `startsAt` (UTC ISO) for a new consultation request, with `values` overriding. */
export async function insertBooking(
  startsAt: string,
  values: Partial<typeof bookings.$inferInsert> & { locale?: Locale; email?: string; fullName?: string } = {},
) {
  const { email, fullName, ...bookingValues } = values;
  const request = await insertConsultationRequest({
    email: email ?? `booking-${crypto.randomUUID().slice(0, 8)}@example.com`,
    fullName: fullName ?? "Amina Bello",
    locale: values.locale ?? "en",
    // Its inbox notice is the consultation handler's, not these tests': the outbox sweep leaves it alone.
    notificationStatus: "sent",
  });
  const counsellor = await insertCounsellor();
  const [row] = await db()
    .insert(bookings)
    .values({
      consultationId: request.id,
      counsellorId: counsellor.id,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 30 * MINUTE).toISOString(),
      timeZone: "Africa/Lagos",
      callLanguage: "en",
      locale: "en",
      ...bookingValues,
    })
    .returning();
  return { booking: row!, request, counsellor };
}

/** A UTC start `minutes` from now, on a whole minute (as the slots are). */
export const startsIn = (minutes: number) =>
  new Date(Math.floor((Date.now() + minutes * MINUTE) / MINUTE) * MINUTE).toISOString();

type SentMail = {
  to: string;
  subject: string;
  text?: string;
  attachments?: { filename: string; type: string; disposition: string; content: Uint8Array }[];
};

/** The consumer's env with a MAILER that records every send (and still sends through the local binding). */
export function recordingEnv() {
  const sent: SentMail[] = [];
  const mailer = {
    send: async (mail: SentMail) => {
      sent.push(mail);
      return env.MAILER.send(mail as never);
    },
  };
  return { sent, consumerEnv: { ...env, MAILER: mailer } as unknown as ConsumerEnv };
}

/** The invitation a mail carries: its part's type, its text, and ical.js's reading of it (as a calendar reads it). */
export function invitationOf(mail: SentMail) {
  const [part] = mail.attachments ?? [];
  if (!part) throw new Error(`no invitation in "${mail.subject}"`);
  const text = new TextDecoder().decode(part.content);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    part,
    text,
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    startZone: event.startDate.zone?.tzid,
    summary: event.summary,
    description: event.description,
    status: vevent.getFirstPropertyValue("status"),
    organizer: vevent.getFirstPropertyValue("organizer"),
    attendee: vevent.getFirstPropertyValue("attendee"),
  };
}
