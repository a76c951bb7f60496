// The case as its student sees it (the status page and POST /api/applications/status): the application, its
// documents and checklist, its history, the steps after the offer, the packages and payments, the WhatsApp consent.
// Read together in one D1 round trip (decision 0047), put in words in the request's language; never an R2 key.
import type { Db } from "~/db/client.server";
import { acceptsDocuments, eventNote, eventTitle, reviewWords, statusCopy } from "./status-words";
import { findTrackedApplication, listEventsOf, type TrackedApplication } from "~/models/application-tracking.server";
import { listDocumentsOf } from "~/models/applications.server";
import { selectChecklistRows } from "~/models/entry-rules.server";
import { checklistFor } from "~/catalogue/checklist";
import { documentTypeName, isDocumentType, type DocumentType } from "~/catalogue/document-types";
import { istanbulToday } from "~/catalogue/intakes";
import type { DocumentReviewState, StepActor, StepKind, StepState } from "~/db/enums";
import { listStepsOf, type StoredStep } from "~/models/application-steps.server";
import {
  actorWords,
  dueWords,
  markSteps,
  markWords,
  nextStep,
  stepFacts,
  stepWords,
  type StepMark,
} from "./case-steps";
import { joinList } from "~/lib/join-list";
import type { MoneyTrail, MoneyTrailWords } from "~/catalogue/money-trail";
import {
  caseMoney,
  readCaseMoney,
  type CaseMoneyWords,
  type CasePackageView,
  type CasePaymentView,
} from "./case-packages.server";
import { m } from "~/i18n/paraglide/messages";
import { liveApplicationConsent } from "~/models/whatsapp-consents.server";
import { byReference } from "~/models/application-key.server";
import { listSponsorLinksOf } from "~/models/sponsor-links.server";
import { sponsorLinkViews, type SponsorLinkView } from "~/sponsor/sponsor-links.server";
import { consultancyRegistration, siteConfig } from "~/config.server";
import { offerCheckView, type OfferCheckView } from "./offer-check.server";
import { readBillRows } from "~/models/bill-rows.server";
import { familyBill, type FamilyBillView } from "~/catalogue/family-bill";
import { DEFAULT_CURRENCY, type DisplayCurrency } from "~/catalogue/display-currency";
import { currentLocale } from "~/i18n/current-locale";

/** What the status page and the API show: never an R2 key, never a document's content. */
export type ApplicationStatusView = {
  reference: string;
  /** The address the application was made with: the documents form sends it back with the reference. */
  email: string;
  program: string;
  university: string;
  /** The nationality the student gave (ISO alpha-2), if any: it picks the WhatsApp number that fits. */
  nationality: string | null;
  submittedAt: string;
  status: string;
  title: string;
  next: string;
  staffNote: string | null;
  acceptsDocuments: boolean;
  /** With status 'documents_requested': the one document staff ask for, if they named one. */
  requestedDocType: DocumentType | null;
  documents: {
    fileName: string;
    size: number;
    contentType: string;
    docType: DocumentType | null;
    addedAt: string;
    /** Staff's review: received, accepted or needs_fix (with their reason); `replaced` once a later upload supersedes it. */
    reviewState: DocumentReviewState;
    reviewWords: string;
    reviewReason: string | null;
    replaced: boolean;
    /** The step it was sent for (listed under that step only); null: sent with the application or the general box. */
    step: StepKind | null;
  }[];
  /** The offering's checklist for this student, each item received (the files sent as it) or not yet. */
  checklist: {
    docType: DocumentType;
    name: string;
    stage: "apply" | "register";
    note: string | null;
    files: string[];
  }[];
  history: { kind: string; status: string; title: string; note: string | null; at: string }[];
  /** The steps after the offer, in order (empty before the offer), and the next one to do (null when all are done). */
  steps: CaseStepView[];
  nextStep: CaseStepView | null;
  /** Every payment made on the application, newest first (decision 0044). */
  payments: CasePaymentView[];
  /** The packages and add-ons the student can buy for it, with the steps each does for them. */
  packages: CasePackageView[];
  /** The university's deposit and refund rule for the program, shown at the deposit and visa-decision steps. */
  moneyTrail: MoneyTrail | null;
  moneyTrailWords: MoneyTrailWords | null;
  caseMoneyWords: CaseMoneyWords;
  /** The number WhatsApp updates go to while the student's consent is live (issue 44); null: e-mail only. */
  whatsapp: { phone: string } | null;
  /** The family's whole bill from the offer to the residence permit (issue 53), once the offer is issued; else null. */
  bill: FamilyBillView | null;
  /** The phone the application was made with: the case page's WhatsApp opt-in starts from it (not in the API). */
  phone: string | null;
  /** The read-only links the student gave sponsors, newest first (decision 61). */
  sponsorLinks: SponsorLinkView[];
  /** Once the offer is issued (the case has steps): how to check it with the university itself, and us. */
  offerCheck: OfferCheckView | null;
};

