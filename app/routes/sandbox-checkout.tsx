import { Form } from "react-router";
import { useIsPending } from "~/components/form/use-is-pending";
import { PaymentIcon } from "~/components/payments/payment-icons";
import { formatPrice } from "~/catalogue/money";
import { sandboxServed } from "~/payments/gateways/choose-gateway.server";
import { loadSandboxCheckout, notFound } from "~/payments/sandbox-checkout-page.server";
import { completeSandboxCheckout } from "~/writes/sandbox-checkout-form.server";
import type { Route } from "./+types/sandbox-checkout";
import { pageMeta } from "~/lib/page-meta";
import { m } from "~/i18n/paraglide/messages";
import { type PolicyHandle, PERSONAL_PAGE } from "~/security/route-policy";

export const handle = { policy: { ...PERSONAL_PAGE, post: { group: "payment", body: "form" } } } satisfies PolicyHandle;

// The local sandbox gateway's hosted checkout page: what Flutterwave's checkout is in production. Routed only in
// builds with the sandboxes (app/routes.ts, decision 0039).

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: m.payments_sandbox_meta_title(),
    description: m.payments_sandbox_meta_description(),
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSandboxCheckout(request.url, params.txRef);
}

export async function action({ request, params }: Route.ActionArgs) {
  // The edge has capped the body (post-routes.server.ts); where no sandbox is served it is not even read.
  if (!sandboxServed(undefined, request.url)) notFound();
  const form = await request.formData();
  return completeSandboxCheckout(request, params.txRef, form.get("intent"));
}

export default function SandboxCheckout({ loaderData }: Route.ComponentProps) {
  const { merchant, gateway, txRef, amount, currency, customerName, customerEmail, status, returnUrl } = loaderData;
  const busy = useIsPending();
  const price = formatPrice(amount, currency);
  return (
    <section className="container max-w-md py-12">
      <div className="card overflow-hidden" data-testid="sandbox-checkout">
        <div className="bg-amber-400 px-6 py-2 text-center text-xs font-bold uppercase tracking-wide text-amber-950">
          {m.payments_sandbox_banner()}
        </div>
        <p className="m-0 bg-gray-100 px-6 py-1 text-center text-xs text-gray-600" data-testid="sandbox-gateway">
          {m.payments_sandbox_plays({ gateway })}
        </p>
        <div className="p-6">
          <p className="text-sm text-gray-500">{m.payments_sandbox_pay_to()}</p>
          <h1 className="text-xl font-bold" data-testid="sandbox-merchant">
            {merchant}
          </h1>
          <p className="mt-4 text-4xl font-extrabold text-brand-900" data-testid="sandbox-amount">
            {price} <span className="text-base font-semibold text-gray-500">{currency}</span>
          </p>
          <dl className="mt-6 space-y-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-gray-500">{m.payments_sandbox_customer()}</dt>
              <dd className="ms-0 text-end">
                {customerName}
                <br />
                {customerEmail}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-gray-500">{m.payments_label_reference()}</dt>
              <dd className="ms-0 break-all font-mono">{txRef}</dd>
            </div>
          </dl>

          {returnUrl ? (
            <div className="mt-8 text-center">
              <p className="font-semibold">{alreadyFinished(status)}</p>
              <a href={returnUrl} className="btn-brand mt-4">
                {m.payments_sandbox_return({ merchant })}
              </a>
            </div>
          ) : (
            <Form method="post" className="mt-8 grid gap-3">
              <button type="submit" name="intent" value="pay" className="btn-primary border-0" disabled={busy}>
                <PaymentIcon name="lock" className="h-4 w-4" />
                {m.payments_sandbox_pay_amount({ amount: price })}
              </button>
              <button type="submit" name="intent" value="cancel" className="btn-secondary border-solid" disabled={busy}>
                {m.payments_sandbox_cancel()}
              </button>
            </Form>
          )}
        </div>
      </div>
    </section>
  );
}

/** 'This payment is already …' for a finished transaction (the page shows the way back only then). */
function alreadyFinished(status: string) {
  if (status === "successful") return m.payments_sandbox_already_successful();
  if (status === "cancelled") return m.payments_sandbox_already_cancelled();
  return m.payments_sandbox_already_status({ status });
}
