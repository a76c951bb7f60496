import { z } from "zod";
import { getDb, type Db } from "~/db/client.server";
import { currentLocale } from "~/i18n/current-locale";
import { type Locale, localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { findCaseForPayer, findCaseForSponsor } from "~/models/case-payments.server";
import { sponsorTokenHash } from "~/sponsor/sponsor-token.server";
import type { ApplicationStatus } from "~/db/enums";
import {
  billingErrors,
  paymentServiceUnavailable,
  PaymentInitiationSchema,
  type Billing,
  type PaymentInitiationResponse,
} from "~/payments/payment-schema";
import {
  advancePaymentStatus,
  findPaymentService,
  getPaymentByTxRef,
  setCheckoutUrl,
  switchPaymentGateway,
  type Payment,
} from "~/models/payment-rows.server";
import type { Charge } from "~/payments/payment-currency";
import { getServiceByKey, type Service } from "~/models/service-rows.server";
import type { Limited } from "~/lib/limited";
import { limitedBy, type WriteCommand } from "~/commands/write-command";
import { enqueue } from "~/queue/enqueue.server";
import { refuseWebhook, signedJson, type WebhookFields } from "~/lib/signed-webhook.server";
import type { NewWhatsAppConsent } from "~/models/whatsapp-consents.server";
import { whatsappConsentNumber, whatsappConsentWording } from "~/whatsapp/consent-fields";
import { configuredGateway, gatewayForOrigin, gatewayForProtocol } from "./gateways/choose-gateway.server";
import {
  GATEWAY_LABEL,
  GatewayError,
  type GatewayProtocol,
  type PaymentGateway,
  type WebhookEvent,
} from "./gateways/gateway.server";
import { claimCheckout } from "./open-checkout.server";
import { chargeFor } from "./payment-charge.server";
import { reconcilePayment } from "./reconcile-payment.server";

// The web Worker's side of payments, shared by the Hono API (app/api/payments-api.server.ts), the /payments action
// (the no-JavaScript path) and the /payment-success loader, so all three behave the same.

export type InitiationResult = {
  status: 200 | 400 | 404 | 409 | 429 | 502 | 503;
  body: PaymentInitiationResponse & Limited;
};

/**
 * Where the gateway sends the payer back to: /payment-success in the payer's language (a payment started on a
 * French page comes back to /fr/payment-success).
 */
export function paymentRedirectUrl(origin: string, locale: Locale = currentLocale()) {
  return new URL(localizedHref("/payment-success", locale), origin).toString();
}

/** The payment request as a transport read it: a JSON body, or the /payments form's fields. */
export type PaymentFields = { get(name: string): unknown; values: unknown };

/** A sponsor's payment: the live link that tied it to its application, and the country the payer gave. */
type SponsorPayer = { linkId: number; payerCountry: string };

type PaymentStartInput = {
  service: Service;
  charge: Charge;
  billing: Billing;
  applicationId: number | null;
  sponsor: SponsorPayer | undefined;
  consent: NewWhatsAppConsent | undefined;
};

/**
 * "Send my updates on WhatsApp", ticked and checked by the schema: the consent to write with the payment, in the
 * words its form showed (a payment for an application has a status page; one for no application does not).
 */
function paymentConsent(billing: Billing, forApplication: boolean): NewWhatsAppConsent | undefined {
  const number = whatsappConsentNumber({ ...billing, phone: billing.customerPhone });
  if (!number?.ok) return undefined;
  return { phone: number.e164, wording: whatsappConsentWording(forApplication), locale: currentLocale() };
}

/**
 * A payment for an application whose reference and the payer's e-mail do not go together: one answer for an unknown
 * reference and a wrong address, so it tells no one which references exist. (Server-only: the browser never sees
 * the application's e-mail, so the payment page's own schema cannot check it.)
 */
const caseMismatch = (reference: string) => m.payments_error_case_mismatch({ reference });

/**
 * The statuses that end an application, with the payer's words: nothing is sold for it any more (a package would
 * take money for a service that will not happen), as nothing is sold twice.
 */
const ENDED_CASE: Partial<Record<ApplicationStatus, (reference: string) => string>> = {
  withdrawn: (reference) => m.payments_error_case_withdrawn({ reference }),
  rejected: (reference) => m.payments_error_case_rejected({ reference }),
};

/** The case a payment is tied to: its application (null: none), its reference and the packages already paid. */
type PaymentCase =
  | { ok: true; applicationId: null; reference: null; paidServiceKeys: []; sponsorLinkId: null }
  | { ok: true; applicationId: number; reference: string; paidServiceKeys: string[]; sponsorLinkId: number | null };

/** An application found for a payment, refused when it has ended (withdrawn, rejected). */
function openCase(
  found: { id: number; reference: string; status: ApplicationStatus; paidServiceKeys: string[] },
  sponsorLinkId: number | null,
): PaymentCase | { ok: false; result: InitiationResult } {
  const ended = ENDED_CASE[found.status];
  if (ended) return { ok: false, result: { status: 409, body: { success: false, error: ended(found.reference) } } };
  const { id: applicationId, reference, paidServiceKeys } = found;
  return { ok: true, applicationId, reference, paidServiceKeys, sponsorLinkId };
}

/**
 * The application a payment is for, if it names one, and has not ended (withdrawn, rejected): by `reference` (a
 * package bought from its case page) if the payer's e-mail is the application's, or by `sponsor`, the token of a live
 * sponsor link (the sponsor view: the token is the proof, the payer anyone). None when it names neither; a refusal
 * otherwise (nothing is written then).
 */
async function caseOfPayment(
  db: Db,
  { reference, sponsor, email }: { reference: string | undefined; sponsor: string | undefined; email: string },
): Promise<PaymentCase | { ok: false; result: InitiationResult }> {
  if (sponsor !== undefined) {
    const hash = await sponsorTokenHash(sponsor);
    const found = hash ? await findCaseForSponsor(db, hash, new Date().toISOString()) : undefined;
    // Unknown, tampered, revoked and expired links: one answer, as the sponsor view's neutral page.
    if (!found)
      return { ok: false, result: { status: 404, body: { success: false, error: m.sponsor_pay_error_link() } } };
    return openCase(found, found.linkId);
  }
  if (!reference) return { ok: true, applicationId: null, reference: null, paidServiceKeys: [], sponsorLinkId: null };
  const found = await findCaseForPayer(db, reference, email);
  if (!found) {
    const error = caseMismatch(reference.slice(0, 32));
    return { ok: false, result: { status: 400, body: { success: false, error, errors: { customerEmail: [error] } } } };
  }
  // Told only to the application's own payer (the e-mail matched), so it reveals nothing to a stranger.
  return openCase({ ...found, reference }, null);
}

/**
 * The start of a payment (POST /api/payment/initiate and the /payments form): the request is validated, priced
 * from the D1 catalogue in the chosen currency (USD, or NGN at D1's dated rate: app/payments/payment-charge.server.ts),
 * recorded as pending and sent to the gateway for a checkout link. A client-sent `amount` is ignored
 * (docs/decisions/0006-payments.md): the server's amount is charged.
 */
export const paymentStartCommand: WriteCommand<PaymentFields, PaymentStartInput, InitiationResult> = {
  guarded: {
    // A bot that filled the honeypot is sent on as if it worked; nothing is stored.
    decoy: (_, { origin }) => ({
      status: 200,
      body: {
        success: true,
        paymentUrl: new URL(localizedHref("/services", currentLocale()), origin).toString(),
        txRef: "",
      },
    }),
  },
  refuse: (refusal) => ({
    status: refusal.status,
    body: { success: false, error: refusal.message, ...limitedBy(refusal) },
  }),

  async parse({ values }, { db }) {
    const parsed = PaymentInitiationSchema.safeParse(values ?? {});
    if (!parsed.success) {
      const errors = billingErrors(parsed.error);
      const error = parsed.error.issues[0]?.message ?? m.payments_error_invalid_request();
      const body = { success: false, error, ...(Object.keys(errors).length ? { errors } : {}) } as const;
      return { ok: false, result: { status: 400, body } };
    }
    const {
      service: key,
      serviceName,
      amount,
      currency = "USD",
      reference,
      sponsor,
      payerCountry,
      ...billing
    } = parsed.data;
    // The service and the case a payment names are read together: one round trip (decision 47).
    const [service, tied] = await Promise.all([
      findPaymentService(db, { key, name: serviceName }),
      caseOfPayment(db, { reference, sponsor, email: billing.customerEmail }),
    ]);
    if (!service) {
      const error = m.payments_error_unknown_service_named({ service: key ?? serviceName ?? "" });
      return { ok: false, result: { status: 400, body: { success: false, error } } };
    }
    if (amount !== undefined && Number(String(amount).replace(/[$,\s]/g, "")) !== service.price) {
      console.warn(
        `payments: client amount '${amount}' ignored for '${service.key}'; charging the catalogue price ${service.price}`,
      );
    }
    if (!tied.ok) return tied;
    // A package already paid for this application is not sold again (a second tab, an old link, a back button).
    if (tied.reference !== null && tied.paidServiceKeys.includes(service.key)) {
      const words = { service: service.shown.name, reference: tied.reference };
      const error = tied.sponsorLinkId === null ? m.payments_error_case_paid(words) : m.sponsor_pay_error_paid(words);
      return { ok: false, result: { status: 409, body: { success: false, error } } };
    }
    const priced = await chargeFor(db, service, currency);
    // A naira rate too old (or missing): refused, not charged; dollars stay possible.
    if (!priced.ok) return { ok: false, result: { status: 409, body: { success: false, error: priced.message } } };
    return {
      ok: true,
      input: {
        service,
        charge: priced.charge,
        billing,
        applicationId: tied.applicationId,
        sponsor:
          tied.sponsorLinkId === null || !payerCountry ? undefined : { linkId: tied.sponsorLinkId, payerCountry },
        // A sponsor's number is not the student's: their payment starts no WhatsApp updates of the case.
        consent: tied.sponsorLinkId === null ? paymentConsent(billing, tied.applicationId !== null) : undefined,
      },
    };
  },

  async run({ service, charge, billing, applicationId, sponsor, consent }, { db, origin }) {
    const chosen = gatewayForOrigin(undefined, origin);
    if ("refused" in chosen) return { status: 503, body: { success: false, error: chosen.refused } };
    const started = await startPayment(db, chosen.gateway, {
      service,
      charge,
      billing,
      applicationId,
      sponsor,
      consent,
      redirectUrl: paymentRedirectUrl(origin),
    });
    if (!started.ok && started.busy) {
      return { status: 409, body: { success: false, error: m.payments_error_checkout_opening() } };
    }
    if (!started.ok && started.taken) {
      return { status: 409, body: { success: false, error: m.payments_error_checkout_other_payer() } };
    }
    if (!started.ok) {
      // The row exists (marked failed): its reference lets the payer retry with the billing details kept, or pay
      // it through the secondary gateway at once (paymentFailoverCommand).
      const { secondary } = chosen;
      if (secondary) {
        const label = GATEWAY_LABEL[secondary.name];
        return {
          status: 502,
          body: {
            success: false,
            error: m.payments_error_primary_down({ gateway: label }),
            txRef: started.payment.txRef,
            failover: { gateway: secondary.name, label },
          },
        };
      }
      return {
        status: 502,
        body: { success: false, error: paymentServiceUnavailable(), txRef: started.payment.txRef },
      };
    }
    return { status: 200, body: { success: true, paymentUrl: started.paymentUrl, txRef: started.payment.txRef } };
  },
};

type PaymentStart =
  | { ok: true; paymentUrl: string; payment: Payment }
  | { ok: false; payment: Payment; busy?: boolean; taken?: boolean };

/**
 * Records a pending payment for `service` with the server's `charge` and asks the gateway for a checkout link in
 * the row's amount and currency. Whatever amount a client sent is not an input here.
 * When the gateway fails the row is marked failed (no payer ever saw it) and `ok` is false. A package whose
 * application already has an open checkout answers that checkout (or its failed start): one charge per package
 * (claimCheckout, decision 55); `busy` when that start is still waiting for its gateway, `taken` when another payer
 * holds it.
 */
async function startPayment(
  db: Db,
  gateway: PaymentGateway,
  {
    service,
    charge,
    billing,
    applicationId,
    sponsor,
    consent,
    redirectUrl,
  }: Omit<PaymentStartInput, "service"> & { service: Service; redirectUrl: string },
): Promise<PaymentStart> {
  const claim = await claimCheckout(db, {
    service,
    charge,
    billing,
    applicationId,
    sponsor,
    consent,
    gateway: gateway.name,
    locale: currentLocale(),
  });
  if (claim.kind === "new") return openCheckout(db, gateway, claim.payment, service, redirectUrl);
  if (claim.kind === "busy") return { ok: false, payment: claim.payment, busy: true };
  if (claim.kind === "taken") return { ok: false, payment: claim.payment, taken: true };
  return claim.paymentUrl === null
    ? { ok: false, payment: claim.payment }
    : { ok: true, paymentUrl: claim.paymentUrl, payment: claim.payment };
}

/** Asks `gateway` for a checkout of the recorded `payment`; when it fails the row is marked failed. */
async function openCheckout(
  db: Db,
  gateway: PaymentGateway,
  payment: Payment,
  service: Service,
  redirectUrl: string,
): Promise<PaymentStart> {
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
    // Kept for a second start of the same package (claimCheckout sends it here).
    await setCheckoutUrl(db, payment.id, link);
    return { ok: true, paymentUrl: link, payment };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.error("payments: could not create a checkout", payment.txRef, error.message);
    return { ok: false, payment: (await advancePaymentStatus(db, payment.id, "failed")) ?? payment };
  }
}

