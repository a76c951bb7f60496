import { and, eq, getTableColumns, gt, inArray, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/db/client.server";
import {
  type Locale,
  PAYMENT_STATES,
  payments,
  type NotificationState,
  type PaymentState,
  services,
} from "~/db/schema";
import { setNotificationState } from "./notification-status.server";
import { getServiceByKey, getServiceByName, type Service } from "./service-rows.server";
import { translatedCopy } from "./translated.server";
import { type NewWhatsAppConsent, paymentConsentStatement } from "./whatsapp-consents.server";

// Payments: one row per checkout (tx_ref), priced from the D1 catalogue. This module only reads and writes D1; the
// gateway calls and the reconciliation rule are in app/payments/. The one rule enforced here, in the UPDATE's WHERE
// clause: a status never regresses (pending → failed/cancelled → successful, never back), so concurrent or
// repeated callbacks cannot double-count or undo each other.

export type Payment = typeof payments.$inferSelect;
/** What a checkout charges, as its row stores it (app/payments decides it: its `Charge`). */
type PaymentCharge = Pick<Payment, "amount" | "currency" | "usdAmount" | "rate" | "rateDate">;
/** Who pays, as the row stores it (the /payments form's billing fields, app/payments' `Billing`). */
type PaymentBilling = Pick<Payment, "customerName" | "customerEmail" | "customerPhone">;

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

/** The reference of the application a payment was bought for (its receipt and retry link name it), or null. */
const applicationReference = sql<
  string | null
>`(select "reference" from "applications" where "id" = "payments"."application_id")`;

/**
 * A payment, with `serviceLabel`: its service as named in the language the payer used (their receipt), where
 * `serviceName` keeps the catalogue's English (the consultancy's).
 */
export async function getPayment(db: Db, id: number) {
  const [row] = await db
    .select({
      ...getTableColumns(payments),
      serviceLabel: translatedCopy(
        services.paymentName,
        sql`(select "id" from "services" where "key" = "payments"."service_key")`,
        payments.serviceName,
        payments.locale,
      ),
      applicationReference,
    })
    .from(payments)
    .where(eq(payments.id, id));
  return row;
}

export async function getPaymentByTxRef(db: Db, txRef: string) {
  const [row] = await db
    .select({ ...getTableColumns(payments), applicationReference })
    .from(payments)
    .where(eq(payments.txRef, txRef));
  return row;
}

/**
 * Records a pending payment for `service` with the `charge` the server decided (app/payments/payment-charge.server.ts:
 * whatever amount a client sent is not an input); `locale` is the language of the page or request it came from (the
 * caller's currentLocale()), the receipt's. A WhatsApp `consent` given on the form goes in the same batch, naming
 * the payment: both rows or neither. For an application, D1 holds one open (pending) checkout per package
 * (payments_open_checkout_unique, decision 55): when one is already open the row is not written and this answers
 * undefined (the caller joins the open one); `replacing` names an open one to cancel in the same batch (stale, or in
 * another currency), only if it is still open.
 */
export async function insertPendingPayment(
  db: Db,
  {
    service,
    charge,
    billing,
    gateway,
    locale,
    applicationId = null,
    sponsor,
    consent,
    replacing,
  }: {
    service: Service;
    charge: PaymentCharge;
    billing: PaymentBilling;
    gateway: Payment["gateway"];
    locale: Locale;
    /** The application it is bought for (checked by the caller against the payer's e-mail), or null. */
    applicationId?: number | null;
    /** A sponsor's payment: the live link it was made from (which gave `applicationId`) and the payer's country. */
    sponsor?: { linkId: number; payerCountry: string };
    /** "Send my updates on WhatsApp", ticked on the form, with its number (E.164). */
    consent?: NewWhatsAppConsent;
    /** The id of the application's open checkout of this package that this one replaces. */
    replacing?: number;
  },
): Promise<Payment | undefined> {
  const txRef = newTxRef();
  const insert = db
    .insert(payments)
    .values({
      txRef,
      serviceKey: service.key,
      serviceName: service.paymentName,
      amount: charge.amount,
      currency: charge.currency,
      usdAmount: charge.usdAmount,
      rate: charge.rate,
      rateDate: charge.rateDate,
      customerName: billing.customerName,
      customerEmail: billing.customerEmail,
      customerPhone: billing.customerPhone,
      gateway,
      locale,
      applicationId,
      sponsorLinkId: sponsor?.linkId,
      payerCountry: sponsor?.payerCountry,
    })
    // Only the open-checkout index can conflict (a tx_ref is random): another start of the package won the race.
    .onConflictDoNothing()
    .returning();
  const also: BatchItem<"sqlite">[] = consent ? [paymentConsentStatement(db, txRef, consent, applicationId)] : [];
  if (replacing === undefined) {
    if (also.length === 0) return (await insert)[0];
    const [inserted] = await db.batch([insert, ...also]);
    return inserted[0];
  }
  // The old checkout is cancelled first, in the same transaction: the new row may only be the open one after it.
  const cancel = db
    .update(payments)
    .set({ status: "cancelled", updatedAt: new Date().toISOString() })
    .where(and(eq(payments.id, replacing), eq(payments.status, "pending")));
  const [, inserted] = await db.batch([cancel, insert, ...also]);
  return inserted[0];
}

/** An application's open (pending) checkout of a package, if one is: at most one (payments_open_checkout_unique). */
export async function findOpenCheckout(db: Db, applicationId: number, serviceKey: string) {
  const [row] = await db
    .select({ ...getTableColumns(payments), applicationReference })
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, applicationId),
        eq(payments.serviceKey, serviceKey),
        eq(payments.status, "pending"),
      ),
    )
    .limit(1);
  return row;
}

