import { bindings, mailConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import { consentsOfPhone } from "~/models/whatsapp-consents.server";
import { REPLIES_MAILED_PER_HOUR } from "~/models/whatsapp-replies.server";
import type { MessageOf } from "~/queue/messages";
import type { MessageHandler } from "./handler";
import { fieldsMail, sendMailOnce } from "./mailer";

type Reply = MessageOf<"whatsapp.reply">;
type Owner = Awaited<ReturnType<typeof consentsOfPhone>>;

/**
 * The inbox's e-mail (in English) about a student's WhatsApp message: who it is (the applications and requests
 * their consents name), when, and what they wrote (their own words, to staff only). A Cloud API number is answered
 * from WhatsApp Manager or the Business app, not by replying to this e-mail.
 */
export function whatsAppReplyMail(reply: Reply, owner: Owner) {
  const list = (values: (string | number)[], prefix = "") => values.map((v) => `${prefix}${v}`).join(", ") || null;
  return {
    subject: `WhatsApp message from ${reply.from}${owner.references[0] ? ` (${owner.references[0]})` : ""}`,
    ...fieldsMail(
      `A student wrote to the WhatsApp business number. Answer them on WhatsApp within 24 hours: in that window a free-form reply is allowed; after it only a template. At most ${REPLIES_MAILED_PER_HOUR} messages from one number an hour are e-mailed one by one; later ones wait in D1 (whatsapp_replies) and are counted in the next staff digest.`,
      [
        ["From", reply.from],
        ["Applications", list(owner.references)],
        ["Consultation requests", list(owner.consultationRequestIds, "#")],
        ["Payments", list(owner.paymentIds, "#")],
        ["WhatsApp updates", owner.stopped ? "stopped by the student" : null],
        ["Received", reply.at],
        ["Message", reply.text ?? `(a ${reply.kind} message: open it in WhatsApp)`],
        ["WhatsApp message id", reply.waMessageId],
      ],
    ),
  };
}

/** Forwards a student's WhatsApp message to the inbox once, keyed by its WhatsApp id (Meta may send it twice). */
export const whatsAppReply: MessageHandler<"whatsapp.reply"> = {
  async handle(reply, env) {
    const owner = await consentsOfPhone(getDb(bindings(env).db), reply.from);
    await sendMailOnce(env, {
      key: `whatsapp-reply:${reply.waMessageId}`,
      to: mailConfig(env).contactEmail,
      audience: "staff",
      ...whatsAppReplyMail(reply, owner),
    });
  },

  // The e-mail's email_log row says 'failed' with the reason; the message is still in WhatsApp.
  async deadLettered(reply) {
    console.error("whatsapp.reply: dead-lettered", reply.waMessageId, reply.from);
  },
};
