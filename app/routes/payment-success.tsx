import { Suspense } from "react";
import { Await } from "react-router";
import { type ActionLink, ActionLinks } from "~/components/action-links";
import { AskOnWhatsApp } from "~/components/ask-on-whatsapp";
import { CheckList } from "~/components/payments/check-list";
import { PaymentIcon, Spinner } from "~/components/payments/payment-icons";
import type { Route } from "./+types/payment-success";
import { loadPaymentSuccessPage, type Verification } from "./payment-success.server";
import { pageMeta } from "~/lib/page-meta";
import { m } from "~/i18n/paraglide/messages";
import { type PolicyHandle, PERSONAL_PAGE } from "~/security/route-policy";

export const handle = { policy: PERSONAL_PAGE } satisfies PolicyHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: m.payments_confirmation_meta_title(),
    description: m.payments_confirmation_meta_description(),
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "no-store" };
}

export const loader = (args: Route.LoaderArgs) => loadPaymentSuccessPage(args);

/** On client-side navigation the page shows 'Verifying Payment' at once while the server verifies. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { verification: serverLoader().then((data) => data.verification) };
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const { verification } = loaderData;
  return (
    <section className="container max-w-2xl py-14">
      {verification instanceof Promise ? (
        <Suspense fallback={<Verifying />}>
          <Await resolve={verification} errorElement={<Failed />}>
            {(result: Verification) => <Result verification={result} />}
          </Await>
        </Suspense>
      ) : (
        // Server-rendered (and hydrated) as it is: no fallback that would need JavaScript to be replaced.
        <Result verification={verification} />
      )}
    </section>
  );
}

function Result({ verification }: { verification: Verification }) {
  if (verification.status === "success") return <Succeeded {...verification} />;
  if (verification.status === "cancelled") return <Cancelled {...verification} />;
  return <Failed reference={verification.reference} />;
}

function Verifying() {
  return (
    <div className="card p-10 text-center" data-testid="payment-verifying" aria-live="polite">
      <Spinner className="mx-auto h-14 w-14" />
      <h1 className="mt-6 text-2xl font-bold">{m.payments_verifying_title()}</h1>
      <p className="mt-2 text-gray-600">{m.payments_verifying_text()}</p>
    </div>
  );
}

/** What follows a payment (a function: each message in the language of the page that shows it). */
const nextSteps = () => [
  m.payments_next_email(),
  m.payments_next_contact(),
  m.payments_next_guide(),
  m.payments_next_questions(),
];

function Succeeded({ reference, serviceName, amount, caseReference }: Extract<Verification, { status: "success" }>) {
  return (
    <div className="card p-8 sm:p-10" data-testid="payment-verified">
      <div className="text-center">
        <PaymentIcon name="check-circle" className="mx-auto h-16 w-16 text-green-600" />
        <h1 className="mt-6 text-3xl font-bold">{m.payments_successful_title()}</h1>
        <p className="mt-2 text-gray-600">{m.payments_successful_text()}</p>
      </div>
      <dl className="mt-8 grid gap-3 rounded-lg bg-gray-50 p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-gray-500">{m.payments_label_service()}</dt>
          <dd className="ms-0 font-semibold">{serviceName}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{m.payments_label_amount_paid()}</dt>
          <dd className="ms-0 font-semibold">{amount}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{m.payments_label_reference()}</dt>
          <dd className="ms-0 break-all font-mono font-semibold">{reference}</dd>
        </div>
      </dl>
      <h2 className="mt-8 text-lg font-bold">{m.payments_next_heading()}</h2>
      <CheckList items={nextSteps()} className="mt-3 list-none space-y-2 ps-0 text-gray-700" tickClassName="mt-1" />
      <NextSteps
        links={[
          // A package bought for an application: back to its case first (the reference filled in, the e-mail asked).
          caseReference
            ? {
                to: `/applications/status?${new URLSearchParams({ ref: caseReference })}`,
                label: m.payments_back_to_case({ reference: caseReference }),
              }
            : { to: "/", label: m.payments_return_home() },
          ...(caseReference ? [{ to: "/", label: m.payments_return_home() }] : []),
          { to: "/contact", label: m.payments_contact_us() },
        ]}
      />
    </div>
  );
}

/** The links that close a payment result: the first is the next step, the others the ways back. */
function NextSteps({ links: [next, ...others] }: { links: [ActionLink, ...ActionLink[]] }) {
  return (
    <ActionLinks tone="card" primary={next} secondary={others} className="mt-8 flex flex-wrap justify-center gap-3" />
  );
}

function Reference({ reference }: { reference: string }) {
  return (
    <p className="mt-6 rounded-lg bg-gray-50 p-4 text-sm">
      <span className="block text-gray-500">{m.payments_payment_reference()}</span>
      <span className="break-all font-mono font-semibold" data-testid="payment-reference">
        {reference}
      </span>
    </p>
  );
}

function Cancelled({ reference, serviceName, amount, retryHref }: Extract<Verification, { status: "cancelled" }>) {
  return (
    <div className="card p-8 text-center sm:p-10" data-testid="payment-cancelled">
      <PaymentIcon name="x-circle" className="mx-auto h-16 w-16 text-gray-500" />
      <h1 className="mt-6 text-2xl font-bold">{m.payments_cancelled_title()}</h1>
      <p className="mt-2 text-gray-600">{m.payments_cancelled_text({ amount, service: serviceName })}</p>
      <Reference reference={reference} />
      <NextSteps
        links={[
          { to: retryHref, label: m.payments_try_again() },
          { to: "/services", label: m.payments_back_to_services() },
          { to: "/contact", label: m.payments_contact_support() },
        ]}
      />
    </div>
  );
}

function Failed({ reference }: { reference?: string }) {
  return (
    <div className="card p-10 text-center" data-testid="payment-failed">
      <PaymentIcon name="x-circle" className="mx-auto h-16 w-16 text-red-600" />
      <h1 className="mt-6 text-2xl font-bold">{m.payments_verification_failed_title()}</h1>
      <p className="mt-2 text-gray-600">{m.payments_verification_failed_text()}</p>
      {reference && <Reference reference={reference} />}
      <NextSteps
        links={[
          { to: "/contact", label: m.payments_contact_support() },
          { to: "/services", label: m.payments_back_to_services() },
        ]}
      />
      <AskOnWhatsApp
        className="mt-4"
        text={reference ? m.handoff_payment_failed({ reference }) : m.handoff_payment_failed_plain()}
      />
    </div>
  );
}
