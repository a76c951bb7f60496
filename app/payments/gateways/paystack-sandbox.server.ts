import { Hono } from "hono";
import { z } from "zod";
import { bindings } from "~/config.server";
import { getDb } from "~/db/client.server";
import {
  createSandboxTransaction,
  getSandboxTransactionByTxRef,
  type SandboxTransaction,
} from "~/models/sandbox-transactions.server";
import type { PaymentGateway } from "./gateway.server";
import { callbackWithReference, paystackGateway, toMinorUnits } from "./paystack.server";
import { requireSandboxKey, SANDBOX_PREFIX, sandboxCheckoutLink, sandboxDownFor } from "./sandbox.server";

// The Paystack sandbox ("paystack-sandbox"): a stand-in for Paystack on this machine, beside the Flutterwave one
// (sandbox.server.ts), sharing its ledger (sandbox_transactions, protocol 'paystack') and its checkout page
// (/sandbox-gateway/checkout/:txRef). It speaks Paystack's protocol: initialize, verify by reference, the
// `?reference=…&trxref=…` callback and the `charge.success` webhook signed with the secret key (HMAC-SHA512). The
// site talks to it through the real Paystack adapter, in-process, like the Flutterwave sandbox.

export const PAYSTACK_SANDBOX_PREFIX = `${SANDBOX_PREFIX}/paystack`;
/** A test key in Paystack's format. Not a secret: the sandbox moves no money and is in no production build. */
export const PAYSTACK_SANDBOX_SECRET_KEY = "sk_test_paystacksandbox000000000000000000";
const PAYSTACK_SANDBOX_BASE_URL = `https://sandbox-gateway.invalid${PAYSTACK_SANDBOX_PREFIX}`;

type SandboxBindings = { DB: D1Database };

const InitializeBody = z.object({
  email: z.email(),
  amount: z.coerce.number().int().positive(),
  currency: z.string().length(3).default("NGN"),
  reference: z.string().regex(/^[A-Za-z0-9._=-]{1,100}$/),
  callback_url: z.url(),
  metadata: z.object({ customer_name: z.string().optional() }).loose().optional(),
});

const paystackError = (message: string) => ({ status: false, message });

/** The sandbox's JSON API under /sandbox-gateway/paystack (routes/sandbox-gateway-api.ts serves it where they run). */
export const paystackSandboxApi = new Hono<{ Bindings: SandboxBindings }>()
  .basePath(PAYSTACK_SANDBOX_PREFIX)
  .use(requireSandboxKey(PAYSTACK_SANDBOX_SECRET_KEY, paystackError("Invalid key")))
  .post("/transaction/initialize", async (c) => {
    const parsed = InitializeBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(paystackError(`Invalid request: ${z.prettifyError(parsed.error)}`), 400);
    const body = parsed.data;
    if (sandboxDownFor(body.email, "paystack")) {
      return c.json(paystackError("Service unavailable (sandbox: +down-paystack)"), 503);
    }
    const transaction = await createSandboxTransaction(getDb(bindings(c.env).db), {
      txRef: body.reference,
      // The ledger keeps major units like the payments table; Paystack is sent kobo/cents.
      amount: Math.round(body.amount / 100),
      currency: body.currency.toUpperCase(),
      customerEmail: body.email,
      customerName: body.metadata?.customer_name ?? "",
      redirectUrl: body.callback_url,
      protocol: "paystack",
    });
    if (!transaction) return c.json(paystackError("Duplicate Transaction Reference"), 400);
    return c.json({
      status: true,
      message: "Authorization URL created",
      data: {
        authorization_url: sandboxCheckoutLink(transaction.txRef, body.callback_url),
        access_code: `sandbox-${transaction.id}`,
        reference: transaction.txRef,
      },
    });
  })
  .get("/transaction/verify/:reference", async (c) => {
    const transaction = await getSandboxTransactionByTxRef(getDb(bindings(c.env).db), c.req.param("reference"));
    if (transaction?.protocol !== "paystack") return c.json(paystackError("Transaction reference not found"), 400);
    return c.json({ status: true, message: "Verification successful", data: paystackData(transaction) });
  });

/** The transaction as Paystack's verify endpoint and webhooks describe it (amount in minor units). */
function paystackData(transaction: SandboxTransaction) {
  return {
    id: transaction.id,
    domain: "test",
    // Paystack: 'abandoned' once the payer left without paying; 'ongoing' while the checkout is open.
    status:
      transaction.status === "successful" ? "success" : transaction.status === "cancelled" ? "abandoned" : "ongoing",
    reference: transaction.txRef,
    amount: toMinorUnits(transaction.amount),
    gateway_response: transaction.status === "successful" ? "Approved (sandbox)" : transaction.status,
    currency: transaction.currency,
    channel: "card",
    created_at: transaction.createdAt,
    customer: { email: transaction.customerEmail },
  };
}

/** The body of the `charge.success` webhook the sandbox sends when a payer pays. */
export function paystackSandboxWebhookBody(transaction: SandboxTransaction) {
  return { event: "charge.success", data: paystackData(transaction) };
}

/** Where the payer goes back to: the callback with Paystack's `reference` and `trxref`. */
export function paystackSandboxRedirectUrl(transaction: SandboxTransaction) {
  return callbackWithReference(transaction.redirectUrl, transaction.txRef);
}

/** The Paystack adapter, wired to the sandbox in-process. */
export function paystackSandboxGateway({ DB }: { DB: D1Database }): PaymentGateway {
  return paystackGateway({
    name: "paystack-sandbox",
    baseUrl: PAYSTACK_SANDBOX_BASE_URL,
    secretKey: PAYSTACK_SANDBOX_SECRET_KEY,
    fetch: async (input, init) => paystackSandboxApi.fetch(new Request(input, init), { DB }),
  });
}
