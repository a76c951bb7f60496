import { data } from "react-router";
import { siteConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import { getSandboxTransactionByTxRef } from "~/models/sandbox-transactions.server";
import { sandboxServed } from "./gateways/choose-gateway.server";
import { sandboxRedirectUrl } from "./gateways/sandbox.server";

// The sandbox gateway's hosted checkout page (route /sandbox-gateway/checkout/:txRef): the payer sees the
// merchant and the amount and pays or cancels. Paying sends the `charge.completed` webhook, like Flutterwave.

export function notFound(): never {
  throw data("Not Found", { status: 404 });
}

export async function loadSandboxCheckout(url: string, txRef: string) {
  if (!sandboxServed(undefined, url)) notFound();
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
