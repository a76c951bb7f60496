import { env } from "cloudflare:workers";
import { z } from "zod";
import { getDb, type Db } from "~/db/client.server";
import {
  billingErrors,
  PAYMENT_SERVICE_UNAVAILABLE,
  PaymentInitiationSchema,
  type Billing,
  type PaymentInitiationResponse,
} from "~/lib/payment-schema";
import {
  advancePaymentStatus,
  findPaymentService,
  getPaymentByTxRef,
  insertPendingPayment,
  type Payment,
} from "~/models/payments.server";
import type { Service } from "~/models/services.server";
import { enqueue } from "~/queue/enqueue.server";
import { checkSpamGuard, fieldsOf } from "~/security/spam-guard.server";
import { gatewayForOrigin, gatewayFromEnv } from "./gateways/choose-gateway.server";
import { GatewayError, type PaymentGateway } from "./gateways/gateway.server";
import { reconcilePayment } from "./reconcile-payment.server";

// The web Worker's side of payments, shared by the Hono API (app/api/payments.server.ts), the /payments action
// (the no-JavaScript path) and the /payment-success loader, so all three behave the same.

export type InitiationResult = { status: 200 | 400 | 502 | 503; body: PaymentInitiationResponse };

/** Where the gateway sends the payer back to. */
export function paymentRedirectUrl(origin: string) {
  return new URL("/payment-success", origin).toString();
}

/**
 * Validates a payment request, prices it from the D1 catalogue and asks the gateway for a checkout link.
 * A client-sent `amount` is ignored (see docs/decisions/0006-payments.md): the catalogue price is charged.
 */
export async function initiatePayment(input: unknown, origin: string, request?: Request): Promise<InitiationResult> {
  const guard = request ? await checkSpamGuard(fieldsOf(input), request) : ({ ok: true } as const);
  if (!guard.ok) {
    // A bot that filled the honeypot is sent on as if it worked; nothing is stored.
    if (guard.reason === "honeypot")
      return { status: 200, body: { success: true, paymentUrl: new URL("/services", origin).toString(), txRef: "" } };
    return { status: 400, body: { success: false, error: guard.message } };
  }
  const parsed = PaymentInitiationSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const errors = billingErrors(parsed.error);
    const error = parsed.error.issues[0]?.message ?? "Invalid payment request";
    return { status: 400, body: { success: false, error, ...(Object.keys(errors).length ? { errors } : {}) } };
  }
  const { service: key, serviceName, amount, ...billing } = parsed.data;
  const db = getDb();
  const service = await findPaymentService(db, { key, name: serviceName });
  if (!service) {
    return {
      status: 400,
      body: {
        success: false,
        error: `Unknown service '${key ?? serviceName}'. Please choose a service from our services page.`,
      },
    };
  }
  if (amount !== undefined && Number(String(amount).replace(/[$,\s]/g, "")) !== service.price) {
    console.warn(
      `payments: client amount '${amount}' ignored for '${service.key}'; charging the catalogue price ${service.price}`,
    );
  }

  const chosen = gatewayForOrigin(env, origin);
  if ("refused" in chosen) return { status: 503, body: { success: false, error: chosen.refused } };
  const started = await startPayment(db, chosen.gateway, {
    service,
    billing,
    redirectUrl: paymentRedirectUrl(origin),
  });
  if (!started.ok) {
    // The row exists (marked failed): its reference lets the payer retry with the billing details kept.
    return { status: 502, body: { success: false, error: PAYMENT_SERVICE_UNAVAILABLE, txRef: started.payment.txRef } };
  }
  return { status: 200, body: { success: true, paymentUrl: started.paymentUrl, txRef: started.payment.txRef } };
}

type PaymentStart = { ok: true; paymentUrl: string; payment: Payment } | { ok: false; payment: Payment };

/**
 * Records a pending payment for `service` at its catalogue price and asks the gateway for a checkout link.
 * Whatever amount a client sent is not an input here: the catalogue price is what gets charged.
 * When the gateway fails the row is marked failed (no payer ever saw it) and `ok` is false.
 */
