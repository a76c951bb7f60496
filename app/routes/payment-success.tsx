import { Suspense } from "react";
import { Await } from "react-router";
import { type ActionLink, ActionLinks } from "~/components/action-links";
import { CheckList } from "~/components/payments/check-list";
import { PaymentIcon, Spinner } from "~/components/payments/payment-icons";
import type { Route } from "./+types/payment-success";
import { loadPaymentSuccessPage, type Verification } from "./payment-success.server";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Payment Confirmation",
    description: "Confirmation of your service fee payment to Istanbul Study Gateway.",
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
      <h1 className="mt-6 text-2xl font-bold">Verifying Payment</h1>
      <p className="mt-2 text-gray-600">Please wait while we confirm your payment with the payment gateway...</p>
    </div>
  );
}

const NEXT_STEPS = [
  "You will receive a confirmation email within 24 hours.",
  "Our team will contact you to begin the process.",
  "We will guide you through each step of your application.",
  "Feel free to contact us anytime if you have any questions.",
];

function Succeeded({ reference, serviceName, amount }: Extract<Verification, { status: "success" }>) {
  return (
    <div className="card p-8 sm:p-10" data-testid="payment-verified">
      <div className="text-center">
        <PaymentIcon name="check-circle" className="mx-auto h-16 w-16 text-green-600" />
        <h1 className="mt-6 text-3xl font-bold">Payment Successful!</h1>
        <p className="mt-2 text-gray-600">
          Thank you for your payment. Your transaction has been completed successfully.
        </p>
      </div>
      <dl className="mt-8 grid gap-3 rounded-lg bg-gray-50 p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-gray-500">Service</dt>
          <dd className="ml-0 font-semibold">{serviceName}</dd>
        </div>
        <div>
          <dt className="text-gray-500">Amount paid</dt>
          <dd className="ml-0 font-semibold">{amount}</dd>
        </div>
        <div>
          <dt className="text-gray-500">Reference</dt>
          <dd className="ml-0 break-all font-mono font-semibold">{reference}</dd>
        </div>
      </dl>
      <h2 className="mt-8 text-lg font-bold">What happens next?</h2>
      <CheckList items={NEXT_STEPS} className="mt-3 list-none space-y-2 pl-0 text-gray-700" tickClassName="mt-1" />
      <NextSteps
        links={[
          { to: "/", label: "Return to Home" },
          { to: "/contact", label: "Contact Us" },
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
      <span className="block text-gray-500">Payment reference</span>
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
      <h1 className="mt-6 text-2xl font-bold">Payment Cancelled</h1>
      <p className="mt-2 text-gray-600">
        You cancelled the payment of {amount} for {serviceName}. You have not been charged.
      </p>
      <Reference reference={reference} />
      <NextSteps
        links={[
          { to: retryHref, label: "Try Again" },
          { to: "/services", label: "Back to Services" },
          { to: "/contact", label: "Contact Support" },
        ]}
      />
    </div>
  );
}

function Failed({ reference }: { reference?: string }) {
  return (
    <div className="card p-10 text-center" data-testid="payment-failed">
      <PaymentIcon name="x-circle" className="mx-auto h-16 w-16 text-red-600" />
      <h1 className="mt-6 text-2xl font-bold">Payment Verification Failed</h1>
      <p className="mt-2 text-gray-600">
        We could not verify your payment. If you have been charged, or believe this is an error, please contact our
        support team with your payment reference.
      </p>
      {reference && <Reference reference={reference} />}
      <NextSteps
        links={[
          { to: "/contact", label: "Contact Support" },
          { to: "/services", label: "Back to Services" },
        ]}
      />
    </div>
  );
}
