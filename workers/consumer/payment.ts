import { bindings, mailConfig, publicOrigin } from "~/config.server";
import { getDb } from "~/db/client.server";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { inLocale } from "~/i18n/request-locale.server";
import { formatPrice } from "~/catalogue/money";
import { paymentAmountText } from "~/payments/payment-amount";
import { configuredGateway, gatewayFromEnv } from "~/payments/gateways/choose-gateway.server";
import { getPayment, setReceiptStatus, type Payment } from "~/models/payment-rows.server";
import { reconcilePayment } from "~/payments/reconcile-payment.server";
import type { MessageHandler } from "./handler";
import { fieldsMail, sendMailOnce } from "./mailer";
import { greeting, languageName } from "./mail-text";
import { sendFailureNotice } from "./failure-notice";
import { sendWhatsAppOnce, toldBy, type WhatsAppMessage } from "~/whatsapp/send.server";
import { formatDay } from "~/lib/dates";
import { notificationGaveUp } from "./row-notification";
import { sendSponsorNotice } from "./sponsor-payment-notice";

// Payment messages. The consumer reaches the gateway itself: Flutterwave over HTTPS in production; in a local build
// (decision 0039) the sandbox in-process, through its Hono app over the D1 ledger this Worker shares with the web Worker (no service binding
// needed, so it works the same in `vite preview`, in vitest and in production-like `wrangler dev`).

/** A signed webhook: verify the transaction with the gateway, reconcile, and e-mail once it is paid. */
export const paymentWebhook: MessageHandler<"payment.webhook"> = {
  async handle({ transactionId, txRef, gateway: gatewayName }, env) {
    const db = getDb(bindings(env).db);
    // The gateway that signed the webhook (a message from before there were two: the primary).
    const gateway = gatewayName ? configuredGateway(gatewayName, env) : gatewayFromEnv(env);
    if (!gateway) {
      console.warn("payment.webhook: its gateway is not configured here; ignored", gatewayName, transactionId);
      return;
    }
    // A GatewayError (gateway unreachable) throws: the queue retries the message with backoff.
    const result = await reconcilePayment(db, gateway, transactionId, {
      expectedTxRef: txRef ?? undefined,
    });
    if (result.outcome === "unknown") {
      console.warn("payment.webhook: transaction is not one of our payments; ignored", transactionId, txRef);
      return;
    }
    if (result.payment.status === "successful") {
      // Read again with its service named in the payer's language (the receipt's).
      const payment = await getPayment(db, result.payment.id);
      if (payment) await sendPaymentMails(env, payment);
    }
  },

  async deadLettered({ transactionId, txRef }, env) {
    // The payment stays as it was; the payer's own verify call (or a later webhook) can still settle it.
    console.error("payment.webhook: gave up reconciling after retries", transactionId, txRef);
    await sendFailureNotice(env, {
      key: `webhook:${transactionId}`,
      what: `payment webhook for gateway transaction ${transactionId}`,
      rows: [
        ["Gateway transaction", transactionId],
        ["Reference (tx_ref)", txRef],
      ],
    });
  },
};

/** The web Worker saw a payment become successful (verify endpoint or /payment-success): send the e-mails. */
export const paymentSucceeded: MessageHandler<"payment.succeeded"> = {
  async handle({ paymentId }, env) {
    const payment = await getPayment(getDb(bindings(env).db), paymentId);
    if (payment?.status !== "successful") {
      console.warn("payment.succeeded: no successful payment", paymentId, payment?.status);
      return;
    }
    await sendPaymentMails(env, payment);
  },

  deadLettered: ({ paymentId }, env) =>
    notificationGaveUp(env, paymentId, {
      setStatus: setReceiptStatus,
      load: getPayment,
      failureNotice: (id, payment) => ({
        key: `payment:${id}`,
        what: `receipt for payment ${payment?.txRef ?? `#${id}`}`,
        rows: [
          ["Table", "payments"],
          ["Payment id", id],
          ["Reference (tx_ref)", payment?.txRef ?? null],
        ],
      }),
    }),
};

/** The labels of a payment's rows: English for the consultancy, the payer's language on the receipt. */
type RowLabels = {
  reference: string;
  application: string;
  service: string;
  amountPaid: string;
  paidOn: string;
  gatewayTransaction: string;
};

const STAFF_LABELS: RowLabels = {
  reference: "Reference",
  application: "For application",
  service: "Service",
  amountPaid: "Amount paid",
  paidOn: "Paid on",
  gatewayTransaction: "Gateway transaction",
};

const receiptLabels = (): RowLabels => ({
  reference: m.email_receipt_reference(),
  application: m.email_receipt_application(),
  service: m.email_receipt_service(),
  amountPaid: m.email_receipt_amount_paid(),
  paidOn: m.email_receipt_paid_on(),
  gatewayTransaction: m.email_receipt_gateway_transaction(),
});

