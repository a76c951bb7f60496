import { applicationCommand, type SubmissionResult } from "~/applications/application-submission.server";
import { documentForm, readForm } from "~/applications/document-form.server";
import type { WriteContext } from "~/commands/write-command";
import { runWrite, writeContext } from "./run-write.server";

/**
 * An application as POST /api/applications and the /apply form both send it (multipart): the body read within
 * the application's limits, then applicationCommand. The callers turn the result into JSON or the page.
 */
export async function submitApplication(
  request: Request,
  context: WriteContext = writeContext(request),
): Promise<SubmissionResult> {
  const form = await readForm(request);
  if ("ok" in form) return form;
  return runWrite(applicationCommand, documentForm(form), context);
}
