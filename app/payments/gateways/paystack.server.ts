import { z } from "zod";
import type { CheckoutRequest, GatewayTransaction, PaymentGateway, WebhookEvent } from "./gateway.server";
import { GATEWAY_TIMEOUT_MS, gatewayHttp, type GatewayHttpOptions, isUnknownTransaction } from "./gateway-http.server";
import { hmacHex } from "~/lib/hmac-hex.server";
import { hmacSigned } from "~/lib/signed-webhook.server";

// Paystack, redirect checkout: https://paystack.com/docs/payments/accept-payments/#redirect
//   POST /transaction/initialize         → { status: true, data: { authorization_url, access_code, reference } }
//   GET  /transaction/verify/:reference  → { status: true, data: { id, reference, status, amount, currency } }
//   The payer comes back to callback_url with ?reference=…&trxref=… (both our tx_ref). Amounts are in the
//   currency's minor units (kobo, cents). Webhooks are signed: `x-paystack-signature` is the hex HMAC-SHA512 of the
//   raw body with the secret key; a signed `charge.success` is still re-verified through the API before anything
//   is recorded (https://paystack.com/docs/payments/webhooks).

export const PAYSTACK_API = "https://api.paystack.co";
/** Starting a checkout has a shorter budget: the payer waits, and is offered the other gateway after it. */
const INITIALIZE_TIMEOUT_MS = 10_000;

export type PaystackOptions = GatewayHttpOptions;

const ErrorBody = z.object({ status: z.boolean().optional(), message: z.string().optional() });

const InitializeBody = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.url(), reference: z.string() }),
});

const TransactionData = z.object({
  id: z.union([z.number(), z.string()]),
  reference: z.string(),
  status: z.string(),
  amount: z.coerce.number(),
  currency: z.string(),
});

const VerifyBody = z.object({ status: z.literal(true), data: TransactionData });

const WebhookBody = z.object({ event: z.string(), data: z.object({ reference: z.string().min(1) }) });

/** Our major-unit amount (whole dollars or naira) in the currency's minor units, as Paystack counts. */
export const toMinorUnits = (amount: number) => Math.round(amount * 100);

/** The Paystack adapter. */
export function paystackGateway(options: PaystackOptions): PaymentGateway {
  const { name, call, readJson, expect } = gatewayHttp(options, {
    name: "paystack",
    baseUrl: PAYSTACK_API,
    timeoutMs: (method) => (method === "POST" ? INITIALIZE_TIMEOUT_MS : GATEWAY_TIMEOUT_MS),
  });

  return {
    name,
    verifiesBy: "reference",

    async createCheckout(request: CheckoutRequest) {
      const response = await call("POST", "/transaction/initialize", {
        email: request.customer.email,
        amount: toMinorUnits(request.amount),
        currency: request.currency,
        reference: request.txRef,
        callback_url: request.redirectUrl,
        metadata: {
          customer_name: request.customer.name,
          phone: request.customer.phone,
          service: request.title,
          // Where Paystack's checkout sends a payer who cancels: the callback, with the reference, like a return.
          cancel_action: callbackWithReference(request.redirectUrl, request.txRef),
        },
      });
      const json = await readJson(response, "initialize");
      return { link: expect(InitializeBody, response, json, "initialize").data.authorization_url };
    },

    async verifyTransaction(reference: string) {
      const response = await call("GET", `/transaction/verify/${encodeURIComponent(reference)}`);
      const json = await readJson(response, "verify");
      // Paystack's error body has status false ("Transaction reference not found").
      if (isUnknownTransaction(response, ErrorBody.safeParse(json).data?.status === false)) return undefined;
      const { data } = expect(VerifyBody, response, json, `verify ${reference}`);
      return {
        id: String(data.id),
        txRef: data.reference,
        status: normaliseStatus(data.status),
        amount: data.amount / 100,
        currency: data.currency.toUpperCase(),
      } satisfies GatewayTransaction;
    },

    async verifyWebhookSignature(headers: Headers, rawBody: string) {
      const signature = headers.get("x-paystack-signature");
      if (!signature || !options.secretKey) return false;
      return hmacSigned("SHA-512", options.secretKey, rawBody, signature.trim());
    },

    readWebhook(json: unknown): WebhookEvent | undefined {
      const parsed = WebhookBody.safeParse(json);
      if (!parsed.success) return undefined;
      const { event, data } = parsed.data;
      // Verified by reference: the reference is both the lookup key and our tx_ref.
      return { event, transactionId: data.reference, txRef: data.reference, completed: event === "charge.success" };
    },
  };
}

/** The hex HMAC-SHA512 of `rawBody` with the secret key: what Paystack puts in `x-paystack-signature`. */
export function paystackSignature(secretKey: string, rawBody: string) {
  return hmacHex("SHA-512", secretKey, rawBody);
}

/** The callback URL as Paystack's redirect makes it: with `reference` and `trxref` (both our tx_ref). */
export function callbackWithReference(callbackUrl: string, reference: string) {
  const url = new URL(callbackUrl);
  url.searchParams.set("trxref", reference);
  url.searchParams.set("reference", reference);
  return url.toString();
}

/**
 * Paystack's statuses: success, failed, abandoned (not completed: the payer left or has not paid yet), and
 * ongoing/pending/queued/processing. 'abandoned' records as cancelled, which a later success still overrides
 * (a status never regresses, but cancelled → successful is a step up).
 */
function normaliseStatus(status: string): GatewayTransaction["status"] {
  const s = status.toLowerCase();
  if (s === "success") return "successful";
  if (s === "failed") return "failed";
  if (s === "abandoned") return "cancelled";
  return "pending";
}
