// The status lookup, shared by /applications/status (form and signed link), its documents action and
// POST /api/applications/status: the application as its student may see it, or one neutral "not found".
import { getDb, type Db } from "~/db/client.server";
import { acceptsDocuments, eventNote, eventTitle, reviewWords, statusCopy } from "~/applications/application-status";
import {
  checkStatusLookup,
  notFoundMessage,
  type StatusLookup,
  type StatusLookupField,
} from "~/applications/status-lookup-schema";
import type { FieldSource, Parsed, WriteCommand } from "~/commands/write-command";
import type { FieldErrors } from "~/lib/field-errors";
import { checkStatusLink, expiredLinkMessage, invalidLinkMessage } from "~/applications/status-link.server";
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
} from "~/applications/case-steps";
import { joinList } from "~/lib/join-list";
import type { MoneyTrail, MoneyTrailWords } from "~/catalogue/money-trail";
import {
  caseMoney,
  readCaseMoney,
  type CaseMoneyWords,
  type CasePackageView,
  type CasePaymentView,
} from "~/applications/case-packages.server";
import { m } from "~/i18n/paraglide/messages";
import {
  liveApplicationConsent,
  revokeApplicationConsents,
  startApplicationConsent,
} from "~/models/whatsapp-consents.server";
import { checkCaseOptIn, type CaseOptInRefusal } from "~/whatsapp/case-opt-in";
import { byReference } from "~/models/application-key.server";

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
  /** The phone the application was made with: the case page's WhatsApp opt-in starts from it (not in the API). */
  phone: string | null;
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

export type LookupResult =
  | { ok: true; application: ApplicationStatusView; id: number }
  | { ok: false; status: 400 | 404; message: string; errors?: FieldErrors<StatusLookupField> };

/** Made at each answer: the message is in the request's language. */
const notFound = () => ({ ok: false, status: 404, message: notFoundMessage() }) as const;
const encoder = new TextEncoder();

async function digest(text: string) {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text.trim().toLowerCase())));
}

