import { ApplicationStatusPage } from "~/components/case/application-status-page";
import { addDocumentsFormAction } from "~/writes/documents-form.server";
import { m } from "~/i18n/paraglide/messages";
import { SITE_NAME } from "~/lib/page-meta";
import type { Route } from "./+types/application-status-documents";
import { type PolicyHandle, PERSONAL_PAGE } from "~/security/route-policy";

export const handle = {
  policy: { ...PERSONAL_PAGE, post: { group: "application", body: "application", refused: "form" } },
} satisfies PolicyHandle;

export const meta: Route.MetaFunction = () => [
  { title: `${m.status_meta_title()} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const action = ({ request }: Route.ActionArgs) => addDocumentsFormAction({ request });

/** A visit (no form posted) shows the lookup form, as /applications/status does. */
export default function ApplicationStatusDocumentsRoute({ actionData }: Route.ComponentProps) {
  return <ApplicationStatusPage {...actionData} />;
}
