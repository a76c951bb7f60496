// What each application status means to the student: one title and one sentence of what happens next, shared by
// the status page, POST /api/applications/status and the status e-mail. The statuses themselves are D1's
// (APPLICATION_STATUSES in app/db/schema.ts; a trigger refuses any other value).
import type { ApplicationStatus } from "~/db/schema";

export type { ApplicationStatus };

export const STATUS_COPY: Record<ApplicationStatus, { title: string; next: string }> = {
  received: {
    title: "Application received",
    next: "Our team will check your details and documents and contact you within 24 hours.",
  },
  in_review: {
    title: "In review",
    next: "An adviser is reviewing your application; we will write as soon as it is ready for the university.",
  },
  documents_requested: {
    title: "Documents requested",
    next: "We need more documents from you: add them on your application's status page, then we continue with it.",
  },
  submitted_to_university: {
    title: "Submitted to the university",
    next: "The university is assessing your application; decisions usually take one to three weeks.",
  },
  offer_issued: {
    title: "Offer issued",
    next: "The university has offered you a place: we will contact you about accepting it, the deposit and your visa.",
  },
  rejected: {
    title: "Not accepted",
    next: "The university did not offer you a place this time; an adviser will contact you about other programs.",
  },
  enrolled: {
    title: "Enrolled",
    next: "You are enrolled. Welcome to Istanbul: we will help you with your residence permit after arrival.",
  },
  withdrawn: {
    title: "Withdrawn",
    next: "This application is closed. Contact us at any time if you want to apply again.",
  },
};

/** The student may add documents while the consultancy asks for them. */
export function acceptsDocuments(status: ApplicationStatus) {
  return status === "documents_requested";
}

/** A status of any string (an unknown one, should staff bypass the trigger, reads as 'in review'). */
export function statusCopy(status: string) {
  return STATUS_COPY[status as ApplicationStatus] ?? STATUS_COPY.in_review;
}
