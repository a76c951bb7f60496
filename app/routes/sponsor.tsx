import { SponsorLinkClosed, SponsorViewPage } from "~/components/sponsor/sponsor-view-page";
import { m } from "~/i18n/paraglide/messages";
import { SITE_NAME } from "~/lib/page-meta";
import { type PolicyHandle, PERSONAL_PAGE } from "~/security/route-policy";
import type { Route } from "./+types/sponsor";
import { loadSponsorPage } from "./sponsor.server";

// A personal page (one case, for whoever holds its link): never cached, never prefetched, no script. No action:
// nothing here changes the case (a POST is answered 405 by the edge).
export const handle = { policy: PERSONAL_PAGE } satisfies PolicyHandle;

export const meta: Route.MetaFunction = () => [
  { title: `${m.sponsor_meta_title()} | ${SITE_NAME}` },
  { name: "description", content: m.sponsor_meta_description() },
  { name: "robots", content: "noindex" },
];

export const loader = (args: Route.LoaderArgs) => loadSponsorPage(args);

export default function SponsorRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.view ? <SponsorViewPage view={loaderData.view} /> : <SponsorLinkClosed />;
}