/** '$150 (USD)', or for naira both figures and the dated rate, as /payment-success shows them. */
function amountPaid(payment: Payment) {
  return payment.currency === "NGN"
    ? paymentAmountText(payment)
    : `${formatPrice(payment.amount, payment.currency)} (${payment.currency})`;
}

/**
 * A payment as the consumer reads it (getPayment): its service also named in the payer's language, and the reference
 * of the application it was bought for (a package bought from the case page), if any.
 */
type MailedPayment = Payment & { serviceLabel: string; applicationReference: string | null };

function paymentRows(
  payment: MailedPayment,
  labels = STAFF_LABELS,
  service = payment.serviceName,
): [string, string | null][] {
  return [
    [labels.reference, payment.txRef],
    // A row with no value is left out (fieldsMail): a payment from /services names no application.
    [labels.application, payment.applicationReference],
    [labels.service, service],
    [labels.amountPaid, amountPaid(payment)],
    [labels.paidOn, payment.verifiedAt ?? payment.updatedAt],
    [labels.gatewayTransaction, payment.gatewayTransactionId],
  ];
}

/**
 * The payer's receipt (subject and body) in the language they paid in, its link to the contact page in it too.
 * Their address is unverified, so it holds only our own data (reference, the catalogue's service name, amount) and
 * a cleaned, short name: nothing else the payer typed.
 */
export function receiptMail(payment: MailedPayment, siteUrl: string) {
  return inLocale(payment.locale, () => ({
    subject: m.email_receipt_subject({
      service: payment.serviceLabel,
      amount: formatPrice(payment.amount, payment.currency),
    }),
    ...fieldsMail(
      m.email_receipt_intro({
        greeting: greeting(payment.customerName, "customer"),
        contactUrl: String(new URL(localizedHref("/contact", payment.locale), siteUrl)),
      }),
      [
        ...paymentRows(payment, receiptLabels(), payment.serviceLabel),
        [m.email_receipt_paid_by(), payment.customerEmail],
      ],
    ),
  }));
}

/**
 * The payer's WhatsApp message (`payment_received`) in the language they paid in: the payment's reference, the
 * service as the catalogue names it, the amount and the day. The receipt itself is a document the payer keeps (a
 * bank or an embassy may ask for it), so it goes by e-mail whether or not this goes.
 */
export function paymentWhatsApp(payment: MailedPayment): WhatsAppMessage {
  return {
    about: { kind: "payment", id: payment.id },
    // A sponsor's receipt is theirs: not sent to the student's number (the student gets sendSponsorNotice's e-mail).
    to: { paymentId: payment.id, applicationId: payment.sponsorLinkId === null ? payment.applicationId : null },
    template: "payment_received",
    locale: payment.locale,
    variables: inLocale(payment.locale, () => [
      payment.txRef,
      payment.serviceLabel,
      formatPrice(payment.amount, payment.currency),
      formatDay((payment.verifiedAt ?? payment.updatedAt ?? payment.createdAt).slice(0, 10)),
    ]),
  };
}

/**
 * The customer's receipt (and a WhatsApp message when they opted in), for a sponsor's payment the student's notice,
 * and the consultancy's notice, each at most once (keys payment:{id}:receipt, :whatsapp, :sponsor-notice and :inbox),
 * however many webhooks, verify calls and redeliveries ask for them.
 */
async function sendPaymentMails(env: ConsumerEnv, payment: MailedPayment) {
  const amount = formatPrice(payment.amount, payment.currency);
  const rows = paymentRows(payment);
  const { contactEmail } = mailConfig(env);
  const receipt = receiptMail(payment, publicOrigin(env));
  await sendMailOnce(env, {
    key: `payment:${payment.id}:receipt`,
    to: payment.customerEmail,
    replyTo: contactEmail,
    audience: "unverified",
    ...receipt,
  });
  const whatsApp = await sendWhatsAppOnce(env, paymentWhatsApp(payment));
  await sendSponsorNotice(env, payment);

  const notice = fieldsMail(`A service fee payment was verified with the payment gateway (${payment.gateway}).`, [
    ...rows,
    ["Customer", payment.customerName],
    ["Email", payment.customerEmail],
    ["Phone", payment.customerPhone],
    ["Payer's country", payment.payerCountry],
    ["Paid from", payment.sponsorLinkId === null ? null : `sponsor link #${payment.sponsorLinkId}`],
    ["Language", languageName(payment.locale)],
    ["Payer told by", toldBy(whatsApp, "e-mail receipt")],
  ]);
  await sendMailOnce(env, {
    key: `payment:${payment.id}:inbox`,
    to: contactEmail,
    replyTo: payment.customerEmail,
    audience: "staff",
    subject: `Payment received: ${payment.serviceName} (${amount}) from ${payment.customerName}`,
    ...notice,
  });

  await setReceiptStatus(getDb(bindings(env).db), payment.id, "sent");
}
