import { getDb } from "~/db/client.server";
import { deferred } from "~/lib/deferred.server";
import { formatPrice } from "~/catalogue/money";
import { paymentAmountText } from "~/payments/payment-amount";
import { TX_REF_PATTERN } from "~/payments/payment-schema";
import { getPaymentByTxRef, type Payment } from "~/models/payment-rows.server";
import { getServiceByKey } from "~/models/service-rows.server";
import { verifyPayment } from "~/payments/payment-flow.server";
import type { Route } from "./+types/payment-success";

export type Verification =
  | {
      status: "success";
      reference: string;
      serviceName: string;
      amount: string;
      /** The application it was bought for (the page links back to its case), or null. */
      caseReference: string | null;
    }
  | { status: "cancelled"; reference: string; serviceName: string; amount: string; retryHref: string }
  | { status: "failed"; reference?: string };

/**
 * /payment-success — the gateway sends the payer back here: Flutterwave with `status`, `tx_ref` and
 * `transaction_id` (the spec also reads `transactionId`), Paystack with `reference` and `trxref` (our tx_ref). The
 * loader verifies with the payment's own gateway (Flutterwave: the pair, transaction id AND tx_ref, one alone
 * shows nothing; Paystack: by the unguessable reference) before the page renders, so the first HTML already holds the result (and it works without
 * JavaScript). The `status` in the query is never trusted for success; 'cancelled' only chooses the cancelled view
 * for a payment of ours that is not paid (nothing was charged). A failed read (D1 or the gateway) is 'failed'.
 */
export async function loadPaymentSuccessPage({ request }: Route.LoaderArgs): Promise<{ verification: Verification }> {
  const query = new URL(request.url).searchParams;
  const paystackReference = query.get("reference") ?? query.get("trxref");
  const transactionId = query.get("transactionId") ?? query.get("transaction_id");
  const txRef = query.get("tx_ref") ?? paystackReference;
  const cancelled = query.get("status") === "cancelled";
  const reference = txRef && TX_REF_PATTERN.test(txRef) ? txRef : undefined;
  const read = await deferred(
    "payment-success: verification",
    verify(transactionId, txRef, cancelled, reference, Boolean(paystackReference)),
  );
  return { verification: read.ok ? read.data : { status: "failed", reference } };
}

async function verify(
  transactionId: string | null,
  txRef: string | null,
  cancelled: boolean,
  reference: string | undefined,
  byReference: boolean,
): Promise<Verification> {
  let payment: Payment | undefined;
  if (transactionId || byReference) {
    const verified = await verifyPayment(transactionId, txRef);
    if (verified.success && verified.payment) return await succeeded(verified.payment);
    payment = verified.payment;
  } else if (cancelled && reference) {
    // Flutterwave sends a cancelled payer back without a transaction: the row is found by its unguessable tx_ref.
    payment = await getPaymentByTxRef(getDb(), reference);
  }
  if (payment && payment.status !== "successful" && (cancelled || payment.status === "cancelled")) {
    return await cancelledView(payment);
  }
  return { status: "failed", reference: payment?.txRef ?? reference };
}

/** The service as the page's language names it (the payment records the catalogue's English name). */
async function shownServiceName(payment: Payment) {
  const service = await getServiceByKey(getDb(), payment.serviceKey);
  return service?.shown.paymentName ?? payment.serviceName;
}

async function succeeded(payment: Payment): Promise<Verification> {
  // Read only for a package the student bought for their application: its reference (the reconciled row holds only
  // its id). A sponsor's payment links to no case page: the sponsor has their own link, and the student's page asks
  // for the student's e-mail.
  const tied =
    payment.applicationId === null || payment.sponsorLinkId !== null
      ? undefined
      : await getPaymentByTxRef(getDb(), payment.txRef);
  return {
    status: "success",
    reference: payment.txRef,
    caseReference: tied?.applicationReference ?? null,
    serviceName: await shownServiceName(payment),
    // A naira payment shows both figures and the dated rate, as its receipt e-mail does.
    amount: paymentAmountText(payment),
  };
}

async function cancelledView(payment: Payment): Promise<Verification> {
  // The retried payment's application comes back with it (the /payments loader reads it from the row).
  const retry = new URLSearchParams({ service: payment.serviceKey, retry: payment.txRef });
  return {
    status: "cancelled",
    reference: payment.txRef,
    serviceName: await shownServiceName(payment),
    amount: formatPrice(payment.amount, payment.currency),
    retryHref: `/payments?${retry}`,
  };
}
