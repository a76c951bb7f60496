import { SponsorLinkClosed, SponsorViewPage } from "~/components/sponsor/sponsor-view-page";
import { m } from "~/i18n/paraglide/messages";
import { SITE_NAME } from "~/lib/page-meta";
import { type PolicyHandle, PERSONAL_PAGE } from "~/security/route-policy";
import type { Route } from "./+types/sponsor";
import { loadSponsorPage } from "./sponsor.server";
import { sponsorPaymentFormAction } from "~/writes/sponsor-payment-form.server";

// A personal page (one case, for whoever holds its link): never cached, never prefetched, no script. Its one action
// is the sponsor's payment (the payment group's limits); nothing here changes the case.
export const handle = { policy: { ...PERSONAL_PAGE, post: { group: "payment", body: "form" } } } satisfies PolicyHandle;

export const meta: Route.MetaFunction = () => [
  { title: `${m.sponsor_meta_title()} | ${SITE_NAME}` },
  { name: "description", content: m.sponsor_meta_description() },
  { name: "robots", content: "noindex" },
];

export const loader = (args: Route.LoaderArgs) => loadSponsorPage(args);

export const action = ({ request, params }: Route.ActionArgs) => sponsorPaymentFormAction({ request, params });

export default function SponsorRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  return loaderData.view ? (
    <SponsorViewPage view={loaderData.view} token={params.token} answer={actionData} />
  ) : (
    <SponsorLinkClosed />
  );
}
