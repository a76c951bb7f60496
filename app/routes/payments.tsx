import { useRef, useState, type FormEvent } from "react";
import { data, Form, Link, redirect } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { SpamGuardFields } from "~/components/form/spam-guard-fields";
import { spamGuardValues } from "~/security/spam-guard-fields";
import { PaymentIcon, Spinner } from "~/components/payments/payment-icons";
import { useToast } from "~/components/toast/use-toast";
import { getDb } from "~/db/client.server";
import { formatPrice } from "~/lib/money";
import {
  billingErrors,
  BillingSchema,
  NO_SERVICE_SELECTED,
  PAYMENT_INITIATION_FAILED,
  PAYMENT_SERVICE_UNAVAILABLE,
  type BillingErrors,
  type BillingField,
  type PaymentInitiation,
  type PaymentInitiationResponse,
} from "~/lib/payment-schema";
import { initiatePayment } from "~/payments/payment-flow.server";
import { getServiceByKey } from "~/models/services.server";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Payment${loaderData ? `: ${loaderData.service.name}` : ""} | Istanbul Study Gateway` },
  { name: "description", content: "Pay the service fee for your chosen support package securely online." },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("service");
  const service = key ? await getServiceByKey(getDb(), key) : undefined;
  if (!service) throw redirect("/services");
  return {
    service: {
      key: service.key,
      name: service.paymentName,
      description: service.description,
      price: service.price,
      currency: service.currency,
    },
  };
}

type ActionData = { error?: string; errors?: BillingErrors; values?: Partial<Record<BillingField, string>> };

/** Without JavaScript the form posts here: the payment starts server-side and the browser goes to the checkout. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { customerName: text("customerName"), customerEmail: text("customerEmail"), customerPhone: text("customerPhone") };
  const service = text("service");
  if (!service) return data<ActionData>({ error: NO_SERVICE_SELECTED, values }, { status: 400 });

  const { status, body } = await initiatePayment({ ...spamGuardValues(form), ...values, service }, new URL(request.url).origin, request);
  if (body.success) throw redirect(body.paymentUrl);
  return data<ActionData>({ values, ...(body.errors ? { errors: body.errors } : { error: body.error }) }, { status });
}

type Phase = "form" | "processing" | "error" | "success";

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { service } = loaderData;
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [phase, setPhase] = useState<Phase>(actionData?.error ? "error" : "form");
  const [errorText, setErrorText] = useState(actionData?.error ?? "");
  const [errors, setErrors] = useState<BillingErrors>(actionData?.errors ?? {});
  const [pending, setPending] = useState(false);

  function fail(message: string) {
    setErrorText(message);
    setPhase("error");
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = BillingSchema.safeParse({
      customerName: form.get("customerName"),
      customerEmail: form.get("customerEmail"),
      customerPhone: form.get("customerPhone"),
    });
    if (!parsed.success) {
      const found = billingErrors(parsed.error);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    if (!service.key) return fail(NO_SERVICE_SELECTED);

    // The spec's payload; the server prices the service from D1 and ignores `amount`.
    const payload: PaymentInitiation = {
      ...parsed.data,
      service: service.key,
      serviceName: service.name,
      amount: service.price,
      description: `${service.name} - ${service.description}`,
      ...spamGuardValues(form),
    };
    setPending(true);
    let response: Response;
    let body: PaymentInitiationResponse | undefined;
    try {
      response = await fetch("/api/payment/initiate", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(payload),
      });
      if (response.status >= 500) throw new Error(`${response.status}: ${response.statusText}`);
      body = (await response.json()) as PaymentInitiationResponse;
    } catch {
      setPending(false);
      toast({ title: "Payment Error", description: "Failed to initiate payment. Please try again.", variant: "destructive" });
      return fail(PAYMENT_SERVICE_UNAVAILABLE);
    }
    if (body.success && body.paymentUrl) {
      setPhase("processing");
      window.location.href = body.paymentUrl;
      return;
    }
    setPending(false);
    if (!body.success && body.errors && Object.keys(body.errors).length > 0) {
      setErrors(body.errors);
      return;
    }
    fail((!body.success && body.error) || PAYMENT_INITIATION_FAILED);
  }

  return (
    <section className="container max-w-5xl py-10">
      <Breadcrumbs tone="plain" items={[{ label: "Home", to: "/" }, { label: "Services", to: "/services" }, { label: "Payment" }]} />

      {phase === "processing" && (
        <StatusPanel testId="payment-processing">
          <Spinner className="mx-auto h-14 w-14" />
          <h1 className="mt-6 text-2xl font-bold">Processing Payment</h1>
          <p className="mt-2 text-gray-600">Please wait while we redirect you to the payment gateway...</p>
        </StatusPanel>
      )}

      {phase === "error" && (
        <StatusPanel testId="payment-error">
          <PaymentIcon name="x-circle" className="mx-auto h-14 w-14 text-red-600" />
          <h1 className="mt-6 text-2xl font-bold">Payment Failed</h1>
          <p className="mt-2 text-gray-600" role="alert">
            {errorText}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {/* A link, so 'Try Again' also works before (or without) JavaScript. */}
            <Link
              to={`/payments?service=${encodeURIComponent(service.key)}`}
              className="btn-brand"
              onClick={(e) => {
                e.preventDefault();
                setPhase("form");
              }}
            >
              Try Again
            </Link>
            <Link to="/services" className="btn-secondary border-solid">
              Back to Services
            </Link>
          </div>
        </StatusPanel>
      )}

      {phase === "success" && (
        // Kept from the spec: not reached in the normal flow, where the payer lands on /payment-success instead.
        <StatusPanel testId="payment-success">
          <PaymentIcon name="check-circle" className="mx-auto h-14 w-14 text-green-600" />
          <h1 className="mt-6 text-2xl font-bold">Payment Successful!</h1>
          <p className="mt-2 text-gray-600">Thank you. Our team will be in touch with you shortly to get started.</p>
          <Link to="/" className="btn-brand mt-8">
            Return to Home
          </Link>
        </StatusPanel>
      )}

      {phase === "form" && (
        <>
          <h1 className="mt-6 text-3xl font-bold">Complete Your Payment</h1>
          <div className="mt-8 grid gap-8 lg:grid-cols-5">
            <aside className="card h-fit p-6 lg:order-2 lg:col-span-2" aria-labelledby="order-summary">
              <h2 id="order-summary" className="text-lg font-bold">
                Order Summary
              </h2>
              <h3 className="mt-4 font-semibold" data-testid="order-service">
                {service.name}
              </h3>
              <p className="mt-1 text-sm text-gray-600">{service.description}</p>
              <div className="mt-6 flex items-baseline justify-between border-0 border-t border-solid border-gray-200 pt-4">
                <span className="font-semibold">Total Amount</span>
                <span className="text-2xl font-extrabold text-brand-900" data-testid="order-total">
                  {formatPrice(service.price, service.currency)}
                </span>
              </div>
              <p className="mt-4 rounded-lg bg-amber-50 p-3 text-xs text-amber-900">
                This covers our service fees only. External costs such as visa fees, visa appointment fees, stamps,
                document charges and Turkish residency charges are separate.
              </p>
            </aside>

            <div className="card p-6 lg:order-1 lg:col-span-3">
              <h2 className="text-lg font-bold">Billing Information</h2>
              <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
                <input type="hidden" name="service" value={service.key} />
                <SpamGuardFields />
                <Field
                  name="customerName"
                  label="Full Name"
                  autoComplete="name"
                  placeholder="Enter your full name"
                  defaultValue={actionData?.values?.customerName}
                  error={errors.customerName}
                />
                <Field
                  name="customerEmail"
                  label="Email Address"
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  defaultValue={actionData?.values?.customerEmail}
                  error={errors.customerEmail}
                />
                <Field
                  name="customerPhone"
                  label="Phone Number"
                  type="tel"
                  autoComplete="tel"
                  placeholder="+234 801 234 5678"
                  defaultValue={actionData?.values?.customerPhone}
                  error={errors.customerPhone}
                />
                <button type="submit" className="btn-primary box-border w-full border-0" disabled={pending}>
                  <PaymentIcon name="lock" className="h-4 w-4" />
                  {pending ? "Processing..." : "Proceed to Payment"}
                </button>
                <p className="text-center text-xs text-gray-500">
                  You will be redirected to our secure payment partner to complete the payment.
                </p>
              </Form>
            </div>
          </div>
        </>
      )}
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

function Field({
  name,
  label,
  error,
  type = "text",
  ...input
}: {
  name: BillingField;
  label: string;
  error?: string;
  type?: string;
  autoComplete: string;
  placeholder: string;
  defaultValue?: string;
}) {
  const id = `payment-${name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className={`form-input box-border ${error ? "form-input-error" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
