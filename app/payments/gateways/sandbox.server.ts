import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { bindings } from "~/config.server";
import { getDb } from "~/db/client.server";
import { localeOfPath, localizedHref } from "~/i18n/locale";
import {
  createSandboxTransaction,
  getSandboxTransaction,
  type SandboxTransaction,
} from "~/models/sandbox-transactions.server";
import { flutterwaveGateway } from "./flutterwave.server";
import type { PaymentGateway } from "./gateway.server";

// The sandbox gateway: a stand-in for Flutterwave that runs on this machine, so the whole flow from /services to
// /payment-success works offline. It speaks Flutterwave Standard v3 (same paths, bodies, redirect query and
// `charge.completed` webhook), keeps its ledger in D1 (sandbox_transactions), and its hosted checkout page is the
// route /sandbox-gateway/checkout/:txRef. The site talks to it through the real Flutterwave adapter; only the
// network edge differs: an in-process call into the Hono app below instead of a fetch to api.flutterwave.com.
// Both Workers can do that call, because the ledger is the D1 database they share.

export const SANDBOX_PREFIX = "/sandbox-gateway";
/** A test key in Flutterwave's format. Not a secret: the sandbox moves no money and is in no production build. */
export const SANDBOX_SECRET_KEY = "FLWSECK_TEST-sandbox0000000000000000000000-X";
const SANDBOX_BASE_URL = `https://sandbox-gateway.invalid${SANDBOX_PREFIX}`;

type SandboxBindings = { DB: D1Database };

const CreatePaymentBody = z.object({
  tx_ref: z.string().min(1).max(100),
  amount: z.coerce.number().positive(),
  currency: z.string().length(3).default("NGN"),
  redirect_url: z.url(),
  customer: z.object({ email: z.email(), name: z.string().optional(), phonenumber: z.string().optional() }),
  customizations: z.object({ title: z.string().optional(), description: z.string().optional() }).optional(),
});

const flutterwaveError = (message: string) => ({ status: "error", message, data: null });

/**
 * The test switch that makes a sandbox fail to start a checkout (a 503, like a gateway that is down): a customer
 * e-mail whose local part carries `+down-flutterwave` or `+down-paystack` (e.g. ada+down-flutterwave@example.com).
 * Only the sandboxes read it, and they answer on localhost only, so it does nothing anywhere else.
 */
export function sandboxDownFor(email: string, protocol: SandboxTransaction["protocol"]) {
  return (email.split("@")[0] ?? "").split("+").includes(`down-${protocol}`);
}

/**
 * The sandbox checkout page for `txRef`: served by the merchant's own Worker, so it lives on the redirect URL's
 * origin, in the payer's language (the one the redirect URL names: /fr/payment-success → /fr/sandbox-gateway/…).
 */
export function sandboxCheckoutLink(txRef: string, redirectUrl: string) {
  const returnTo = new URL(redirectUrl);
  const checkoutPath = `${SANDBOX_PREFIX}/checkout/${encodeURIComponent(txRef)}`;
  return new URL(localizedHref(checkoutPath, localeOfPath(returnTo.pathname)), returnTo).toString();
}

/** Both sandboxes' door: a call without the test key gets the gateway's own refusal body, as a 401. */
export function requireSandboxKey(key: string, refusal: object): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header("Authorization") !== `Bearer ${key}`) return c.json(refusal, 401);
    await next();
  };
}

/** The sandbox's JSON API under /sandbox-gateway/v3 (routes/sandbox-gateway-api.ts serves it where it runs). */
export const sandboxGatewayApi = new Hono<{ Bindings: SandboxBindings }>()
  .basePath(`${SANDBOX_PREFIX}/v3`)
  .use(requireSandboxKey(SANDBOX_SECRET_KEY, flutterwaveError("Invalid authorization key")))
  .post("/payments", async (c) => {
    const parsed = CreatePaymentBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      return c.json(flutterwaveError(`Invalid payment request: ${z.prettifyError(parsed.error)}`), 400);
    }
    const body = parsed.data;
    if (sandboxDownFor(body.customer.email, "flutterwave")) {
      return c.json(flutterwaveError("Service unavailable (sandbox: +down-flutterwave)"), 503);
    }
    const transaction = await createSandboxTransaction(getDb(bindings(c.env).db), {
      txRef: body.tx_ref,
      // The ledger keeps major units like the payments table (the catalogue has whole-dollar prices).
      amount: Math.round(body.amount),
      currency: body.currency.toUpperCase(),
      customerEmail: body.customer.email,
      customerName: body.customer.name ?? "",
      redirectUrl: body.redirect_url,
      protocol: "flutterwave",
    });
    if (!transaction) {
      return c.json(flutterwaveError("A transaction with this tx_ref already exists"), 400);
    }
    const link = sandboxCheckoutLink(transaction.txRef, body.redirect_url);
    return c.json({ status: "success", message: "Hosted Link", data: { link } });
  })
  .get("/transactions/:id/verify", async (c) => {
    const id = c.req.param("id");
    const transaction = /^\d{1,9}$/.test(id)
      ? await getSandboxTransaction(getDb(bindings(c.env).db), Number(id), "flutterwave")
      : undefined;
    if (!transaction) {
      return c.json(flutterwaveError("No transaction was found for this id"), 400);
    }
    return c.json({
      status: "success",
      message: "Transaction fetched successfully",
      data: transactionData(transaction),
    });
  });

/** The transaction as Flutterwave's verify endpoint and webhooks describe it. */
function transactionData(transaction: SandboxTransaction) {
  return {
    id: transaction.id,
    tx_ref: transaction.txRef,
    flw_ref: `SANDBOX-${transaction.id}`,
    amount: transaction.amount,
    currency: transaction.currency,
    charged_amount: transaction.amount,
    app_fee: 0,
    merchant_fee: 0,
    processor_response: transaction.status === "successful" ? "Approved (sandbox)" : transaction.status,
    narration: "Sandbox transaction",
    status: transaction.status,
    payment_type: "card",
    created_at: transaction.createdAt,
    customer: { name: transaction.customerName, email: transaction.customerEmail },
  };
}

/** The body of the `charge.completed` webhook the sandbox sends when a payer pays. */
export function sandboxWebhookBody(transaction: SandboxTransaction) {
  return { event: "charge.completed", "event.type": "CARD_TRANSACTION", data: transactionData(transaction) };
}

/** Where the payer goes back to, with the query Flutterwave Standard appends. */
export function sandboxRedirectUrl(transaction: SandboxTransaction) {
  const url = new URL(transaction.redirectUrl);
  url.searchParams.set("status", transaction.status);
  url.searchParams.set("tx_ref", transaction.txRef);
  url.searchParams.set("transaction_id", String(transaction.id));
  return url.toString();
}

/** The Flutterwave adapter, wired to the sandbox in-process. */
export function sandboxGateway({
  DB,
  webhookHash,
}: {
  DB: D1Database;
  webhookHash: string | undefined;
}): PaymentGateway {
  return flutterwaveGateway({
    name: "sandbox",
    baseUrl: SANDBOX_BASE_URL,
    secretKey: SANDBOX_SECRET_KEY,
    webhookHash,
    fetch: async (input, init) => sandboxGatewayApi.fetch(new Request(input, init), { DB }),
  });
}
