import { bindings, mailConfig, publicOrigin } from "~/config.server";
import { getDb } from "~/db/client.server";
import { statusCopy } from "~/lib/application-status";
import { statusLinkPath } from "~/lib/status-link.server";
import { getEventForMail, setEventNotificationStatus } from "~/models/application-tracking.server";
import { loadMessageRow, type MessageHandler } from "./handler";
import { fieldsMail, paragraphsMail, sendMailOnce } from "./mailer";
import { greeting } from "./mail-text";

type Event = NonNullable<Awaited<ReturnType<typeof getEventForMail>>>;

/** The link to the status page, signed so the student does not retype the reference and e-mail address. */
export async function statusUrl(env: ConsumerEnv, reference: string) {
  return `${publicOrigin(env)}${await statusLinkPath(env, reference)}`;
}

/**
 * The student's e-mail about a status change: the new status, what happens next, the staff note, the link. The
 * address is one a visitor typed, so besides a cleaned first name it holds only what D1 and staff wrote.
 */
export function statusChangeMail(event: Event, link: string, contactEmail: string) {
  const copy = statusCopy(event.newStatus);
  const paragraphs = [
    greeting(event.firstName, "applicant"),
    `Your application ${event.reference} for ${event.selectedProgram} at ${event.selectedUniversity} has a new status: ${copy.title}.`,
    copy.next,
    ...(event.note ? [`A note from our team: ${event.note}`] : []),
    `See your application and its history: ${link}`,
    `If you have any questions, reply to this e-mail or write to ${contactEmail}.`,
    "Istanbul Study Gateway",
  ];
  return paragraphsMail(paragraphs, link);
}

/** The consultancy's e-mail about documents a student added from the status page. */
export function documentsAddedMail(event: Event) {
  return fieldsMail(`The student added documents to application ${event.reference} from the status page.`, [
    ["Reference", event.reference],
    ["Name", `${event.firstName} ${event.lastName}`],
    ["Email", event.email],
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
 * One application_events row, one e-mail: a status change to the student, added documents to the consultancy.
 * The key is the event's, so a redelivered message (or the cron queueing a lost one again) sends nothing twice.
 */
export const applicationEvent: MessageHandler<"application.event"> = {
  async handle({ eventId }, env) {
    const found = await loadMessageRow(env, eventId, getEventForMail, "application.event: no such event");
    if (!found) return;
    const { db, row: event } = found;
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
    } else if (event.kind === "status") {
      await sendMailOnce(env, {
        key: `application-event:${event.id}:student`,
        to: event.email,
        replyTo: contactEmail,
        audience: "unverified",
        subject: `Your application ${event.reference}: ${statusCopy(event.newStatus).title}`,
        ...statusChangeMail(event, await statusUrl(env, event.reference), contactEmail),
      });
    }
    await setEventNotificationStatus(db, event.id, "sent");
  },

  async deadLettered({ eventId }, env) {
    await setEventNotificationStatus(getDb(bindings(env).db), eventId, "failed");
  },
};
