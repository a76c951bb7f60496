import { useRef, useState, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { Link } from "~/i18n/link";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { EmailInput, FullNameInput, PhoneInput } from "~/components/form/contact-inputs";
import { Field } from "~/components/form/field";
import { WhatsAppOptIn } from "~/components/form/whatsapp-opt-in";
import { fieldErrors, invalidFields, pickFieldErrors } from "~/lib/field-errors";
import { actionWithFragment, FormResult, Notice } from "~/components/form/form-result";
import { SpamGuardFields } from "~/components/form/spam-guard-fields";
import { AskOnWhatsApp } from "~/components/ask-on-whatsapp";
import { LimitedRefusal } from "~/components/form/limited-refusal";
import { CurrencyOption } from "~/components/payments/currency-option";
import { FailoverOffer } from "~/components/payments/failover-offer";
import { FamilyBill } from "~/components/bill/family-bill";
import { PaymentIcon, Spinner } from "~/components/payments/payment-icons";
import { preloadToaster, useToast } from "~/components/toast/use-toast";
import { guardedClientAction, keepDataAfterPost } from "~/components/form/guarded-client-action";
import { useFetcherAnswer } from "~/components/form/use-fetcher-answer";
import { formatMoney, formatPrice } from "~/catalogue/money";
import { paymentAmountText } from "~/payments/payment-amount";
import type { PaymentCurrency } from "~/payments/payment-currency";
import {
  BILLING_FIELDS,
  PaymentFormSchema,
  noServiceSelected,
  paymentInitiationFailed,
  paymentServiceUnavailable,
  type BillingErrors,
  type BillingField,
} from "~/payments/payment-schema";
import { paymentFormAction, type PaymentActionData } from "~/writes/payment-form.server";
import type { Route } from "./+types/payments";
import { loadPaymentsPage } from "./payments.server";
import { pageMeta } from "~/lib/page-meta";
import { m } from "~/i18n/paraglide/messages";
import { type PolicyHandle, formPage } from "~/security/route-policy";

// A payer on a dropping connection keeps the billing details and is told what happened (not a browser error page).
export const handle = {
  policy: {
    ...formPage({ group: "payment", body: "form", refused: "form" }),
    scripts: true,
    cache: "none",
    prefetch: false,
  },
} satisfies PolicyHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData
      ? m.payments_meta_title_service({ service: args.loaderData.service.name })
      : m.payments_payment(),
    description: m.payments_meta_description(),
    // One address per service; the payer's details a retry link carries never reach the canonical link.
    canonicalPath: args.loaderData
      ? `${args.location.pathname}?${new URLSearchParams({ service: args.loaderData.service.key })}`
      : undefined,
    // A retry link (?retry=) shows the payer's details: only the plain page of a service is for search engines.
    noindex: [...new URLSearchParams(args.location.search).keys()].some((key) => key !== "service"),
  });

// A retry link fills in the payer's details: never cached anywhere.
export function headers() {
  return { "Cache-Control": "no-store" };
}

/** The result panel's id: the #fragment the form posts to, so a page answered without JavaScript opens on it. */
const RESULT_ID = "payment-result";

export const loader = (args: Route.LoaderArgs) => loadPaymentsPage(args);

/** The form posts here (a fetcher with JavaScript): the payment starts server-side, the browser goes to the checkout. */
export const action = ({ request }: Route.ActionArgs) => paymentFormAction({ request });

const isPaymentAnswer = (value: unknown): value is PaymentActionData =>
  typeof value === "object" && value !== null && ("error" in value || "errors" in value);

