import { waitUntil } from "cloudflare:workers";
import { data, redirect } from "react-router";
import { paymentConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import { completeSandboxTransaction, type SandboxTransaction } from "~/models/sandbox-transactions.server";
import { sandboxServed } from "~/payments/gateways/choose-gateway.server";
import { sandboxRedirectUrl, sandboxWebhookBody } from "~/payments/gateways/sandbox.server";
import { paymentWebhookCommand } from "~/payments/payment-flow.server";
import { notFound } from "~/payments/sandbox-checkout.server";
import { runWrite, writeContext } from "./run-write.server";

// The sandbox gateway's hosted checkout form (route /sandbox-gateway/checkout/:txRef, local runs only): paying
// sends the `charge.completed` webhook through the same command as POST /api/payment/webhook, like Flutterwave.

export async function completeSandboxCheckout(request: Request, txRef: string, intent: FormDataEntryValue | null) {
  const url = request.url;
  if (!sandboxServed(undefined, url)) notFound();
  if (intent !== "pay" && intent !== "cancel") {
    throw data("Choose Pay or Cancel", { status: 400 });
  }
  const result = await completeSandboxTransaction(getDb(), txRef, intent === "pay" ? "successful" : "cancelled");
  if (!result) notFound();
  if (result.changed && result.transaction.status === "successful") {
    // Like a real gateway, the webhook does not hold up the payer's redirect.
    waitUntil(deliverWebhook(result.transaction, request));
  }
  return redirect(sandboxRedirectUrl(result.transaction));
}

/**
 * Delivers the signed webhook with an in-process call to what POST /api/payment/webhook runs (the sandbox runs
 * inside the site's own Worker: no network, works the same in `vite preview`, vitest and wrangler dev).
 */
async function deliverWebhook(transaction: SandboxTransaction, request: Request) {
  try {
    const config = paymentConfig();
    const hash = config.PAYMENT_GATEWAY === "sandbox" ? (config.SANDBOX_WEBHOOK_HASH ?? "") : "";
    const headers = new Headers({ "Content-Type": "application/json", "verif-hash": hash });
    const fields = { get: () => undefined, headers, rawBody: JSON.stringify(sandboxWebhookBody(transaction)) };
    const { status, body } = await runWrite(paymentWebhookCommand, fields, writeContext(request));
    if (status !== 200) console.error("sandbox gateway: webhook answered", status, JSON.stringify(body));
  } catch (error) {
    console.error("sandbox gateway: webhook delivery failed", error);
  }
}
