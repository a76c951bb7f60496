import { env, waitUntil } from "cloudflare:workers";
import { data, redirect } from "react-router";
import { paymentConfig, siteConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import {
  completeSandboxTransaction,
  getSandboxTransactionByTxRef,
  type SandboxTransaction,
} from "~/models/sandbox-transactions.server";
import { sandboxServed } from "./gateways/choose-gateway.server";
import { sandboxRedirectUrl, sandboxWebhookBody } from "./gateways/sandbox.server";
import { acceptWebhook } from "./payment-flow.server";

// The sandbox gateway's hosted checkout page (route /sandbox-gateway/checkout/:txRef): the payer sees the
// merchant and the amount and pays or cancels. Paying sends the `charge.completed` webhook, like Flutterwave.

function notFound(): never {
  throw data("Not Found", { status: 404 });
}

export async function loadSandboxCheckout(url: string, txRef: string) {
  if (!sandboxServed(env, url)) notFound();
  const transaction = await getSandboxTransactionByTxRef(getDb(), txRef);
  if (!transaction) notFound();
  return {
    merchant: siteConfig().siteName,
    txRef: transaction.txRef,
    amount: transaction.amount,
    currency: transaction.currency,
    customerName: transaction.customerName,
    customerEmail: transaction.customerEmail,
    status: transaction.status,
    /** Set once the transaction is finished: the page then only offers the way back. */
    returnUrl: transaction.status === "pending" ? null : sandboxRedirectUrl(transaction),
  };
}

export async function completeSandboxCheckout(url: string, txRef: string, intent: FormDataEntryValue | null) {
  if (!sandboxServed(env, url)) notFound();
  if (intent !== "pay" && intent !== "cancel") {
    throw data("Choose Pay or Cancel", { status: 400 });
  }
  const result = await completeSandboxTransaction(getDb(), txRef, intent === "pay" ? "successful" : "cancelled");
  if (!result) notFound();
  if (result.changed && result.transaction.status === "successful") {
    // Like a real gateway, the webhook does not hold up the payer's redirect.
    waitUntil(deliverWebhook(result.transaction));
  }
  return redirect(sandboxRedirectUrl(result.transaction));
}

/**
 * Delivers the signed webhook with an in-process call to what POST /api/payment/webhook runs (the sandbox runs
 * inside the site's own Worker: no network, works the same in `vite preview`, vitest and wrangler dev).
 */
async function deliverWebhook(transaction: SandboxTransaction) {
  try {
    const config = paymentConfig(env);
    const hash = config.PAYMENT_GATEWAY === "sandbox" ? (config.SANDBOX_WEBHOOK_HASH ?? "") : "";
    const headers = new Headers({ "Content-Type": "application/json", "verif-hash": hash });
    const { status, body } = await acceptWebhook(headers, JSON.stringify(sandboxWebhookBody(transaction)));
    if (status !== 200) console.error("sandbox gateway: webhook answered", status, JSON.stringify(body));
  } catch (error) {
    console.error("sandbox gateway: webhook delivery failed", error);
  }
}
