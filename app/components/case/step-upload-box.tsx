import type { ApplicationStatusView, CaseStepView } from "~/components/server-data";
import { m } from "~/i18n/paraglide/messages";
import type { UploadOutcome } from "./application-status-view";
import { DocumentUploadForm } from "./document-upload-form";

// Under an open step of the student's that asks for documents (docs/decisions/0045-step-uploads.md): the step's
// documents with their review, and the status page's upload form (no script) that posts them to the status page's one
// documents action with the step's kind; the server holds the same rule (app/case/step-uploads.server.ts).

/**
 * A step shows a box while it is open (its mark is neither done nor not needed), with documents the student gathers:
 * the student's own steps, and the university's residence permit, whose file the student hands in (decision 0053).
 */
export const hasUploadBox = (step: CaseStepView) =>
  step.mark !== "done" && step.mark !== "not_needed" && step.actor !== "us" && step.documents.length > 0;

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
  if (!hasUploadBox(step)) return null;
  const id = `step-upload-${step.kind}`;
  const headingId = `${id}-heading`;
  // The current (not replaced) documents sent for this step, of each type it asks for: a passport sent with the
  // application is not the visa file's (decision 54).
  const current = application.documents.filter((d) => !d.replaced && d.step === step.kind);
  const filesOf = (docType: string) => current.filter((d) => d.docType === docType);
  const toFix = step.documents.find((d) => filesOf(d.docType).some((f) => f.reviewState === "needs_fix"));
  const missing = step.documents.find((d) => filesOf(d.docType).length === 0);
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
                <dd className="m-0 text-gray-700">{m.checklist_not_received()}</dd>
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
      <DocumentUploadForm
        application={application}
        idPrefix={id}
        resultId={`${id}-result`}
        types={step.documents.map((d) => d.docType)}
        defaultType={(toFix ?? missing ?? step.documents[0])?.docType}
        step={step.kind}
        outcome={upload?.step === step.kind ? upload : undefined}
        submitDescribedBy={headingId}
      />
    </section>
  );
}