/** Keeps the gateway's checkout link of a payment, for a second start of the same package to be sent to. */
export async function setCheckoutUrl(db: Db, paymentId: number, checkoutUrl: string) {
  await db.update(payments).set({ checkoutUrl }).where(eq(payments.id, paymentId));
}

const RANK: Record<PaymentState, number> = { pending: 0, failed: 1, cancelled: 1, successful: 2 };

/** The states a row may be in for `next` to replace it: only lower ranks, so a status never regresses. */
function statesBelow(next: PaymentState) {
  return PAYMENT_STATES.filter((state) => RANK[state] < RANK[next]);
}

/**
 * Moves a payment to `next` (with the gateway's transaction id when there is one), only from a lower-ranked
 * status. The row after the update, or undefined when the row was already at `next` or beyond.
 */
export async function advancePaymentStatus(
  db: Db,
  paymentId: number,
  next: Exclude<PaymentState, "pending">,
  gatewayTransactionId?: string,
) {
  const now = new Date().toISOString();
  const [updated] = await db
    .update(payments)
    .set({
      status: next,
      updatedAt: now,
      ...(gatewayTransactionId === undefined ? {} : { gatewayTransactionId }),
      ...(next === "successful" ? { verifiedAt: now } : {}),
    })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, statesBelow(next))))
    .returning();
  return updated;
}

/** Records where the receipt stands; 'sent' is final (a late dead letter never undoes it). True if changed. */
export function setReceiptStatus(db: Db, paymentId: number, status: Exclude<NotificationState, "pending">) {
  return setNotificationState(db, payments, "receiptStatus", paymentId, status);
}

/** How long after a failed start the student may still switch that payment to the other gateway. */
const FAILOVER_WINDOW_MS = 60 * 60 * 1000;

/**
 * Hands a payment whose checkout could not be started to the other gateway (docs/decisions/0030-second-gateway.md):
 * the one row keeps its reference and becomes the secondary's, pending again. The only way a status goes back,
 * and only for a row no gateway ever took: `from`'s, failed, with no gateway transaction. Once switched, `from`
 * can never reconcile it (reconcilePayment asks the row's own gateway only), and only within an hour of the
 * attempt (its price and rate still today's). The row after, or undefined.
 */
export async function switchPaymentGateway(db: Db, paymentId: number, from: string, to: string, now = new Date()) {
  const [updated] = await db
    .update(payments)
    .set({ gateway: to, status: "pending", updatedAt: now.toISOString() })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.gateway, from),
        eq(payments.status, "failed"),
        isNull(payments.gatewayTransactionId),
        // Not while the application has another open checkout of the package (payments_open_checkout_unique).
        // (The outer row spelled out: drizzle leaves an UPDATE's columns unqualified.)
        sql`not exists (select 1 from "payments" "open" where "open"."status" = 'pending'
          and "open"."application_id" = "payments"."application_id" and "open"."service_key" = "payments"."service_key")`,
        // Only the attempt just refused: an older one starts again, at today's price and rate.
        gt(payments.createdAt, new Date(now.getTime() - FAILOVER_WINDOW_MS).toISOString()),
      ),
    )
    .returning();
  return updated;
}
