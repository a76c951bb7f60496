import type { ReactNode } from "react";
import type { Limited } from "~/lib/limited";
import { WhatsAppUpdates } from "./whatsapp-updates";
import type { CaseOptInRefusal } from "~/whatsapp/case-opt-in";
import { AskOnWhatsApp } from "~/components/ask-on-whatsapp";
import { CaseNext, CaseTimeline } from "./case-timeline";
import { answersStepBox } from "./step-upload-box";
import { DocumentUploadForm, OutcomeNotice } from "./document-upload-form";
import { CasePackages } from "./case-packages-panel";
import { SponsorShare } from "~/components/sponsor/sponsor-share";
import type { SponsorOutcome } from "~/sponsor/sponsor-outcome";
import { OfferCheck } from "~/components/offer-check/offer-check";
import { FamilyBill } from "~/components/bill/family-bill";
import type { ApplicationStatusView } from "~/components/server-data";
import { LabelledSection } from "~/components/labelled-section";
import { m } from "~/i18n/paraglide/messages";
import { fileList } from "~/case/status-words";
import { formatDateTime } from "~/lib/dates";
import { formatBytes } from "~/lib/format-bytes";
import { documentTypeName, type DocumentType } from "~/catalogue/document-types";

export const DOCUMENTS_RESULT_ID = "documents-result";

/** A post's outcome; `step` when a step's box sent it (shown under that step: step-upload-box.tsx). */
export type UploadOutcome =
  | { ok: true; added: { fileName: string; size: number }[]; step?: string }
  | ({ ok: false; message: string; step?: string } & Limited & { filesNotKept?: string[] });

const when = (iso: string) => m.status_time_utc({ time: formatDateTime(iso) });

/** One application as its student sees it: status and next step, the staff note, documents, history. */
export function ApplicationStatusPanel({
  application,
  upload,
  whatsappStopped,
  whatsappStart,
  sponsor,
}: {
  application: ApplicationStatusView;
  upload?: UploadOutcome;
  whatsappStopped?: boolean;
  whatsappStart?: CaseOptInRefusal;
  sponsor?: SponsorOutcome;
}) {
  // After the offer, the case's next step takes the place of the status's sentence (docs/decisions/0043).
  const hasCase = application.steps.length > 0;
  const general = answersStepBox(application, upload) ? undefined : upload;
  return (
    <article className="card overflow-hidden" aria-labelledby="application-heading" data-testid="application-status">
      <header className="border-b border-gray-200 bg-brand-50 p-5 sm:p-8">
        <p className="m-0 text-sm text-gray-700">
          {m.status_application_label()} <strong data-testid="status-reference">{application.reference}</strong>
        </p>
        <h2 id="application-heading" className="mt-1 text-xl font-bold text-gray-900 sm:text-2xl">
          {application.program}
          <span className="block text-base font-medium text-gray-700">{application.university}</span>
        </h2>
        {hasCase ? (
          <CaseNext application={application} />
        ) : (
          <>
            <p className="mt-4 mb-0 text-sm text-gray-700">{m.status_current_status()}</p>
            <p className="m-0 text-lg font-semibold text-brand-800" data-testid="current-status">
              {application.title}
            </p>
            <p className="mt-1 mb-0 text-gray-800">{application.next}</p>
          </>
        )}
        {application.staffNote && (
          <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="staff-note">
            <p className="m-0 text-sm font-semibold text-amber-900">{m.status_staff_note_title()}</p>
            <p className="mt-1 mb-0 whitespace-pre-line text-gray-900">{application.staffNote}</p>
          </div>
        )}
        <WhatsAppUpdates application={application} stopped={whatsappStopped} refused={whatsappStart} />
        {!hasCase && (
          <div className="mt-4">
            <AskOnWhatsApp
              className="bg-white"
              nationality={application.nationality}
              text={m.handoff_reference({ reference: application.reference })}
            />
          </div>
        )}
      </header>

      {hasCase && <CaseTimeline application={application} upload={upload} />}
      {hasCase && <CasePackages application={application} />}
      {application.bill && (
        <div className="border-b border-gray-200 p-5 sm:p-8">
          <FamilyBill bill={application.bill} className="" />
        </div>
      )}
      {application.offerCheck && <OfferCheck view={application.offerCheck} />}
      <SponsorShare application={application} outcome={sponsor} />

      <ChecklistSection application={application} />

      {application.acceptsDocuments ? (
        <AddDocumentsForm application={application} upload={general} />
      ) : (
        // Documents sent while none are asked for: the refusal, where the upload box would be.
        general &&
        !general.ok && (
          <div className="border-b border-gray-200 p-5 sm:p-8">
            <OutcomeNotice outcome={general} reference={application.reference} />
          </div>
        )
      )}

      <StatusSection id="documents-heading" title={m.status_documents_we_have({ count: application.documents.length })}>
        <ul className="mt-3 mb-0 list-none space-y-2 p-0" data-testid="status-documents">
          {application.documents.map((d, i) => (
            <li key={`${i}-${d.fileName}`} className="flex flex-wrap justify-between gap-x-4 text-sm">
              <span className="min-w-0 break-all font-medium text-gray-900">{d.fileName}</span>
              <span className="text-gray-600">{formatBytes(d.size)}</span>
              {/* The review in words; colour only repeats them. */}
              <span
                className={`basis-full ${d.reviewState === "needs_fix" && !d.replaced ? "font-semibold text-red-800" : "text-gray-700"}`}
                data-testid="document-review"
              >
                {d.reviewWords}
              </span>
              {d.reviewReason && !d.replaced && (
                <span className="basis-full text-gray-900" data-testid="document-review-reason">
                  {m.status_document_reason({ reason: d.reviewReason })}
                </span>
              )}
            </li>
          ))}
        </ul>
      </StatusSection>

      <StatusSection id="history-heading" title={m.status_history()} last>
        <ol className="mt-3 mb-0 list-none space-y-4 border-s-2 border-brand-200 p-0 ps-4" data-testid="status-history">
          {[...application.history].reverse().map((event, i) => (
            <li key={`${i}-${event.at}`}>
              <p className="m-0 font-semibold text-gray-900">{event.title}</p>
              <p className="m-0 text-sm text-gray-600">
                <time dateTime={event.at}>{when(event.at)}</time>
              </p>
              {event.note && <p className="mt-1 mb-0 whitespace-pre-line text-sm text-gray-800">{event.note}</p>}
            </li>
          ))}
        </ol>
      </StatusSection>
    </article>
  );
}

