import { currencyCookie, currencyRedirect } from "~/catalogue/display-currency";
import type { Route } from "./+types/currency";
import { type PolicyHandle, UNCACHED_PAGE } from "~/security/route-policy";

export const handle = { policy: { ...UNCACHED_PAGE, prefetch: false } } satisfies PolicyHandle;

/**
 * /currency?to=XAF&back=/programs/medicine?university=1 — the currency chooser's links (app/components/
 * currency-choice.tsx): keeps the choice in the `currency` cookie and sends the reader back with `currency=` in the
 * address, so the page, a shared copy of its link and the next page all show it. No script, no form.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { currency, location } = currencyRedirect(new URL(request.url));
  const headers = new Headers({ Location: location, "Cache-Control": "no-store" });
  if (currency) headers.set("Set-Cookie", currencyCookie(currency));
  return new Response(null, { status: 303, headers });
}
