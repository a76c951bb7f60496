import { z } from "zod";
import type { WriteCommand } from "~/commands/write-command";
import { whatsAppWebhookSecrets as secrets } from "~/config.server";
import { revokeConsentsByStop } from "~/models/whatsapp-consents.server";
import { knownWhatsAppIds, recordWhatsAppStatus, type WhatsAppStatus } from "~/models/whatsapp-messages.server";
import { hmacHex } from "~/lib/hmac-hex.server";
import { secretsEqual } from "~/lib/secrets-equal.server";
import { enqueue } from "~/queue/enqueue.server";

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
  const expected = await hmacHex("SHA-256", appSecret, rawBody);
  // Constant time, whatever the length sent (a truncated signature is refused like a forged one).
  return secretsEqual(header.slice("sha256=".length).toLowerCase(), expected);
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
          value: z
            .object({ statuses: z.array(StatusSchema).optional(), messages: z.array(z.unknown()).optional() })
            .passthrough(),
        }),
      ),
    }),
  ),
});

export type WebhookFields = { get(name: string): unknown; headers: Headers; rawBody: string };
type Status = { waMessageId: string; status: Exclude<WhatsAppStatus, "pending">; at: string; error?: string };
/** A student's message to us that is not STOP: forwarded to the inbox. WhatsApp caps a text at 4,096 characters. */
type Reply = { waMessageId: string; from: string; kind: string; text: string | null; at: string };
type Input = { statuses: Status[]; stopFrom: string[]; replies: Reply[] };
export type WebhookResult = {
  status: 200 | 400 | 401 | 404 | 503;
  body: { received: boolean; message?: string; forwarded?: number };
};

/** A reply that is an opt-out: "STOP", any case, spaces around it. */
export const isStop = (text: string) => text.trim().toUpperCase() === "STOP";

/**
 * POST /api/whatsapp/webhook. The signature is checked on the raw bytes before anything is parsed; then every
 * status must name a message we sent (else 404 and nothing written), each moves its message forward only (a replay
 * or an older status changes nothing), a STOP reply revokes every consent of its number, and any other message from
 * a student is forwarded to the consultancy's inbox.
 */
export const whatsAppWebhookCommand: WriteCommand<WebhookFields, Input, WebhookResult> = {
  async parse({ headers, rawBody }, { db }) {
    const refuse = (status: WebhookResult["status"], message: string) =>
      ({ ok: false, result: { status, body: { received: false, message } } }) as const;
    const { appSecret } = secrets();
    if (!appSecret) {
      console.error("whatsapp: webhook refused, WHATSAPP_APP_SECRET is not set");
      return refuse(503, "The WhatsApp webhook is not configured");
    }
    if (!(await signatureValid(headers.get("X-Hub-Signature-256"), rawBody, appSecret))) {
      return refuse(401, "Invalid webhook signature");
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return refuse(400, "Webhook body is not JSON");
    }
    const parsed = NotificationSchema.safeParse(json);
    if (!parsed.success) return refuse(400, "Webhook body is not a WhatsApp Business Account notification");
    const values = parsed.data.entry.flatMap((e) =>
      e.changes.filter((c) => c.field === "messages").map((c) => c.value),
    );
    const statuses = values
      .flatMap((v) => v.statuses ?? [])
      .map(
        (s): Status => ({
          waMessageId: s.id,
          status: s.status,
          at: new Date(Number(s.timestamp) * 1000).toISOString(),
          error: s.errors?.[0] ? `${s.errors[0].code ?? ""} ${s.errors[0].title ?? ""}`.trim() : undefined,
        }),
      );
    const known = await knownWhatsAppIds(db, [...new Set(statuses.map((s) => s.waMessageId))]);
    const unknown = statuses.find((s) => !known.has(s.waMessageId));
    if (unknown) return refuse(404, `No message with id ${unknown.waMessageId.slice(0, 80)} was sent from here`);
    const messages = values
      .flatMap((v) => v.messages ?? [])
      .flatMap((message) => {
        const reply = ReplySchema.safeParse(message);
        return reply.success ? [reply.data] : [];
      });
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
    return { ok: true, input: { statuses, stopFrom, replies } };
  },

  async run({ statuses, stopFrom, replies }, { db }) {
    for (const s of statuses) await recordWhatsAppStatus(db, s.waMessageId, s.status, s.at, s.error);
    for (const phone of new Set(stopFrom)) await revokeConsentsByStop(db, phone);
    // Replies reach staff through the queue; if it refuses one, Meta is asked to send the notification again (the
    // statuses and stops above are idempotent, and the inbox e-mail is keyed by the message's id).
    for (const reply of replies) {
      if (!(await enqueue({ type: "whatsapp.reply", ...reply })))
        return { status: 503, body: { received: false, message: "Could not take the reply now; send it again" } };
    }
    return { status: 200, body: { received: true, forwarded: replies.length } };
  },
};