/** One step of the case as the student reads it: its words, who acts, its due day and the documents it asks for. */
export type CaseStepView = {
  kind: StepKind;
  state: StepState;
  /**
   * The step's own state (done, in_progress, not_needed, blocked), or for a step to do: current (the next one),
   * overdue or to_do, worked out with today's date in Istanbul.
   */
  mark: StepMark;
  /** An open step past its due day, whatever its mark. */
  overdue: boolean;
  markWords: string;
  title: string;
  what: string;
  actor: StepActor;
  actorWords: string;
  dueOn: string | null;
  /** "Due 2 June 2027", "Overdue since …" or "No date yet". */
  dueWords: string;
  documents: { docType: DocumentType; name: string }[];
  /** "Documents for this step: …", or null when it asks for none. */
  documentsWords: string | null;
  /** The appointment, visa decision and arrival staff recorded, in words. */
  facts: string[];
  appointmentOn: string | null;
  appointmentPlace: string | null;
  visaDecision: "granted" | "refused" | null;
  visaDecidedOn: string | null;
  arrivalOn: string | null;
  /** The keys of the paid packages that do this step for the student, and "We do this for you (…)" or null. */
  coveredBy: string[];
  coveredWords: string | null;
};

/** The case's steps in words, each marked against today, with the paid packages that do it (`coverage`). */
function caseSteps(
  stored: StoredStep[],
  today: string,
  coverage: (kind: StepKind) => Pick<CaseStepView, "coveredBy" | "coveredWords">,
): CaseStepView[] {
  return markSteps(stored, today).map(({ documents, updatedAt: _updatedAt, wording, ...step }) => ({
    ...step,
    ...coverage(step.kind),
    ...stepWords(step.kind, wording),
    markWords: markWords(step.mark),
    // A step a paid package does for the student: "We do this for you (Basic)" where "You do this" would be.
    actorWords: coverage(step.kind).coveredWords ?? actorWords(step.actor),
    dueWords: dueWords(step),
    documents: documents.map((docType) => ({ docType, name: documentTypeName(docType) })),
    documentsWords:
      documents.length > 0 ? m.case_documents({ documents: joinList(documents.map(documentTypeName)) }) : null,
    facts: stepFacts(step),
  }));
}

/** What a case is read from, beside its application row. */
export type CaseReads = {
  documents: Awaited<ReturnType<typeof listDocumentsOf>>;
  events: Awaited<ReturnType<typeof listEventsOf>>;
  rows: Awaited<ReturnType<typeof selectChecklistRows>>;
  stored: StoredStep[];
  moneyRows: Awaited<ReturnType<typeof readCaseMoney>>;
  consent: Awaited<ReturnType<typeof liveApplicationConsent>>;
  bill: Awaited<ReturnType<typeof readBillRows>>;
  sponsorLinks: Awaited<ReturnType<typeof listSponsorLinksOf>>;
};

/** A case read: its application and the rest, to put in words again after a write changed a part of it. */
export type CaseRead = { application: TrackedApplication; reads: CaseReads };

/**
 * The application with `reference` and everything its page shows, read together: each read finds the application
 * by a subquery, so the page waits for one D1 round trip, not two (decision 0047). They run whether or not the
 * reference exists or the e-mail matches (an unknown one has no rows): the same work either way.
 */
