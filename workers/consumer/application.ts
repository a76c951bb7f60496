import { mailConfig } from "~/config.server";
import { m } from "~/i18n/paraglide/messages";
import { inLocale } from "~/i18n/request-locale.server";
import { formatBytes } from "~/lib/format-bytes";
import { getApplicationWithDocuments, setApplicationNotificationStatus } from "~/models/applications.server";
import { escapeHtml } from "~/lib/escape-html";
import { fieldsMail, paragraphsMail, sendMailOnce } from "./mailer";
import { greeting, languageName, toSafeLine } from "./mail-text";
import { rowNotification } from "./row-notification";
import { statusUrl } from "./application-event";
import { sendWhatsAppOnce, toldBy, type WhatsAppMessage } from "~/whatsapp/send.server";

type Application = NonNullable<Awaited<ReturnType<typeof getApplicationWithDocuments>>>;

function documentLines(application: Application) {
  return application.documents.map(
    (d, i) => `${i + 1}. ${toSafeLine(d.fileName)} (${formatBytes(d.size)}, ${d.contentType}) R2 key: ${d.r2Key}`,
  );
}

/**
 * The consultancy's copy (in English): every field, the language the student used, how the student was told
 * (`toldBy`: WhatsApp or e-mail, and why), where each document lies in R2.
 */
export function inboxMail(application: Application, toldBy: string) {
  const { text, html } = fieldsMail(`New university application ${application.reference} from the website.`, [
    ["Reference", application.reference],
    ["Name", toSafeLine(`${application.firstName} ${application.lastName}`)],
    ["Email", application.email],
    ["Phone", application.phone],
    ["Language", languageName(application.locale)],
    ["Country of residence", application.countryOfResidence],
    ["Faculty", application.selectedFaculty],
    ["University", application.selectedUniversity],
    ["Program", application.selectedProgram],
    ["Education level", application.educationLevel],
    ["Message", application.message],
    ["Received at", application.createdAt],
    ["Student told by", toldBy],
  ]);
  const lines = documentLines(application);
  return {
    text: `${text}\nDocuments (${lines.length}):\n${lines.join("\n")}\n`,
    html: `${html}<h3 style="font-family:sans-serif">Documents (${lines.length})</h3><ol style="font-family:sans-serif">${application.documents
      .map(
        (d) =>
          `<li>${escapeHtml(toSafeLine(d.fileName))} (${formatBytes(d.size)}, ${escapeHtml(d.contentType)})<br><code>${escapeHtml(d.r2Key)}</code></li>`,
      )
      .join("")}</ol>`,
  };
}

/**
 * The student's confirmation (subject and body), in the language they applied in, carrying the reference to quote.
 * The address is one a visitor typed, so the mail holds nothing else the visitor wrote: a cleaned, short first
 * name; the program and university as the D1 catalogue names them (the row stores the catalogue's names); the
 * number of documents, not their names.
 */
export function studentMail(application: Application, contactEmail: string, statusLink: string) {
  return inLocale(application.locale, () => {
    const paragraphs = [
      greeting(application.firstName, "applicant"),
      m.email_application_thanks({
        program: application.programName,
        university: application.selectedUniversity,
        documents: m.email_application_documents({ count: application.documents.length }),
      }),
      m.email_application_reference({ reference: application.reference }),
      m.email_application_review({ contactEmail }),
      m.email_application_follow({ link: statusLink }),
      "Istanbul Study Gateway",
    ];
    return {
      subject: m.email_application_subject({ reference: application.reference }),
      ...paragraphsMail(paragraphs, statusLink),
    };
  });
}

/**
 * The student's confirmation on WhatsApp (`application_received`): the reference and the program, in the language
 * they applied in. The e-mail goes too: it is the student's record, carries the signed status link, and the
 * success page promised it.
 */
export function receivedWhatsApp(application: Application): WhatsAppMessage {
  return {
    about: { kind: "application", id: application.id },
    to: { applicationId: application.id },
    template: "application_received",
    locale: application.locale,
    variables: [application.reference, application.programName],
  };
}

/**
 * Sends the student a confirmation with the reference (by e-mail, and on WhatsApp when they opted in) and e-mails the
 * consultancy inbox about the new application (its document list, and whether WhatsApp reached the student). Each
 * message has its own key, so a redelivery sends only what is missing.
 */
export const applicationCreated = rowNotification<"application.created", Application>({
  id: (message) => message.applicationId,
  load: getApplicationWithDocuments,
  missing: "application.created: no such application",
  async send(env, application) {
    const { contactEmail } = mailConfig(env);
    const name = `${application.firstName} ${application.lastName}`;
    const whatsApp = await sendWhatsAppOnce(env, receivedWhatsApp(application));
    await sendMailOnce(env, {
      key: `application:${application.id}:inbox`,
      to: contactEmail,
      replyTo: application.email,
      audience: "staff",
      subject: `Application ${application.reference}: ${name}, ${application.selectedProgram} at ${application.selectedUniversity}`,
      ...inboxMail(application, toldBy(whatsApp, "e-mail")),
    });
    await sendMailOnce(env, {
      key: `application:${application.id}:student`,
      to: application.email,
      replyTo: contactEmail,
      audience: "unverified",
      ...studentMail(application, contactEmail, await statusUrl(env, application.reference, application.locale)),
    });
  },
  setStatus: setApplicationNotificationStatus,
  failureNotice: (applicationId, application) => ({
    key: `application:${applicationId}`,
    what: `application ${application?.reference ?? `#${applicationId}`}`,
    rows: [
      ["Table", `applications (and email_log, keys application:${applicationId}:*)`],
      ["Application id", applicationId],
      ["Reference", application?.reference ?? null],
    ],
  }),
});
