import type { Db } from "~/db/client.server";
import type { ConsultationInput } from "~/lib/consultation-schema";
import {
  insertConsultationRequest,
  markConsultationQueued,
  type ConsultationSource,
} from "~/models/consultations.server";
import { enqueue } from "~/queue/enqueue.server";

/**
 * Saves a consultation request, then asks the queue to e-mail the consultancy. The row is in D1 before
 * anything else happens; `emailSent` is whether the queue accepted the notification (DECISIONS.md).
 * notification_status: 'pending' → 'queued' here; the consumer then sets 'sent' (or 'failed' from the
 * dead-letter queue).
 */
export async function createConsultationRequest(
  db: Db,
  input: ConsultationInput,
  source: ConsultationSource,
  queue?: Queue,
) {
  const saved = await insertConsultationRequest(db, input, source);
  const emailSent = await enqueue({ type: "consultation.created", consultationId: saved.id }, queue);
  if (!emailSent) return { request: saved, emailSent };
  return { request: (await markConsultationQueued(db, saved.id)) ?? saved, emailSent };
}
