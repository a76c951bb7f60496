import type { ReactNode, Ref } from "react";
import { AskOnWhatsApp } from "~/components/ask-on-whatsapp";
import { FormResult, Notice } from "~/components/form/form-result";
import { LimitedRefusal } from "~/components/form/limited-refusal";
import { WhenHydrated } from "~/components/hydrated";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";
import { FIELD_LABELS } from "~/applications/application-schema";
import { documentTypeName, isDocumentType } from "~/catalogue/document-types";
import type { Outcome } from "./application-form-state";
import { type FormField, inputId } from "./application-fields";
import type { UploadEntry } from "./use-resumable-uploads";

/** A refused field's name in the list of links: a document box is named by its type. */
function fieldLabel(name: FormField) {
  if (name === "documents") return m.forms_label_documents();
  const type = name.slice("documents_".length);
  if (name.startsWith("documents_") && isDocumentType(type)) return documentTypeName(type);
  return FIELD_LABELS[name as keyof typeof FIELD_LABELS];
}

/** The result panel's id: the #fragment the form posts to, so a page answered without JavaScript opens on it. */
export const APPLICATION_RESULT_ID = "application-result";

/**
 * A translated sentence with elements in it (a reference in bold, a link): the message is called with a marker for
 * each `{variable}`, then the elements take the markers' places, wherever each language puts them.
 */
function withElements<Name extends string>(
  message: (inputs: Record<Name, string>) => string,
  elements: Record<Name, ReactNode>,
) {
  const names = Object.keys(elements) as Name[];
  const markers = Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE000`])) as Record<Name, string>;
  return message(markers)
    .split(/\uE000(\d+)\uE000/)
    .map((part, i) => (i % 2 === 0 ? part : elements[names[Number(part)]!]));
}

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
  handoff,
}: {
  resultRef: Ref<HTMLDivElement>;
  outcome: Outcome;
  refusedFields: FormField[];
  /** Whether a checked submission waits for its documents. */
  waiting: boolean;
  entries: UploadEntry[];
  sending: boolean;
  lastReference: string | undefined;
  /** The WhatsApp hand-off's first message when a limit refused the application: what the student was applying for. */
  handoff: string;
}) {
  const locale = useLocale();
  const statusHref = (reference: string) =>
    localizedHref(`/applications/status?ref=${encodeURIComponent(reference)}`, locale);
  return (
    <FormResult id={APPLICATION_RESULT_ID}>
      <div ref={resultRef} aria-live="polite">
        {outcome.kind === "success" && (
          <Notice tone="success" title={m.forms_success_title()}>
            {withElements(m.forms_success_reference, {
              reference: (
                <strong key="reference" data-testid="application-reference">
                  {outcome.reference}
                </strong>
              ),
            })}{" "}
            <a href={statusHref(outcome.reference)} className="font-semibold underline" data-testid="status-link">
              {m.forms_follow_application()}
            </a>
            <div className="mt-3">
              <AskOnWhatsApp className="bg-white" text={m.handoff_reference({ reference: outcome.reference })} />
            </div>
          </Notice>
        )}
        {outcome.kind === "error" && (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-700">
            {outcome.message}
            <LimitedRefusal retryAfter={outcome.retryAfter} filesNotKept={outcome.filesNotKept} handoff={handoff} />
            {refusedFields.length > 0 && (
              // Without JavaScript the fields are far above this message on a phone: one tap takes the student
              // to each (with JavaScript, focus moves to the first one instead).
              <WhenHydrated
                fallback={
                  <ul className="m-0 mt-2 list-none space-y-1 p-0 text-sm">
                    {refusedFields.map((name) => (
                      <li key={name}>
                        <a href={`#${inputId(name)}`} className="font-medium text-red-800 underline">
                          {fieldLabel(name)}
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
            {m.forms_waiting_uploads({
              done: String(entries.filter((e) => e.state === "done").length),
              total: String(entries.length),
            })}
          </p>
        )}
        {sending && (
          // The documents are uploaded already: what is sent now is the typed fields, a moment even on 2G.
          <div className="text-sm text-gray-700">
            <p>{m.forms_sending_application()}</p>
            <progress className="mt-2 h-2 w-full" aria-label={m.forms_sending_progress()} />
          </div>
        )}
        {lastReference && outcome.kind !== "success" && (
          <p className="mt-2 text-sm text-gray-600">
            {withElements(m.forms_last_reference, {
              reference: <strong key="reference">{lastReference}</strong>,
              link: (
                <a key="link" href={statusHref(lastReference)} className="underline">
                  {m.forms_follow_it()}
                </a>
              ),
            })}
          </p>
        )}
      </div>
    </FormResult>
  );
}
