import { redirect } from "react-router";
import { currentLocale } from "~/i18n/current-locale";
import { localizedHref } from "~/i18n/locale";
import type { Route } from "./+types/apply-now";
import { type PolicyHandle, UNCACHED_PAGE } from "~/security/route-policy";

export const handle = { policy: UNCACHED_PAGE } satisfies PolicyHandle;

// The spec's breadcrumb points at /apply-now; it is a permanent alias of /apply that keeps the query.
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(localizedHref(`/apply${search}`, currentLocale()), 301);
}
