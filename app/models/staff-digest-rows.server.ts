// The staff digest (docs/decisions/0046-staff-digest.md): what needs staff, read from the console views of
// migrations 0031, 0035 and 0036, so the e-mail says exactly what staff see when they open a view in the D1 console.
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailLog } from "~/db/schema";
import type { StepKind } from "~/db/enums";

/** Documents received more than 2 days ago, not yet reviewed nor replaced. */
export type DigestDocument = {
  document_id: number;
  reference: string;
  student: string;
  doc_type: string | null;
  file_name: string;
  received_at: string;
  days_waiting: number;
};

/** Open steps whose due day has passed (Istanbul). */
export type DigestOverdueStep = {
  reference: string;
  student: string;
  kind: StepKind;
  who_acts: "student" | "us";
  due_on: string;
  days_late: number;
};

/** What the payment sections say of a payment: which, whose, for what, how much, through which gateway. */
export type DigestPayment = {
  payment_id: number;
  tx_ref: string;
  customer_name: string;
  customer_email: string;
  service_name: string;
  amount: number;
  currency: string;
  gateway: string;
};

/** Payments that failed since 07:00 yesterday (Istanbul), the payer not having paid for that package since. */
export type DigestFailedPayment = DigestPayment & {
  failed_at: string;
  reference: string | null;
};

/**
 * A payment that arrived for a package its application had already paid (decision 55): to refund, until staff set
 * its refunded_at. `paid_first_by` is the tx_ref of the payment that paid the package first.
 */
export type DigestPaymentToRefund = DigestPayment & {
  gateway_transaction_id: string | null;
  paid_at: string;
  reference: string;
  paid_first_by: string;
};

/** Consultation requests older than 24 hours with no answered_at. */
export type DigestConsultation = {
  request_id: number;
  full_name: string;
  email: string;
  phone: string;
  reply_by: "email" | "whatsapp";
  received_at: string;
  hours_waiting: number;
};

/**
 * Numbers whose WhatsApp messages since 07:00 yesterday (Istanbul) were not all e-mailed one by one (over the cap
 * of a few an hour, decision 0056): how many wait, between when, and the application the newest consent names.
 */
export type DigestWhatsAppReplies = {
  phone: string;
  messages: number;
  first_at: string;
  last_at: string;
  reference: string | null;
};

/**
 * A booked call of today or tomorrow (Istanbul), not cancelled (issue 55): when, with whom, how, the student's
 * question and the references of applications on their e-mail (a JSON array, oldest first).
 */
export type DigestCall = {
  booking_id: number;
  consultation_id: number;
  starts_at: string;
  ends_at: string;
  status: string;
  call_language: string;
  counsellor: string;
  call_method: string;
  call_detail: string;
  student: string;
  email: string;
  phone: string;
  question: string | null;
  applications: string;
};

/** The console view of each section, named in the e-mail so staff open the same rows. */
export const DIGEST_VIEWS = {
  documents: "staff_digest_documents",
  overdueSteps: "staff_digest_overdue_steps",
  failedPayments: "staff_digest_failed_payments",
  paymentsToRefund: "staff_digest_payments_to_refund",
  consultations: "staff_digest_unanswered_consultations",
  whatsAppReplies: "staff_digest_whatsapp_replies",
  calls: "staff_digest_calls",
} as const;

export type StaffDigest = {
  documents: DigestDocument[];
  overdueSteps: DigestOverdueStep[];
  failedPayments: DigestFailedPayment[];
  paymentsToRefund: DigestPaymentToRefund[];
  consultations: DigestConsultation[];
  whatsAppReplies: DigestWhatsAppReplies[];
  calls: DigestCall[];
};

/** The Istanbul hour from which the day's digest may go (the first cron tick at or after it). */
export const DIGEST_HOUR = 7;

export const staffDigestKey = (day: string) => `staff-digest:${day}`;

/** Every section of the digest, now, in one round trip (the views' own order: oldest first). */
export async function staffDigest(db: Db): Promise<StaffDigest> {
  const [documents, overdueSteps, failedPayments, paymentsToRefund, consultations, whatsAppReplies, calls] =
    await db.batch([
      db.all<DigestDocument>(sql`SELECT * FROM staff_digest_documents`),
      db.all<DigestOverdueStep>(sql`SELECT * FROM staff_digest_overdue_steps`),
      db.all<DigestFailedPayment>(sql`SELECT * FROM staff_digest_failed_payments`),
      db.all<DigestPaymentToRefund>(sql`SELECT * FROM staff_digest_payments_to_refund`),
      db.all<DigestConsultation>(sql`SELECT * FROM staff_digest_unanswered_consultations`),
      db.all<DigestWhatsAppReplies>(sql`SELECT * FROM staff_digest_whatsapp_replies`),
      db.all<DigestCall>(sql`SELECT * FROM staff_digest_calls`),
    ]);
  return { documents, overdueSteps, failedPayments, paymentsToRefund, consultations, whatsAppReplies, calls };
}

export const digestSize = (digest: StaffDigest) =>
  digest.documents.length +
  digest.overdueSteps.length +
  digest.failedPayments.length +
  digest.paymentsToRefund.length +
  digest.consultations.length +
  digest.whatsAppReplies.length +
  digest.calls.length;

/** Whether `day`'s digest was already claimed (a row under its key, whatever its state: the queue retries it). */
export async function digestClaimed(db: Db, day: string) {
  const [row] = await db
    .select({ id: emailLog.id })
    .from(emailLog)
    .where(eq(emailLog.key, staffDigestKey(day)))
    .limit(1);
  return row !== undefined;
}
