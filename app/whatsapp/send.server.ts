// The sending rules of a WhatsApp update (decision 0050), beside the Cloud API client: whose consent, once per key,
// the per-number cap, "not now" retried by the queue, and the e-mail when WhatsApp cannot take it. The consumer's
// handlers build the messages and call these.
import { bindings, consumerConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import type { Locale } from "~/i18n/locale";
import { claimWhatsAppMessage, markWhatsAppFailed, markWhatsAppSent } from "~/models/whatsapp-messages.server";
import { sentToday } from "~/models/sent-today.server";
import { type ConsentSubject, liveConsentPhone } from "~/models/whatsapp-consents.server";
import { sendTemplate, type TemplateName, whatsAppChannel } from "./internal/cloud-api.server";
import { type WhatsAppAbout, whatsAppKey } from "./internal/message-keys.server";

/** What sending reads from the consumer's env: D1, the channel's settings and the per-number cap. */
export type WhatsAppSendEnv = Parameters<typeof bindings>[0] &
  Parameters<typeof whatsAppChannel>[0] &
  Parameters<typeof consumerConfig>[0];

export type WhatsAppMessage = {
  /** What it tells of: its key in whatsapp_messages (./internal/message-keys.server.ts), sent at most once. */
  about: WhatsAppAbout;
  /** Whose consent decides, and gives the number. */
  to: ConsentSubject;
  /** One utility template per event kind, registered in en, fr and ar (app/whatsapp/templates.json). */
  template: TemplateName;
  locale: Locale;
  /** Only a reference, a program, a status or step, a date: never text a visitor or staff typed. */
  variables: string[];
};

/**
 * How often a message is tried on WhatsApp when Meta says "not now" before the e-mail goes instead: with the queue's
 * backoff (30 s, then 60 s) that is past Meta's pair rate of one message every 6 seconds to one person, and within the
 * queue's own retries (max_retries 4).
 */
const WHATSAPP_ATTEMPTS = 3;

/** Whether the message went on WhatsApp; if not, why (for the staff notice): the caller e-mails instead. */
export type WhatsAppOutcome = { sent: true; phone: string } | { sent: false; why: string };

/**
 * Sends `message` as a WhatsApp template at most once per key, when its subject has a live consent.
 * Sent: the Cloud API accepted it now or before; the caller sends no e-mail. Not sent: no consent, the channel
 * off, the daily cap reached or the API refused (recorded on the message row with why): the caller e-mails instead.
 * A refusal is not retried, unless it says "not now" (then this throws, and the queue retries the message): the
 * e-mail is the fallback, and its own key keeps it to one.
 */
export async function sendWhatsAppOnce(env: WhatsAppSendEnv, message: WhatsAppMessage): Promise<WhatsAppOutcome> {
  const db = getDb(bindings(env).db);
  const phone = await liveConsentPhone(db, message.to);
  if (!phone) return { sent: false, why: "no consent" };
  const key = whatsAppKey(message.about);
  const { template, locale, variables } = message;
  const claimed = await claimWhatsAppMessage(db, { key, phone, template, locale, variables });
  if (claimed.status === "failed") return { sent: false, why: claimed.lastError ?? "WhatsApp failed" };
  if (claimed.status !== "pending") return { sent: true, phone };

  const failed = async (why: string) => {
    await markWhatsAppFailed(db, key, why);
    return { sent: false as const, why };
  };
  const channel = whatsAppChannel(env);
  if (!channel.on) return failed(`Channel off: ${channel.reason}`);
  const cap = consumerConfig(env).whatsAppPerNumberPerDay;
  if ((await sentToday(db, "whatsapp", { to: phone, exceptKey: key })) >= cap)
    return failed(`Not sent: ${cap} WhatsApp messages already went to this number in 24 hours`);
  const result = await sendTemplate(channel, {
    to: phone,
    template: message.template,
    language: message.locale,
    variables: message.variables,
  });
  if (!result.ok) {
    // "Not now" (Meta's rate limits, an outage): the queue tries the whole message again later, with backoff; the
    // e-mail goes only once WhatsApp has had its attempts.
    if (result.retryLater && claimed.attempts < WHATSAPP_ATTEMPTS) {
      throw new Error(`whatsapp: ${key} not sent yet, trying again later: ${result.error}`);
    }
    console.warn("whatsapp: not sent, e-mail instead", key, result.error);
    return failed(result.error);
  }
  await markWhatsAppSent(db, key, result.waMessageId);
  return { sent: true, phone };
}

/**
 * A staff notice's words for how the student was told: what went `alongside` ('e-mail', or 'none'), and WhatsApp or
 * why not: 'e-mail and WhatsApp (+234…)', 'e-mail (WhatsApp: no consent)', 'WhatsApp (+234…)'.
 */
export function toldBy(outcome: WhatsAppOutcome, alongside = "none") {
  if (!outcome.sent) return `${alongside} (WhatsApp: ${outcome.why})`;
  return alongside === "none" ? `WhatsApp (${outcome.phone})` : `${alongside} and WhatsApp (${outcome.phone})`;
}

/**
 * Tells the student on WhatsApp when they opted in and the Cloud API takes `message`, else by e-mail (`email`, sent
 * once under its own key): an update goes one way, never both (decision 0050). No `message` (nothing that can be said
 * in a template): e-mail only.
 */
export async function tellStudent(
  env: WhatsAppSendEnv,
  message: WhatsAppMessage | undefined,
  email: () => Promise<unknown>,
): Promise<"whatsapp" | "email"> {
  if (message && (await sendWhatsAppOnce(env, message)).sent) return "whatsapp";
  await email();
  return "email";
}
