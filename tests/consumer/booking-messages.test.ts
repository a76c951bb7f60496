import { env as testEnv } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkBookingLink } from "~/booking/booking-link.server";
import { bookings, emailLog, whatsappConsents, whatsappMessages } from "~/db/schema";
import type { QueueMessage } from "~/queue/messages";
import { insertBooking, invitationOf, recordingEnv, startsIn } from "./booking-fixtures";
import { db, deliver, eventually, runCron } from "./fixtures";

/** The consumer's env (STATUS_LINK_SECRET as local runs set it). */
const env = testEnv as unknown as ConsumerEnv;

// What a booking sends (issue 55): the student's e-mail with the calendar invitation on each change, in the booking's
// language, once per sequence; and the reminders 24 hours and 1 hour before, once each.

const changed = (bookingId: number, sequence: number): QueueMessage => ({
  id: crypto.randomUUID(),
  type: "booking.changed",
  bookingId,
  sequence,
});

const mailsOf = (bookingId: number) =>
  db()
    .select()
    .from(emailLog)
    .where(like(emailLog.key, `booking:${bookingId}:%`))
    .orderBy(emailLog.id);

/** Its reminders' e-mails only (the cron may also send a change whose e-mail these tests never sent). */
const remindersOf = (bookingId: number) =>
  db()
    .select()
    .from(emailLog)
    .where(like(emailLog.key, `booking:${bookingId}:reminder-%`))
    .orderBy(emailLog.id);

/** The booking's link in a mail's text, as the booking page receives it. */
function linkIn(text: string) {
  const found = /https?:\/\/\S+\/booking\/(\d+)\?\S+/.exec(text);
  if (!found) throw new Error("no booking link in the mail");
  const url = new URL(found[0]);
  return { url, id: found[1]!, params: url.searchParams };
}

