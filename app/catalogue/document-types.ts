// The kinds of document a student sends (D1's checklist_items.doc_type, application_documents.doc_type,
// uploads.doc_type and applications.requested_doc_type). 'other' is anything the checklist does not name.
import { m } from "~/i18n/paraglide/messages";

/** Each kind, in the checklist's order, with its name as the checklist, the upload boxes and the status page show it. */
const NAMES = {
  passport: m.rules_doc_passport,
  photo: m.rules_doc_photo,
  results: m.rules_doc_results,
  transcript: m.rules_doc_transcript,
  diploma: m.rules_doc_diploma,
  recognition: m.rules_doc_recognition,
  english: m.rules_doc_english,
  motivation: m.rules_doc_motivation,
  sponsor: m.rules_doc_sponsor,
  // The residence permit's file (decision 0053): the university files it with these.
  ikamet_form: m.rules_doc_ikamet_form,
  student_certificate: m.rules_doc_student_certificate,
  health_insurance: m.rules_doc_health_insurance,
  address_proof: m.rules_doc_address_proof,
  card_fee_receipt: m.rules_doc_card_fee_receipt,
  // The visa file (the Turkish Embassy in Abuja's notice of 12.12.2014): after the offer, not to apply.
  acceptance_letter: m.rules_doc_acceptance_letter,
  tuition_receipt: m.rules_doc_tuition_receipt,
  other: m.rules_doc_other,
};
export type DocumentType = keyof typeof NAMES;
export const DOCUMENT_TYPES = Object.keys(NAMES) as [DocumentType, ...DocumentType[]];

export const isDocumentType = (value: unknown): value is DocumentType =>
  typeof value === "string" && Object.hasOwn(NAMES, value);

export const documentTypeName = (type: DocumentType) => NAMES[type]();
