import { z } from "zod";
import { getDb, type Db } from "~/db/client.server";
import { currentLocale } from "~/i18n/current-locale";
import { type Locale, localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import {
  billingErrors,
  paymentServiceUnavailable,
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
import type { Charge } from "~/lib/payment-currency";
import type { Service } from "~/models/services.server";
import type { WriteCommand } from "~/lib/write-command";
import { enqueue } from "~/queue/enqueue.server";
import { gatewayForOrigin, gatewayFromEnv } from "./gateways/choose-gateway.server";
import { GatewayError, type PaymentGateway } from "./gateways/gateway.server";
import { chargeFor } from "./payment-charge.server";
import { reconcilePayment } from "./reconcile-payment.server";

// The web Worker's side of payments, shared by the Hono API (app/api/payments.server.ts), the /payments action
// (the no-JavaScript path) and the /payment-success loader, so all three behave the same.

export type InitiationResult = { status: 200 | 400 | 409 | 502 | 503; body: PaymentInitiationResponse };

/**
 * Where the gateway sends the payer back to: /payment-success in the payer's language (a payment started on a
 * French page comes back to /fr/payment-success).
 */
export function paymentRedirectUrl(origin: string, locale: Locale = currentLocale()) {
  return new URL(localizedHref("/payment-success", locale), origin).toString();
}

/** The payment request as a transport read it: a JSON body, or the /payments form's fields. */
export type PaymentFields = { get(name: string): unknown; values: unknown };

type PaymentStartInput = { service: Service; charge: Charge; billing: Billing };

/**
 * The start of a payment (POST /api/payment/initiate and the /payments form): the request is validated, priced
 * from the D1 catalogue in the chosen currency (USD, or NGN at D1's dated rate: app/payments/payment-charge.server.ts),
 * recorded as pending and sent to the gateway for a checkout link. A client-sent `amount` is ignored
 * (docs/decisions/0006-payments.md): the server's amount is charged.
 */
export const paymentStartCommand: WriteCommand<PaymentFields, PaymentStartInput, InitiationResult> = {
  guarded: {
    // A bot that filled the honeypot is sent on as if it worked; nothing is stored.
    decoy: (_, { origin }) => ({
      status: 200,
      body: {
        success: true,
        paymentUrl: new URL(localizedHref("/services", currentLocale()), origin).toString(),
        txRef: "",
      },
    }),
    refuse: ({ status, message }) => ({ status, body: { success: false, error: message } }),
  },

  async parse({ values }, { db }) {
    const parsed = PaymentInitiationSchema.safeParse(values ?? {});
    if (!parsed.success) {
      const errors = billingErrors(parsed.error);
      const error = parsed.error.issues[0]?.message ?? m.payments_error_invalid_request();
      const body = { success: false, error, ...(Object.keys(errors).length ? { errors } : {}) } as const;
      return { ok: false, result: { status: 400, body } };
    }
    const { service: key, serviceName, amount, currency = "USD", ...billing } = parsed.data;
    const service = await findPaymentService(db, { key, name: serviceName });
    if (!service) {
      const error = m.payments_error_unknown_service_named({ service: key ?? serviceName ?? "" });
      return { ok: false, result: { status: 400, body: { success: false, error } } };
    }
    if (amount !== undefined && Number(String(amount).replace(/[$,\s]/g, "")) !== service.price) {
      console.warn(
        `payments: client amount '${amount}' ignored for '${service.key}'; charging the catalogue price ${service.price}`,
      );
    }
    const priced = await chargeFor(db, service, currency);
    // A naira rate too old (or missing): refused, not charged; dollars stay possible.
    if (!priced.ok) return { ok: false, result: { status: 409, body: { success: false, error: priced.message } } };
    return { ok: true, input: { service, charge: priced.charge, billing } };
  },

  async run({ service, charge, billing }, { db, origin }) {
    const chosen = gatewayForOrigin(undefined, origin);
    if ("refused" in chosen) return { status: 503, body: { success: false, error: chosen.refused } };
    const started = await startPayment(db, chosen.gateway, {
      service,
      charge,
      billing,
      redirectUrl: paymentRedirectUrl(origin),
    });
    if (!started.ok) {
      // The row exists (marked failed): its reference lets the payer retry with the billing details kept.
      return {
        status: 502,
        body: { success: false, error: paymentServiceUnavailable(), txRef: started.payment.txRef },
      };
    }
    return { status: 200, body: { success: true, paymentUrl: started.paymentUrl, txRef: started.payment.txRef } };
  },
};

type PaymentStart = { ok: true; paymentUrl: string; payment: Payment } | { ok: false; payment: Payment };

/**
 * Records a pending payment for `service` with the server's `charge` and asks the gateway for a checkout link in
 * the row's amount and currency. Whatever amount a client sent is not an input here.
 * When the gateway fails the row is marked failed (no payer ever saw it) and `ok` is false.
 */
async function startPayment(
  db: Db,
  gateway: PaymentGateway,
  {
    service,
    charge,
    billing,
    redirectUrl,
  }: { service: Service; charge: Charge; billing: Billing; redirectUrl: string },
): Promise<PaymentStart> {
  const payment = await insertPendingPayment(db, {
    service,
    charge,
    billing,
    gateway: gateway.name,
    locale: currentLocale(),
  });
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
  const result = await reconcilePayment(db, gatewayFromEnv(), transactionId, { expectedTxRef: txRef });
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

/** A webhook as it arrived: the signature is over the exact bytes, so the body is kept as text. */
export type WebhookFields = { get(name: string): unknown; headers: Headers; rawBody: string };

type WebhookEvent = { event: string; transactionId: string; txRef: string | null };

/**
 * A gateway webhook (POST /api/payment/webhook): checks the signature, then only enqueues (the consumer verifies
 * with the gateway and reconciles), so the gateway gets its 200 quickly. Nothing in D1 changes here.
 */
export const paymentWebhookCommand: WriteCommand<WebhookFields, WebhookEvent, WebhookResult> = {
  async parse({ headers, rawBody }) {
    const refuse = (status: 400 | 401, message: string) =>
      ({ ok: false, result: { status, body: { received: false, message } } }) as const;
    if (!(await gatewayFromEnv().verifyWebhookSignature(headers, rawBody)))
      return refuse(401, "Invalid webhook signature");
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return refuse(400, "Webhook body is not JSON");
    }
    const parsed = WebhookBody.safeParse(json);
    if (!parsed.success) return refuse(400, "Webhook body has no transaction");
    const event = parsed.data.event ?? "charge.completed";
    return {
      ok: true,
      input: { event, transactionId: String(parsed.data.data.id), txRef: parsed.data.data.tx_ref ?? null },
    };
  },

  async run(input) {
    // Another event is acknowledged and ignored.
    if (input.event !== "charge.completed")
      return { status: 200, body: { received: true, message: `Ignored event '${input.event}'` } };
    if (!(await enqueue({ type: "payment.webhook", ...input }))) {
      // The gateway retries a webhook that did not get a 2xx.
      return { status: 503, body: { received: false, message: "Could not queue the webhook; please retry" } };
    }
    return { status: 200, body: { received: true } };
  },
};