/** Equal e-mail addresses (any case), compared as digests in full: no early exit on the first differing byte. */
async function sameEmail(typed: string, stored: string) {
  const [a, b] = await Promise.all([digest(typed), digest(stored)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/** A stand-in compared when the reference is unknown, so that answer costs what a wrong address costs. */
const NOBODY = "nobody@invalid.example";

/**
 * The application with `reference` and everything its page shows, read together: each read finds the application
 * by a subquery, so the page waits for one D1 round trip, not two (decision 0047). They run whether or not the
 * reference exists or the e-mail matches (an unknown one has no rows): the same work either way.
 */
async function readCase(db: Db, reference: string) {
  const id = byReference(reference).id;
  const [found, documents, events, rows, stored, moneyRows, consent] = await Promise.all([
    findTrackedApplication(db, reference),
    listDocumentsOf(db, id),
    listEventsOf(db, id),
    selectChecklistRows(db),
    listStepsOf(db, id),
    readCaseMoney(db, reference),
    liveApplicationConsent(db, id),
  ]);
  return { found, reads: { documents, events, rows, stored, moneyRows, consent } };
}

type CaseReads = Awaited<ReturnType<typeof readCase>>["reads"];

function view(
  application: TrackedApplication,
  { documents, events, rows, stored, moneyRows, consent }: CaseReads,
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
    phone: application.phone,
  };
}

/** The lookup form's or body's two fields checked, or the 400 that names what is wrong. */
function checkPair(values: Record<string, unknown>): Parsed<StatusLookup, LookupResult> {
  const checked = checkStatusLookup(values);
  if (checked.success) return { ok: true, input: checked.data };
  return { ok: false, result: { ok: false, status: 400, message: checked.message, errors: checked.errors } };
}

/** The application of a pair; a wrong pair and an unknown reference cost the same work and get the same answer. */
async function findByPair({ reference, email }: StatusLookup, db: Db): Promise<LookupResult> {
  const { found, reads } = await readCase(db, reference);
  const matches = await sameEmail(email, found?.email ?? NOBODY);
  return matches && found ? { ok: true, application: view(found, reads), id: found.id } : notFound();
}

/**
 * A status lookup (the /applications/status form and POST /api/applications/status). Its rate limit is what keeps
 * references from being guessed at speed (app/security/post-routes.server.ts).
 */
export const statusLookupCommand: WriteCommand<FieldSource, StatusLookup, LookupResult> = {
  parse: (fields) => checkPair({ reference: fields.get("reference"), email: fields.get("email") }),
  run: (pair, { db }) => findByPair(pair, db),
};

/** The same lookup inside another write (documents added from the status page name their application by the pair). */
export async function lookupApplication(values: Record<string, unknown>, db: Db): Promise<LookupResult> {
  const parsed = checkPair(values);
  return parsed.ok ? findByPair(parsed.input, db) : parsed.result;
}

export type SignedLinkResult =
  | { ok: true; application: ApplicationStatusView }
  | { ok: false; message: string; reference?: string };

/**
 * The application a signed status link opens, or why not. Only a link we signed is called expired (and keeps its
 * reference for the form); any other is "not valid" with nothing of the link echoed, so an altered signature,
 * reference or expiry all get the same page.
 */
export async function lookupBySignedLink(params: URLSearchParams, db = getDb()): Promise<SignedLinkResult> {
  const link = await checkStatusLink(undefined, params);
  if (!link.ok) {
    return link.reason === "expired"
      ? { ok: false, message: expiredLinkMessage(), reference: link.reference }
      : { ok: false, message: invalidLinkMessage() };
  }
  const { found, reads } = await readCase(db, link.reference);
  return found ? { ok: true, application: view(found, reads) } : { ok: false, message: invalidLinkMessage() };
}

/**
 * "Stop WhatsApp updates" on the status page (issue 44): the application named by its pair, as the documents form
 * names it, has every live consent revoked ('status_page'); its updates then go by e-mail only.
 */
export const stopWhatsAppUpdatesCommand: WriteCommand<FieldSource, StatusLookup, LookupResult> = {
  parse: (fields) => checkPair({ reference: fields.get("reference"), email: fields.get("email") }),
  async run(pair, { db }) {
    const found = await findByPair(pair, db);
    if (!found.ok) return found;
    await revokeApplicationConsents(db, found.id);
    return { ...found, application: { ...found.application, whatsapp: null } };
  },
};

export type StartWhatsAppResult =
  | LookupResult
  | { ok: false; status: 400; application: ApplicationStatusView; refused: CaseOptInRefusal };

/**
 * "Send my updates on WhatsApp" on the status page (docs/decisions/0051): the application named by its pair, as the
 * stop form names it (a wrong pair gets the stop's answer), gets a consent when it has no live one. A refused box
 * or number answers the application again, with the message beneath the field, and writes nothing.
 */
export const startWhatsAppUpdatesCommand: WriteCommand<
  FieldSource,
  { pair: StatusLookup; optIn: ReturnType<typeof checkCaseOptIn> },
  StartWhatsAppResult
> = {
  parse(fields) {
    const pair = checkPair({ reference: fields.get("reference"), email: fields.get("email") });
    return pair.ok ? { ok: true, input: { pair: pair.input, optIn: checkCaseOptIn(fields) } } : pair;
  },
  async run({ pair, optIn }, { db }) {
    const found = await findByPair(pair, db);
    if (!found.ok) return found;
    if (!optIn.ok) return { ok: false, status: 400, application: found.application, refused: optIn.refusal };
    const phone = await startApplicationConsent(db, found.id, optIn.consent);
    return {
      ...found,
      application: { ...found.application, whatsapp: phone ? { phone } : found.application.whatsapp },
    };
  },
};
