import { bindings, mailConfig, publicOrigin } from "~/config.server";
import { getDb } from "~/db/client.server";
import { BASE_LOCALE, type Locale, localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { inLocale } from "~/i18n/request-locale.server";
import { statusCopy } from "~/case/status-words";
import { documentTypeName, isDocumentType } from "~/catalogue/document-types";
import { statusLinkPath } from "~/case/status-link.server";
import { getEventForMail, setEventNotificationStatus } from "~/models/application-tracking.server";
import { getApplicationLocale } from "~/models/applications.server";
import { tellStudent, type WhatsAppMessage } from "~/whatsapp/send.server";
import { loadMessageRow, type MessageHandler } from "./handler";
import { fieldsMail, paragraphsMail, sendMailOnce } from "./mailer";
import { greeting, languageName } from "./mail-text";

/** An event with its application's language (the one the student applied in). */
type Event = NonNullable<Awaited<ReturnType<typeof getEventForMail>>> & { locale: Locale };

/**
 * The link to the status page in the student's language (`/fr/applications/status?…`), signed so the student does
 * not retype the reference and e-mail address.
 */
export async function statusUrl(env: ConsumerEnv, reference: string, locale: Locale = BASE_LOCALE) {
  return `${publicOrigin(env)}${localizedHref(await statusLinkPath(env, reference), locale)}`;
}

/**
 * The student's e-mail about a status change, in the language they applied in: the subject, the new status, what
 * happens next, the staff note, the link. The address is one a visitor typed, so besides a cleaned first name it
 * holds only what D1 and staff wrote.
 */
export function statusChangeMail(event: Event, link: string, contactEmail: string) {
  return inLocale(event.locale, () => {
    const copy = statusCopy(event.newStatus);
    const paragraphs = [
      greeting(event.firstName, "applicant"),
      m.email_status_changed({
        reference: event.reference,
        program: event.programName,
        university: event.selectedUniversity,
        status: copy.title,
      }),
      copy.next,
      // The one document staff ask for (applications.requested_doc_type), named in the student's language.
      ...(event.newStatus === "documents_requested" && isDocumentType(event.requestedDocType)
        ? [m.checklist_email_requested({ document: documentTypeName(event.requestedDocType) })]
        : []),
      ...(event.note ? [m.email_status_note({ note: event.note })] : []),
      m.email_status_history({ link }),
      m.email_questions({ contactEmail }),
      "Istanbul Study Gateway",
    ];
    return {
      subject: m.email_status_subject({ reference: event.reference, status: copy.title }),
      ...paragraphsMail(paragraphs, link),
    };
  });
}

/**
 * The student's e-mail about a document staff sent back (review_state 'needs_fix'), in the language they applied
 * in: which document, staff's reason, and the signed link to upload the corrected one.
 */
export function documentFixMail(event: Event, link: string, contactEmail: string) {
  return inLocale(event.locale, () => {
    const document = isDocumentType(event.documentType)
      ? `${documentTypeName(event.documentType)} (${event.documentFileName})`
      : (event.documentFileName ?? "");
    const paragraphs = [
      greeting(event.firstName, "applicant"),
      m.email_document_fix({
        document,
        reference: event.reference,
        program: event.programName,
        university: event.selectedUniversity,
      }),
      m.email_document_fix_reason({ reason: event.note ?? "" }),
      m.email_document_fix_upload({ link }),
      m.email_questions({ contactEmail }),
      "Istanbul Study Gateway",
    ];
    return {
      subject: m.email_document_fix_subject({ reference: event.reference }),
      ...paragraphsMail(paragraphs, link),
    };
  });
}

/**
 * The WhatsApp template for a status change (`application_status_changed`, app/whatsapp/templates.json): the
 * reference, the program and the status in the student's language. Never the staff note or a name.
 */
export function statusChangeWhatsApp(event: Event): WhatsAppMessage {
  return {
    about: { kind: "application-event", id: event.id },
    to: { applicationId: event.applicationId },
    template: "application_status_changed",
    locale: event.locale,
    variables: inLocale(event.locale, () => [event.reference, event.programName, statusCopy(event.newStatus).title]),
  };
}

/**
 * The WhatsApp template for a document sent back (`application_document_needs_fix`): the reference and the
 * document's type in the student's language; staff's reason stays on the status page (typed text never goes in a
 * template). A document of no known type has nothing to name: e-mail only.
 */
export function documentFixWhatsApp(event: Event): WhatsAppMessage | undefined {
  if (!isDocumentType(event.documentType)) return undefined;
  const type = event.documentType;
  return {
    about: { kind: "application-event", id: event.id },
    to: { applicationId: event.applicationId },
    template: "application_document_needs_fix",
    locale: event.locale,
    variables: inLocale(event.locale, () => [event.reference, documentTypeName(type)]),
  };
}

/** The consultancy's e-mail (in English) about documents a student added from the status page. */
export function documentsAddedMail(event: Event) {
  return fieldsMail(`The student added documents to application ${event.reference} from the status page.`, [
    ["Reference", event.reference],
    ["Name", `${event.firstName} ${event.lastName}`],
    ["Email", event.email],
    ["Language", languageName(event.locale)],
    ["Program", `${event.selectedProgram} at ${event.selectedUniversity}`],
    ["Documents", event.note],
    ["Added at", event.createdAt],
    [
      "Find them",
      `SELECT file_name, size, r2_key FROM application_documents WHERE application_id = ${event.applicationId}`,
    ],
  ]);
}

/**
 * One application_events row, one message: a status change or a document sent back to the student (on WhatsApp when
 * they opted in, else by e-mail), added documents to the consultancy.
 * The key is the event's, so a redelivered message (or the cron queueing a lost one again) sends nothing twice.
 */
export const applicationEvent: MessageHandler<"application.event"> = {
  async handle({ eventId }, env) {
    const found = await loadMessageRow(env, eventId, getEventForMail, "application.event: no such event");
    if (!found) return;
    const { db, row } = found;
    const event: Event = { ...row, locale: (await getApplicationLocale(db, row.applicationId)) ?? BASE_LOCALE };
    const { contactEmail } = mailConfig(env);
    if (event.kind === "documents") {
      await sendMailOnce(env, {
        key: `application-event:${event.id}:inbox`,
        to: contactEmail,
        replyTo: event.email,
        audience: "staff",
        subject: `Documents added to application ${event.reference}`,
        ...documentsAddedMail(event),
      });
    } else if (event.kind === "document_review" || event.kind === "status") {
      // On WhatsApp when the student opted in and the Cloud API accepts it; otherwise the e-mail.
      const { whatsApp, mail } =
        event.kind === "status"
          ? { whatsApp: statusChangeWhatsApp(event), mail: statusChangeMail }
          : { whatsApp: documentFixWhatsApp(event), mail: documentFixMail };
      await tellStudent(env, whatsApp, async () =>
        sendMailOnce(env, {
          key: `application-event:${event.id}:student`,
          to: event.email,
          replyTo: contactEmail,
          audience: "unverified",
          ...mail(event, await statusUrl(env, event.reference, event.locale), contactEmail),
        }),
      );
    }
    await setEventNotificationStatus(db, event.id, "sent");
  },

  async deadLettered({ eventId }, env) {
    await setEventNotificationStatus(getDb(bindings(env).db), eventId, "failed");
  },
};
