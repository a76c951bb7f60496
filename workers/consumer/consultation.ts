import { bindings, mailConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import { getConsultationForNotification, setConsultationNotificationStatus } from "~/models/consultations.server";
import { consultationMail } from "./consultation-mail";
import { loadMessageRow, type MessageHandler } from "./handler";
import { sendMailOnce } from "./mailer";
import { sendFailureNotice } from "./failure-notice";

/** E-mails the consultancy inbox about a new consultation request. */
export const consultationCreated: MessageHandler<"consultation.created"> = {
  async handle({ consultationId }, env) {
    const found = await loadMessageRow(
      env,
      consultationId,
      getConsultationForNotification,
      "consultation.created: no such request",
    );
    if (!found) return;
    const { db, row: request } = found;
    // Throws when the mail cannot be sent, so the queue retries the message with backoff.
    await sendMailOnce(env, {
      key: `consultation:${request.id}:inbox`,
      to: mailConfig(env).contactEmail,
      replyTo: request.email,
      audience: "staff",
      ...consultationMail(request),
    });
    await setConsultationNotificationStatus(db, request.id, "sent");
  },

  async deadLettered({ consultationId }, env) {
    // Out of retries: staff see 'failed' in D1 and can still follow the request up by hand.
    console.error("consultation.created: notification e-mail failed for good", consultationId);
    // A late dead letter for a notification that did go out changes nothing and tells no one.
    if (!(await setConsultationNotificationStatus(getDb(bindings(env).db), consultationId, "failed"))) return;
    await sendFailureNotice(env, {
      key: `consultation:${consultationId}`,
      what: `consultation request #${consultationId}`,
      rows: [
        ["Table", "consultation_requests"],
        ["Request id", consultationId],
      ],
    });
  },
};
