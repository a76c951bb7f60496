// zod/mini: the same schema language at a fraction of the browser bundle (this module ships to the client).
import * as z from "zod/mini";
import { m } from "~/i18n/paraglide/messages";
import { fieldErrors, pickFieldErrors, type FieldErrors } from "~/lib/field-errors";
import { FIELD_LIMITS, phoneNumber, SINGLE_LINE_FORBIDDEN } from "~/lib/field-rules";
import { PAYMENT_CURRENCIES } from "~/payments/payment-currency";
import { PAYER_COUNTRIES } from "~/payments/payer-country";
import { whatsappConsentCheck, whatsappConsentShape } from "~/whatsapp/consent-fields";

const LIMITS = FIELD_LIMITS.payment;
/** The spec's phone rule: at least 10 characters, of which 8 digits. */
const PHONE = { minLength: 10, minDigits: 8 } as const;

// Each message is a function zod calls when an issue is raised: read at parse time, in the language of the page
// (the browser) or of the request (the server), never frozen at import.
const nameRequired = () => m.payments_error_name_required();
const emailInvalid = () => m.payments_error_email_invalid();
const phoneInvalid = () => m.payments_error_phone_invalid();

// The payment form's one schema: the browser checks it for instant messages, the route action and
// POST /api/payment/initiate check it again as the truth. The English messages are the spec's, verbatim.
const billingShape = z.object({
  customerName: z.string({ error: nameRequired }).check(
    z.trim(),
    z.minLength(2, { error: nameRequired }),
    z.maxLength(LIMITS.customerName, {
      error: () => m.payments_error_name_too_long({ max: LIMITS.customerName }),
    }),
    z.refine<string>((value) => !SINGLE_LINE_FORBIDDEN.test(value), {
      error: () => m.payments_error_name_control(),
    }),
  ),
  customerEmail: z.pipe(
    z.string({ error: emailInvalid }).check(
      z.trim(),
      z.maxLength(LIMITS.customerEmail, {
        error: () => m.payments_error_email_too_long({ max: LIMITS.customerEmail }),
      }),
    ),
    z.email({ error: emailInvalid }),
  ),
  customerPhone: phoneNumber({
    ...PHONE,
    maxLength: LIMITS.customerPhone,
    message: phoneInvalid,
    tooLongMessage: () => m.payments_error_phone_too_long({ max: LIMITS.customerPhone }),
  }),
  // "Send my updates on WhatsApp" and its number (app/whatsapp).
  ...whatsappConsentShape(),
});

/**
 * The billing fields and their WhatsApp check: a ticked box needs a mobile number, left empty the billing phone's.
 * z.extend keeps the check in the schemas below.
 */
export const BillingSchema = billingShape.check(
  whatsappConsentCheck<z.infer<typeof billingShape>>({ phoneOf: (billing) => billing.customerPhone }),
);

/** USD or NGN, exactly: anything else (a forged 'EUR', 'ngn') is refused, never guessed. */
export const PaymentCurrencySchema = z.enum(PAYMENT_CURRENCIES, { error: () => m.payments_error_currency() });

/** The /payments form as the browser checks it: the billing fields and the currency radio group. */
export const PaymentFormSchema = z.extend(BillingSchema, { currency: PaymentCurrencySchema });

export type Billing = z.infer<typeof BillingSchema>;
export type BillingField = keyof Billing;
/** The billing fields' messages, and the payer's country's (the sponsor's form asks for it). */
export type BillingErrors = FieldErrors<BillingField | "payerCountry">;
export const BILLING_FIELDS: readonly BillingField[] = [
  "customerName",
  "customerEmail",
  "customerPhone",
  "whatsappNumber",
];

/** 'No service selected', in the language of the page or request. */
export const noServiceSelected = () => m.payments_error_no_service();

const unknownService = () => m.payments_error_service_unknown();
const countryRequired = () => m.sponsor_pay_error_country();
/** A sponsor link's token is 43 base64url characters (app/sponsor/sponsor-token.server.ts); longer is no token. */
const SPONSOR_TOKEN_MAX = 64;

/**
 * The JSON body of POST /api/payment/initiate (spec section 3): billing fields plus the chosen service.
 * `service` (the catalogue key) is our addition; `serviceName` may be the service's name or its payment-page
 * name. `amount` and `description` are accepted for compatibility and never trusted: the server prices the
 * service from D1, in `currency` (USD or NGN at D1's dated rate).
 */
export const PaymentInitiationSchema = z
  .extend(BillingSchema, {
    service: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.service, { error: unknownService }))),
    serviceName: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.serviceName, { error: unknownService }))),
    amount: z.optional(z.union([z.number(), z.string().check(z.maxLength(20))])),
    description: z.optional(z.string().check(z.maxLength(LIMITS.description))),
    /** The currency to pay in; USD when left out (the spec's clients send none). */
    currency: z.optional(PaymentCurrencySchema),
    /**
     * The application it is bought for (its case page's link): the payer's e-mail must be the application's.
     * Typed from a phone, as the status lookup forgives: spaces and lower case.
     */
    reference: z.optional(z.string().check(z.trim(), z.toUpperCase())),
    /**
     * Or the token of a live sponsor link (the sponsor view's path): the application is the link's, the payer
     * anyone the student gave the link to. Never with a reference: one payment, one way to its case.
     */
    sponsor: z.optional(
      z.string().check(z.trim(), z.maxLength(SPONSOR_TOKEN_MAX, { error: () => m.sponsor_pay_error_link() })),
    ),
    /** The country the payer pays from (ISO alpha-2), asked of a sponsor: refunds go back to the payer. */
    payerCountry: z.optional(z.enum(PAYER_COUNTRIES, { error: countryRequired })),
  })
  .check(
    z.refine((v) => Boolean(v.service || v.serviceName), { error: noServiceSelected, path: ["serviceName"] }),
    z.refine((v) => !(v.sponsor && v.reference), { error: () => m.payments_error_invalid_request() }),
    z.refine((v) => !v.sponsor || Boolean(v.payerCountry), { error: countryRequired, path: ["payerCountry"] }),
  );

export type PaymentInitiation = z.infer<typeof PaymentInitiationSchema>;

/**
 * The other gateway, offered when the primary could not start a checkout: the payer may pay the same payment
 * (`txRef`) through it (POST /api/payment/failover, or the /payments form with intent=failover).
 */
export type GatewayFailover = { gateway: string; label: string };

/** What POST /api/payment/initiate answers. */
export type PaymentInitiationResponse =
  | { success: true; paymentUrl: string; txRef: string }
  | { success: false; error: string; errors?: BillingErrors; txRef?: string; failover?: GatewayFailover };

/** The billing fields' messages (a missing service is told apart, as `error`). */
export function billingErrors(error: z.core.$ZodError): BillingErrors {
  return pickFieldErrors(fieldErrors(error), [...BILLING_FIELDS, "payerCountry"]);
}

/** A payment reference as newTxRef() makes them (the retry link carries one). */
export const TX_REF_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

// Error texts the payment page shows (spec section 8), shared by the browser and the server: functions, so each
// is in the language of the page or request that shows it.
export const paymentInitiationFailed = () => m.payments_error_initiation_failed();
export const paymentServiceUnavailable = () => m.payments_error_unavailable();
