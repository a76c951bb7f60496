import { env } from "cloudflare:workers";
import { count, eq, like } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "~/db/client.server";
import { emailLog, payments } from "~/db/schema";
import { request } from "./helpers";

// The payment steps the payment test files share (payments-api, payments-naira, paystack-payments, case-packages):
// the API's answer to a start, the payer on the sandbox checkout, the verification, the rows and e-mails they leave.

/** What POST /api/payment/initiate (and /failover) answer. */
export type Initiation = {
  success: boolean;
  paymentUrl?: string;
  txRef?: string;
  error?: string;
  errors?: Record<string, string[]>;
  failover?: { gateway: string; label: string };
};

/** A JSON POST to the payment API at `path` (a string body is sent as it is): the response and its answer. */
export async function postPayment(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Initiation };
}

/** A payment started through the API (`body` as sent): the response and its answer. */
export const initiate = (body: unknown) => postPayment("/api/payment/initiate", body);

/** The payer clicks Pay or Cancel on the sandbox checkout page (a plain form post, as without JavaScript). */
export async function checkout(checkoutPath: string, intent: "pay" | "cancel") {
  const response = await request(checkoutPath, {
    method: "POST",
    body: new URLSearchParams({ intent }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("Location")!);
}

/** The success page's verification of a transaction: the response and its answer. */
export async function verify(transactionId: string, txRef: string) {
  const response = await request(`/api/payment/verify/${transactionId}?tx_ref=${encodeURIComponent(txRef)}`);
  return { response, body: (await response.json()) as { success: boolean } };
}

export async function paymentRow(txRef: string) {
  const [row] = await getDb(env.DB).select().from(payments).where(eq(payments.txRef, txRef));
  return row!;
}

export async function paymentCount() {
  const [row] = await getDb(env.DB).select({ n: count() }).from(payments);
  return row!.n;
}

/** The e-mails a payment sent (receipt, staff notice), by key. */
export async function mailsFor(paymentId: number) {
  return getDb(env.DB)
    .select()
    .from(emailLog)
    .where(like(emailLog.key, `payment:${paymentId}:%`))
    .orderBy(emailLog.key);
}

/** Time for the queue consumer to send what a payment's change queued. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 2_500));
