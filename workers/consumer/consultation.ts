import { mailConfig } from "~/config.server";
import {
  type ConsultationNotification,
  getConsultationForNotification,
  setConsultationNotificationStatus,
} from "~/models/consultations.server";
import { consultationMail } from "./consultation-mail";
import { sendMailOnce } from "./mailer";
import { rowNotification } from "./row-notification";
import { sendWhatsAppOnce, toldBy, type WhatsAppMessage } from "~/whatsapp/send.server";

/**
 * The visitor's acknowledgement on WhatsApp (`consultation_received`, no parameters), when they ticked "Send my
 * updates on WhatsApp". There was never an e-mail for it: a consultation is answered by a person.
 */
export function consultationWhatsApp(request: ConsultationNotification): WhatsAppMessage {
  return {
    about: { kind: "consultation", id: request.id },
    to: { consultationRequestId: request.id },
    template: "consultation_received",
    locale: request.locale,
    variables: [],
  };
}

/** Acknowledges the request on WhatsApp (when asked) and e-mails the consultancy inbox about it, saying which. */
export const consultationCreated = rowNotification<"consultation.created", ConsultationNotification>({
  id: (message) => message.consultationId,
  load: getConsultationForNotification,
  missing: "consultation.created: no such request",
  async send(env, request) {
    const whatsApp = await sendWhatsAppOnce(env, consultationWhatsApp(request));
    await sendMailOnce(env, {
      key: `consultation:${request.id}:inbox`,
      to: mailConfig(env).contactEmail,
      replyTo: request.email,
      audience: "staff",
      ...consultationMail(request, toldBy(whatsApp)),
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
