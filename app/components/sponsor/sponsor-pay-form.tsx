import { Form } from "react-router";
import type { SponsorPayActionData, SponsorPayField, SponsorPayView } from "~/components/server-data";
import { EmailInput, FullNameInput, PhoneInput } from "~/components/form/contact-inputs";
import { ErrorList } from "~/components/form/error-list";
import { Field } from "~/components/form/field";
import { SelectField } from "~/components/form/select-field";
import { Notice } from "~/components/form/form-result";
import { CurrencyOption } from "~/components/payments/currency-option";
import { SpamGuardFields } from "~/components/form/spam-guard-fields";
import { m } from "~/i18n/paraglide/messages";
import { payerCountryOptions } from "~/payments/payer-country";
import type { PaymentCurrency } from "~/payments/payment-currency";

// The sponsor view's pay form (issue 53, "The sponsor pays"): a package or add-on of this application not paid yet,
// priced by the server, paid with the sponsor's own name, e-mail, phone and country. A plain form post (no script:
// the sponsor view ships none); the action (app/writes/sponsor-payment-form.server.ts) sends the browser to the
// gateway's checkout, or answers with the messages and what was typed. One column at 412 px.

/** The result's id: the #fragment the form posts to, so the answer opens on its messages. */
export const SPONSOR_PAY_ID = "sponsor-pay";

export function SponsorPayForm({
  view,
  answer,
  action,
}: {
  view: SponsorPayView;
  /** The action's answer after a refused post (the route's actionData). */
  answer?: SponsorPayActionData;
  /** Where the form posts: the sponsor view's own path (its token in it); the fragment is added here. */
  action: string;
}) {
  const { options, naira, refundToPayer } = view;
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  const field = (name: SponsorPayField) => ({ id: `sponsor-pay-${name}`, name, errors: errors[name] });
  const refused = Object.values(errors).some((list) => (list?.length ?? 0) > 0);
  const chosen = values.service || (options.length === 1 ? options[0]?.key : undefined);
  const currency: PaymentCurrency = naira.ok && values.currency === "NGN" ? "NGN" : "USD";

  return (
    <section id={SPONSOR_PAY_ID} aria-labelledby="sponsor-pay-heading" className="card p-4 sm:p-6">
      <h2 id="sponsor-pay-heading" className="m-0 text-xl font-bold">
        {m.sponsor_pay_title()}
      </h2>
      {refundToPayer && (
        <div className="mt-3 rounded bg-gray-50 p-3 text-sm text-gray-800" data-testid="sponsor-pay-refund">
          <p className="m-0 font-semibold">{refundToPayer.title}</p>
          <p className="m-0 mt-1">{refundToPayer.refund}</p>
          <p className="m-0 mt-1">{refundToPayer.note}</p>
          <p className="m-0 mt-1 text-xs text-gray-600">{refundToPayer.source}</p>
        </div>
      )}
      {options.length === 0 ? (
        <p className="mt-3 mb-0 text-gray-700" data-testid="sponsor-pay-nothing">
          {m.sponsor_pay_nothing_left()}
        </p>
      ) : (
        <>
          <p className="mt-3 mb-0 text-sm text-gray-700">{m.sponsor_pay_intro()}</p>
          {(answer?.error || refused) && (
            <div className="mt-4">
              <Notice tone="error" title={answer?.error ?? m.sponsor_pay_check_details()} />
            </div>
          )}
          <Form method="post" action={`${action}#${SPONSOR_PAY_ID}`} noValidate className="mt-4 space-y-5">
            <SpamGuardFields />
            <fieldset
              className="m-0 border-0 p-0"
              aria-describedby={errors.service ? "sponsor-pay-service-error" : undefined}
            >
              <legend className="text-sm font-semibold text-gray-700">{m.sponsor_pay_service_legend()}</legend>
              <div className="mt-1 grid gap-2" data-testid="sponsor-pay-options">
                {options.map((option) => (
                  <label
                    key={option.key}
                    data-service={option.key}
                    className="flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border border-solid border-gray-300 bg-white p-3 has-[:checked]:(border-brand-600 bg-brand-50)"
                  >
                    <input
                      type="radio"
                      name="service"
                      value={option.key}
                      defaultChecked={chosen === option.key}
                      className="mt-0.5 h-6 w-6 shrink-0 accent-brand-600"
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold text-gray-900">
                        {option.name} · {option.priceWords}
                      </span>
                      {option.nairaWords && <span className="block text-sm text-gray-700">{option.nairaWords}</span>}
                      {option.stepsWords && <span className="block text-sm text-gray-700">{option.stepsWords}</span>}
                    </span>
                  </label>
                ))}
              </div>
              <ErrorList id="sponsor-pay-service-error" errors={errors.service} />
            </fieldset>

            <h3 className="m-0 text-base font-semibold">{m.sponsor_pay_payer_heading()}</h3>
            <Field {...field("customerName")} label={m.sponsor_pay_name_label()}>
              {(control) => <FullNameInput {...control} defaultValue={values.customerName} />}
            </Field>
            <Field {...field("customerEmail")} label={m.sponsor_pay_email_label()}>
              {(control) => <EmailInput {...control} defaultValue={values.customerEmail} />}
            </Field>
            <Field {...field("customerPhone")} label={m.sponsor_pay_phone_label()}>
              {(control) => <PhoneInput {...control} defaultValue={values.customerPhone} />}
            </Field>
            <SelectField
              {...field("payerCountry")}
              label={m.sponsor_pay_country_label()}
              placeholder={m.sponsor_pay_country_placeholder()}
              options={payerCountryOptions()}
              select={{ defaultValue: values.payerCountry ?? "", autoComplete: "country" }}
            />
            <fieldset className="m-0 border-0 p-0">
              <legend className="text-sm font-semibold text-gray-700">{m.payments_currency_legend()}</legend>
              <div className="mt-1 grid gap-2">
                <CurrencyOption value="USD" initial={currency}>
                  {m.sponsor_pay_currency_usd()}
                </CurrencyOption>
                <CurrencyOption value="NGN" initial={currency} disabled={!naira.ok}>
                  {m.sponsor_pay_currency_ngn()}
                </CurrencyOption>
              </div>
              {!naira.ok && <p className="mt-2 mb-0 text-sm text-amber-900">{naira.message}</p>}
              <ErrorList id="sponsor-pay-currency-error" errors={errors.currency} />
            </fieldset>
            <button type="submit" className="btn-primary box-border w-full border-0">
              {m.payments_submit()}
            </button>
            <p className="m-0 text-sm text-gray-700" data-testid="sponsor-pay-receipt-note">
              {m.sponsor_pay_receipt_note()}
            </p>
            <p className="m-0 text-xs text-gray-500">{m.payments_redirect_note()}</p>
          </Form>
        </>
      )}
    </section>
  );
}
