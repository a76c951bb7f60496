import { mailConfig } from "~/config.server";
import { stepWords } from "~/case/case-steps";
import { m } from "~/i18n/paraglide/messages";
import { inLocale } from "~/i18n/request-locale.server";
import { formatDay } from "~/lib/dates";
import {
  getStepForReminder,
  type StepForReminder,
  type StepReminder,
  stepReminderKey,
  stillOwed,
} from "~/models/step-reminders.server";
import { tellStudent, type WhatsAppMessage } from "~/whatsapp/send.server";
import { statusUrl } from "./application-event";
import { loadMessageRow, type MessageHandler } from "./handler";
import { paragraphsMail, sendMailOnce } from "./mailer";
import { greeting } from "./mail-text";

/**
 * The student's reminder of a step of theirs, in the language they applied in: the step's title and due day, what
 * to do, the signed link to the case. The address is one a visitor typed, so besides a cleaned first name it holds
 * only the reference and the catalogue's words.
 */
export function stepReminderMail(
  step: StepForReminder & { dueOn: string },
  reminder: StepReminder,
  link: string,
  contactEmail: string,
) {
  return inLocale(step.locale, () => {
    const { title, what } = stepWords(step.kind, step.wording);
    const words = { reference: step.reference, step: title, date: formatDay(step.dueOn) };
    const dueSoon = step.actor === "university" ? m.email_step_due_soon_university : m.email_step_due_soon;
    const paragraphs = [
      greeting(step.firstName, "applicant"),
      reminder === "overdue" ? m.email_step_overdue(words) : dueSoon(words),
      what,
      m.email_step_link({ link }),
      m.email_questions({ contactEmail }),
      "Istanbul Study Gateway",
    ];
    return {
      subject: reminder === "overdue" ? m.email_step_overdue_subject(words) : m.email_step_due_soon_subject(words),
      ...paragraphsMail(paragraphs, link),
    };
  });
}

/**
 * The WhatsApp template of a reminder (`application_step_due_soon` / `application_step_overdue`, docs/deploy.md "Deploy
 * WhatsApp"): the reference, the step's title and its due day in the student's language.
 */
export function stepReminderWhatsApp(
  step: StepForReminder & { dueOn: string },
  reminder: StepReminder,
): WhatsAppMessage {
  return {
    about: { kind: "step", id: step.id, reminder },
    to: { applicationId: step.applicationId },
    template: reminder === "overdue" ? "application_step_overdue" : "application_step_due_soon",
    locale: step.locale,
    variables: inLocale(step.locale, () => [step.reference, stepWords(step.kind).title, formatDay(step.dueOn)]),
  };
}

/**
 * One reminder, one message: on WhatsApp when the student opted in and the Cloud API accepts it, else one e-mail under `step:<id>:<reminder>` (a redelivery or a second queued message sends nothing
 * twice). A step staff closed or re-dated, or a case that left offer_issued, since the cron queued it gets nothing.
 */
export const stepReminder: MessageHandler<"step.reminder"> = {
  async handle({ stepId, reminder, today }, env) {
    const found = await loadMessageRow(env, stepId, getStepForReminder, "step.reminder: no such step");
    if (!found) return;
    const step = found.row;
    if (!stillOwed(step, reminder, today) || step.dueOn === null) return;
    const due = { ...step, dueOn: step.dueOn };
    await tellStudent(env, stepReminderWhatsApp(due, reminder), async () => {
      const { contactEmail } = mailConfig(env);
      await sendMailOnce(env, {
        key: stepReminderKey(step.id, reminder),
        to: step.email,
        replyTo: contactEmail,
        audience: "unverified",
        ...stepReminderMail(due, reminder, await statusUrl(env, step.reference, step.locale), contactEmail),
      });
    });
  },

  // The e-mail's email_log row already says 'failed' with the reason; there is no other row to mark.
  async deadLettered({ stepId, reminder }) {
    console.error("step.reminder: dead-lettered", stepReminderKey(stepId, reminder));
  },
};