async function startPayment(
  db: Db,
  gateway: PaymentGateway,
  { service, billing, redirectUrl }: { service: Service; billing: Billing; redirectUrl: string },
): Promise<PaymentStart> {
  const payment = await insertPendingPayment(db, { service, billing, gateway: gateway.name });
  try {
    const { link } = await gateway.createCheckout({
      txRef: payment.txRef,
      amount: payment.amount,
      currency: payment.currency,
      redirectUrl,
      customer: { email: payment.customerEmail, name: payment.customerName, phone: payment.customerPhone },
      title: service.paymentName,
      description: `${service.paymentName}: ${service.description}`,
    });
    return { ok: true, paymentUrl: link, payment };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.error("payments: could not create a checkout", payment.txRef, error.message);
    return { ok: false, payment: (await advancePaymentStatus(db, payment.id, "failed")) ?? payment };
  }
}

const TransactionId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** Our references ('ISG-' and 16 characters); the same bounds as the gateway accepts for a tx_ref. */
const TxRef = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

export type Verification = { success: boolean; payment?: Payment };

/**
 * Verifies a payment by the pair the gateway's redirect carries: its `transaction_id` AND our `tx_ref`. Both are
 * needed, so a sequential transaction id alone never reveals or touches someone else's payment; a pair that does
 * not match answers exactly like an unknown one ({ success: false }, no payment). `success` is true only for a
 * payment that is successful through this very transaction. When this call made the payment successful, the
 * consumer is asked to send the receipt (idempotent: the webhook may ask too). Throws GatewayError when the
 * gateway cannot be reached.
 */
export async function verifyPayment(transactionId: string, txRef: string | null | undefined): Promise<Verification> {
  if (!isValidTransactionId(transactionId) || !isValidTxRef(txRef)) return { success: false };
  const db = getDb();
  // Our own row first: an unknown tx_ref never costs a call to the gateway.
  if (!(await getPaymentByTxRef(db, txRef))) return { success: false };
  const result = await reconcilePayment(db, gatewayFromEnv(env), transactionId, { expectedTxRef: txRef });
  if (result.outcome === "unknown") return { success: false };
  if (result.changed && result.payment.status === "successful") {
    await enqueue({ type: "payment.succeeded", paymentId: result.payment.id });
  }
  return { success: result.paid, payment: result.payment };
}

export function isValidTransactionId(value: string) {
  return TransactionId.safeParse(value).success;
}

export function isValidTxRef(value: string | null | undefined): value is string {
  return TxRef.safeParse(value).success;
}

const WebhookBody = z.object({
  event: z.string().optional(),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    tx_ref: z.string().optional(),
  }),
});

export type WebhookResult = { status: 200 | 400 | 401 | 503; body: { received: boolean; message?: string } };

/**
 * A gateway webhook: checks the signature, then only enqueues (the consumer verifies with the gateway and
 * reconciles), so the gateway gets its 200 quickly. Nothing in D1 changes here.
 */
export async function acceptWebhook(headers: Headers, rawBody: string): Promise<WebhookResult> {
  const gateway = gatewayFromEnv(env);
  if (!(await gateway.verifyWebhookSignature(headers, rawBody))) {
    return { status: 401, body: { received: false, message: "Invalid webhook signature" } };
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { status: 400, body: { received: false, message: "Webhook body is not JSON" } };
  }
  const parsed = WebhookBody.safeParse(json);
  if (!parsed.success) {
    return { status: 400, body: { received: false, message: "Webhook body has no transaction" } };
  }
  const event = parsed.data.event ?? "charge.completed";
  if (event !== "charge.completed") {
    return { status: 200, body: { received: true, message: `Ignored event '${event}'` } };
  }
  const accepted = await enqueue({
    type: "payment.webhook",
    event,
    transactionId: String(parsed.data.data.id),
    txRef: parsed.data.data.tx_ref ?? null,
  });
  if (!accepted) {
    // The gateway retries a webhook that did not get a 2xx.
    return { status: 503, body: { received: false, message: "Could not queue the webhook; please retry" } };
  }
  return { status: 200, body: { received: true } };
}
