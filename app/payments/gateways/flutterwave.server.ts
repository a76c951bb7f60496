import { z } from "zod";
import type { CheckoutRequest, GatewayTransaction, PaymentGateway, WebhookEvent } from "./gateway.server";
import { gatewayHttp, type GatewayHttpOptions, isUnknownTransaction } from "./gateway-http.server";
import { secretsEqual } from "~/lib/secrets-equal.server";

// Flutterwave Standard (v3): https://developer.flutterwave.com/docs/collecting-payments/standard
//   POST /v3/payments                 → { status: "success", data: { link } }      (hosted checkout link)
//   GET  /v3/transactions/{id}/verify → { status: "success", data: { id, tx_ref, status, amount, currency } }
//   webhooks carry the merchant's secret hash, unchanged, in the `verif-hash` header (not an HMAC), so every
//   webhook is re-verified through the API before anything is trusted.

export const FLUTTERWAVE_API = "https://api.flutterwave.com";

export type FlutterwaveOptions = GatewayHttpOptions & {
  /** The secret hash set in the Flutterwave dashboard; without it every webhook is refused. */
  webhookHash: string | undefined;
};

const ErrorBody = z.object({ status: z.string().optional(), message: z.string().optional() });

const CheckoutBody = z.object({
  status: z.literal("success"),
  data: z.object({ link: z.url() }),
});

const TransactionBody = z.object({
  status: z.literal("success"),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    tx_ref: z.string(),
    status: z.string(),
    amount: z.coerce.number(),
    currency: z.string(),
  }),
});

const WebhookBody = z.object({
  event: z.string().optional(),
  data: z.object({ id: z.union([z.number(), z.string()]), tx_ref: z.string().optional() }),
});

/** The Flutterwave Standard v3 adapter. */
export function flutterwaveGateway(options: FlutterwaveOptions): PaymentGateway {
  const { name, call, readJson, expect } = gatewayHttp(options, { name: "flutterwave", baseUrl: FLUTTERWAVE_API });

  /** Flutterwave signs a webhook with a static header (verif-hash = the dashboard's secret hash), not the body. */
  async function verifyHash(headers: Headers) {
    const signature = headers.get("verif-hash");
    if (!options.webhookHash || !signature) return false;
    return secretsEqual(signature, options.webhookHash);
  }

  return {
    name,
    verifiesBy: "transaction-id",

    async createCheckout(request: CheckoutRequest) {
      const response = await call("POST", "/v3/payments", {
        tx_ref: request.txRef,
        amount: request.amount,
        currency: request.currency,
        redirect_url: request.redirectUrl,
        customer: { email: request.customer.email, name: request.customer.name, phonenumber: request.customer.phone },
        customizations: { title: request.title, description: request.description },
      });
      const json = await readJson(response, "create payment");
      return { link: expect(CheckoutBody, response, json, "create payment").data.link };
    },

    async verifyTransaction(transactionId: string) {
      const response = await call("GET", `/v3/transactions/${encodeURIComponent(transactionId)}/verify`);
      const json = await readJson(response, "verify");
      // Flutterwave's error body has status "error" ("No transaction was found for this id").
      if (isUnknownTransaction(response, ErrorBody.safeParse(json).data?.status === "error")) return undefined;
      const { data } = expect(TransactionBody, response, json, `verify ${transactionId}`);
      return {
        id: String(data.id),
        txRef: data.tx_ref,
        status: normaliseStatus(data.status),
        amount: data.amount,
        currency: data.currency.toUpperCase(),
      } satisfies GatewayTransaction;
    },

    verifyWebhookSignature: (headers: Headers) => verifyHash(headers),
    verifyWebhookHeaders: (headers: Headers) => verifyHash(headers),

    readWebhook(json: unknown): WebhookEvent | undefined {
      const parsed = WebhookBody.safeParse(json);
      if (!parsed.success) return undefined;
      const event = parsed.data.event ?? "charge.completed";
      const { id, tx_ref } = parsed.data.data;
      return { event, transactionId: String(id), txRef: tx_ref ?? null, completed: event === "charge.completed" };
    },
  };
}

function normaliseStatus(status: string): GatewayTransaction["status"] {
  const s = status.toLowerCase();
  if (s === "successful" || s === "failed" || s === "cancelled") return s;
  return "pending";
}
