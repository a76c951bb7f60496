import { Form, useNavigation } from "react-router";
import { PaymentIcon } from "~/components/payments/payment-icons";
import { formatPrice } from "~/lib/money";
import { loadSandboxCheckout } from "~/payments/sandbox-checkout.server";
import { completeSandboxCheckout } from "~/writes/sandbox-checkout-form.server";
import type { Route } from "./+types/sandbox-checkout";
import { pageMeta } from "~/lib/page-meta";

// The local sandbox gateway's hosted checkout page: what Flutterwave's checkout is in production.

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sandbox Checkout",
    description: "Local sandbox payment gateway: test payments, no real money.",
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSandboxCheckout(request.url, params.txRef);
}

export async function action({ request, params }: Route.ActionArgs) {
  // The edge (workers/app.ts) has already refused this path unless the sandbox is served, and capped the body.
  const form = await request.formData();
  return completeSandboxCheckout(request, params.txRef, form.get("intent"));
}

export default function SandboxCheckout({ loaderData }: Route.ComponentProps) {
  const { merchant, txRef, amount, currency, customerName, customerEmail, status, returnUrl } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const price = formatPrice(amount, currency);
  return (
    <section className="container max-w-md py-12">
      <div className="card overflow-hidden" data-testid="sandbox-checkout">
        <div className="bg-amber-400 px-6 py-2 text-center text-xs font-bold uppercase tracking-wide text-amber-950">
          Sandbox gateway · test mode · no real money moves
        </div>
        <div className="p-6">
          <p className="text-sm text-gray-500">Pay</p>
          <h1 className="text-xl font-bold" data-testid="sandbox-merchant">
            {merchant}
          </h1>
          <p className="mt-4 text-4xl font-extrabold text-brand-900" data-testid="sandbox-amount">
            {price} <span className="text-base font-semibold text-gray-500">{currency}</span>
          </p>
          <dl className="mt-6 space-y-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-gray-500">Customer</dt>
              <dd className="ml-0 text-right">
                {customerName}
                <br />
                {customerEmail}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-gray-500">Reference</dt>
              <dd className="ml-0 break-all font-mono">{txRef}</dd>
            </div>
          </dl>

          {returnUrl ? (
            <div className="mt-8 text-center">
              <p className="font-semibold">This payment is already {status}.</p>
              <a href={returnUrl} className="btn-brand mt-4">
                Return to {merchant}
              </a>
            </div>
          ) : (
            <Form method="post" className="mt-8 grid gap-3">
              <button type="submit" name="intent" value="pay" className="btn-primary border-0" disabled={busy}>
                <PaymentIcon name="lock" className="h-4 w-4" />
                Pay {price}
              </button>
              <button type="submit" name="intent" value="cancel" className="btn-secondary border-solid" disabled={busy}>
                Cancel
              </button>
            </Form>
          )}
        </div>
      </div>
    </section>
  );
}
