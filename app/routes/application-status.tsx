import { data } from "react-router";
import { lookupBySignedLink, statusLookupCommand } from "~/applications/status-lookup.server";
import { ApplicationStatusPage, type StatusPageData } from "~/components/application-status/application-status-page";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/lib/form-body.server";
import { isSignedLink } from "~/lib/status-link.server";
import { runWrite, writeContext } from "~/writes/run-write.server";
import type { Route } from "./+types/application-status";

export const meta: Route.MetaFunction = () => [
  { title: "Application Status | Istanbul Study Gateway" },
  {
    name: "description",
    content: "Follow your university application with its reference and your e-mail address: no account needed.",
  },
  // A personal page: never in a search index (the signed links in e-mails point here).
  { name: "robots", content: "noindex" },
];

/**
 * A signed link (?ref=…&expires=…&sig=…) opens the application; one that does not check out says why in as few
 * words as the link deserves (see lookupBySignedLink). ?ref= alone only fills in the reference.
 */
export async function loader({ request }: Route.LoaderArgs): Promise<StatusPageData> {
  const params = new URL(request.url).searchParams;
  if (isSignedLink(params)) {
    const link = await lookupBySignedLink(params);
    if (link.ok) return { application: link.application };
    return { defaultReference: link.reference, refusal: { message: link.message } };
  }
  return { defaultReference: params.get("ref")?.slice(0, 32) ?? undefined };
}

/** The lookup form posts here (works without JavaScript). A wrong pair and an unknown reference: the same bytes. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) return data<StatusPageData>({ refusal: { message: UNREADABLE_FORM_MESSAGE } }, { status: 400 });
  const result = await runWrite(statusLookupCommand, form, writeContext(request));
  if (result.ok) return data<StatusPageData>({ application: result.application });
  return data<StatusPageData>(
    { refusal: { message: result.message, errors: result.errors } },
    { status: result.status },
  );
}

export default function ApplicationStatusRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicationStatusPage {...(actionData ?? loaderData)} />;
}
