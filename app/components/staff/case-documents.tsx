import type { ReactNode } from "react";
import { documentPreviewPath } from "~/staff/document-preview";
import { Field } from "~/components/form/field";
import type { StaffCaseDocument } from "~/components/server-data";
import { reviewWords } from "~/case/status-words";
import { m } from "~/i18n/paraglide/messages";
import { answerFor, type CaseFormState, documentPart } from "~/staff/case-page";
import { REASON_MAX, REVIEW_VERSION, type ReviewDecision, versionOf } from "~/staff/case-change-schema";
import { sizeWords, whoWords } from "~/staff/case-words";
import { documentWords, whenWords } from "~/staff/today-words";
import {
  CaseForm,
  type CasePartProps,
  CaseSection,
  NoneYet,
  errorsOf,
  link,
  muted,
  PartNotice,
  primaryButton,
  smallButton,
  typedOr,
} from "./case-form-parts";

const REVIEW_TONES: Record<string, string> = {
  accepted: "bg-green-100 text-green-900",
  needs_fix: "bg-amber-100 text-amber-900",
  received: "bg-gray-100 text-gray-800",
};

/** A review of document `d` (Accept, or Send back with its reason), against its review as this page read it. */
function ReviewForm({
  reference,
  document: d,
  decision,
  className,
  children,
}: {
  reference: string;
  document: StaffCaseDocument;
  decision: ReviewDecision;
  className?: string;
  children: ReactNode;
}) {
  const label = decision === "accept" ? m.staff_case_accept : m.staff_case_send_back;
  return (
    <CaseForm
      reference={reference}
      part={documentPart(d.id)}
      intent="review"
      version={versionOf(REVIEW_VERSION, d)}
      label={label({ name: d.fileName })}
      className={className}
    >
      <input type="hidden" name="documentId" value={d.id} />
      <input type="hidden" name="decision" value={decision} />
      {children}
    </CaseForm>
  );
}

/** A document: its name, type, size, review (and who made it), "Open", and Accept / Send back with a reason. */
function DocumentItem({
  reference,
  document: d,
  names,
  state,
}: {
  reference: string;
  document: StaffCaseDocument;
  names: Record<string, string>;
  state: CaseFormState;
}) {
  const part = documentPart(d.id);
  const answer = answerFor(state, part);
  const replaced = d.replacedBy !== null;
  return (
    <li id={part} className="card scroll-mt-4 p-4" data-document-id={d.id} data-review={d.reviewState}>
      <h3 className="m-0 break-all text-base font-bold text-gray-900">{d.fileName}</h3>
      <ul className={`m-0 mt-1 list-none p-0 ${muted}`}>
        <li>{m.staff_case_document_type({ type: documentWords(d.docType, d.stepKind) })}</li>
        <li>{m.staff_case_document_size({ size: sizeWords(d.size) })}</li>
        <li>{m.staff_case_document_received({ when: whenWords(d.createdAt) })}</li>
        <li>
          <span className={`rounded-full px-2 py-0.5 font-semibold ${REVIEW_TONES[d.reviewState] ?? ""}`}>
            {m.staff_case_document_review({ state: reviewWords(d.reviewState) })}
          </span>
        </li>
        {d.reviewReason && (
          <li className="whitespace-pre-line break-words text-gray-900" data-testid="review-reason">
            {m.staff_case_document_reason({ reason: d.reviewReason })}
          </li>
        )}
        {d.reviewedAt && (
          <li>
            {m.staff_case_document_reviewed_by({ who: whoWords(d.reviewedBy, names), when: whenWords(d.reviewedAt) })}
          </li>
        )}
        {replaced && <li className="font-semibold">{m.staff_case_document_replaced()}</li>}
      </ul>
      <p className="m-0 mt-2">
        <a href={documentPreviewPath(reference, d.id)} className={link} target="_blank" rel="noopener">
          {m.staff_case_document_open({ name: d.fileName })}
        </a>
      </p>
      <PartNotice state={state} part={part} />
      {!replaced && (
        <div className="mt-3 grid gap-3">
          <ReviewForm reference={reference} document={d} decision="accept">
            <button type="submit" className={primaryButton}>
              {m.staff_case_accept({ name: d.fileName })}
            </button>
          </ReviewForm>
          <ReviewForm reference={reference} document={d} decision="send_back" className="grid gap-2">
            <Field
              id={`document-${d.id}-reason`}
              name="reason"
              label={m.staff_case_label_reason()}
              hint={m.staff_case_reason_hint()}
              errors={errorsOf(answer, "reason")}
              required
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={REASON_MAX}
                  required
                  defaultValue={typedOr(answer, "reason", d.reviewState === "needs_fix" ? d.reviewReason : "")}
                />
              )}
            </Field>
            <div>
              <button type="submit" className={smallButton}>
                {m.staff_case_send_back({ name: d.fileName })}
              </button>
            </div>
          </ReviewForm>
        </div>
      )}
    </li>
  );
}

/** Every document of the case, replaced ones too (without forms). */
export function CaseDocuments({ staffCase, names, state }: CasePartProps) {
  return (
    <CaseSection id="documents-heading" title={m.staff_case_documents_title()}>
      {staffCase.documents.length === 0 ? (
        <NoneYet>{m.staff_case_documents_none()}</NoneYet>
      ) : (
        <ul className="m-0 mt-3 grid list-none gap-3 p-0 lg:grid-cols-2" data-testid="case-documents">
          {staffCase.documents.map((document) => (
            <DocumentItem
              key={document.id}
              reference={staffCase.application.reference}
              document={document}
              names={names}
              state={state}
            />
          ))}
        </ul>
      )}
    </CaseSection>
  );
}
