import { data } from "react-router";
import { addDocumentsCommand, type AddDocumentsResult } from "~/case/additional-documents.server";
import { documentForm, readForm, sentFileNames } from "~/applications/document-form.server";
import type { StatusPageData } from "~/components/case/application-status-page";
import { runWrite, writeContext } from "./run-write.server";
import { caseFormRefusal } from "./case-form-refusal";

/**
 * The status page's upload box (route /applications/status/documents; multipart, works without JavaScript): the
 * documents go through addDocumentsCommand, then the page shows the application again with the outcome beside the
 * box (or the lookup's neutral answer for a wrong pair).
 */
export async function addDocumentsFormAction({ request }: { request: Request }) {
  const form = await readForm(request);
  if ("ok" in form) return data<StatusPageData>({ refusal: { message: form.body.message } }, { status: form.status });
  const fields = documentForm(form);
  const result: AddDocumentsResult = await runWrite(addDocumentsCommand, fields, writeContext(request));
  const status = result.ok ? 200 : result.status;
  // A limit's refusal: the files sent are not kept (the page names them), the pair is.
  const notKept = !result.ok && result.retryAfter !== undefined ? { filesNotKept: sentFileNames(form) } : {};
  if (!result.application) {
    if (result.ok) return data<StatusPageData>({ refusal: { message: "" } }, { status });
    return data<StatusPageData>({ refusal: { ...caseFormRefusal(result, fields), ...notKept } }, { status });
  }
  const upload = result.ok
    ? { ok: true as const, added: result.added, step: result.step }
    : { ok: false as const, message: result.message, step: result.step, retryAfter: result.retryAfter, ...notKept };
  return data<StatusPageData>({ application: result.application, upload }, { status });
}
