import { z } from "zod";
import type { WriteCommand, WriteContext } from "~/commands/write-command";
import { whatsAppWebhookSecrets as secrets } from "~/config.server";
import { oweEventNotification } from "~/models/application-tracking.server";
import { revokeConsentsByStop } from "~/models/whatsapp-consents.server";
import { recordWhatsAppStatus, type WhatsAppStatus } from "~/models/whatsapp-messages.server";
import { type NewWhatsAppReply, storeReplies } from "~/models/whatsapp-replies.server";
import { hmacSigned, refuseWebhook, signedJson, type WebhookFields } from "~/lib/signed-webhook.server";
import { secretsEqual } from "~/lib/secrets-equal.server";
import { enqueue } from "~/queue/enqueue.server";
import { applicationEventOf } from "./internal/message-keys.server";
import { isStop } from "./internal/stop-reply";

// Meta's webhook for the WhatsApp Cloud API (decision 0050): the verification handshake (GET) and the signed
// notifications (POST) that carry each message's sent/delivered/read/failed and the student's replies.

/**
 * GET: Meta subscribes with hub.mode=subscribe, our verify token and a challenge to echo. The challenge on a match,
 * undefined (403) otherwise, and when no token is configured.
 */
export async function verificationChallenge(query: URLSearchParams) {
  const { verifyToken } = secrets();
  const token = query.get("hub.verify_token");
  const challenge = query.get("hub.challenge");
  if (!verifyToken || query.get("hub.mode") !== "subscribe" || token === null || !challenge) return undefined;
  return (await secretsEqual(token, verifyToken)) ? challenge : undefined;
}

/** X-Hub-Signature-256: "sha256=" and the hex HMAC-SHA256 of the raw body under the app secret. */
async function signatureValid(header: string | null, rawBody: string, appSecret: string) {
  if (!header?.startsWith("sha256=")) return false;
  return hmacSigned("SHA-256", appSecret, rawBody, header.slice("sha256=".length));
}

const StatusSchema = z.object({
  id: z.string().min(1),
  status: z.enum(["sent", "delivered", "read", "failed"]),
  timestamp: z.string().regex(/^\d{1,12}$/),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional() })).optional(),
});
const ReplySchema = z.object({
  id: z.string().min(1).max(200),
  from: z.string().regex(/^\d{8,15}$/),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().max(40),
  text: z.object({ body: z.string() }).optional(),
});
// Only what we read; anything else Meta adds is ignored.
const NotificationSchema = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          // Each status and message is read on its own below: one the site does not know is skipped, never the call.
          value: z
            .object({ statuses: z.array(z.unknown()).optional(), messages: z.array(z.unknown()).optional() })
            .passthrough(),
        }),
      ),
    }),
  ),
});

/**
 * A status change or a document sent back that WhatsApp could not deliver after all goes by e-mail: its event is
 * owed a notification again, so the next cron queues it and the consumer, finding the WhatsApp message failed,
 * e-mails (once, by its own key). A reminder's query finds a failed one by itself; confirmations and receipts went
 * by e-mail anyway, and a consultation's acknowledgement has no e-mail.
 */
async function owedByEmail(db: WriteContext["db"], key: string) {
  const eventId = applicationEventOf(key);
  if (eventId !== undefined) await oweEventNotification(db, eventId);
}

type Status = { waMessageId: string; status: Exclude<WhatsAppStatus, "pending">; at: string; error?: string };
/** A student's message to us that is not STOP: stored, and e-mailed to the inbox or counted in the staff digest. */
type Reply = NewWhatsAppReply;
/** `unreadable`: statuses of a kind or shape the site does not read, skipped. */
type Input = { statuses: Status[]; unreadable: number; stopFrom: string[]; replies: Reply[] };
export type WebhookResult = {
  status: 200 | 400 | 401 | 503;
  /** `forwarded`: replies e-mailed to the inbox one by one; `folded`: the rest, left to the staff digest. */
  body: { received: boolean; message?: string; forwarded?: number; folded?: number };
};

