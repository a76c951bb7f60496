import { mailConfig } from "~/config.server";
import { fieldsMail, sendMailOnce } from "./mailer";

/**
 * Tells the consultancy inbox that a notification failed for good (its message used up its retries), once per
 * notification (key '{kind}:{id}:failed-notice'). The row already says 'failed'; this e-mail makes sure someone
 * looks. If the inbox itself cannot be reached, the attempt stays in email_log as 'failed' and nothing throws:
 * the dead letter is still handled.
 */
export type FailureNotice = { key: string; what: string; rows: [label: string, value: string | number | null][] };

export async function sendFailureNotice(env: ConsumerEnv, { key, what, rows }: FailureNotice) {
  const { text, html } = fieldsMail(
    `A notification failed for good after all its retries: ${what}. Please follow it up by hand (the details are in D1).`,
    rows,
  );
  try {
    await sendMailOnce(env, {
      key: `${key}:failed-notice`,
      to: mailConfig(env).contactEmail,
      audience: "staff",
      subject: `Notification failed: ${what}`,
      text,
      html,
    });
  } catch (error) {
    console.error("failure notice could not be sent", key, error);
  }
}
