import { data } from "react-router";
import { addDocumentsCommand, type AddDocumentsResult } from "~/case/additional-documents.server";
import { documentForm, readForm } from "~/applications/document-form.server";
import type { StatusPageData } from "~/components/case/application-status-page";
import { runWrite, writeContext } from "./run-write.server";

/**
 * The status page's upload box (route /applications/status/documents; multipart, works without JavaScript): the
 * documents go through addDocumentsCommand, then the page shows the application again with the outcome beside the
 * box (or the lookup's neutral answer for a wrong pair).
 */
export async function addDocumentsFormAction({ request }: { request: Request }) {
  const form = await readForm(request);
  const result: AddDocumentsResult =
    "ok" in form
      ? { ok: false, status: form.status, message: form.body.message }
      : await runWrite(addDocumentsCommand, documentForm(form), writeContext(request));
  const status = result.ok ? 200 : result.status;
  if (!result.application) {
    const message = result.ok ? "" : result.message;
    const errors = result.ok ? undefined : result.errors;
    return data<StatusPageData>({ refusal: { message, errors } }, { status });
  }
  const upload = result.ok
    ? { ok: true as const, added: result.added, step: result.step }
    : { ok: false as const, message: result.message, step: result.step };
  return data<StatusPageData>({ application: result.application, upload }, { status });
}
