import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { consultationRequests, emailLog } from "~/db/schema";
import { getConsultationForNotification } from "~/models/consultations.server";
import type { QueueMessage } from "~/queue/messages";
import { DEAD_LETTERS, db, deliver, insertConsultationRequest } from "./fixtures";
import { consultationMail } from "../../workers/consumer/consultation-mail";
import { consumerConfig } from "~/config.server";
import { retryDelaySeconds } from "../../workers/consumer/handler";

describe("consultation.created", () => {
  it("e-mails the consultancy inbox once, even when the message is delivered twice", async () => {
    const request = await insertConsultationRequest();
    const message: QueueMessage = { id: crypto.randomUUID(), type: "consultation.created", consultationId: request.id };

    const first = await deliver([message]);
    expect(first.explicitAcks).toHaveLength(1);
    const second = await deliver([message]);
    expect(second.explicitAcks).toHaveLength(1);

    const db = getDb(env.DB);
    const log = await db
      .select()
      .from(emailLog)
      .where(eq(emailLog.key, `consultation:${request.id}:inbox`));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ status: "sent", recipient: env.CONTACT_EMAIL, attempts: 2 });
    const [saved] = await db.select().from(consultationRequests).where(eq(consultationRequests.id, request.id));
    expect(saved!.notificationStatus).toBe("sent");
  });

  it("records the failure in D1 when the message reaches the dead-letter queue", async () => {
    const request = await insertConsultationRequest();
    const result = await deliver(
      [{ id: crypto.randomUUID(), type: "consultation.created", consultationId: request.id }],
      { queue: DEAD_LETTERS },
    );
    expect(result.explicitAcks).toHaveLength(1);
    const [saved] = await getDb(env.DB)
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, request.id));
    expect(saved!.notificationStatus).toBe("failed");
  });
});

describe("a late dead letter", () => {
  it("never turns a sent notification into 'failed'", async () => {
    const request = await insertConsultationRequest();
    const message: QueueMessage = { id: crypto.randomUUID(), type: "consultation.created", consultationId: request.id };
    await deliver([message]);
    await deliver([message], { queue: DEAD_LETTERS });
    const [saved] = await getDb(env.DB)
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, request.id));
    expect(saved!.notificationStatus).toBe("sent");
  });
});

describe("the consultation e-mail", () => {
  async function mailFor(values: Partial<typeof consultationRequests.$inferInsert>) {
    const row = await insertConsultationRequest({
      phone: "+234 801 234 5678",
      studyLevel: "master",
      createdAt: "2026-11-21T14:03:00.000Z",
      ...values,
    });
    const request = await getConsultationForNotification(db(), row.id);
    return { id: row!.id, ...consultationMail(request!, "none (WhatsApp: no consent)") };
  }

  it("carries every field, the page it came from and the time, in text and in HTML", async () => {
    const mail = await mailFor({
      message: "Line one\nLine two",
      source: "university:1",
      universityId: 1,
    });
    expect(mail.subject).toBe(`New consultation request #${mail.id}: Amina Bello (Master's Degree)`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Amina Bello");
      expect(part).toContain("amina@example.com");
      expect(part).toContain("+234 801 234 5678");
      expect(part).toContain("Master");
      expect(part).toContain("Istanbul Medipol University");
      expect(part).toContain("21 Nov 2026, 15:03 Lagos time (14:03 UTC)");
      expect(part).toContain(`#${mail.id}`);
    }
    expect(mail.text).toMatch(/^Name: +Amina Bello$/m);
    expect(mail.text).toMatch(/^Study level: +Master's Degree$/m);
    expect(mail.text).toMatch(/^Reply by: +E-mail \(amina@example\.com\)$/m);
    expect(mail.text).toContain("Message:\n  Line one\n  Line two");
    expect(mail.html).toContain('href="mailto:amina@example.com"');
    expect(mail.html).toContain('href="https://wa.me/2348012345678"');
  });

  it("says when the student asked for the answer on WhatsApp", async () => {
    const mail = await mailFor({ replyBy: "whatsapp" });
    expect(mail.text).toMatch(/^Reply by: +WhatsApp \(\+234 801 234 5678\)$/m);
  });

  it("escapes what the visitor typed in the HTML part and says when there is no message", async () => {
    const hostile = await mailFor({ fullName: "<b>Bad</b> & Co", message: '<script>alert("x")</script>' });
    expect(hostile.html).not.toContain("<script>");
    expect(hostile.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(hostile.html).toContain("&lt;b&gt;Bad&lt;/b&gt; &amp; Co");
    expect(hostile.text).toContain('<script>alert("x")</script>');

    const quiet = await mailFor({ message: null });
    expect(quiet.text).toContain("(no message)");
    expect(quiet.text).toContain("Contact page");
  });

  it("is what the consumer sends to the inbox, replying to the student", async () => {
    const request = await insertConsultationRequest();
    await deliver([{ id: crypto.randomUUID(), type: "consultation.created", consultationId: request.id }]);
    const [entry] = await getDb(env.DB)
      .select()
      .from(emailLog)
      .where(eq(emailLog.key, `consultation:${request.id}:inbox`));
    expect(entry).toMatchObject({
      status: "sent",
      recipient: env.CONTACT_EMAIL,
      subject: `New consultation request #${request.id}: Amina Bello (Bachelor's Degree)`,
    });
  });
});

describe("retry backoff", () => {
  it("doubles from 30 s and stops at 15 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempts) => retryDelaySeconds(attempts))).toEqual([
      30, 60, 120, 240, 480, 900, 900,
    ]);
    expect(retryDelaySeconds(3, 1)).toBe(4);
  });

  it("reads RETRY_DELAY_SECONDS, falling back to 30 s", () => {
    const retryBaseSeconds = (RETRY_DELAY_SECONDS: string | undefined) =>
      consumerConfig({ RETRY_DELAY_SECONDS }).retryBaseSeconds;
    expect(consumerConfig(env).retryBaseSeconds).toBe(30);
    expect(retryBaseSeconds("5")).toBe(5);
    expect(retryBaseSeconds(undefined)).toBe(30);
    expect(retryBaseSeconds("")).toBe(30);
    expect(retryBaseSeconds("soon")).toBe(30);
    expect(retryBaseSeconds("-1")).toBe(30);
  });

  it("reads MAIL_PER_RECIPIENT_PER_DAY and OUTBOX_STALE_MINUTES, falling back to their defaults", () => {
    expect(consumerConfig({ MAIL_PER_RECIPIENT_PER_DAY: "0" }).mailPerRecipientPerDay).toBe(0);
    expect(consumerConfig({ MAIL_PER_RECIPIENT_PER_DAY: "2.5" }).mailPerRecipientPerDay).toBe(10);
    expect(consumerConfig({}).mailPerRecipientPerDay).toBe(10);
    expect(consumerConfig({ OUTBOX_STALE_MINUTES: "3" }).outboxStaleMinutes).toBe(3);
    expect(consumerConfig({ OUTBOX_STALE_MINUTES: "later" }).outboxStaleMinutes).toBe(10);
  });

  it("parses each env once: the same object answers the same parsed settings", () => {
    expect(consumerConfig(env)).toBe(consumerConfig(env));
  });
});
