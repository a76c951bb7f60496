import type { Ref } from "react";
import { FormResult, Notice } from "~/components/form/form-result";
import { WhenHydrated } from "~/components/hydrated";
import { FIELD_LABELS, type ApplicationField } from "~/lib/application-schema";
import type { Outcome } from "./application-form-state";
import { inputId } from "./application-fields";
import type { UploadEntry } from "./use-resumable-uploads";

/** The result panel's id: the #fragment the form posts to, so a page answered without JavaScript opens on it. */
export const APPLICATION_RESULT_ID = "application-result";

/**
 * Beside the submit button: the confirmation or what was refused, the submission waiting for its documents, the
 * submission being sent and the last reference.
 */
export function ApplicationResult({
  resultRef,
  outcome,
  refusedFields,
  waiting,
  entries,
  sending,
  lastReference,
}: {
  resultRef: Ref<HTMLDivElement>;
  outcome: Outcome;
  refusedFields: (ApplicationField | "documents")[];
  /** Whether a checked submission waits for its documents. */
  waiting: boolean;
  entries: UploadEntry[];
  sending: boolean;
  lastReference: string | undefined;
}) {
  return (
    <FormResult id={APPLICATION_RESULT_ID}>
      <div ref={resultRef} aria-live="polite">
        {outcome.kind === "success" && (
          <Notice tone="success" title="Application submitted successfully!">
            Your application reference is <strong data-testid="application-reference">{outcome.reference}</strong>. We
            have sent a confirmation to your e-mail and will contact you within 24 hours.{" "}
            <a
              href={`/applications/status?ref=${encodeURIComponent(outcome.reference)}`}
              className="font-semibold underline"
              data-testid="status-link"
            >
              Follow your application
            </a>
          </Notice>
        )}
        {outcome.kind === "error" && (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-700">
            {outcome.message}
            {refusedFields.length > 0 && (
              // Without JavaScript the fields are far above this message on a phone: one tap takes the student
              // to each (with JavaScript, focus moves to the first one instead).
              <WhenHydrated
                fallback={
                  <ul className="m-0 mt-2 list-none space-y-1 p-0 text-sm">
                    {refusedFields.map((name) => (
                      <li key={name}>
                        <a href={`#${inputId(name)}`} className="font-medium text-red-800 underline">
                          {name === "documents" ? "Documents" : FIELD_LABELS[name]}
                        </a>
                      </li>
                    ))}
                  </ul>
                }
              />
            )}
          </div>
        )}
        {waiting && (
          <p className="text-sm text-gray-700">
            Your application will be sent as soon as your documents are uploaded (
            {entries.filter((e) => e.state === "done").length} of {entries.length} done). You can keep this page open; a
            lost connection only pauses the upload.
          </p>
        )}
        {sending && (
          // The documents are uploaded already: what is sent now is the typed fields, a moment even on 2G.
          <div className="text-sm text-gray-700">
            <p>Sending your application…</p>
            <progress className="mt-2 h-2 w-full" aria-label="Sending progress" />
          </div>
        )}
        {lastReference && outcome.kind !== "success" && (
          <p className="mt-2 text-sm text-gray-600">
            Your last application reference: <strong>{lastReference}</strong> (
            <a href={`/applications/status?ref=${encodeURIComponent(lastReference)}`} className="underline">
              follow it
            </a>
            )
          </p>
        )}
      </div>
    </FormResult>
  );
}
