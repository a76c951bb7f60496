// zod/mini: the same schema language at a fraction of the browser bundle (this module ships to the client).
import * as z from "zod/mini";
import { fieldErrors, pickFieldErrors, type FieldErrors } from "~/components/form/field-errors";

// The payment form's one schema: the browser checks it for instant messages, the route action and
// POST /api/payment/initiate check it again as the truth. Messages are the spec's, verbatim.
export const BillingSchema = z.object({
  customerName: z.string({ error: "Full name is required" }).check(z.trim(), z.minLength(2, "Full name is required")),
  customerEmail: z.pipe(
    z.string({ error: "Valid email is required" }).check(z.trim()),
    z.email("Valid email is required"),
  ),
  customerPhone: z
    .string({ error: "Valid phone number is required" })
    .check(z.trim(), z.minLength(10, "Valid phone number is required")),
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
    service: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    serviceName: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    amount: z.optional(z.union([z.number(), z.string()])),
    description: z.optional(z.string().check(z.maxLength(2000))),
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
