import { bindings, consumerConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import type { Locale } from "~/i18n/locale";
import {
  claimWhatsAppMessage,
  markWhatsAppFailed,
  markWhatsAppSent,
  whatsAppSentToday,
} from "~/models/whatsapp-messages.server";
import { liveConsentPhone } from "~/models/whatsapp-consents.server";
import { sendTemplate, whatsAppChannel } from "~/whatsapp/cloud-api.server";

export type WhatsAppMessage = {
  /** Like email_log's keys, per channel: 'application-event:12:whatsapp'. */
  key: string;
  applicationId: number;
  /** One utility template per event kind, registered in en, fr and ar (README, "Deploy WhatsApp"). */
  template: string;
  locale: Locale;
  /** Only a reference, a program, a status or step, a date: never text a visitor or staff typed. */
  variables: string[];
};

/**
 * Sends `message` as a WhatsApp template at most once per key, when the application has a live consent.
 * 'sent': the Cloud API accepted it now or before; the caller sends no e-mail. 'not-sent': no consent, the channel
 * off, the daily cap reached or the API refused (recorded on the message row with why): the caller e-mails instead.
 * A refusal is not retried: the e-mail is the fallback, and its own key keeps it to one.
 */
export async function sendWhatsAppOnce(env: ConsumerEnv, message: WhatsAppMessage): Promise<"sent" | "not-sent"> {
  const db = getDb(bindings(env).db);
  const phone = await liveConsentPhone(db, message.applicationId);
  if (!phone) return "not-sent";
  const { applicationId: _, ...row } = message;
  const claimed = await claimWhatsAppMessage(db, { ...row, phone });
  if (claimed.status !== "pending") return claimed.status === "failed" ? "not-sent" : "sent";

  const channel = whatsAppChannel(env);
  if (!channel.on) {
    await markWhatsAppFailed(db, message.key, `Channel off: ${channel.reason}`);
    return "not-sent";
  }
  const cap = consumerConfig(env).whatsAppPerNumberPerDay;
  if ((await whatsAppSentToday(db, phone, message.key)) >= cap) {
    await markWhatsAppFailed(
      db,
      message.key,
      `Not sent: ${cap} WhatsApp messages already went to this number in 24 hours`,
    );
    return "not-sent";
  }
  const result = await sendTemplate(channel, {
    to: phone,
    template: message.template,
    language: message.locale,
    variables: message.variables,
  });
  if (!result.ok) {
    console.warn("whatsapp: not sent, e-mail instead", message.key, result.error);
    await markWhatsAppFailed(db, message.key, result.error);
    return "not-sent";
  }
  await markWhatsAppSent(db, message.key, result.waMessageId);
  return "sent";
}
