// What each application status means to the student: one title and one sentence of what happens next, shared by
// the status page, POST /api/applications/status and the status e-mail. The statuses themselves are D1's
// (APPLICATION_STATUSES in app/db/enums.ts; a trigger refuses any other value). The words are messages
// (app/i18n/messages/status), read when called: in the language of the page, or of the locale an e-mail is
// written in (inLocale), never frozen at import.
import type { ApplicationStatus, DocumentReviewState } from "~/db/enums";
import { m } from "~/i18n/paraglide/messages";
import { joinList } from "~/lib/join-list";

type Words = () => string;

const STATUS_COPY: Record<ApplicationStatus, { title: Words; next: Words }> = {
  received: { title: () => m.status_received_title(), next: () => m.status_received_next() },
  in_review: { title: () => m.status_in_review_title(), next: () => m.status_in_review_next() },
  documents_requested: {
    title: () => m.status_documents_requested_title(),
    next: () => m.status_documents_requested_next(),
  },
  submitted_to_university: {
    title: () => m.status_submitted_to_university_title(),
    next: () => m.status_submitted_to_university_next(),
  },
  offer_issued: { title: () => m.status_offer_issued_title(), next: () => m.status_offer_issued_next() },
  rejected: { title: () => m.status_rejected_title(), next: () => m.status_rejected_next() },
  enrolled: { title: () => m.status_enrolled_title(), next: () => m.status_enrolled_next() },
  withdrawn: { title: () => m.status_withdrawn_title(), next: () => m.status_withdrawn_next() },
};

/** The student may add documents while the consultancy asks for them. */
export function acceptsDocuments(status: ApplicationStatus) {
  return status === "documents_requested";
}

const copyOf = (status: string) => STATUS_COPY[status as ApplicationStatus] ?? STATUS_COPY.in_review;

/**
 * A status of any string (an unknown one, should staff bypass the trigger, reads as 'in review'): its title and
 * next step in the current language.
 */
export function statusCopy(status: string) {
  const copy = copyOf(status);
  return { title: copy.title(), next: copy.next() };
}

/** A status's name alone ('Documents requested'), in the current language. */
export const statusTitle = (status: string) => copyOf(status).title();

/**
 * A history row's title: 'Documents added' for documents the student added, 'A document needs a fix' for one staff
 * sent back, the new status's name otherwise.
 */
export const eventTitle = (event: { kind: string; newStatus: string }) =>
  event.kind === "documents"
    ? m.status_documents_added()
    : event.kind === "document_review"
      ? m.status_document_needs_fix_title()
      : statusTitle(event.newStatus);

const REVIEW_WORDS: Record<DocumentReviewState, Words> = {
  received: () => m.status_document_received(),
  accepted: () => m.status_document_accepted(),
  needs_fix: () => m.status_document_needs_fix(),
};

/** A document's review state in words (the page shows them, colour only repeats them). */
export const reviewWords = (state: string) => (REVIEW_WORDS[state as DocumentReviewState] ?? REVIEW_WORDS.received)();

/**
 * A 'documents' event's note as D1 holds it ('2 added: a.pdf, b.pdf', app/models/application-tracking.server.ts,
 * the consultancy's e-mail quotes it) in the current language; any other note as staff wrote it.
 */
export function eventNote(event: { kind: string; note: string | null }) {
  const added = event.kind === "documents" && event.note ? /^(\d+) added: (.*)$/s.exec(event.note) : null;
  if (!added) return event.note;
  return m.status_history_documents_note({ count: Number(added[1]), files: added[2]! });
}

/** File names in a sentence ('a.pdf, b.pdf'), with the comma of the current language (Arabic's '،'). */
export const fileList = (names: string[]) => joinList(names, "names");
