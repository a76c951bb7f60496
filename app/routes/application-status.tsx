import { data } from "react-router";
import {
  startWhatsAppUpdatesCommand,
  statusLookupCommand,
  stopWhatsAppUpdatesCommand,
} from "~/applications/status-lookup.server";
import { ApplicationStatusPage, type StatusPageData } from "~/components/application-status/application-status-page";
import { readFormBody, unreadableFormMessage } from "~/lib/form-body.server";
import { runWrite, writeContext } from "~/writes/run-write.server";
import { m } from "~/i18n/paraglide/messages";
import { SITE_NAME } from "~/lib/page-meta";
import type { Route } from "./+types/application-status";
import { loadApplicationStatusPage } from "./application-status.server";
import { type PolicyHandle, PERSONAL_PAGE } from "~/security/route-policy";

export const handle = { policy: { ...PERSONAL_PAGE, post: { group: "status", body: "form" } } } satisfies PolicyHandle;

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

/**
 * The lookup form and the WhatsApp stop and start forms post here (all work without JavaScript). A wrong pair and an
 * unknown reference: the same bytes.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) return data<StatusPageData>({ refusal: { message: unreadableFormMessage() } }, { status: 400 });
  const intent = form.get("intent");
  // The page's WhatsApp box: "Send my updates on WhatsApp" (a refused box or number shows the application again).
  if (intent === "whatsapp-start") {
    const result = await runWrite(startWhatsAppUpdatesCommand, form, writeContext(request));
    if (result.ok) return data<StatusPageData>({ application: result.application });
    if ("application" in result)
      return data<StatusPageData>({ application: result.application, whatsappStart: result.refused }, { status: 400 });
    return data<StatusPageData>(
      { refusal: { message: result.message, errors: result.errors } },
      { status: result.status },
    );
  }
  // "Stop WhatsApp updates" (its answer is the application, saying updates come by e-mail).
  const stop = intent === "whatsapp-stop";
  const result = await runWrite(stop ? stopWhatsAppUpdatesCommand : statusLookupCommand, form, writeContext(request));
  if (result.ok) return data<StatusPageData>({ application: result.application, whatsappStopped: stop || undefined });
  return data<StatusPageData>(
    { refusal: { message: result.message, errors: result.errors } },
    { status: result.status },
  );
}

export default function ApplicationStatusRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicationStatusPage {...(actionData ?? loaderData)} />;
}