describe("a booking's change e-mails", { timeout: 20_000 }, () => {
  it("confirms a booking once, in English, with a REQUEST invitation at the right UTC time and a link that opens it", async () => {
    const { booking } = await insertBooking("2031-03-10T09:00:00.000Z");
    const { sent, consumerEnv } = recordingEnv();
    await deliver([changed(booking.id, 0), changed(booking.id, 0)], { consumerEnv });

    expect(await mailsOf(booking.id)).toMatchObject([{ key: `booking:${booking.id}:0:student`, status: "sent" }]);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.subject).toBe("Your free call is booked: Monday, 10 March 2031 at 10:00, Lagos time");
    expect(mail!.text).toContain(
      "When: Monday, 10 March 2031 at 10:00, Lagos time (Monday, 10 March 2031 at 12:00, Istanbul time)",
    );
    expect(mail!.text).toContain("How: Video call: https://meet.example.com/isg-zeynep");

    const invite = invitationOf(mail!);
    expect(invite.part).toMatchObject({
      filename: "invite.ics",
      disposition: "attachment",
      type: "text/calendar; method=REQUEST; charset=UTF-8",
    });
    expect(invite).toMatchObject({
      method: "REQUEST",
      uid: `booking-${booking.id}@istanbulstudygateway.com`,
      sequence: 0,
      start: "2031-03-10T09:00:00.000Z",
      end: "2031-03-10T09:30:00.000Z",
      startZone: "UTC",
      status: "CONFIRMED",
      summary: "Free call with Istanbul Study Gateway (Zeynep Kaya)",
      attendee: `mailto:${mail!.to}`,
    });
    expect(invite.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(invite.text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

    const link = linkIn(mail!.text!);
    expect(link.id).toBe(String(booking.id));
    expect(await checkBookingLink(env, link.id, link.params)).toBe("ok");
    expect(invite.description).toContain(link.url.href);
  });

  it("sends a move as SEQUENCE 1 with the new time under a new key; the old confirmation, delivered late, sends nothing", async () => {
    const { booking } = await insertBooking("2031-03-11T09:00:00.000Z");
    const { sent, consumerEnv } = recordingEnv();
    await deliver([changed(booking.id, 0)], { consumerEnv });
    await db()
      .update(bookings)
      .set({ startsAt: "2031-03-12T13:00:00.000Z", endsAt: "2031-03-12T13:30:00.000Z", sequence: 1, moves: 1 })
      .where(eq(bookings.id, booking.id));
    await deliver([changed(booking.id, 1), changed(booking.id, 0)], { consumerEnv });

    expect((await mailsOf(booking.id)).map((row) => row.key)).toEqual([
      `booking:${booking.id}:0:student`,
      `booking:${booking.id}:1:student`,
    ]);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toBe("Your free call has a new time: Wednesday, 12 March 2031 at 14:00, Lagos time");
    expect(invitationOf(sent[1]!)).toMatchObject({
      method: "REQUEST",
      uid: `booking-${booking.id}@istanbulstudygateway.com`,
      sequence: 1,
      start: "2031-03-12T13:00:00.000Z",
      status: "CONFIRMED",
    });
  });

  it("sends a cancellation as METHOD:CANCEL with a raised SEQUENCE and the link to book again", async () => {
    const { booking } = await insertBooking("2031-03-13T09:00:00.000Z");
    await db().update(bookings).set({ status: "cancelled", sequence: 1 }).where(eq(bookings.id, booking.id));
    const { sent, consumerEnv } = recordingEnv();
    await deliver([changed(booking.id, 1)], { consumerEnv });

    expect(await mailsOf(booking.id)).toMatchObject([{ key: `booking:${booking.id}:1:student`, status: "sent" }]);
    const invite = invitationOf(sent[0]!);
    expect(invite.part.type).toBe("text/calendar; method=CANCEL; charset=UTF-8");
    expect(invite).toMatchObject({
      method: "CANCEL",
      sequence: 1,
      status: "CANCELLED",
      start: "2031-03-13T09:00:00.000Z",
    });
    expect(invite.uid).toBe(`booking-${booking.id}@istanbulstudygateway.com`);
    expect(sent[0]!.subject).toBe("Your free call is cancelled: Thursday, 13 March 2031 at 10:00, Lagos time");
    expect(sent[0]!.text).toContain("https://istanbulstudygateway.com/book");
  });

  it("writes the e-mail and the invitation in the booking's language: French and Arabic survive folding", async () => {
    const counsellor = "Zeynep Kaya-Öztürk, conseillère d’orientation pour les études en Turquie";
    const french = await insertBooking("2031-03-14T08:00:00.000Z", {
      locale: "fr",
      callLanguage: "fr",
      timeZone: "Africa/Abidjan",
    });
    const arabic = await insertBooking("2031-07-14T08:00:00.000Z", {
      locale: "ar",
      callLanguage: "ar",
      timeZone: "Africa/Cairo",
    });
    await env.DB.prepare("UPDATE counsellors SET name = ? WHERE id IN (?, ?)")
      .bind(counsellor, french.counsellor.id, arabic.counsellor.id)
      .run();
    const { sent, consumerEnv } = recordingEnv();
    await deliver([changed(french.booking.id, 0), changed(arabic.booking.id, 0)], { consumerEnv });

    const [fr, ar] = sent;
    expect(fr!.subject).toBe("Votre appel gratuit est réservé : vendredi 14 mars 2031 à 08:00, heure d’Abidjan");
    expect(fr!.text).toContain("Langue de l’appel : français");
    const frInvite = invitationOf(fr!);
    expect(frInvite.summary).toBe(`Appel gratuit avec Istanbul Study Gateway (${counsellor})`);
    expect(frInvite.description).toContain("Votre appel gratuit de 30 minutes avec");

    // Cairo keeps summer time again (since 2023): 08:00 UTC in July is 11:00 in Cairo, and 11:00 in Istanbul.
    expect(ar!.subject).toContain("تم حجز مكالمتك المجانية");
    expect(ar!.text).toContain("بتوقيت القاهرة");
    expect(ar!.text).toContain("11:00");
    const arInvite = invitationOf(ar!);
    expect(arInvite.summary).toBe(`مكالمة مجانية مع Istanbul Study Gateway (${counsellor})`);
    expect(arInvite.description).toContain("مكالمتك المجانية لمدة 30 دقيقة مع");
    expect(arInvite.start).toBe("2031-07-14T08:00:00.000Z");
    for (const invite of [frInvite, arInvite]) {
      const lines = invite.text.split("\r\n");
      expect(lines.some((line) => line.startsWith(" "))).toBe(true);
      expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    }
  });

  it("tells a student who opted in on WhatsApp too, once, and still e-mails the invitation", async () => {
    const { booking, request } = await insertBooking("2031-03-17T09:00:00.000Z", { locale: "fr" });
    const phone = `+23481${`${Date.now()}`.slice(-8)}`;
    await db().insert(whatsappConsents).values({
      phone,
      consultationRequestId: request.id,
      wording: "Recevoir mes nouvelles sur WhatsApp",
      locale: "fr",
    });
    const { sent, consumerEnv } = recordingEnv();
    await deliver([changed(booking.id, 0), changed(booking.id, 0)], { consumerEnv });
    const messages = await db()
      .select()
      .from(whatsappMessages)
      .where(like(whatsappMessages.key, `booking:${booking.id}:%`));
    expect(messages).toMatchObject([
      { key: `booking:${booking.id}:0:whatsapp`, template: "booking_confirmed", status: "sent", locale: "fr", phone },
    ]);
    expect(messages[0]!.variables).toContain("lundi 17 mars 2031 à 10:00, heure de Lagos");
    expect(await mailsOf(booking.id)).toMatchObject([{ key: `booking:${booking.id}:0:student`, status: "sent" }]);
    expect(sent).toHaveLength(1);
  });

  it("queues a change again from the cron when its message never arrived, and sends it once", async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    const { booking } = await insertBooking(startsIn(3 * 24 * 60), { createdAt: tenMinutesAgo });
    const fresh = await insertBooking(startsIn(3 * 24 * 60 + 60));
    await runCron();
    await runCron();
    await eventually(async () => {
      expect(await mailsOf(booking.id)).toMatchObject([{ key: `booking:${booking.id}:0:student`, status: "sent" }]);
    });
    // A booking made a moment ago still has its own message on the way: the cron leaves it alone.
    expect(await mailsOf(fresh.booking.id)).toEqual([]);
  });

  it("sends nothing for a call staff marked held", async () => {
    const { booking } = await insertBooking("2031-03-15T09:00:00.000Z", { status: "held" });
    const { sent, consumerEnv } = recordingEnv();
    await deliver([changed(booking.id, 0)], { consumerEnv });
    expect(sent).toEqual([]);
    expect(await mailsOf(booking.id)).toEqual([]);
  });
});