/** The failover form or API call: the reference of the payment the primary could not start. */
export type FailoverFields = { get(name: string): unknown };

/**
 * Pays a payment whose checkout the primary gateway could not start through the secondary instead
 * (docs/decisions/0030-second-gateway.md): the same row (same reference, amount and currency) is switched to the
 * secondary, only if it is still the primary's failed, untaken attempt, and the secondary opens the checkout. So
 * one payment is charged at most once: the primary never gave the payer a checkout, and can no longer reconcile
 * the row; the secondary refuses a second checkout for the same reference.
 */
export const paymentFailoverCommand: WriteCommand<FailoverFields, { payment: Payment }, InitiationResult> = {
  async parse(fields, { db }) {
    const txRef = fields.get("txRef");
    const payment = typeof txRef === "string" && isValidTxRef(txRef) ? await getPaymentByTxRef(db, txRef) : undefined;
    if (!payment) {
      return { ok: false, result: { status: 400, body: { success: false, error: m.payments_error_failover_gone() } } };
    }
    return { ok: true, input: { payment } };
  },

  async run({ payment }, { db, origin }) {
    const chosen = gatewayForOrigin(undefined, origin);
    if ("refused" in chosen) return { status: 503, body: { success: false, error: chosen.refused } };
    const { gateway: primary, secondary } = chosen;
    const service = await getServiceByKey(db, payment.serviceKey);
    const switched =
      secondary && service ? await switchPaymentGateway(db, payment.id, primary.name, secondary.name) : undefined;
    if (!secondary || !service || !switched) {
      // Already switched, paid, not a failed start, or over an hour old: nothing is opened twice. The payer can
      // start again.
      return {
        status: 400,
        body: { success: false, error: m.payments_error_failover_gone(), txRef: payment.txRef },
      };
    }
    const started = await openCheckout(db, secondary, switched, service, paymentRedirectUrl(origin));
    if (!started.ok) {
      return {
        status: 502,
        body: { success: false, error: paymentServiceUnavailable(), txRef: started.payment.txRef },
      };
    }
    return { status: 200, body: { success: true, paymentUrl: started.paymentUrl, txRef: started.payment.txRef } };
  },
};

