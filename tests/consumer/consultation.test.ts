import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { consultationRequests, emailLog } from "~/db/schema";
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

async function newRequest() {
  const [row] = await getDb(env.DB)
    .insert(consultationRequests)
    .values({ fullName: "Amina Bello", email: "amina@example.com", phone: "+2348012345678", studyLevel: "bachelor", source: "contact" })
    .returning();
  return row!;
}

describe("consultation.created", () => {
  it("e-mails the consultancy inbox once, even when the message is delivered twice", async () => {
    const request = await newRequest();
    const message: QueueMessage = { id: crypto.randomUUID(), type: "consultation.created", consultationId: request.id };

    const first = await deliver([message]);
    expect(first.explicitAcks).toHaveLength(1);
    const second = await deliver([message]);
    expect(second.explicitAcks).toHaveLength(1);

    const db = getDb(env.DB);
    const log = await db.select().from(emailLog).where(eq(emailLog.key, `consultation:${request.id}:inbox`));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ status: "sent", recipient: env.CONTACT_EMAIL, attempts: 2 });
    const [saved] = await db.select().from(consultationRequests).where(eq(consultationRequests.id, request.id));
    expect(saved!.notificationStatus).toBe("sent");
  });

  it("records the failure in D1 when the message reaches the dead-letter queue", async () => {
    const request = await newRequest();
    const result = await deliver(
      [{ id: crypto.randomUUID(), type: "consultation.created", consultationId: request.id }],
      `${QUEUE}-dlq`,
    );
    expect(result.explicitAcks).toHaveLength(1);
    const [saved] = await getDb(env.DB).select().from(consultationRequests).where(eq(consultationRequests.id, request.id));
    expect(saved!.notificationStatus).toBe("failed");
  });
});
