// zod/mini: the same schema language at a fraction of the browser bundle (this module ships to the client).
import * as z from "zod/mini";
import { fieldErrors, pickFieldErrors, type FieldErrors } from "~/lib/field-errors";
import { FIELD_LIMITS, phoneNumber, singleLine } from "./field-rules";

const LIMITS = FIELD_LIMITS.payment;

// The payment form's one schema: the browser checks it for instant messages, the route action and
// POST /api/payment/initiate check it again as the truth. Messages are the spec's, verbatim.
export const BillingSchema = z.object({
  customerName: z
    .string({ error: "Full name is required" })
    .check(
      z.trim(),
      z.minLength(2, "Full name is required"),
      z.maxLength(LIMITS.customerName, `Full name must be at most ${LIMITS.customerName} characters`),
      singleLine("Full name"),
    ),
  customerEmail: z.pipe(
    z
      .string({ error: "Valid email is required" })
      .check(z.trim(), z.maxLength(LIMITS.customerEmail, `Email must be at most ${LIMITS.customerEmail} characters`)),
    z.email("Valid email is required"),
  ),
  customerPhone: phoneNumber({
    minLength: 10,
    minDigits: 8,
    maxLength: LIMITS.customerPhone,
    message: "Valid phone number is required",
  }),
});

export type Billing = z.infer<typeof BillingSchema>;
export type BillingField = keyof Billing;
export type BillingErrors = FieldErrors<BillingField>;
export const BILLING_FIELDS: readonly BillingField[] = ["customerName", "customerEmail", "customerPhone"];

export const NO_SERVICE_SELECTED = "No service selected";

/**
 * The JSON body of POST /api/payment/initiate (spec section 3): billing fields plus the chosen service.
 * `service` (the catalogue key) is our addition; `serviceName` may be the service's name or its payment-page
 * name. `amount` and `description` are accepted for compatibility and never trusted: the server prices the
 * service from D1.
 */
export const PaymentInitiationSchema = z
  .extend(BillingSchema, {
    service: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.service, "Unknown service"))),
    serviceName: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.serviceName, "Unknown service"))),
    amount: z.optional(z.union([z.number(), z.string().check(z.maxLength(20))])),
    description: z.optional(z.string().check(z.maxLength(LIMITS.description))),
  })
  .check(z.refine((v) => Boolean(v.service || v.serviceName), { message: NO_SERVICE_SELECTED, path: ["serviceName"] }));

export type PaymentInitiation = z.infer<typeof PaymentInitiationSchema>;

/** What POST /api/payment/initiate answers. */
export type PaymentInitiationResponse =
  | { success: true; paymentUrl: string; txRef: string }
  | { success: false; error: string; errors?: BillingErrors; txRef?: string };

/** The billing fields' messages (a missing service is told apart, as `error`). */
export function billingErrors(error: z.core.$ZodError): BillingErrors {
  return pickFieldErrors(fieldErrors(error), BILLING_FIELDS);
}

/** A payment reference as newTxRef() makes them (the retry link carries one). */
export const TX_REF_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

// Error texts the payment page shows (spec section 8), shared by the browser and the server.
export const PAYMENT_INITIATION_FAILED = "Payment initiation failed";
export const PAYMENT_SERVICE_UNAVAILABLE = "Payment service unavailable. Please try again later.";
