import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { consultationRequests, emailLog } from "~/db/schema";
import type { QueueMessage } from "~/queue/messages";
import consumer from "../../workers/consumer";
import { insertConsultationRequest, NOTIFICATIONS_QUEUE } from "./fixtures";

// This project (vitest.config.ts) gives the consumer a real local send_email binding that may only mail
// someone-else@example.com, so every e-mail to the consultancy inbox is refused; retries start at 1 s and the
// notifications queue retries twice before its dead-letter queue.

const newRequest = (fullName: string) =>
  insertConsultationRequest({
    fullName,
    email: "tunde@example.com",
    phone: "+2348011112222",
    studyLevel: "diploma",
    notificationStatus: "queued",
  });

async function requestRow(id: number) {
  const [row] = await getDb(env.DB).select().from(consultationRequests).where(eq(consultationRequests.id, id));
  return row!;
}

async function logEntry(id: number) {
  const [entry] = await getDb(env.DB)
    .select()
    .from(emailLog)
    .where(eq(emailLog.key, `consultation:${id}:inbox`));
  return entry;
}

describe("when the inbox e-mail cannot be sent", () => {
  it("each attempt is retried with a doubling delay, the failure recorded", async () => {
    const request = await newRequest("Tunde Backoff");
    const body: QueueMessage = { id: crypto.randomUUID(), type: "consultation.created", consultationId: request.id };
    const delays: number[] = [];
    for (const attempts of [1, 2, 3, 4]) {
      const batch = createMessageBatch<QueueMessage>(NOTIFICATIONS_QUEUE, [
        { id: `m-${attempts}`, timestamp: new Date(), attempts, body },
      ]);
      // getQueueResult() does not report the requested delay: watch the call (it still goes through).
      const retry = vi.spyOn(batch.messages[0]!, "retry");
      const ctx = createExecutionContext();
      await consumer.queue(batch, env);
      const result = await getQueueResult(batch, ctx);
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages).toEqual([{ msgId: `m-${attempts}` }]);
      delays.push(retry.mock.calls[0]![0]!.delaySeconds!);
    }
    // RETRY_DELAY_SECONDS is 1 here (30 in production): 1, 2, 4, 8 s.
    expect(delays).toEqual([1, 2, 4, 8]);
    expect(await logEntry(request.id)).toMatchObject({
      status: "failed",
      attempts: 4,
      recipient: env.CONTACT_EMAIL,
      lastError: expect.stringContaining("not allowed"),
    });
    expect((await requestRow(request.id)).notificationStatus).toBe("queued");
  });

  it("through the real queue: retried, then dead-lettered, and the request is kept in D1 as 'failed'", async () => {
    const request = await newRequest("Tunde Deadletter");
    await env.NOTIFICATIONS.send(
      { id: crypto.randomUUID(), type: "consultation.created", consultationId: request.id } satisfies QueueMessage,
      { contentType: "json" },
    );

    // 1 try + 2 retries (1 s, then 2 s later), then the dead-letter queue's consumer marks the row.
    const deadline = Date.now() + 25_000;
    let row = await requestRow(request.id);
    while (row.notificationStatus !== "failed" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      row = await requestRow(request.id);
    }
    expect(row).toMatchObject({
      fullName: "Tunde Deadletter",
      email: "tunde@example.com",
      phone: "+2348011112222",
      studyLevel: "diploma",
      notificationStatus: "failed",
    });
    expect(await logEntry(request.id)).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: expect.stringContaining("not allowed"),
    });
  }, 30_000);
});