const reminder = (bookingId: number, kind: "24h" | "1h", startsAt: string): QueueMessage => ({
  id: crypto.randomUUID(),
  type: "booking.reminder",
  bookingId,
  reminder: kind,
  startsAt,
});

describe("a booking's reminders", { timeout: 30_000 }, () => {
  it("e-mails the 24-hour reminder once though the cron runs twice, and the 1-hour one once", async () => {
    const startsAt = startsIn(5 * 60);
    const { booking } = await insertBooking(startsAt, { locale: "fr", timeZone: "Africa/Douala" });
    await runCron();
    await runCron();
    const key24 = `booking:${booking.id}:reminder-24h:${startsAt}`;
    await eventually(async () => {
      expect(await remindersOf(booking.id)).toMatchObject([{ key: key24, status: "sent" }]);
    });
    const [row] = await remindersOf(booking.id);
    expect(row!.subject).toMatch(/^Rappel : votre appel gratuit le .+, heure de Douala$/);

    // Within the hour: the cron (its clock moved 4.5 hours on) queues the 1-hour reminder; fired twice, sent once.
    const later = Date.now() + 4.5 * 60 * 60 * 1000;
    await runCron(later);
    await runCron(later);
    const key1 = `booking:${booking.id}:reminder-1h:${startsAt}`;
    await eventually(async () => {
      expect((await remindersOf(booking.id)).map((r) => r.key)).toEqual([key24, key1]);
    });
    await deliver([reminder(booking.id, "1h", startsAt), reminder(booking.id, "1h", startsAt)]);
    expect((await remindersOf(booking.id)).map((r) => r.key)).toEqual([key24, key1]);
  });

  it("sends a reminder on WhatsApp, not by e-mail, where the student opted in", async () => {
    const startsAt = startsIn(30);
    const { booking, request } = await insertBooking(startsAt, { locale: "ar" });
    const phone = `+23480${`${Date.now()}`.slice(-8)}`;
    await db()
      .insert(whatsappConsents)
      .values({ phone, consultationRequestId: request.id, wording: "Send my updates on WhatsApp", locale: "ar" });
    await deliver([reminder(booking.id, "1h", startsAt), reminder(booking.id, "1h", startsAt)]);
    const messages = await db()
      .select()
      .from(whatsappMessages)
      .where(like(whatsappMessages.key, `booking:${booking.id}:%`));
    expect(messages).toMatchObject([
      {
        key: `booking:${booking.id}:reminder-1h:${startsAt}:whatsapp`,
        template: "booking_reminder",
        status: "sent",
        locale: "ar",
      },
    ]);
    expect(await remindersOf(booking.id)).toEqual([]);
  });

  it("sends nothing for a cancelled booking's reminder, nor for a moved booking's old time; the new time gets its own", async () => {
    const cancelled = await insertBooking(startsIn(3 * 60), { status: "cancelled", sequence: 1 });
    const old = startsIn(6 * 60);
    const moved = await insertBooking(old);
    const newStart = startsIn(8 * 60);
    await db()
      .update(bookings)
      .set({
        startsAt: newStart,
        endsAt: new Date(Date.parse(newStart) + 30 * 60_000).toISOString(),
        sequence: 1,
        moves: 1,
      })
      .where(eq(bookings.id, moved.booking.id));
    await deliver([
      reminder(cancelled.booking.id, "24h", cancelled.booking.startsAt),
      reminder(moved.booking.id, "24h", old),
    ]);
    expect(await remindersOf(cancelled.booking.id)).toEqual([]);
    expect(await remindersOf(moved.booking.id)).toEqual([]);

    await runCron();
    await eventually(async () => {
      expect((await remindersOf(moved.booking.id)).map((r) => r.key)).toEqual([
        `booking:${moved.booking.id}:reminder-24h:${newStart}`,
      ]);
    });
    expect(await remindersOf(cancelled.booking.id)).toEqual([]);
  });
});
