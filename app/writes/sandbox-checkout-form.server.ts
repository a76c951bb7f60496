import { waitUntil } from "cloudflare:workers";
import { data, redirect } from "react-router";
import { paymentConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import { webhookFields } from "~/lib/signed-webhook.server";
import { completeSandboxTransaction, type SandboxTransaction } from "~/models/sandbox-transactions.server";
import { sandboxServed } from "~/payments/gateways/choose-gateway.server";
import { paystackSignature } from "~/payments/gateways/paystack.server";
import { PAYSTACK_SANDBOX_SECRET_KEY, paystackSandboxWebhookBody } from "~/payments/gateways/paystack-sandbox.server";
import { sandboxWebhookBody } from "~/payments/gateways/sandbox.server";
import { paymentWebhookCommand, paystackWebhookCommand } from "~/payments/payment-flow.server";
import { notFound, sandboxReturnUrl } from "~/payments/sandbox-checkout-page.server";
import { runWrite, writeContext } from "./run-write.server";

// The sandbox gateways' hosted checkout form (route /sandbox-gateway/checkout/:txRef, local runs only): paying
// sends the webhook of the transaction's protocol through the same command as its route: Flutterwave's
// `charge.completed` (POST /api/payment/webhook), Paystack's signed `charge.success` (/api/payment/webhook/paystack).

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
  return redirect(sandboxReturnUrl(result.transaction));
}

/**
 * Delivers the signed webhook with an in-process call to what its webhook route runs (the sandbox runs inside the
 * site's own Worker: no network, works the same in `vite preview`, vitest and wrangler dev).
 */
async function deliverWebhook(transaction: SandboxTransaction, request: Request) {
  try {
    const headers = new Headers({ "Content-Type": "application/json" });
    let rawBody: string;
    if (transaction.protocol === "paystack") {
      rawBody = JSON.stringify(paystackSandboxWebhookBody(transaction));
      headers.set("x-paystack-signature", await paystackSignature(PAYSTACK_SANDBOX_SECRET_KEY, rawBody));
    } else {
      rawBody = JSON.stringify(sandboxWebhookBody(transaction));
      headers.set("verif-hash", paymentConfig().SANDBOX_WEBHOOK_HASH ?? "");
    }
    const command = transaction.protocol === "paystack" ? paystackWebhookCommand : paymentWebhookCommand;
    const { status, body } = await runWrite(command, webhookFields(headers, rawBody), writeContext(request));
    if (status !== 200) console.error("sandbox gateway: webhook answered", status, JSON.stringify(body));
  } catch (error) {
    console.error("sandbox gateway: webhook delivery failed", error);
  }
}