const TransactionId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** Our references ('ISG-' and 16 characters); the same bounds as the gateway accepts for a tx_ref. */
const TxRef = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

export type Verification = { success: boolean; payment?: Payment };

/**
 * Verifies a payment with the gateway that holds it (the row's own). Flutterwave's redirect carries a pair, its
 * `transaction_id` AND our `tx_ref`: both are needed, so a sequential transaction id alone never reveals or
 * touches someone else's payment. Paystack's carries our reference alone (unguessable), which is also its lookup
 * key: `transactionId` is then not needed. A pair that does not match answers exactly like an unknown one
 * ({ success: false }, no payment). `success` is true only for a payment that is successful through this very
 * transaction. When this call made the payment successful, the consumer is asked to send the receipt (idempotent:
 * the webhook may ask too). Throws GatewayError when the gateway cannot be reached.
 */
export async function verifyPayment(
  transactionId: string | null | undefined,
  txRef: string | null | undefined,
): Promise<Verification> {
  if (!isValidTxRef(txRef)) return { success: false };
  if (transactionId && !isValidTransactionId(transactionId)) return { success: false };
  const db = getDb();
  // Our own row first: an unknown tx_ref never costs a call to the gateway.
  const payment = await getPaymentByTxRef(db, txRef);
  if (!payment) return { success: false };
  const gateway = configuredGateway(payment.gateway);
  if (!gateway) {
    console.error("payments: a payment's gateway is not configured here", payment.txRef, payment.gateway);
    return { success: false };
  }
  const key = gateway.verifiesBy === "reference" ? txRef : transactionId;
  if (!key) return { success: false };
  const result = await reconcilePayment(db, gateway, key, { expectedTxRef: txRef });
  if (result.outcome === "unknown") return { success: false };
  if (result.changed && result.payment.status === "successful") {
    await enqueue({ type: "payment.succeeded", paymentId: result.payment.id });
  }
  return { success: result.paid, payment: result.payment };
}

