import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { istanbulToday } from "~/catalogue/intakes";
import { emailLog } from "~/db/schema";
import { istanbulDayStart } from "~/models/staff-calls.server";
import { staffDigest } from "~/models/staff-digest-rows.server";
import { bookAgainHref, missedCallMail, missedCallMailKey } from "../../workers/consumer/booking-missed";
import { staffDigestMail } from "../../workers/consumer/staff-digest-mail";
import { db, deliver, eventually, insertApplication, insertConsultationRequest, runCron, sql } from "./fixtures";

// Issue 55, the staff side in the consumer: a call marked missed e-mails the student once, in the booking's language,
// a link to book a new time with their call language and time zone; the staff digest lists today's and tomorrow's
// calls with the student's applications and their console addresses.

const DAY = 86_400_000;
const uid = () => crypto.randomUUID().slice(0, 8);
/** `ms` from now, on the minute, as bookings store a time (migration 0045 refuses seconds). */
const fromNow = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000).toISOString();

async function counsellor() {
  const row = await env.DB.prepare(
    "INSERT INTO counsellors (name, languages, call_method, call_detail) VALUES (?, 'en fr ar', 'video', 'https://meet.example.com/selin') RETURNING id",
  )
    .bind(`Selin ${uid()}`)
    .first<{ id: number }>();
  return row!.id;
}

/** A booking (and its consultation request) as the booking command writes them, in `locale`. */
async function booking(startsAt: string, locale: "en" | "fr" | "ar", email = `call-${uid()}@example.com`) {
  const request = await insertConsultationRequest({ email, locale, fullName: "Awa Diallo", message: "Bourses ?" });
  const row = await env.DB.prepare(
    "INSERT INTO bookings (consultation_id, counsellor_id, starts_at, ends_at, time_zone, call_language, locale) VALUES (?, ?, ?, ?, 'Africa/Abidjan', ?, ?) RETURNING id",
  )
    .bind(
      request.id,
      await counsellor(),
      startsAt,
      new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
      locale,
      locale,
    )
    .first<{ id: number }>();
  return { id: row!.id, email };
}

const mailsOf = (bookingId: number) =>
  db()
    .select()
    .from(emailLog)
    .where(eq(emailLog.key, missedCallMailKey(bookingId)));
const missed = (bookingId: number) => deliver([{ id: crypto.randomUUID(), type: "booking.missed", bookingId }]);

describe("the missed call's e-mail", () => {
  it("goes once, in French for a booking made in French, with the link to /fr/book and their language and zone", async () => {
    const call = await booking(fromNow(-3_600_000), "fr");
    await sql("UPDATE bookings SET status = 'missed' WHERE id = ?", call.id);
    expect((await missed(call.id)).explicitAcks).toHaveLength(1);
    await missed(call.id);
    const rows = await mailsOf(call.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipient: call.email, status: "sent" });
    expect(rows[0]!.subject).toContain("choisissez un nouvel horaire");
    const href = bookAgainHref(env.PUBLIC_ORIGIN, { locale: "fr", callLanguage: "fr", timeZone: "Africa/Abidjan" });
    expect(href).toBe(`${env.PUBLIC_ORIGIN}/fr/book?language=fr&zone=Africa%2FAbidjan`);
    const mail = missedCallMail({ fullName: "Awa Diallo", locale: "fr" }, href);
    expect(mail.text).toContain("Bonjour Awa Diallo,");
    expect(mail.text).toContain(href);
    expect(mail.html).toContain(`href="${href.replaceAll("&", "&amp;")}"`);
  });

  it("is in Arabic, right to left, for a booking made in Arabic", () => {
    const mail = missedCallMail({ fullName: "Omar", locale: "ar" }, "https://example.com/ar/book");
    expect(mail.subject).toContain("موعدًا جديدًا");
    expect(mail.html).toContain('dir="rtl"');
  });

  it("sends nothing for a booking no longer missed (corrected in D1) or gone", async () => {
    const call = await booking(fromNow(-7_200_000), "en");
    expect((await missed(call.id)).explicitAcks).toHaveLength(1);
    expect((await missed(999_999)).explicitAcks).toHaveLength(1);
    expect(await mailsOf(call.id)).toHaveLength(0);
  });
});

describe("the outbox sweep and missed calls", () => {
  it("e-mails a call marked missed in SQL (no queue message) once the outbox sees it stale; not one marked long ago", async () => {
    const call = await booking(fromNow(-5 * 3_600_000), "en");
    const old = await booking(fromNow(-6 * DAY), "en");
    await sql("UPDATE bookings SET status = 'missed' WHERE id IN (?, ?)", call.id, old.id);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await sql("UPDATE bookings SET outcome_at = ? WHERE id = ?", minutesAgo(30), call.id);
    await sql("UPDATE bookings SET outcome_at = ? WHERE id = ?", minutesAgo(5 * 24 * 60), old.id);
    await runCron();
    await eventually(async () => expect(await mailsOf(call.id)).toMatchObject([{ status: "sent" }]));
    expect(await mailsOf(old.id)).toHaveLength(0);
  });
});

describe("the staff digest's calls", () => {
  it("lists today's and tomorrow's calls first, with the student's application and its console address", async () => {
    const email = `digest-${uid()}@example.com`;
    const application = await insertApplication({ email });
    const today = istanbulToday();
    const tomorrow = istanbulToday(new Date(Date.now() + DAY));
    const inThreeDays = istanbulToday(new Date(Date.now() + 3 * DAY));
    const todays = await booking(new Date(Date.parse(istanbulDayStart(today)) + 60_000).toISOString(), "fr", email);
    const tomorrows = await booking(
      new Date(Date.parse(istanbulDayStart(tomorrow)) + 11 * 3_600_000).toISOString(),
      "en",
    );
    const later = await booking(
      new Date(Date.parse(istanbulDayStart(inThreeDays)) + 11 * 3_600_000).toISOString(),
      "en",
    );
    const digest = await staffDigest(db());
    const ids = digest.calls.map((c) => c.booking_id);
    expect(ids).toContain(todays.id);
    expect(ids).toContain(tomorrows.id);
    expect(ids).not.toContain(later.id);
    const { text } = staffDigestMail(digest, today, "https://site.example");
    // The first section, right after the intro.
    expect(text.split("\n")[2]).toMatch(
      /^Calls today and tomorrow \(Istanbul\) \(\d+\): SELECT \* FROM staff_digest_calls;$/,
    );
    expect(text).toContain("SELECT * FROM staff_digest_calls;");
    expect(text).toContain(
      `application ${application.reference} https://site.example/staff/cases/${application.reference}`,
    );
    expect(text).toContain("French, Video call: https://meet.example.com/selin");
    expect(text).toContain("asks: Bourses ?");
    expect(text).toContain("Istanbul time");
  });
});
