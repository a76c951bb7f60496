import { data, redirect } from "react-router";
import {
  duplicatedField,
  duplicatedFieldMessage,
  readFormBody,
  textField,
  unreadableFormMessage,
} from "~/lib/form-body.server";
import type { BillingErrors, BillingField, GatewayFailover } from "~/payments/payment-schema";
import { paymentFailoverCommand, paymentStartCommand } from "~/payments/payment-flow.server";
import type { Limited } from "~/lib/limited";
import { runWrite, writeContext } from "./run-write.server";

export type PaymentActionData = {
  error?: string;
  errors?: BillingErrors;
  values?: Partial<Record<BillingField, string>>;
  /** The currency the refused form had chosen, so its radio stays chosen. */
  currency?: string;
  txRef?: string;
  /** The payment service failed (a 5xx): with JavaScript the page says so in a toast too. */
  unavailable?: true;
  /** The primary gateway could not start the checkout: the page offers this one for the same payment. */
  failover?: GatewayFailover;
} & Limited;

/**
 * The /payments route action: the payment starts server-side (paymentStartCommand, as the API does) and the browser
 * goes to the checkout; a refused form comes back with its values and messages.
 */
export async function paymentFormAction({ request }: { request: Request }) {
  const form = await readFormBody(request);
  if (!form) return data<PaymentActionData>({ error: unreadableFormMessage() }, { status: 400 });
  if (form.get("intent") === "failover") {
    // 'Pay with … instead': the failed payment (by its reference) goes to the secondary gateway.
    const { status, body } = await runWrite(paymentFailoverCommand, form, writeContext(request));
    if (body.success) throw redirect(body.paymentUrl);
    return data<PaymentActionData>(
      { error: body.error, txRef: body.txRef, ...(status >= 500 ? { unavailable: true as const } : {}) },
      { status },
    );
  }
  const twice = duplicatedField(form, [
    "customerName",
    "customerEmail",
    "customerPhone",
    "whatsappOptIn",
    "whatsappNumber",
    "service",
    "currency",
    "reference",
  ]);
  if (twice) return data<PaymentActionData>({ error: duplicatedFieldMessage(twice) }, { status: 400 });
  const text = (name: string) => textField(form, name) ?? "";
  const values = {
    customerName: text("customerName"),
    customerEmail: text("customerEmail"),
    customerPhone: text("customerPhone"),
    // "Send my updates on WhatsApp" (an unticked box sends nothing) and its number.
    whatsappOptIn: text("whatsappOptIn"),
    whatsappNumber: text("whatsappNumber"),
  };
  const service = text("service");
  // No radio chosen (an old page, a script): dollars, as the JSON API. Anything else is checked by the schema.
  const currency = text("currency") || undefined;
  // The application a package is bought for (the case page's link): checked against the e-mail by the command.
  const reference = text("reference") || undefined;
  // No service chosen is the schema's refusal (noServiceSelected), after the write road has answered a limit first.
  const fields = {
    get: (name: string) => form.get(name),
    values: { ...values, service: service || undefined, currency, reference },
  };
  const { status, body } = await runWrite(paymentStartCommand, fields, writeContext(request));
  if (body.success) throw redirect(body.paymentUrl);
  if (body.failover) {
    // Not an error page for the student: the page answers normally, offering the other gateway at once.
    return data<PaymentActionData>({ values, error: body.error, txRef: body.txRef, failover: body.failover });
  }
  return data<PaymentActionData>(
    {
      values,
      currency,
      ...(body.errors ? { errors: body.errors } : { error: body.error, txRef: body.txRef }),
      ...(body.retryAfter === undefined ? {} : { retryAfter: body.retryAfter }),
      ...(status >= 500 ? { unavailable: true as const } : {}),
    },
    { status },
  );
}