/** One part of the panel, named by its heading; a rule below it unless it is the `last`. */
function StatusSection({
  id,
  title,
  last = false,
  children,
}: {
  id: string;
  title: string;
  last?: boolean;
  children: ReactNode;
}) {
  return (
    <LabelledSection
      id={id}
      title={title}
      heading="h3"
      className={last ? "p-5 sm:p-8" : "border-b border-gray-200 p-5 sm:p-8"}
      headingClassName="m-0 text-lg font-semibold"
    >
      {children}
    </LabelledSection>
  );
}

/** A document sent back whose replacement this box takes (one sent for a step is replaced under that step). */
const awaitsFixHere = (d: ApplicationStatusView["documents"][number]) =>
  d.reviewState === "needs_fix" && !d.replaced && d.step === null;

/** The box's types: the requested one, the checklist's items, then any other document. */
function typeChoices(application: ApplicationStatusView): DocumentType[] {
  const types = [
    ...(application.requestedDocType ? [application.requestedDocType] : []),
    // The types of documents sent back, so their replacement can be typed the same.
    ...application.documents.flatMap((d) => (awaitsFixHere(d) && d.docType ? [d.docType] : [])),
    ...application.checklist.map((item) => item.docType),
    "other" as const,
  ];
  return [...new Set(types)];
}

/** Each checklist item received (with the files sent as it) or not yet, to apply and to register. */
function ChecklistSection({ application }: { application: ApplicationStatusView }) {
  if (application.checklist.length === 0 && !application.requestedDocType) return null;
  const stages = [
    { stage: "apply", title: m.checklist_to_apply() },
    { stage: "register", title: m.checklist_to_register() },
  ] as const;
  return (
    <StatusSection id="checklist-heading" title={m.checklist_status_title()}>
      {application.requestedDocType && (
        <p
          className="mt-3 mb-0 rounded-lg bg-amber-50 p-3 font-semibold text-amber-900"
          data-testid="requested-document"
        >
          {m.checklist_requested({ document: documentTypeName(application.requestedDocType) })}
        </p>
      )}
      {stages.map(({ stage, title }) => {
        const items = application.checklist.filter((item) => item.stage === stage);
        if (items.length === 0) return null;
        return (
          <div key={stage} className="mt-4">
            <h4 className="m-0 text-base font-semibold text-brand-900">{title}</h4>
            <ul className="mt-2 mb-0 list-none space-y-2 p-0" data-testid={`checklist-${stage}`}>
              {items.map((item) => {
                const received = item.files.length > 0;
                return (
                  <li
                    key={item.docType}
                    data-doc-type={item.docType}
                    data-state={received ? "received" : "missing"}
                    className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm"
                  >
                    <span className="font-medium text-gray-900">
                      <span aria-hidden="true" className={received ? "text-green-700" : "text-gray-500"}>
                        {received ? "✓ " : "○ "}
                      </span>
                      {item.name}
                    </span>
                    <span className={`min-w-0 break-all ${received ? "text-green-800" : "text-gray-600"}`}>
                      {received ? m.checklist_received({ files: fileList(item.files) }) : m.checklist_not_received()}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </StatusSection>
  );
}

/** The upload box while the consultancy asks for documents: the same rules as the application form. */
function AddDocumentsForm({ application, upload }: { application: ApplicationStatusView; upload?: UploadOutcome }) {
  // A document sent back: its type is the box's first choice, and the box says the new file replaces it.
  const toFix = application.documents.find(awaitsFixHere);
  return (
    <StatusSection id="add-documents-heading" title={m.status_add_documents()}>
      {toFix && <p className="mt-2 mb-0 text-sm text-gray-800">{m.status_document_upload_fix()}</p>}
      <DocumentUploadForm
        application={application}
        idPrefix="status-documents"
        resultId={DOCUMENTS_RESULT_ID}
        types={typeChoices(application)}
        defaultType={application.requestedDocType ?? toFix?.docType ?? "other"}
        outcome={upload}
      />
    </StatusSection>
  );
}
