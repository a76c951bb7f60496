import { redirect } from "react-router";
import { REFERENCE_PATTERN } from "~/case/status-lookup-schema";
import { getDb } from "~/db/client.server";
import { currentLocale } from "~/i18n/current-locale";
import { localizedHref } from "~/i18n/locale";
import { getPaymentByTxRef } from "~/models/payment-rows.server";
import { getServiceByKey } from "~/models/service-rows.server";
import { readBillRows } from "~/models/bill-rows.server";
import { familyBill } from "~/catalogue/family-bill";
import { displayCurrency } from "~/catalogue/display-currency";
import { stepWords } from "~/case/case-steps";
import { nairaQuote } from "~/payments/payment-charge.server";
import { rateFor } from "~/models/offering-facts.server";
import { type BillingField, TX_REF_PATTERN } from "~/payments/payment-schema";
import type { Route } from "./+types/payments";

/**
 * /payments?service=… — the service to pay for (else on to /services), the payer's details a retry link carries, the
 * application it is bought for, and today's naira quote.
 */
export async function loadPaymentsPage({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const key = query.get("service");
  const db = getDb();
  if (!key) throw redirect(localizedHref("/services", currentLocale()));
  // Every read together (one round trip): the service, a retried payment, and the bill with the dated rates (the
  // naira quote's too). The bill is any program's, the university's amounts left to the offer letter: a reference
  // here is not checked against its e-mail, so nothing of its case is shown.
  const [service, retried, billRows] = await Promise.all([
    getServiceByKey(db, key),
    retriedPayment(db, query.get("retry"), key),
    readBillRows(db, null),
  ]);
  if (!service) throw redirect(localizedHref("/services", currentLocale()));
  return {
    service: {
      key: service.key,
      name: service.shown.paymentName,
      description: service.shown.description,
      price: service.price,
      currency: service.currency,
    },
    billing: retried.billing,
    // The application it is bought for (a case page's link, or the retried payment's): only its shape is checked
    // here; the action checks it exists and goes with the payer's e-mail.
    reference: caseReference(query.get("reference")) ?? retried.reference,
    // The naira price at today's rate (what the server will charge), or why naira cannot be paid now.
    naira: nairaQuote(rateFor(billRows.rates, "NGN"), service.price),
    // The whole bill before the first payment (issue 53), in words: no message function reaches the page's chunk.
    bill: familyBill(billRows, {
      currency: displayCurrency(request, currentLocale()),
      stepTitle: (kind) => stepWords(kind).title,
      serviceKey: service.key,
    }),
  };
}

/** '?reference=APP-…' as a case page links it (a phone may lower its case), or undefined. */
function caseReference(value: string | null) {
  const reference = value?.trim().toUpperCase();
  return reference && REFERENCE_PATTERN.test(reference) ? reference : undefined;
}

/**
 * '?retry={tx_ref}' (the cancelled-payment view's link) fills the form with that payment's billing details and
 * application. Only the unguessable tx_ref finds a row (never a sequential id), only an unpaid one, and only for
 * the same service.
 */
async function retriedPayment(
  db: ReturnType<typeof getDb>,
  txRef: string | null,
  serviceKey: string,
): Promise<{ billing: Partial<Record<BillingField, string>>; reference?: string }> {
  if (!txRef || !TX_REF_PATTERN.test(txRef)) return { billing: {} };
  const payment = await getPaymentByTxRef(db, txRef);
  if (!payment || payment.serviceKey !== serviceKey || payment.status === "successful") return { billing: {} };
  return {
    billing: {
      customerName: payment.customerName,
      customerEmail: payment.customerEmail,
      customerPhone: payment.customerPhone,
    },
    reference: payment.applicationReference ?? undefined,
  };
}
