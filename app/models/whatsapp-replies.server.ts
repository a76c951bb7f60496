import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { whatsappReplies } from "~/db/schema";

// The one road for writes to students' own WhatsApp messages (decision 0056).

/**
 * How many of one number's messages are e-mailed to the inbox one by one in any hour; the rest are stored and
 * counted in the staff digest. A student's burst (a question over two lines and a photo of the document) fits; past
 * it, staff already have three e-mails asking them to answer on WhatsApp, where the whole conversation is, and a
 * flood (a thousand messages from one number) costs the inbox three e-mails an hour, not a thousand.
 */
export const REPLIES_MAILED_PER_HOUR = 3;

export type NewWhatsAppReply = { waMessageId: string; from: string; kind: string; text: string | null; at: string };

/**
 * Stores `replies` (one row per WhatsApp id: Meta may send one twice) and decides, in the same statement, which are
 * e-mailed: a number's messages, in order, while it has had fewer than REPLIES_MAILED_PER_HOUR e-mailed in the last
 * hour, counted in D1 (D1 runs one statement at a time, so a thousand concurrent POSTs from one number get three,
 * as one POST of a thousand does). Returns whether each id is to be e-mailed; for an id already stored, what was
 * decided then (so a notification Meta sends again after a refusal is e-mailed, once, by its key).
 * One statement with one bound parameter whatever the count: the webhook's body cap (64 KB) bounds its size.
 */
export async function storeReplies(db: Db, replies: NewWhatsAppReply[]) {
  if (replies.length === 0) return new Map<string, boolean>();
  const rows = JSON.stringify(
    replies.map((r) => ({ id: r.waMessageId, phone: r.from, kind: r.kind, text: r.text, sent_at: r.at })),
  );
  const hourAgo = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hour')`;
  const stored = await db.all<{ wa_message_id: string; mailed: number }>(sql`
    INSERT INTO ${whatsappReplies} (wa_message_id, phone, kind, text, sent_at, mailed)
    SELECT j.id, j.phone, j.kind, j.text, j.sent_at,
      (SELECT count(*) FROM ${whatsappReplies} r WHERE r.phone = j.phone AND r.mailed = 1 AND r.received_at > ${hourAgo})
        + row_number() OVER (PARTITION BY j.phone ORDER BY j.n) <= ${REPLIES_MAILED_PER_HOUR}
    FROM (
      SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.phone') AS phone,
        json_extract(value, '$.kind') AS kind, json_extract(value, '$.text') AS text,
        json_extract(value, '$.sent_at') AS sent_at, key AS n
      FROM json_each(${rows})
    ) j
    WHERE true
    ON CONFLICT (wa_message_id) DO UPDATE SET wa_message_id = excluded.wa_message_id
    RETURNING wa_message_id, mailed`);
  return new Map(stored.map((row) => [row.wa_message_id, row.mailed === 1]));
}
