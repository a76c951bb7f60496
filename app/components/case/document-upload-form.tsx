import type { ReactNode } from "react";
import { Form } from "react-router";
import { useIsPending } from "~/components/form/use-is-pending";
import type { ApplicationStatusView } from "~/components/server-data";
import { Field } from "~/components/form/field";
import { FormResult, Notice } from "~/components/form/form-result";
import { LimitedRefusal } from "~/components/form/limited-refusal";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";
import { ACCEPT_ATTRIBUTE, MAX_FILES, MAX_TOTAL_BYTES } from "~/applications/application-schema";
import { fileList } from "~/case/status-words";
import { formatBytes, MB } from "~/lib/format-bytes";
import { documentTypeName, type DocumentType } from "~/catalogue/document-types";
import type { UploadOutcome } from "./application-status-view";

/**
 * The status page's upload form, one shape for the general box and each step's box: a plain multipart post (no
 * script needed) to /applications/status/documents with the pair, the type chosen among `types`, the files (the
 * application's limits in the hint) and, for a step, its kind. The answer lands on `#resultId`, where the outcome is.
 */
export function DocumentUploadForm({
  application,
  idPrefix,
  resultId,
  types,
  defaultType,
  step,
  outcome,
  submitDescribedBy,
}: {
  application: ApplicationStatusView;
  /** The controls' ids: `${idPrefix}-type`, `-input`, `-hint`. */
  idPrefix: string;
  resultId: string;
  types: DocumentType[];
  defaultType: DocumentType | undefined;
  step?: string;
  outcome?: UploadOutcome;
  /** What tells this form's button from another's (a step's heading). */
  submitDescribedBy?: string;
}) {
  const action = localizedHref("/applications/status/documents", useLocale());
  const busy = useIsPending({ formAction: action, state: "submitting" });
  const used = application.documents.reduce((sum, d) => sum + d.size, 0);
  const room = Math.max(0, MAX_FILES - application.documents.length);
  return (
    <Form method="post" encType="multipart/form-data" action={`${action}#${resultId}`} className="mt-3 space-y-4">
      <input type="hidden" name="reference" value={application.reference} />
      <input type="hidden" name="email" value={application.email} />
      {step && <input type="hidden" name="step" value={step} />}
      <Field id={`${idPrefix}-type`} name="docType" label={m.checklist_document_type()}>
        {(control) => (
          <select {...control} defaultValue={defaultType}>
            {types.map((type) => (
              <option key={type} value={type}>
                {documentTypeName(type)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div>
        <label htmlFor={`${idPrefix}-input`} className="mb-1 block text-sm font-medium text-gray-700">
          {m.status_documents_label()}
        </label>
        <input
          id={`${idPrefix}-input`}
          name="documents"
          type="file"
          multiple
          required
          accept={ACCEPT_ATTRIBUTE}
          aria-describedby={`${idPrefix}-hint`}
          className="form-input box-border"
        />
        <p id={`${idPrefix}-hint`} className="mt-1 text-sm text-gray-600">
          {m.status_documents_hint({
            count: room,
            left: formatBytes(Math.max(0, MAX_TOTAL_BYTES - used)),
            total: MAX_TOTAL_BYTES / MB,
          })}
        </p>
      </div>
      <FormResult id={resultId}>
        <div aria-live="polite">{outcome && <OutcomeNotice outcome={outcome} reference={application.reference} />}</div>
      </FormResult>
      <button
        type="submit"
        className="btn-primary w-full sm:w-auto"
        disabled={busy}
        aria-describedby={submitDescribedBy}
      >
        {busy ? m.status_uploading() : m.status_add_documents()}
      </button>
    </Form>
  );
}

/** What came of a post: the files received, or the refusal in the visitor's words (a limit's: with the hand-off). */
export function OutcomeNotice({ outcome, reference }: { outcome: UploadOutcome; reference: string }): ReactNode {
  return outcome.ok ? (
    <Notice tone="success" title={m.status_documents_added()}>
      {m.status_documents_received({ files: fileList(outcome.added.map((d) => d.fileName)) })}
    </Notice>
  ) : (
    <Notice tone="error" title={m.status_documents_not_added()}>
      {outcome.message}
      <LimitedRefusal
        retryAfter={outcome.retryAfter}
        filesNotKept={outcome.filesNotKept}
        handoff={m.handoff_limited_reference({ reference })}
      />
    </Notice>
  );
}
