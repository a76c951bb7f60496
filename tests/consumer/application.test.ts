import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { applicationDocuments, applications, emailLog } from "~/db/schema";
import type { QueueMessage } from "~/queue/messages";
import consumer from "../../workers/consumer";

const QUEUE = "istanbul-study-gateway-notifications";

async function deliver(messages: QueueMessage[], queue = QUEUE) {
  const batch = createMessageBatch<QueueMessage>(
    queue,
    messages.map((body, i) => ({ id: `m${i}-${body.id}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await consumer.queue(batch, env);
  return getQueueResult(batch, ctx);
}

let counter = 0;

/** An application as the web Worker stores it: the row, its document rows, status 'queued'. */
async function newApplication() {
  counter += 1;
  const db = getDb(env.DB);
  const reference = `APP-TEST${String(counter).padStart(4, "0")}`;
  const [application] = await db
    .insert(applications)
    .values({
      reference,
      firstName: "Amina",
      lastName: "Bello",
      email: `amina${counter}@example.com`,
      countryOfResidence: "Nigeria",
      selectedFaculty: "Faculty of Medicine",
      selectedUniversity: "Istanbul Medipol University",
      selectedProgram: "Medicine",
      universityId: 1,
      programId: 1,
      notificationStatus: "queued",
    })
    .returning();
  await db.insert(applicationDocuments).values([
    {
      applicationId: application!.id,
      r2Key: `applications/2026/${crypto.randomUUID()}.pdf`,
      fileName: "transcript.pdf",
      contentType: "application/pdf",
      size: 52_000,
    },
    {
      applicationId: application!.id,
      r2Key: `applications/2026/${crypto.randomUUID()}.jpg`,
      fileName: "passport.jpg",
      contentType: "image/jpeg",
      size: 310_000,
    },
  ]);
  return application!;
}

const message = (applicationId: number): QueueMessage => ({
  id: crypto.randomUUID(),
  type: "application.created",
  applicationId,
});

async function mailsOf(applicationId: number) {
  return getDb(env.DB)
    .select()
    .from(emailLog)
    .where(like(emailLog.key, `application:${applicationId}:%`))
    .orderBy(emailLog.key);
}

async function statusOf(applicationId: number) {
  const [row] = await getDb(env.DB).select().from(applications).where(eq(applications.id, applicationId));
  return row!.notificationStatus;
}

describe("application.created", () => {
  it("e-mails the consultancy inbox and the student, then marks the application 'sent'", async () => {
    const application = await newApplication();
    const result = await deliver([message(application.id)]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toHaveLength(0);

    const mails = await mailsOf(application.id);
    expect(mails).toMatchObject([
      {
        key: `application:${application.id}:inbox`,
        recipient: env.CONTACT_EMAIL,
        status: "sent",
        attempts: 1,
        subject: expect.stringContaining(application.reference),
      },
      {
        key: `application:${application.id}:student`,
        recipient: application.email,
        status: "sent",
        attempts: 1,
        subject: `We received your application (${application.reference})`,
      },
    ]);
    expect(await statusOf(application.id)).toBe("sent");
  });

  it("sends each e-mail once when the message is delivered again", async () => {
    const application = await newApplication();
    const first = message(application.id);
    await deliver([first]);
    const again = await deliver([first, { ...first, id: crypto.randomUUID() }]);
    expect(again.explicitAcks).toHaveLength(2);

    const mails = await mailsOf(application.id);
    expect(mails).toHaveLength(2);
    // Every delivery looked at both keys, none sent twice.
    expect(mails.map((m) => [m.status, m.attempts])).toEqual([
      ["sent", 3],
      ["sent", 3],
    ]);
    expect(mails.every((m) => m.sentAt)).toBe(true);
    expect(await statusOf(application.id)).toBe("sent");
  });

  it("sends only what is missing after a partial delivery (inbox already sent)", async () => {
    const application = await newApplication();
    const db = getDb(env.DB);
    await db.insert(emailLog).values({
      key: `application:${application.id}:inbox`,
      recipient: env.CONTACT_EMAIL,
      subject: "earlier attempt",
      status: "sent",
      attempts: 1,
      sentAt: "2026-01-01T00:00:00.000Z",
    });
    await deliver([message(application.id)]);
    const [inbox, student] = await mailsOf(application.id);
    expect(inbox).toMatchObject({
      status: "sent",
      attempts: 2,
      sentAt: "2026-01-01T00:00:00.000Z",
      subject: "earlier attempt",
    });
    expect(student).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("acks a message about an application that does not exist, sending nothing", async () => {
    const result = await deliver([message(987_654)]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await mailsOf(987_654)).toEqual([]);
  });

  it("records the failure in D1 when the message reaches the dead-letter queue, and tells staff once", async () => {
    const application = await newApplication();
    const result = await deliver([message(application.id)], `${QUEUE}-dlq`);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await statusOf(application.id)).toBe("failed");
    // Neither the inbox copy nor the student's confirmation; only the staff notice that it failed for good.
    await deliver([message(application.id)], `${QUEUE}-dlq`);
    expect(await mailsOf(application.id)).toMatchObject([
      {
        key: `application:${application.id}:failed-notice`,
        recipient: env.CONTACT_EMAIL,
        status: "sent",
        attempts: 2,
        subject: `Notification failed: application ${application.reference}`,
      },
    ]);
  });
});
