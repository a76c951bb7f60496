import { data } from "react-router";
import { displayCurrency } from "~/catalogue/display-currency";
import { getDb } from "~/db/client.server";
import { currentLocale } from "~/i18n/current-locale";
import { required } from "~/lib/required.server";
import { readSponsorCase } from "~/models/sponsor-links.server";
import { sponsorTokenHash } from "~/sponsor/sponsor-token.server";
import { type SponsorCaseView, sponsorCaseView } from "~/sponsor/sponsor-view.server";
import type { Route } from "./+types/sponsor";

export type SponsorPageData = { view: SponsorCaseView | null };

/** A link that opens no case: one answer (404, one body) whether it is malformed, unknown, tampered, expired or revoked. */
const closed = () => data<SponsorPageData>({ view: null }, { status: 404 });

/**
 * /sponsor/:token — the case a live sponsor link opens (decision 61), in the route's language and the sponsor's
 * currency choice (?currency= or the cookie, as the program pages). A token that is not one is answered without
 * reading D1; any other is read in ONE round trip: the batch that sets the link's last opening and reads the case
 * by the link's subqueries (an unknown, revoked or expired link sets nothing and reads no rows).
 */
export async function loadSponsorPage({ params, request }: Route.LoaderArgs) {
  const tokenHash = await sponsorTokenHash(params.token);
  if (!tokenHash) return closed();
  const reads = await required("/sponsor/:token", readSponsorCase(getDb(), tokenHash, new Date().toISOString()));
  const view = sponsorCaseView(reads, displayCurrency(request, currentLocale()));
  return view ? data<SponsorPageData>({ view }) : closed();
}
