import { data } from "react-router";
import { addApplicationDocuments } from "~/applications/additional-documents.server";
import { ApplicationStatusPage, type StatusPageData } from "~/components/application-status/application-status-page";
import type { Route } from "./+types/application-status-documents";

export const meta: Route.MetaFunction = () => [
  { title: "Application Status | Istanbul Study Gateway" },
  { name: "robots", content: "noindex" },
];

/**
 * The status page's upload box (multipart, works without JavaScript): the documents are added, then the page
 * shows the application again with the outcome beside the box (or the lookup's neutral answer for a wrong pair).
 */
export async function action({ request }: Route.ActionArgs) {
  const result = await addApplicationDocuments(request);
  const status = result.ok ? 200 : result.status;
  if (!result.application) {
    const message = result.ok ? "" : result.message;
    return data<StatusPageData>({ refusal: { message, errors: result.ok ? undefined : result.errors } }, { status });
  }
  const upload = result.ok
    ? { ok: true as const, added: result.added }
    : { ok: false as const, message: result.message };
  return data<StatusPageData>({ application: result.application, upload }, { status });
}

/** A visit (no form posted) shows the lookup form, as /applications/status does. */
export default function ApplicationStatusDocumentsRoute({ actionData }: Route.ComponentProps) {
  return <ApplicationStatusPage {...actionData} />;
}