export function isValidTransactionId(value: string) {
  return TransactionId.safeParse(value).success;
}

export function isValidTxRef(value: string | null | undefined): value is string {
  return TxRef.safeParse(value).success;
}

export type WebhookResult = { status: 200 | 400 | 401 | 404 | 503; body: { received: boolean; message?: string } };

type WebhookInput = WebhookEvent & { gateway: PaymentGateway["name"] };

/**
 * A gateway webhook (POST /api/payment/webhook for the Flutterwave protocol, /api/payment/webhook/paystack for
 * Paystack's): checks the signature of the configured gateway that speaks `protocol`, then only enqueues (the
 * consumer verifies with that gateway and reconciles), so the gateway gets its 200 quickly. Nothing in D1 changes
 * here; a forged, replayed or reordered webhook can do no more than ask for that re-verification.
 */
export function webhookCommandFor(protocol: GatewayProtocol): WriteCommand<WebhookFields, WebhookInput, WebhookResult> {
  return {
    async parse({ headers, rawBody }) {
      let gateway: PaymentGateway | undefined;
      try {
        gateway = gatewayForProtocol(protocol);
      } catch (error) {
        // A configuration without its secrets: nothing is read; the gateway retries once it is fixed.
        console.error("payments: webhook refused, payments are not configured:", (error as Error).message);
        return refuseWebhook(503, "Payments are not configured");
      }
      if (!gateway) return refuseWebhook(404, `No ${protocol} gateway is configured here`);
      const signed = await signedJson(rawBody, () => gateway.verifyWebhookSignature(headers, rawBody));
      if (!signed.ok) return signed;
      const event = gateway.readWebhook(signed.json);
      if (!event) return refuseWebhook(400, "Webhook body has no transaction");
      return { ok: true, input: { ...event, gateway: gateway.name } };
    },

    async run({ completed, ...input }) {
      // Another event is acknowledged and ignored.
      if (!completed) return { status: 200, body: { received: true, message: `Ignored event '${input.event}'` } };
      if (!(await enqueue({ type: "payment.webhook", ...input }))) {
        // The gateway retries a webhook that did not get a 2xx.
        return { status: 503, body: { received: false, message: "Could not queue the webhook; please retry" } };
      }
      return { status: 200, body: { received: true } };
    },
  };
}

/** POST /api/payment/webhook: Flutterwave's (or the local Flutterwave sandbox's). */
export const paymentWebhookCommand = webhookCommandFor("flutterwave");
/** POST /api/payment/webhook/paystack: Paystack's (or the local Paystack sandbox's). */
export const paystackWebhookCommand = webhookCommandFor("paystack");
