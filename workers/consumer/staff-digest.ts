import { bindings, mailConfig, publicOrigin } from "~/config.server";
import { getDb } from "~/db/client.server";
import { digestSize, staffDigest, staffDigestKey } from "~/models/staff-digest-rows.server";
import type { MessageHandler } from "./handler";
import { sendMailOnce } from "./mailer";
import { staffDigestMail } from "./staff-digest-mail";

/**
 * The day's digest to the consultancy inbox (CONTACT_EMAIL, where consultation requests go), once per day under
 * `staff-digest:<day>` whatever the redeliveries. Read when handled: if staff cleared everything since the cron
 * queued it, nothing is sent (and nothing logged, so a later run that day may still queue one).
 */
export const staffDigestHandler: MessageHandler<"staff.digest"> = {
  async handle({ day }, env) {
    const digest = await staffDigest(getDb(bindings(env).db));
    if (digestSize(digest) === 0) return;
    await sendMailOnce(env, {
      key: staffDigestKey(day),
      to: mailConfig(env).contactEmail,
      audience: "staff",
      ...staffDigestMail(digest, day, publicOrigin(env)),
    });
  },

  // The e-mail's email_log row already says 'failed' with the reason; the next day's digest lists the same work.
  async deadLettered({ day }) {
    console.error("staff.digest: dead-lettered", staffDigestKey(day));
  },
};