/** With JavaScript: a dropped connection or a 5xx becomes 'Payment Failed' (the form kept), not the error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardedClientAction(serverAction, isPaymentAnswer, (why) =>
    why.kind === "refused"
      ? { error: why.message }
      : { error: paymentServiceUnavailable(), unavailable: true as const },
  );
}

export const shouldRevalidate = keepDataAfterPost;

type Phase = "form" | "processing" | "error" | "success";

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { service, billing, naira, reference, bill } = loaderData;
  const location = useLocation();
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  // A limit's refusal keeps the form on screen, filled, with its words above it (LimitedRefusal).
  const [limited, setLimited] = useState(
    actionData?.retryAfter === undefined
      ? undefined
      : { message: actionData.error ?? "", retryAfter: actionData.retryAfter },
  );
  const [chosenPhase, setPhase] = useState<Phase>(actionData?.error && !limited ? "error" : "form");
  const [errorText, setErrorText] = useState(actionData?.error ?? "");
  const [errors, setErrors] = useState<BillingErrors>(actionData?.errors ?? {});
  // The primary gateway could not start the checkout: the other one, offered for the same payment.
  const [failover, setFailover] = useState(
    actionData?.failover && actionData.txRef ? { ...actionData.failover, txRef: actionData.txRef } : undefined,
  );
  const fetcher = useFetcher<PaymentActionData>();
  const pending = fetcher.state !== "idle";
  // What the fetcher held when the form was sent: still that while loading means a redirect to the checkout.
  const sentWith = useRef<PaymentActionData | undefined>(undefined);
  const redirecting = fetcher.state === "loading" && fetcher.data === sentWith.current;
  const phase: Phase = redirecting ? "processing" : chosenPhase;
  // What the fields start with: what was posted (a refused post without JavaScript), else a retried payment's.
  const initial: Partial<Record<BillingField, string>> = actionData?.values ?? billing;
  const initialCurrency: PaymentCurrency = naira.ok && actionData?.currency === "NGN" ? "NGN" : "USD";
  // The naira figure exactly as the receipt will show it (app/payments/payment-amount.ts).
  const nairaText = naira.ok
    ? paymentAmountText({
        amount: naira.amount,
        currency: "NGN",
        usdAmount: service.price,
        rate: naira.perUsd,
        rateDate: naira.rateDate,
      })
    : undefined;
  // The failed payment's reference, for 'Ask on WhatsApp' (decision 0029): the latest answer's, with or without JavaScript.
  const failedReference = failover?.txRef ?? (fetcher.data ?? actionData)?.txRef;
  // Without JavaScript 'Try Again' is a link: back to the form, filled from the failed payment when there is one.
  const retryHref = `/payments?${new URLSearchParams({
    service: service.key,
    ...(reference ? { reference } : {}),
    ...(actionData?.txRef ? { retry: actionData.txRef } : {}),
  })}`;

  function fail(message: string) {
    setErrorText(message);
    setPhase("error");
  }

  function focusField(name: BillingField) {
    formRef.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = PaymentFormSchema.safeParse({
      customerName: form.get("customerName"),
      customerEmail: form.get("customerEmail"),
      customerPhone: form.get("customerPhone"),
      whatsappOptIn: form.get("whatsappOptIn") ?? undefined,
      whatsappNumber: form.get("whatsappNumber") ?? undefined,
      currency: form.get("currency"),
    });
    if (!parsed.success) {
      const found = fieldErrors<BillingField | "currency">(parsed.error);
      const [first] = invalidFields(found, BILLING_FIELDS);
      setErrors(pickFieldErrors(found, BILLING_FIELDS));
      if (first) return focusField(first);
      return fail(found.currency?.[0] ?? paymentInitiationFailed());
    }
    setErrors({});
    if (!service.key) return fail(noServiceSelected());
    // The server prices the service from D1: the form names the service only.
    sentWith.current = fetcher.data;
    void fetcher.submit(event.currentTarget, { method: "post" });
  }

  // The action's answer, once per answer (a redirect to the checkout never arrives here).
  useFetcherAnswer(fetcher, (result) => {
    setLimited(
      result.retryAfter === undefined ? undefined : { message: result.error ?? "", retryAfter: result.retryAfter },
    );
    if (result.retryAfter !== undefined) return;
    setFailover(result.failover && result.txRef ? { ...result.failover, txRef: result.txRef } : undefined);
    if (result.failover) return fail(result.error || paymentServiceUnavailable());
    if (result.unavailable) {
      // The connection dropped, a 5xx, or an answer that is not ours: the form (hidden, not unmounted) keeps
      // what was typed for 'Try Again'.
      toast({
        title: m.payments_toast_title(),
        description: m.payments_toast_text(),
        variant: "destructive",
      });
      return fail(paymentServiceUnavailable());
    }
    if (result.errors && Object.keys(result.errors).length > 0) {
      setErrors(result.errors);
      const [first] = invalidFields(result.errors, BILLING_FIELDS);
      if (first) focusField(first);
      return;
    }
    fail(result.error || paymentInitiationFailed());
  });

  const field = (name: BillingField) => ({ id: `payment-${name}`, name, errors: errors[name] });
  const refused = invalidFields(errors, BILLING_FIELDS).length > 0;

  return (
    <section className="container max-w-5xl py-10">
      <Breadcrumbs
        tone="plain"
        items={[
          { label: m.nav_home(), to: "/" },
          { label: m.nav_services(), to: "/services" },
          { label: m.payments_payment() },
        ]}
      />

      {phase === "processing" && (
        <StatusPanel testId="payment-processing">
          <Spinner className="mx-auto h-14 w-14" />
          <h1 className="mt-6 text-2xl font-bold">{m.payments_processing_title()}</h1>
          <p className="mt-2 text-gray-600">{m.payments_processing_text()}</p>
        </StatusPanel>
      )}

      {phase === "error" && (
        <FormResult id={RESULT_ID}>
          <StatusPanel testId="payment-error">
            <PaymentIcon name="x-circle" className="mx-auto h-14 w-14 text-red-600" />
            <h1 className="mt-6 text-2xl font-bold">{m.payments_failed_title()}</h1>
            <p className="mt-2 text-gray-600" role="alert">
              {errorText}
            </p>
            {failover && (
              <FailoverOffer
                failover={failover}
                txRef={failover.txRef}
                action={actionWithFragment(location, RESULT_ID)}
              />
            )}
            <AskOnWhatsApp
              className="mt-6"
              phone={initial.customerPhone}
              text={
                failedReference
                  ? m.handoff_payment_failed({ reference: failedReference })
                  : m.handoff_payment_failed_plain()
              }
            />
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link
                to={retryHref}
                className="btn-brand"
                onClick={(e) => {
                  e.preventDefault();
                  setPhase("form");
                  // After the form is shown again (it kept the billing details).
                  requestAnimationFrame(() => focusField("customerName"));
                }}
              >
                {m.payments_try_again()}
              </Link>
              <Link to="/services" className="btn-secondary border-solid">
                {m.payments_back_to_services()}
              </Link>
            </div>
          </StatusPanel>
        </FormResult>
      )}

      {phase === "success" && (
        // Kept from the spec: not reached in the normal flow, where the payer lands on /payment-success instead.
        <StatusPanel testId="payment-success">
          <PaymentIcon name="check-circle" className="mx-auto h-14 w-14 text-green-600" />
          <h1 className="mt-6 text-2xl font-bold">{m.payments_successful_title()}</h1>
          <p className="mt-2 text-gray-600">{m.payments_successful_short_text()}</p>
          <Link to="/" className="btn-brand mt-8">
            {m.payments_return_home()}
          </Link>
        </StatusPanel>
      )}

      {/* Hidden, never unmounted, while another view shows: 'Try Again' finds the billing details as they were. */}
      <div hidden={phase !== "form"}>
        <h1 className="mt-6 text-3xl font-bold">{m.payments_form_title()}</h1>
        <div className="mt-8 grid gap-8 lg:grid-cols-5">
          <aside className="card h-fit p-6 lg:order-2 lg:col-span-2" aria-labelledby="order-summary">
            <h2 id="order-summary" className="text-lg font-bold">
              {m.payments_order_summary()}
            </h2>
            <h3 className="mt-4 font-semibold" data-testid="order-service">
              {service.name}
            </h3>
            <p className="mt-1 text-sm text-gray-600">{service.description}</p>
            {reference && (
              <p className="mt-3 mb-0 font-semibold text-brand-900" data-testid="order-reference">
                {m.payments_for_application({ reference })}
              </p>
            )}
            <div className="mt-6 flex items-baseline justify-between border-0 border-t border-solid border-gray-200 pt-4">
              <span className="font-semibold">{m.payments_total_amount()}</span>
              <span className="text-2xl font-extrabold text-brand-900" data-testid="order-total">
                {formatPrice(service.price, service.currency)}
              </span>
            </div>
            {nairaText && (
              <p className="mt-2 text-sm text-gray-700" data-testid="order-naira">
                {m.payments_naira_note({ amount: nairaText })}
              </p>
            )}
            <p className="mt-4 rounded-lg bg-amber-50 p-3 text-xs text-amber-900">{m.payments_fees_note()}</p>
          </aside>

          <div className="card p-6 lg:order-1 lg:col-span-3">
            <h2 className="text-lg font-bold">{m.payments_billing_heading()}</h2>
            {phase !== "error" && (
              <FormResult id={RESULT_ID} className="mt-4">
                {refused && (
                  <Notice tone="error" title={m.payments_check_details_title()}>
                    {m.payments_check_details_text()}
                  </Notice>
                )}
                {limited && (
                  <Notice tone="error" title={m.forms_error_title()}>
                    {limited.message}
                    <LimitedRefusal retryAfter={limited.retryAfter} handoff={m.handoff_limited_payment()} />
                  </Notice>
                )}
              </FormResult>
            )}
            <fetcher.Form
              method="post"
              action={actionWithFragment(location, RESULT_ID)}
              ref={formRef}
              noValidate
              onSubmit={onSubmit}
              // The toast's chunk is fetched while the payer types: a failure toast then needs no network.
              onFocus={preloadToaster}
              className="mt-6 space-y-5"
            >
              <input type="hidden" name="service" value={service.key} />
              {reference && <input type="hidden" name="reference" value={reference} />}
              <SpamGuardFields />
              <Field {...field("customerName")} label={m.payments_full_name_label()}>
                {(control) => (
                  <FullNameInput
                    {...control}
                    placeholder={m.payments_full_name_placeholder()}
                    defaultValue={initial.customerName}
                  />
                )}
              </Field>
              <Field {...field("customerEmail")} label={m.payments_email_label()}>
                {(control) => <EmailInput {...control} defaultValue={initial.customerEmail} />}
              </Field>
              <Field {...field("customerPhone")} label={m.payments_phone_label()}>
                {(control) => <PhoneInput {...control} defaultValue={initial.customerPhone} />}
              </Field>
              <WhatsAppOptIn
                idPrefix="payment"
                defaults={initial}
                errors={errors.whatsappNumber}
                hasStatusPage={reference !== undefined}
              />
              <fieldset className="m-0 border-0 p-0" aria-describedby={naira.ok ? undefined : "payment-naira-refused"}>
                <legend className="text-sm font-semibold text-gray-700">{m.payments_currency_legend()}</legend>
                <div className="mt-1 grid gap-2">
                  <CurrencyOption value="USD" initial={initialCurrency}>
                    {m.payments_currency_usd({ amount: formatPrice(service.price, service.currency) })}
                  </CurrencyOption>
                  <CurrencyOption value="NGN" initial={initialCurrency} disabled={!naira.ok}>
                    {naira.ok
                      ? m.payments_currency_ngn({ amount: formatMoney(naira.amount, "NGN") })
                      : m.payments_currency_ngn_plain()}
                  </CurrencyOption>
                </div>
                {naira.ok ? (
                  <p className="mt-2 text-xs text-gray-600">{m.payments_naira_note_hint()}</p>
                ) : (
                  <p id="payment-naira-refused" className="mt-2 text-sm text-amber-900" data-testid="naira-refused">
                    {naira.message}
                  </p>
                )}
              </fieldset>
              <button type="submit" className="btn-primary box-border w-full border-0" disabled={pending}>
                <PaymentIcon name="lock" className="h-4 w-4" />
                {pending ? m.payments_submit_pending() : m.payments_submit()}
              </button>
              <p className="text-center text-xs text-gray-500">{m.payments_redirect_note()}</p>
            </fetcher.Form>
          </div>
        </div>
        <FamilyBill bill={bill} />
      </div>
    </section>
  );
}

function StatusPanel({ testId, children }: { testId: string; children: React.ReactNode }) {
  return (
    <div className="card mx-auto mt-10 max-w-lg p-10 text-center" data-testid={testId}>
      {children}
    </div>
  );
}
