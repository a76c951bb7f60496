import { data, redirect } from "react-router";
import {
  duplicatedField,
  duplicatedFieldMessage,
  readFormBody,
  textField,
  unreadableFormMessage,
} from "~/lib/form-body.server";
import type { FieldErrors } from "~/lib/field-errors";
import { m } from "~/i18n/paraglide/messages";
import type { BillingErrors } from "~/payments/payment-schema";
import { paymentStartCommand } from "~/payments/payment-flow.server";
import { runWrite, writeContext } from "./run-write.server";

/** The sponsor pay form's fields, as typed (kept on a refusal). */
export const SPONSOR_PAY_FIELDS = [
  "service",
  "customerName",
  "customerEmail",
  "customerPhone",
  "payerCountry",
  "currency",
] as const;
export type SponsorPayField = (typeof SPONSOR_PAY_FIELDS)[number];

export type SponsorPayActionData = {
  /** A refusal of the whole payment (the link, the case, a package already paid, the gateway). */
  error?: string;
  /** Each field's messages. */
  errors?: FieldErrors<SponsorPayField> & BillingErrors;
  values?: Partial<Record<SponsorPayField, string>>;
};

/**
 * The sponsor view's pay form (issue 53): a package or add-on of the application the link opens, paid with the
 * payer's own name, e-mail, phone and country. The link's token comes from the route's path, never from the form: it
 * is the proof that ties the payment to its case (paymentStartCommand checks it is live, the case open and the
 * package unpaid). Started server-side as the /payments form is; the browser goes to the gateway's checkout. A refused
 * form comes back with what was typed and the messages.
 */
export async function sponsorPaymentFormAction({ request, params }: { request: Request; params: { token?: string } }) {
  const form = await readFormBody(request);
  if (!form) return data<SponsorPayActionData>({ error: unreadableFormMessage() }, { status: 400 });
  const twice = duplicatedField(form, SPONSOR_PAY_FIELDS);
  if (twice) return data<SponsorPayActionData>({ error: duplicatedFieldMessage(twice) }, { status: 400 });
  const values = Object.fromEntries(SPONSOR_PAY_FIELDS.map((name) => [name, textField(form, name) ?? ""])) as Record<
    SponsorPayField,
    string
  >;
  if (!values.service) {
    return data<SponsorPayActionData>(
      { values, errors: { service: [m.sponsor_pay_error_service()] } },
      { status: 400 },
    );
  }
  const { service, currency, payerCountry, ...billing } = values;
  const fields = {
    get: (name: string) => form.get(name),
    values: {
      ...billing,
      service,
      // No radio chosen (an old page): dollars, as the /payments form.
      currency: currency || undefined,
      // An empty select is no country: the schema asks for one.
      payerCountry: payerCountry || undefined,
      // The token as the path holds it; an absent one is no link at all (refused like a dead one).
      sponsor: params.token ?? "",
    },
  };
  const { status, body } = await runWrite(paymentStartCommand, fields, writeContext(request));
  if (body.success) throw redirect(body.paymentUrl);
  return data<SponsorPayActionData>(
    { values, ...(body.errors ? { errors: body.errors } : { error: body.error }) },
    { status },
  );
}