/**
 * POST /api/whatsapp/webhook. The signature is checked on the raw bytes before anything is parsed; then each status
 * of a message we sent moves it forward only (a replay or an older status changes nothing), a STOP (as people write
 * it: ./internal/stop-reply.ts) revokes every consent of its number, and any other message from a student is forwarded to
 * the consultancy's inbox. A status the site does not know (of a message sent by hand from the number, or of a kind
 * it does not read) is logged and skipped: refusing the call would make Meta send it again for days, and with it
 * the STOP or the reply beside it.
 */
export const whatsAppWebhookCommand: WriteCommand<WebhookFields, Input, WebhookResult> = {
  async parse({ headers, rawBody }) {
    const { appSecret } = secrets();
    if (!appSecret) {
      console.error("whatsapp: webhook refused, WHATSAPP_APP_SECRET is not set");
      return refuseWebhook(503, "The WhatsApp webhook is not configured");
    }
    const signed = await signedJson(rawBody, () =>
      signatureValid(headers.get("X-Hub-Signature-256"), rawBody, appSecret),
    );
    if (!signed.ok) return signed;
    const parsed = NotificationSchema.safeParse(signed.json);
    if (!parsed.success) return refuseWebhook(400, "Webhook body is not a WhatsApp Business Account notification");
    const values = parsed.data.entry.flatMap((e) =>
      e.changes.filter((c) => c.field === "messages").map((c) => c.value),
    );
    const read = values.flatMap((v) => v.statuses ?? []).map((status) => StatusSchema.safeParse(status));
    const statuses = read.flatMap((status): Status[] => {
      if (!status.success) return [];
      const { id, timestamp, errors } = status.data;
      const error = errors?.[0] ? `${errors[0].code ?? ""} ${errors[0].title ?? ""}`.trim() : undefined;
      return [
        { waMessageId: id, status: status.data.status, at: new Date(Number(timestamp) * 1000).toISOString(), error },
      ];
    });
    const unreadable = read.length - statuses.length;
    const parsedMessages = values
      .flatMap((v) => v.messages ?? [])
      .flatMap((message) => {
        const reply = ReplySchema.safeParse(message);
        return reply.success ? [reply.data] : [];
      });
    // Once each, should one call name a message twice.
    const messages = [...new Map(parsedMessages.map((m) => [m.id, m])).values()];
    const text = (m: (typeof messages)[number]) => (m.type === "text" ? (m.text?.body ?? "") : null);
    const stopFrom = messages.filter((m) => isStop(text(m) ?? "")).map((m) => `+${m.from}`);
    const replies = messages
      .filter((m) => !isStop(text(m) ?? ""))
      .map(
        (m): Reply => ({
          waMessageId: m.id,
          from: `+${m.from}`,
          kind: m.type,
          text: text(m)?.slice(0, 4096) ?? null,
          at: new Date(Number(m.timestamp) * 1000).toISOString(),
        }),
      );
    return { ok: true, input: { statuses, unreadable, stopFrom, replies } };
  },

  async run({ statuses, unreadable, stopFrom, replies }, { db }) {
    const notOurs: string[] = [];
    for (const s of statuses) {
      const recorded = await recordWhatsAppStatus(db, s.waMessageId, s.status, s.at, s.error);
      if (recorded === "unknown") notOurs.push(s.waMessageId.slice(0, 80));
      else if (typeof recorded === "object") await owedByEmail(db, recorded.failed);
    }
    if (unreadable > 0 || notOurs.length > 0)
      console.warn("whatsapp webhook: statuses skipped", { unreadable, notSentFromHere: notOurs });
    for (const phone of new Set(stopFrom)) await revokeConsentsByStop(db, phone);
    // A number's first few replies an hour reach staff as e-mails, through the queue; the rest wait in D1 for the
    // digest. If the queue refuses one, Meta is asked to send the notification again (statuses, stops and stored
    // replies are idempotent, a stored reply keeps what was decided for it, the inbox e-mail is keyed by its id).
    const mailed = await storeReplies(db, replies);
    const forwarded = replies.filter((reply) => mailed.get(reply.waMessageId));
    for (const reply of forwarded) {
      if (!(await enqueue({ type: "whatsapp.reply", ...reply })))
        return { status: 503, body: { received: false, message: "Could not take the reply now; send it again" } };
    }
    return {
      status: 200,
      body: { received: true, forwarded: forwarded.length, folded: replies.length - forwarded.length },
    };
  },
};
