// The kinds of document a student sends (D1's checklist_items.doc_type, application_documents.doc_type,
// uploads.doc_type and applications.requested_doc_type). 'other' is anything the checklist does not name.
import { m } from "~/i18n/paraglide/messages";

export const DOCUMENT_TYPES = [
  "passport",
  "photo",
  "results",
  "transcript",
  "diploma",
  "recognition",
  "english",
  "motivation",
  "sponsor",
  "other",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const isDocumentType = (value: unknown): value is DocumentType =>
  (DOCUMENT_TYPES as readonly unknown[]).includes(value);

/** A document type's name as the checklist, the upload boxes and the status page show it. */
export function documentTypeName(type: DocumentType) {
  const names: Record<DocumentType, () => string> = {
    passport: m.rules_doc_passport,
    photo: m.rules_doc_photo,
    results: m.rules_doc_results,
    transcript: m.rules_doc_transcript,
    diploma: m.rules_doc_diploma,
    recognition: m.rules_doc_recognition,
    english: m.rules_doc_english,
    motivation: m.rules_doc_motivation,
    sponsor: m.rules_doc_sponsor,
    other: m.rules_doc_other,
  };
  return names[type]();
}
