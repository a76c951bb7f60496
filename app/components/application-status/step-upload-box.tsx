import { Form } from "react-router";
import type { ApplicationStatusView, CaseStepView } from "~/components/server-data";
import { Field } from "~/components/form/field";
import { FormResult, Notice } from "~/components/form/form-result";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";
import { ACCEPT_ATTRIBUTE, MAX_FILES, MAX_TOTAL_BYTES } from "~/applications/application-schema";
import { fileList } from "~/applications/application-status";
import { formatBytes, MB } from "~/lib/format-bytes";
import type { UploadOutcome } from "./application-status-view";

// Under an open step of the student's that asks for documents (docs/decisions/0045-step-uploads.md): the step's
// documents with their review, and a plain multipart form (no script) that posts them to the status page's one
// documents action with the step's kind; the server holds the same rule (app/applications/step-uploads.server.ts).

/** A step shows a box while it is open (its mark is neither done nor not needed), the student's, with documents. */
export const hasUploadBox = (step: CaseStepView) =>
  step.mark !== "done" && step.mark !== "not_needed" && step.actor === "student" && step.documents.length > 0;

/** The outcome of a post is shown under the step it named when that step has a box on the page. */
export const answersStepBox = (application: ApplicationStatusView, upload: UploadOutcome | undefined) =>
  upload?.step !== undefined && application.steps.some((s) => s.kind === upload.step && hasUploadBox(s));

export function StepUploadBox({
  application,
  step,
  upload,
}: {
  application: ApplicationStatusView;
  step: CaseStepView;
  upload?: UploadOutcome;
}) {
  const locale = useLocale();
  if (!hasUploadBox(step)) return null;
  const id = `step-upload-${step.kind}`;
  const headingId = `${id}-heading`;
  const resultId = `${id}-result`;
  const outcome = upload?.step === step.kind ? upload : undefined;
  // The current (not replaced) documents of each type the step asks for.
  const current = application.documents.filter((d) => !d.replaced);
  const filesOf = (docType: string) => current.filter((d) => d.docType === docType);
  const toFix = step.documents.find((d) => filesOf(d.docType).some((f) => f.reviewState === "needs_fix"));
  const missing = step.documents.find((d) => filesOf(d.docType).length === 0);
  const used = application.documents.reduce((sum, d) => sum + d.size, 0);
  const room = Math.max(0, MAX_FILES - application.documents.length);
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-testid="step-upload"
      data-step={step.kind}
      className="mt-3 scroll-mt-20 rounded-lg border border-gray-300 bg-gray-50 p-3"
    >
      <h4 id={headingId} className="m-0 text-base font-semibold text-gray-900">
        {m.case_upload_title({ step: step.title })}
      </h4>
      <dl className="mt-2 mb-0 space-y-2 text-sm" data-testid="step-documents">
        {step.documents.map(({ docType, name }) => {
          const files = filesOf(docType);
          return (
            <div key={docType} data-doc-type={docType}>
              <dt className="font-medium text-gray-900">{name}</dt>
              {files.length === 0 ? (
                <dd className="m-0 text-gray-700">{m.case_upload_not_yet()}</dd>
              ) : (
                files.map((f, i) => (
                  <dd key={`${i}-${f.fileName}`} className="m-0 text-gray-800" data-review={f.reviewState}>
                    <span className="break-all">{f.fileName}</span>
                    {" · "}
                    <span className={f.reviewState === "needs_fix" ? "font-semibold text-red-800" : undefined}>
                      {f.reviewWords}
                    </span>
                    {f.reviewReason && (
                      <span className="block text-gray-900">
                        {m.status_document_reason({ reason: f.reviewReason })}
                      </span>
                    )}
                  </dd>
                ))
              )}
            </div>
          );
        })}
      </dl>
      {toFix && <p className="mt-2 mb-0 text-sm text-gray-800">{m.status_document_upload_fix()}</p>}
      <Form
        method="post"
        encType="multipart/form-data"
        action={`${localizedHref("/applications/status/documents", locale)}#${resultId}`}
        className="mt-3 space-y-3"
      >
        <input type="hidden" name="reference" value={application.reference} />
        <input type="hidden" name="email" value={application.email} />
        <input type="hidden" name="step" value={step.kind} />
        <Field id={`${id}-type`} name="docType" label={m.checklist_document_type()}>
          {(control) => (
            <select {...control} defaultValue={(toFix ?? missing ?? step.documents[0])?.docType}>
              {step.documents.map(({ docType, name }) => (
                <option key={docType} value={docType}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div>
          <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium text-gray-700">
            {m.status_documents_label()}
          </label>
          <input
            id={`${id}-file`}
            name="documents"
            type="file"
            multiple
            required
            accept={ACCEPT_ATTRIBUTE}
            aria-describedby={`${id}-hint`}
            className="form-input box-border bg-white"
          />
          <p id={`${id}-hint`} className="mt-1 mb-0 text-sm text-gray-600">
            {m.status_documents_hint({
              count: room,
              left: formatBytes(Math.max(0, MAX_TOTAL_BYTES - used)),
              total: MAX_TOTAL_BYTES / MB,
            })}
          </p>
        </div>
        <FormResult id={resultId}>
          <div aria-live="polite">
            {outcome?.ok && (
              <Notice tone="success" title={m.status_documents_added()}>
                {m.status_documents_received({ files: fileList(outcome.added.map((d) => d.fileName)) })}
              </Notice>
            )}
            {outcome && !outcome.ok && (
              <Notice tone="error" title={m.status_documents_not_added()}>
                {outcome.message}
              </Notice>
            )}
          </div>
        </FormResult>
        {/* Every box has this button: the step's heading tells them apart to a screen reader. */}
        <button type="submit" className="btn-primary w-full sm:w-auto" aria-describedby={headingId}>
          {m.case_upload_submit()}
        </button>
      </Form>
    </section>
  );
}
