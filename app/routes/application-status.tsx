import { ApplicationStatusPage } from "~/components/case/application-status-page";
import { statusFormAction } from "~/writes/status-form.server";
import { m } from "~/i18n/paraglide/messages";
import { SITE_NAME } from "~/lib/page-meta";
import type { Route } from "./+types/application-status";
import { loadApplicationStatusPage } from "./application-status.server";
import { type PolicyHandle, PERSONAL_PAGE } from "~/security/route-policy";

// A limit's refusal of the page's forms comes back in the page, the pair typed kept (writes/case-form-refusal.ts).
export const handle = {
  policy: { ...PERSONAL_PAGE, post: { group: "status", body: "form", refused: "form" } },
} satisfies PolicyHandle;

export const meta: Route.MetaFunction = () => [
  { title: `${m.status_meta_title()} | ${SITE_NAME}` },
  {
    name: "description",
    content: m.status_meta_description(),
  },
  // A personal page: never in a search index (the signed links in e-mails point here).
  { name: "robots", content: "noindex" },
];

export const loader = (args: Route.LoaderArgs) => loadApplicationStatusPage(args);

export const action = ({ request }: Route.ActionArgs) => statusFormAction({ request });

export default function ApplicationStatusRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicationStatusPage {...(actionData ?? loaderData)} />;
}
