import { escapeHtml } from "~/lib/escape-html";
import { bindings, consumerConfig, mailConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import { renderLocale } from "~/i18n/intl";
import { textDirection } from "~/i18n/locale";
import { claimEmail, markEmailFailed, markEmailSent } from "~/models/email-log.server";
import { sentToday } from "~/models/sent-today.server";
import { safeSubject, toSafeText } from "./mail-text";

export type Mail = {
  /** Deterministic per e-mail (e.g. 'consultation:12:inbox'): the same key is never sent twice. */
  key: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /**
   * 'unverified' for an address a visitor typed (the student's, the payer's): such mail carries none of the
   * sender's free text (see mail-text.ts) and is rate limited per address. 'staff' (the consultancy inbox)
   * is not limited.
   */
  audience: "staff" | "unverified";
  /** Files sent with it (a booking's calendar invitation), each a text in UTF-8. */
  attachments?: MailAttachment[];
};

/** A text attachment: `type` is its whole Content-Type ('text/calendar; method=REQUEST; charset=UTF-8'). */
export type MailAttachment = { filename: string; type: string; text: string };

/**
 * Sends an e-mail through the `send_email` binding at most once per key, recording each attempt in
 * `email_log` so staff can see what went out. Throws when sending fails, so the queue retries the message.
 * (If the send succeeds but the 'sent' mark cannot be written, a redelivery may send once more:
 * at-least-once is the best a queue and a mail API can promise together.)
 */
export async function sendMailOnce(env: ConsumerEnv, mail: Mail): Promise<"sent" | "already-sent" | "rate-limited"> {
  const db = getDb(bindings(env).db);
  // Control and direction characters never reach a subject (nor a line break, which could add headers).
  const subject = safeSubject(mail.subject);
  const entry = await claimEmail(db, { key: mail.key, recipient: mail.to, subject });
  if (entry?.status === "sent") return "already-sent";

  if (mail.audience === "unverified") {
    const limit = consumerConfig(env).mailPerRecipientPerDay;
    if ((await sentToday(db, "email", { to: mail.to, exceptKey: mail.key })) >= limit) {
      // Not retried: the queue cannot wait a day. Staff see why in email_log.
      const lastError = `Not sent: ${limit} e-mails already went to this address in the last 24 hours`;
      console.warn("mailer: per-recipient limit reached", mail.key);
      await markEmailFailed(db, mail.key, lastError);
      return "rate-limited";
    }
  }

  try {
    // Inside the try: a missing MAILER or malformed MAIL_FROM is recorded in email_log like a refused send.
    await bindings(env).mailer.send({
      from: { name: "Istanbul Study Gateway", email: mailConfig(env).mailFrom },
      to: mail.to,
      replyTo: mail.replyTo,
      subject,
      text: mail.text,
      html: mail.html,
      // The binding reads a string as base64: the text goes as its UTF-8 bytes.
      attachments: mail.attachments?.map(({ filename, type, text }) => ({
        disposition: "attachment" as const,
        filename,
        type,
        content: new TextEncoder().encode(text),
      })),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await markEmailFailed(db, mail.key, message);
    throw error;
  }
  await markEmailSent(db, mail.key);
  return "sent";
}

/** Whether the language being rendered is written right to left (a student's e-mail in Arabic). */
const rightToLeft = () => textDirection(renderLocale()) === "rtl";

/** The HTML part of an e-mail in the rendered language's direction: an Arabic one is wrapped in `dir="rtl"`. */
function inDirection(html: string) {
  return rightToLeft() ? `<div dir="rtl">${html}</div>` : html;
}

/**
 * A plain, readable e-mail from label/value rows: the text part and an HTML table with the same content.
 * Values lose control and direction characters (line breaks kept), so nothing reads differently from what it is.
 */
export function fieldsMail(intro: string, rows: [label: string, value: string | number | null | undefined][]) {
  const present = rows
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => [k, typeof v === "string" ? toSafeText(v) : v] as const);
  const text = `${intro}\n\n${present.map(([k, v]) => `${k}: ${v}`).join("\n")}\n`;
  const align = rightToLeft() ? "right" : "left";
  const html = `<p>${escapeHtml(intro)}</p><table cellpadding="6" style="border-collapse:collapse;font-family:sans-serif">${present
    .map(
      ([k, v]) =>
        `<tr><th align="${align}" style="border-bottom:1px solid #ddd">${escapeHtml(k)}</th><td style="border-bottom:1px solid #ddd;white-space:pre-wrap">${escapeHtml(String(v))}</td></tr>`,
    )
    .join("")}</table>`;
  return { text, html: inDirection(html) };
}

/** Paragraphs as the text part and the HTML part; a paragraph that ends with `link` shows it as a link. */
export function paragraphsMail(paragraphs: string[], link?: string) {
  const toHtml = (p: string) =>
    link && p.endsWith(link)
      ? `<p>${escapeHtml(p.slice(0, -link.length))}<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
      : `<p>${escapeHtml(p)}</p>`;
  return { text: `${paragraphs.join("\n\n")}\n`, html: inDirection(paragraphs.map(toHtml).join("")) };
}
