import { data } from "react-router";
import { siteConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import { getSandboxTransactionByTxRef, type SandboxTransaction } from "~/models/sandbox-transactions.server";
import { sandboxServed } from "./gateways/choose-gateway.server";
import { GATEWAY_LABEL } from "./gateways/gateway.server";
import { paystackSandboxRedirectUrl } from "./gateways/paystack-sandbox.server";
import { sandboxRedirectUrl } from "./gateways/sandbox.server";

// The sandbox gateways' hosted checkout page (route /sandbox-gateway/checkout/:txRef), one for both protocols: the
// payer sees the merchant and the amount and pays or cancels. Paying sends the webhook of the transaction's
// protocol (Flutterwave's `charge.completed`, Paystack's signed `charge.success`).

/** Where the payer goes back to, with the query of the transaction's protocol. */
export function sandboxReturnUrl(transaction: SandboxTransaction) {
  return transaction.protocol === "paystack"
    ? paystackSandboxRedirectUrl(transaction)
    : sandboxRedirectUrl(transaction);
}

export function notFound(): never {
  throw data("Not Found", { status: 404 });
}

export async function loadSandboxCheckout(url: string, txRef: string) {
  if (!sandboxServed(undefined, url)) notFound();
  const transaction = await getSandboxTransactionByTxRef(getDb(), txRef);
  if (!transaction) notFound();
  return {
    merchant: siteConfig().siteName,
    /** The gateway this checkout plays (its name on the page). */
    gateway: GATEWAY_LABEL[transaction.protocol === "paystack" ? "paystack-sandbox" : "sandbox"],
    txRef: transaction.txRef,
    amount: transaction.amount,
    currency: transaction.currency,
    customerName: transaction.customerName,
    customerEmail: transaction.customerEmail,
    status: transaction.status,
    /** Set once the transaction is finished: the page then only offers the way back. */
    returnUrl: transaction.status === "pending" ? null : sandboxReturnUrl(transaction),
  };
}
