import type { Db } from "~/db/client.server";
import type { PaymentState } from "~/db/schema";
import { advancePaymentStatus, getPayment, getPaymentByTxRef, type Payment } from "~/models/payment-rows.server";
import type { GatewayTransaction, PaymentGateway } from "./gateways/gateway.server";

// The reconciliation rule. The verify endpoint and /payment-success (web Worker) and the webhook consumer (queue
// Worker) all go through reconcilePayment(), so the rules live in one place:
//   - successful only when the gateway says successful AND tx_ref, currency and amount (>= ours) match the row;
//   - a status never regresses (pending → failed/cancelled → successful, never back), enforced in the UPDATE's
//     WHERE clause (advancePaymentStatus in app/models/payment-rows.server.ts), so concurrent or repeated callbacks
//     cannot double-count or undo each other.

export type Reconciliation =
  /** The gateway does not know the transaction, or it belongs to no payment of ours. Nothing changed. */
  | { outcome: "unknown" }
  | {
      outcome: "recorded";
      /** The row after reconciliation. */
      payment: Payment;
      transaction: GatewayTransaction;
      /** This call moved the row to a new status. */
      changed: boolean;
      /** The row is successful, paid by this very transaction. */
      paid: boolean;
    };

/** What a gateway transaction means for our row. */
function outcomeFor(transaction: GatewayTransaction, payment: Payment): PaymentState {
  if (transaction.status !== "successful") return transaction.status;
  const matches =
    transaction.txRef === payment.txRef &&
    transaction.currency.toUpperCase() === payment.currency.toUpperCase() &&
    transaction.amount >= payment.amount;
  if (!matches) {
    console.warn("payments: a successful transaction does not match its payment", {
      transactionId: transaction.id,
      txRef: payment.txRef,
      expected: `${payment.amount} ${payment.currency}`,
      got: `${transaction.amount} ${transaction.currency}`,
    });
  }
  return matches ? "successful" : "failed";
}

/**
 * Asks the gateway about `transactionId` and records what it says on the payment with that tx_ref.
 * Idempotent: repeating it, or running it for an older callback after a newer one, changes nothing.
 * `expectedTxRef` (from the redirect query) must match the transaction's tx_ref when given.
 * Throws GatewayError when the gateway cannot be asked (the caller answers 502 or lets the queue retry).
 */
export async function reconcilePayment(
  db: Db,
  gateway: PaymentGateway,
  transactionId: string,
  { expectedTxRef }: { expectedTxRef?: string } = {},
): Promise<Reconciliation> {
  const transaction = await gateway.verifyTransaction(transactionId);
  if (!transaction) return { outcome: "unknown" };
  if (expectedTxRef && expectedTxRef !== transaction.txRef) return { outcome: "unknown" };
  const payment = await getPaymentByTxRef(db, transaction.txRef);
  if (!payment || payment.gateway !== gateway.name) return { outcome: "unknown" };

  const next = outcomeFor(transaction, payment);
  let current: Payment = payment;
  let changed = false;
  if (next !== "pending") {
    const updated = await advancePaymentStatus(db, payment.id, next, transaction.id);
    if (updated) {
      current = updated;
      changed = true;
    } else {
      current = (await getPayment(db, payment.id)) ?? payment;
    }
  }
  const paid = current.status === "successful" && current.gatewayTransactionId === transaction.id;
  return { outcome: "recorded", payment: current, transaction, changed, paid };
}
