import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { PAYMENT_STATES, payments, type NotificationState, type PaymentState } from "~/db/schema";
import type { Billing } from "~/lib/payment-schema";
import { GatewayError, type GatewayTransaction, type PaymentGateway } from "~/lib/payments/gateway.server";
import { getServiceByKey, getServiceByName, type Service } from "./services.server";

// Payments: one row per checkout (tx_ref), priced from the D1 catalogue, reconciled against the gateway.
// The verify endpoint and /payment-success (web Worker) and the webhook consumer (queue Worker) all go through
// reconcilePayment() below, so the rules live in one place:
//   - successful only when the gateway says successful AND tx_ref, currency and amount (>= ours) match the row;
//   - a status never regresses (pending → failed/cancelled → successful, never back), enforced in the UPDATE's
//     WHERE clause, so concurrent or repeated callbacks cannot double-count or undo each other.

export type Payment = typeof payments.$inferSelect;

/** The service a payment asks for: by catalogue key first, else by (payment-page) name. */
export async function findPaymentService(db: Db, { key, name }: { key?: string; name?: string }) {
  if (key) return getServiceByKey(db, key);
  if (name) return getServiceByName(db, name);
  return undefined;
}

/** An unguessable, unique reference such as 'ISG-K7M2Q9XH4TBR3WPA'. */
export function newTxRef() {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `ISG-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

export async function getPayment(db: Db, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function getPaymentByTxRef(db: Db, txRef: string) {
  const [row] = await db.select().from(payments).where(eq(payments.txRef, txRef));
  return row;
}

export type PaymentStart = { ok: true; paymentUrl: string; payment: Payment } | { ok: false; payment: Payment };

/**
 * Records a pending payment for `service` at its catalogue price and asks the gateway for a checkout link.
 * Whatever amount a client sent is not an input here: the catalogue price is what gets charged.
 * When the gateway fails the row is marked failed (no payer ever saw it) and `ok` is false.
 */
export async function startPayment(
  db: Db,
  gateway: PaymentGateway,
  { service, billing, redirectUrl }: { service: Service; billing: Billing; redirectUrl: string },
): Promise<PaymentStart> {
  const [payment] = await db
    .insert(payments)
    .values({
      txRef: newTxRef(),
      serviceKey: service.key,
      serviceName: service.paymentName,
      amount: service.price,
      currency: service.currency,
      customerName: billing.customerName,
      customerEmail: billing.customerEmail,
      customerPhone: billing.customerPhone,
      gateway: gateway.name,
    })
    .returning();
  if (!payment) throw new Error("payments: insert returned no row");

  try {
    const { link } = await gateway.createCheckout({
      txRef: payment.txRef,
      amount: payment.amount,
      currency: payment.currency,
      redirectUrl,
      customer: { email: payment.customerEmail, name: payment.customerName, phone: payment.customerPhone },
      title: service.paymentName,
      description: `${service.paymentName}: ${service.description}`,
    });
    return { ok: true, paymentUrl: link, payment };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.error("payments: could not create a checkout", payment.txRef, error.message);
    const [failed] = await db
      .update(payments)
      .set({ status: "failed", updatedAt: new Date().toISOString() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
      .returning();
    return { ok: false, payment: failed ?? payment };
  }
}

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

const RANK: Record<PaymentState, number> = { pending: 0, failed: 1, cancelled: 1, successful: 2 };

/** The states a row may be in for `next` to replace it: only lower ranks, so a status never regresses. */
function statesBelow(next: PaymentState) {
  return PAYMENT_STATES.filter((state) => RANK[state] < RANK[next]);
}

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
  let current = payment;
  let changed = false;
  if (next !== "pending") {
    const now = new Date().toISOString();
    const [updated] = await db
      .update(payments)
      .set({
        status: next,
        gatewayTransactionId: transaction.id,
        updatedAt: now,
        ...(next === "successful" ? { verifiedAt: now } : {}),
      })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, statesBelow(next))))
      .returning();
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

/** Records where the receipt stands; 'sent' is final (a late dead letter never undoes it). True if changed. */
export async function setReceiptStatus(db: Db, paymentId: number, status: NotificationState) {
  const changed = await db
    .update(payments)
    .set({ receiptStatus: status })
    .where(and(eq(payments.id, paymentId), ne(payments.receiptStatus, "sent")))
    .returning({ id: payments.id });
  return changed.length > 0;
}
