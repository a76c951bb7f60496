import { lookupBySignedLink } from "~/case/status-lookup.server";
import type { StatusPageData } from "~/components/case/application-status-page";
import { required } from "~/lib/required.server";
import { isSignedLink } from "~/case/status-link.server";
import { displayCurrency } from "~/catalogue/display-currency";
import { getDb } from "~/db/client.server";
import { currentLocale } from "~/i18n/current-locale";
import type { Route } from "./+types/application-status";

/**
 * /applications/status — a signed link (?ref=…&expires=…&sig=…) opens the application; one that does not check
 * out says why in as few words as the link deserves (see lookupBySignedLink). ?ref= alone only fills in the
 * reference. The page is about one application: when D1 fails, only the error page (500).
 */
export async function loadApplicationStatusPage({ request }: Route.LoaderArgs): Promise<StatusPageData> {
  const params = new URL(request.url).searchParams;
  if (isSignedLink(params)) {
    const link = await required(
      "/applications/status: signed link",
      lookupBySignedLink(params, getDb(), displayCurrency(request, currentLocale())),
    );
    if (link.ok) return { application: link.application };
    return { defaultReference: link.reference, refusal: { message: link.message } };
  }
  return { defaultReference: params.get("ref")?.slice(0, 32) ?? undefined };
}
