import { env } from "cloudflare:workers";
import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailLog, whatsappConsents, whatsappReplies } from "~/db/schema";
import { DIGEST_VIEWS, type StaffDigest, staffDigest } from "~/models/staff-digest-rows.server";
import { LINES_PER_SECTION, staffDigestMail } from "../../workers/consumer/staff-digest-mail";
import {
  db,
  deliver,
  eventually,
  insertApplication,
  insertConsultationRequest,
  insertPayment,
  runCron,
  sql,
  withOffer,
} from "./fixtures";

// The staff digest (docs/decisions/0046-staff-digest.md): once a day from 07:00 Istanbul, what needs staff, read
// from the console views. The views read SQLite's clock, so rows are dated from the real now; the cron's day is
// moved by its scheduled time (2031), which only decides when the digest goes and under which day's key.
// The tests share one database and run in order: the first one sees it empty.

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
/** An ISO day `days` before today in Istanbul (UTC+3). */
const istanbulDayAgo = (days: number) => new Date(Date.now() + 3 * HOUR - days * 24 * HOUR).toISOString().slice(0, 10);

const digestsSent = () => db().select().from(emailLog).where(like(emailLog.key, "staff-digest:%")).orderBy(emailLog.id);

/** Lets the queue deliver whatever a run queued (the consumer drains it in the background). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

const reference = () => `APP-D${crypto.randomUUID().slice(0, 7).toUpperCase()}`;

describe("the staff digest", { timeout: 20_000 }, () => {
  it("is not sent when nothing needs staff", async () => {
    expect(await staffDigest(db())).toEqual({
      documents: [],
      overdueSteps: [],
      failedPayments: [],
      paymentsToRefund: [],
      consultations: [],
      whatsAppReplies: [],
      calls: [],
    });
    await runCron(Date.parse("2031-01-10T05:00:00Z"));
    await deliver([{ id: crypto.randomUUID(), type: "staff.digest", day: "2031-01-10" }]);
    await settle();
    expect(await digestsSent()).toEqual([]);
  });

  it("lists documents waiting more than 2 days, not a 1-day-old one, nor an accepted or replaced one", async () => {
    const transcript = { fileName: "transcript.pdf", contentType: "application/pdf", size: 52_000 };
    const application = await insertApplication({ reference: reference(), firstName: "Tunde", lastName: "Okafor" }, [
      { ...transcript, docType: "transcript", fileName: "fresh.pdf", createdAt: ago(24 * HOUR) },
      { ...transcript, docType: "transcript", fileName: "waiting.pdf", createdAt: ago(72 * HOUR) },
      { ...transcript, docType: "passport", fileName: "accepted.pdf", createdAt: ago(72 * HOUR) },
      { ...transcript, docType: "passport", fileName: "replaced.pdf", createdAt: ago(72 * HOUR) },
    ]);
    const id = async (fileName: string) =>
      (await env.DB.prepare("SELECT id FROM application_documents WHERE file_name = ? AND application_id = ?")
        .bind(fileName, application.id)
        .first<{ id: number }>())!.id;
    await sql("UPDATE application_documents SET review_state = 'accepted' WHERE id = ?", await id("accepted.pdf"));
    await sql(
      "UPDATE application_documents SET replaced_by = ? WHERE id = ?",
      await id("fresh.pdf"),
      await id("replaced.pdf"),
    );

    const { documents } = await staffDigest(db());
    expect(documents.filter((d) => d.reference === application.reference)).toMatchObject([
      { file_name: "waiting.pdf", doc_type: "transcript", student: "Tunde Okafor", days_waiting: 3 },
    ]);
  });

  it("lists overdue steps, whoever acts, not a done one nor one due today", async () => {
    const application = await withOffer({ reference: reference(), firstName: "Ngozi", lastName: "Eze" }, []);
    await sql("UPDATE application_steps SET due_on = NULL WHERE application_id = ?", application.id);
    const due = (kind: string, day: string) =>
      sql("UPDATE application_steps SET due_on = ? WHERE application_id = ? AND kind = ?", day, application.id, kind);
    await due("visa_documents_ready", istanbulDayAgo(3));
    await due("visa_decision", istanbulDayAgo(1));
    await due("deposit_paid", istanbulDayAgo(5));
    await sql(
      "UPDATE application_steps SET state = 'done' WHERE application_id = ? AND kind = 'deposit_paid'",
      application.id,
    );
    await due("travel_booked", istanbulDayAgo(0));

    const { overdueSteps } = await staffDigest(db());
    expect(overdueSteps.filter((s) => s.reference === application.reference)).toMatchObject([
      { kind: "visa_documents_ready", who_acts: "student", days_late: 3, student: "Ngozi Eze" },
      { kind: "visa_decision", who_acts: "us", days_late: 1 },
    ]);
  });

  it("lists payments failed since 07:00 yesterday in Istanbul, not successful ones nor ones paid again since", async () => {
    const email = `payer-${crypto.randomUUID().slice(0, 8)}@example.com`;
    // 07:00 yesterday in Istanbul is 04:00 UTC on yesterday's Istanbul day.
    const since = Date.parse(`${istanbulDayAgo(1)}T04:00:00.000Z`);
    const at = (ms: number) => new Date(ms).toISOString();
    const listed = await insertPayment({ customerEmail: email, status: "failed", updatedAt: ago(HOUR) });
    const atTheEdge = await insertPayment({ customerEmail: email, status: "failed", updatedAt: at(since + 60_000) });
    await insertPayment({ customerEmail: email, status: "failed", updatedAt: at(since - 60_000) });
    const paid = await insertPayment({ customerEmail: `paid-${email}`, status: "successful", updatedAt: ago(HOUR) });
    // Failed, then paid for in a later payment: nothing left for staff.
    await insertPayment({ customerEmail: email, serviceKey: "premium", status: "failed", updatedAt: ago(2 * HOUR) });
    await insertPayment({ customerEmail: email, serviceKey: "premium", status: "successful", updatedAt: ago(HOUR) });

    const { failedPayments } = await staffDigest(db());
    expect(failedPayments.filter((p) => p.customer_email === email).map((p) => p.payment_id)).toEqual([
      atTheEdge.id,
      listed.id,
    ]);
    expect(failedPayments.filter((p) => p.customer_email === paid.customerEmail)).toEqual([]);
  });

  it("lists consultation requests unanswered after 24 hours, not a 23-hour-old one nor an answered one", async () => {
    const email = `asker-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await insertConsultationRequest({ email, fullName: "Fresh", createdAt: ago(23 * HOUR) });
    const waiting = await insertConsultationRequest({ email, fullName: "Chidi Obi", createdAt: ago(25 * HOUR) });
    const answered = await insertConsultationRequest({ email, fullName: "Answered", createdAt: ago(25 * HOUR) });
    await sql("UPDATE consultation_requests SET answered_at = ? WHERE id = ?", ago(HOUR), answered.id);

    const { consultations } = await staffDigest(db());
    expect(consultations.filter((c) => c.email === email)).toMatchObject([
      { request_id: waiting.id, full_name: "Chidi Obi", hours_waiting: 25 },
    ]);
  });

  it("lists, one line a number, the WhatsApp messages since 07:00 yesterday that were not e-mailed one by one", async () => {
    const flooder = `+2348${String(Date.now()).slice(-9)}`;
    const student = `+2347${String(Date.now()).slice(-9)}`;
    const application = await insertApplication({ reference: reference() }, []);
    await db().insert(whatsappConsents).values({ phone: student, applicationId: application.id, wording: "Yes" });
    const since = Date.parse(`${istanbulDayAgo(1)}T04:00:00.000Z`); // 07:00 yesterday in Istanbul
    const reply = (phone: string, mailed: boolean, receivedAt: string) => ({
      waMessageId: `wamid.D${crypto.randomUUID()}`,
      phone,
      kind: "text",
      text: "hi",
      sentAt: receivedAt,
      receivedAt,
      mailed,
    });
    const rows = [
      ...Array.from({ length: 3 }, () => reply(flooder, true, ago(2 * HOUR))),
      ...Array.from({ length: 8 }, () => reply(flooder, false, ago(2 * HOUR))),
      reply(flooder, false, ago(HOUR)),
      reply(flooder, false, new Date(since - 60_000).toISOString()),
      reply(student, false, ago(HOUR)),
      reply(`+2346${String(Date.now()).slice(-9)}`, true, ago(HOUR)),
    ];
    // One insert each: a row has 7 parameters, and D1 takes 100 a statement.
    for (const row of rows) await db().insert(whatsappReplies).values(row);

    const { whatsAppReplies } = await staffDigest(db());
    expect(whatsAppReplies).toMatchObject([
      { phone: flooder, messages: 9, reference: null },
      { phone: student, messages: 1, reference: application.reference },
    ]);
    expect(whatsAppReplies[0]!.first_at < whatsAppReplies[0]!.last_at).toBe(true);
  });

  it("lists a payment that arrived for a package its application had already paid, until staff mark it refunded", async () => {
    const application = await insertApplication({ reference: reference(), firstName: "Kemi", lastName: "Ade" }, []);
    const paid = { applicationId: application.id, serviceKey: "basic", serviceName: "Basic", amount: 100 };
    const first = await insertPayment({ ...paid, status: "successful", verifiedAt: ago(3 * HOUR) });
    // A second checkout, paid later (opened before the rule, or cancelled as stale and paid anyway).
    const second = await insertPayment({ ...paid, status: "successful", verifiedAt: ago(HOUR) });
    // Another package of the same case, and the same package of another case: nothing to refund.
    await insertPayment({ ...paid, serviceKey: "standard", status: "successful", verifiedAt: ago(HOUR) });
    const other = await insertApplication({ reference: reference() }, []);
    await insertPayment({ ...paid, applicationId: other.id, status: "successful", verifiedAt: ago(HOUR) });

    const refunds = async () =>
      (await staffDigest(db())).paymentsToRefund.filter((p) => p.reference === application.reference);
    expect(await refunds()).toMatchObject([
      { payment_id: second.id, tx_ref: second.txRef, paid_first_by: first.txRef, service_name: "Basic", amount: 100 },
    ]);
    await sql("UPDATE payments SET refunded_at = ? WHERE id = ?", ago(0), second.id);
    expect(await refunds()).toEqual([]);
    // Still owed for the digest's e-mail test below.
    await insertPayment({ ...paid, status: "successful", verifiedAt: ago(HOUR / 2) });
  });

  it("says in its e-mail what the console views hold: each section's count, view, and one line per row", async () => {
    // A booked call in an hour (today or tomorrow in Istanbul: issue 55), as the booking command writes it.
    const request = await insertConsultationRequest({ fullName: "Awa Caller", email: "awa.caller@example.com" });
    const counsellor = await env.DB.prepare(
      "INSERT INTO counsellors (name, languages, call_method, call_detail) VALUES ('Selin', 'en', 'phone', '+905321234567') RETURNING id",
    ).first<{ id: number }>();
    const startsAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000).toISOString();
    await sql(
      "INSERT INTO bookings (consultation_id, counsellor_id, starts_at, ends_at, time_zone, call_language) VALUES (?, ?, ?, ?, 'Africa/Lagos', 'en')",
      request.id,
      counsellor!.id,
      startsAt,
      new Date(Date.parse(startsAt) + 1_800_000).toISOString(),
    );
    const digest = await staffDigest(db());
    const { subject, text } = staffDigestMail(digest, "2031-03-05");
    expect(subject).toBe(
      `Staff digest for 5 March 2031: ${digest.documents.length + digest.overdueSteps.length + digest.failedPayments.length + digest.paymentsToRefund.length + digest.consultations.length + digest.whatsAppReplies.length + digest.calls.length} things need you`,
    );
    for (const view of Object.values(DIGEST_VIEWS)) {
      const { results } = await env.DB.prepare(`SELECT * FROM ${view}`).all();
      expect(results.length).toBeGreaterThan(0);
      expect(text).toContain(`(${results.length}): SELECT * FROM ${view};`);
    }
    const lines = text.split("\n");
    const line = (start: string) => lines.find((l) => l.startsWith(`- ${start}`));
    const document = digest.documents.find((d) => d.file_name === "waiting.pdf")!;
    expect(line(document.reference)).toBe(
      `- ${document.reference} · Tunde Okafor · transcript: waiting.pdf, document ${document.document_id}, waiting 3 days since ${istanbulTime(document.received_at)}`,
    );
    const step = digest.overdueSteps.find((s) => s.kind === "visa_decision" && s.student === "Ngozi Eze")!;
    expect(lines).toContain(
      `- ${step.reference} · Ngozi Eze · Visa decision (we act), due ${dayWords(step.due_on)}, 1 day late`,
    );
    const payment = digest.failedPayments[0]!;
    expect(line(payment.tx_ref)).toBe(
      `- ${payment.tx_ref} · Amina Bello <${payment.customer_email}> · Standard, USD 150 on sandbox, failed ${istanbulTime(payment.failed_at)}`,
    );
    const refund = digest.paymentsToRefund[0]!;
    expect(line(refund.tx_ref)).toBe(
      `- ${refund.tx_ref} · Amina Bello <${refund.customer_email}> · Basic, USD 100 on sandbox, paid ${istanbulTime(refund.paid_at)} for ${refund.reference}, which ${refund.paid_first_by} had already paid: refund it`,
    );
    const flood = digest.whatsAppReplies[0]!;
    expect(line(flood.phone)).toBe(
      `- ${flood.phone} · 9 messages between ${istanbulTime(flood.first_at)} and ${istanbulTime(flood.last_at)}: SELECT received_at, kind, text FROM whatsapp_replies WHERE phone = '${flood.phone}' AND mailed = 0 ORDER BY id;`,
    );
    expect(text).toContain(
      "WhatsApp messages not e-mailed one by one (over 3 a number an hour) since 07:00 yesterday (2): SELECT * FROM staff_digest_whatsapp_replies;",
    );
    const consultation = digest.consultations.find((c) => c.full_name === "Chidi Obi")!;
    expect(line(`Request #${consultation.request_id} `)).toBe(
      `- Request #${consultation.request_id} · Chidi Obi · reply by e-mail ${consultation.email}, waiting 25 hours since ${istanbulTime(consultation.received_at)}`,
    );
  });

  it("goes once a day from 07:00 Istanbul, however often the cron runs, and again the next day", async () => {
    await insertConsultationRequest({ createdAt: ago(30 * HOUR) });
    await runCron(Date.parse("2031-03-05T03:59:00Z")); // 06:59 in Istanbul
    await settle();
    expect(await digestsSent()).toEqual([]);

    await runCron(Date.parse("2031-03-05T04:00:00Z"));
    await eventually(async () => {
      expect(await digestsSent()).toMatchObject([
        { key: "staff-digest:2031-03-05", recipient: env.CONTACT_EMAIL, status: "sent", attempts: 1 },
      ]);
    });
    await runCron(Date.parse("2031-03-05T04:05:00Z"));
    await runCron(Date.parse("2031-03-05T20:55:00Z")); // 23:55 in Istanbul
    await settle();
    expect(await digestsSent()).toMatchObject([{ key: "staff-digest:2031-03-05", attempts: 1 }]);

    await runCron(Date.parse("2031-03-06T04:00:00Z"));
    await eventually(async () => {
      expect((await digestsSent()).map((row) => [row.key, row.status])).toEqual([
        ["staff-digest:2031-03-05", "sent"],
        ["staff-digest:2031-03-06", "sent"],
      ]);
    });
  });

  it("is sent once when its message is delivered twice", async () => {
    const message = { type: "staff.digest" as const, day: "2031-04-01" };
    await deliver([
      { ...message, id: crypto.randomUUID() },
      { ...message, id: crypto.randomUUID() },
    ]);
    expect((await digestsSent()).filter((row) => row.key === "staff-digest:2031-04-01")).toMatchObject([
      { status: "sent", attempts: 2 },
    ]);
  });
});

describe("a long digest", () => {
  it("shows at most LINES_PER_SECTION lines a section and counts the rest", () => {
    const consultations = Array.from({ length: LINES_PER_SECTION + 5 }, (_, i) => ({
      request_id: i + 1,
      full_name: `Asker ${i + 1}`,
      email: "asker@example.com",
      phone: "+2348012345678",
      reply_by: "whatsapp" as const,
      received_at: "2031-03-01T09:00:00.000Z",
      hours_waiting: 30,
    }));
    const digest: StaffDigest = {
      documents: [],
      overdueSteps: [],
      failedPayments: [],
      paymentsToRefund: [],
      consultations,
      whatsAppReplies: [],
      calls: [],
    };
    const { text } = staffDigestMail(digest, "2031-03-02");
    expect(text).toContain(`Consultation requests with no answer after 24 hours (${LINES_PER_SECTION + 5}):`);
    expect(text.split("\n").filter((line) => line.startsWith("- Request #"))).toHaveLength(LINES_PER_SECTION);
    expect(text).toContain("- … and 5 more in the view");
    expect(text).toContain(
      "- Request #1 · Asker 1 · reply by WhatsApp +2348012345678, waiting 30 hours since 1 Mar 2031, 12:00 Istanbul time",
    );
  });
});

function istanbulTime(iso: string) {
  return `${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", hourCycle: "h23", timeZone: "Europe/Istanbul" }).format(new Date(iso))} Istanbul time`;
}

const dayWords = (isoDay: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
