import { mailConfig } from "~/config.server";
import {
  type ConsultationNotification,
  getConsultationForNotification,
  setConsultationNotificationStatus,
} from "~/models/consultations.server";
import { consultationMail } from "./consultation-mail";
import { sendMailOnce } from "./mailer";
import { rowNotification } from "./row-notification";

/** E-mails the consultancy inbox about a new consultation request. */
export const consultationCreated = rowNotification<"consultation.created", ConsultationNotification>({
  id: (message) => message.consultationId,
  load: getConsultationForNotification,
  missing: "consultation.created: no such request",
  async send(env, request) {
    await sendMailOnce(env, {
      key: `consultation:${request.id}:inbox`,
      to: mailConfig(env).contactEmail,
      replyTo: request.email,
      audience: "staff",
      ...consultationMail(request),
    });
  },
  setStatus: setConsultationNotificationStatus,
  failureNotice: (consultationId) => ({
    key: `consultation:${consultationId}`,
    what: `consultation request #${consultationId}`,
    rows: [
      ["Table", "consultation_requests"],
      ["Request id", consultationId],
    ],
  }),
});