export async function readCase(
  db: Db,
  reference: string,
): Promise<{ found: TrackedApplication | undefined; reads: CaseReads }> {
  const id = byReference(reference).id;
  const [found, documents, events, rows, stored, moneyRows, consent, bill, sponsorLinks] = await Promise.all([
    findTrackedApplication(db, reference),
    listDocumentsOf(db, id),
    listEventsOf(db, id),
    selectChecklistRows(db),
    listStepsOf(db, id),
    readCaseMoney(db, reference),
    liveApplicationConsent(db, id),
    readBillRows(db, id),
    listSponsorLinksOf(db, id),
  ]);
  return { found, reads: { documents, events, rows, stored, moneyRows, consent, bill, sponsorLinks } };
}

/**
 * The case in words. `currency`: the family's display currency for the bill (the request's choice), else the
 * language's default.
 */
export function caseView(
  application: TrackedApplication,
  { documents, events, rows, stored, moneyRows, consent, bill, sponsorLinks }: CaseReads,
  currency: DisplayCurrency = DEFAULT_CURRENCY[currentLocale()],
): ApplicationStatusView {
  const copy = statusCopy(application.status);
  const { programId, universityId, studyLevel } = application;
  const offering =
    programId !== null && universityId !== null && studyLevel !== null
      ? { id: programId, universityId, studyLevel }
      : null;
  const checklist = checklistFor(rows, {
    offering,
    qualification: application.qualification,
    nationality: application.nationality,
  }).map((item) => ({
    ...item,
    name: documentTypeName(item.docType),
    files: documents.filter((d) => d.docType === item.docType).map((d) => d.fileName),
  }));
  const requested = application.status === "documents_requested" ? application.requestedDocType : null;
  const money = caseMoney(moneyRows, application);
  const steps = caseSteps(stored, istanbulToday(), money.coverage);
  return {
    reference: application.reference,
    email: application.email,
    program: application.programName,
    university: application.selectedUniversity,
    nationality: application.nationality,
    submittedAt: application.createdAt,
    status: application.status,
    title: copy.title,
    next: copy.next,
    staffNote: application.staffNote,
    // A document sent back opens the upload box for its replacement, whatever the status (one sent for a step is
    // replaced from that step's box).
    acceptsDocuments:
      acceptsDocuments(application.status) ||
      documents.some((d) => d.reviewState === "needs_fix" && d.replacedBy === null && d.stepKind === null),
    requestedDocType: isDocumentType(requested) ? requested : null,
    documents: documents.map(
      ({ fileName, size, contentType, docType, createdAt, reviewState, reviewReason, replacedBy, stepKind }) => ({
        fileName,
        size,
        contentType,
        docType: isDocumentType(docType) ? docType : null,
        addedAt: createdAt,
        reviewState,
        reviewWords: replacedBy === null ? reviewWords(reviewState) : m.status_document_replaced(),
        reviewReason: reviewState === "needs_fix" ? reviewReason : null,
        replaced: replacedBy !== null,
        step: stepKind,
      }),
    ),
    checklist,
    history: events.map((e) => ({
      kind: e.kind,
      status: e.newStatus,
      title: eventTitle(e),
      note: eventNote(e),
      at: e.createdAt,
    })),
    steps,
    nextStep: nextStep(steps),
    payments: money.payments,
    packages: money.packages,
    moneyTrail: money.moneyTrail,
    moneyTrailWords: money.moneyTrailWords,
    caseMoneyWords: money.words,
    whatsapp: consent ? { phone: consent.phone } : null,
    // The steps exist from the offer on (decision 0043): the bill is the case's from then.
    bill: stored.length > 0 ? familyBill(bill, { currency, stepTitle: (kind) => stepWords(kind).title }) : null,
    phone: application.phone,
    sponsorLinks: sponsorLinkViews(sponsorLinks, new Date().toISOString()),
    offerCheck:
      steps.length > 0
        ? offerCheckView(
            { name: application.selectedUniversity, office: application.office },
            { siteName: siteConfig().siteName, ...consultancyRegistration() },
          )
        : null,
  };
}

/**
 * The reads after documents were added: only what the addition changed, its documents and its history, read again
 * (one round trip); the rest of the case is as it was read before the write.
 */
export async function withDocumentsNow(db: Db, { application, reads }: CaseRead): Promise<CaseRead> {
  const [documents, events] = await Promise.all([
    listDocumentsOf(db, application.id),
    listEventsOf(db, application.id),
  ]);
  return { application, reads: { ...reads, documents, events } };
}
