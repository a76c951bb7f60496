import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { applications, emailLog } from "~/db/schema";
import type { QueueMessage } from "~/queue/messages";
import { DEAD_LETTERS, deliver, insertApplication } from "./fixtures";

let counter = 0;

/** An application with a transcript and a passport photo; each with its own address. */
function newApplication() {
  counter += 1;
  return insertApplication({ email: `amina${counter}@example.com` }, [
    { fileName: "transcript.pdf", contentType: "application/pdf", size: 52_000 },
    { fileName: "passport.jpg", contentType: "image/jpeg", size: 310_000 },
  ]);
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
    const result = await deliver([message(application.id)], { queue: DEAD_LETTERS });
    expect(result.explicitAcks).toHaveLength(1);
    expect(await statusOf(application.id)).toBe("failed");
    // Neither the inbox copy nor the student's confirmation; only the staff notice that it failed for good.
    await deliver([message(application.id)], { queue: DEAD_LETTERS });
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
