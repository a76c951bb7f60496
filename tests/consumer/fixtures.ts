// What the consumer tests share: rows as the web Worker stores them, and a batch delivered to the real consumer.
import { MEDICINE_ROW } from "../medicine-application";
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { getDb } from "~/db/client.server";
import { applicationDocuments, applications, consultationRequests, payments } from "~/db/schema";
import { newTxRef } from "~/models/payment-rows.server";
import type { QueueMessage } from "~/queue/messages";
import consumer from "../../workers/consumer";

export { eventually } from "../eventually";

export const NOTIFICATIONS_QUEUE = "istanbul-study-gateway-notifications";
export const DEAD_LETTERS = "istanbul-study-gateway-notifications-dlq";

export const db = () => getDb(env.DB);

/** Hands `messages` to the consumer as one batch from `queue`; `attempts` is how often each was tried before. */
export async function deliver(
  messages: QueueMessage[],
  { queue = NOTIFICATIONS_QUEUE, consumerEnv = env as ConsumerEnv, attempts = 1 } = {},
) {
  const batch = createMessageBatch<QueueMessage>(
    queue,
    messages.map((body, i) => ({ id: `m${i}-${body.id}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await consumer.queue(batch, consumerEnv);
  return getQueueResult(batch, ctx);
}

/** A consultation request as the form stores it; `values` override the defaults. */
export async function insertConsultationRequest(values: Partial<typeof consultationRequests.$inferInsert> = {}) {
  const [row] = await db()
    .insert(consultationRequests)
    .values({
      fullName: "Amina Bello",
      email: "amina@example.com",
      phone: "+2348012345678",
      studyLevel: "bachelor",
      source: "contact",
      ...values,
    })
    .returning();
  return row!;
}

type DocumentValues = Omit<typeof applicationDocuments.$inferInsert, "applicationId" | "r2Key">;
const TRANSCRIPT: DocumentValues = { fileName: "transcript.pdf", contentType: "application/pdf", size: 52_000 };

/** An application and its document rows as the web Worker stores them (status 'queued' unless `values` say). */
export async function insertApplication(
  values: Partial<typeof applications.$inferInsert> = {},
  documents: DocumentValues[] = [TRANSCRIPT],
) {
  const [row] = await db()
    .insert(applications)
    .values({
      reference: `APP-T${crypto.randomUUID().slice(0, 7).toUpperCase()}`,
      ...MEDICINE_ROW,
      email: "amina@example.com",
      notificationStatus: "queued",
      ...values,
    })
    .returning();
  const application = row!;
  if (documents.length > 0) {
    await db()
      .insert(applicationDocuments)
      .values(
        documents.map((document) => ({
          ...document,
          applicationId: application.id,
          r2Key: `applications/${application.reference}/${crypto.randomUUID()}`,
        })),
      );
  }
  return application;
}

/** Staff's lines in the D1 console. */
export const sql = (statement: string, ...values: unknown[]) =>
  env.DB.prepare(statement)
    .bind(...values)
    .run();

/** Staff issue the offer (one SQL line, with `staffNote` their words to the student): the triggers open the steps. */
export const issueOffer = (applicationId: number, staffNote?: string) =>
  staffNote === undefined
    ? sql("UPDATE applications SET status = 'offer_issued' WHERE id = ?", applicationId)
    : sql("UPDATE applications SET status = 'offer_issued', staff_note = ? WHERE id = ?", staffNote, applicationId);

/** A case with the offer issued: `insertApplication(values, documents)`, then staff issue the offer. */
export async function withOffer(...args: Parameters<typeof insertApplication>) {
  const application = await insertApplication(...args);
  await issueOffer(application.id);
  return application;
}

/** The case's steps all undated but `kind`, due on `dueOn` (the only one a reminder can be about); that step's id. */
export async function onlyStepDue(applicationId: number, kind: string, dueOn: string) {
  await sql(
    "UPDATE application_steps SET due_on = CASE kind WHEN ? THEN ? END WHERE application_id = ?",
    kind,
    dueOn,
    applicationId,
  );
  const step = await env.DB.prepare("SELECT id FROM application_steps WHERE application_id = ? AND kind = ?")
    .bind(applicationId, kind)
    .first<{ id: number }>();
  return step!.id;
}

/** A payment row (pending on the sandbox unless `values` say otherwise). */
export async function insertPayment(values: Partial<typeof payments.$inferInsert> = {}) {
  const [row] = await db()
    .insert(payments)
    .values({
      txRef: newTxRef(),
      serviceKey: "standard",
      serviceName: "Standard",
      amount: 150,
      currency: "USD",
      customerName: "Amina Bello",
      customerEmail: "amina@example.com",
      customerPhone: "+2348012345678",
      gateway: "sandbox",
      ...values,
    })
    .returning();
  return row!;
}

/** Runs the consumer's Cron Trigger (outbox sweep, status e-mails, upload cleanup) as the platform would. */
export async function runCron(scheduledTime = Date.now()) {
  await consumer.scheduled(createScheduledController({ scheduledTime, cron: "*/5 * * * *" }), env);
}
