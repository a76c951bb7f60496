import { and, count, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailLog, whatsappMessages } from "~/db/schema";

// The per-recipient caps of the messages a student gets (the mailer's, app/whatsapp's), read from their logs in one
// query shape: what went to one address or number in the last 24 hours.

/**
 * How each log says "went to `to` since `since`, other than `exceptKey`": an e-mail address in any case, once
 * 'sent' (sent_at); a WhatsApp number as stored (E.164), once the Cloud API accepted it (created_at, its index).
 */
const LOGS = {
  email: (to: string, since: string, exceptKey: string) => ({
    log: emailLog,
    went: and(
      sql`lower(${emailLog.recipient}) = lower(${to})`,
      eq(emailLog.status, "sent"),
      gte(emailLog.sentAt, since),
      ne(emailLog.key, exceptKey),
    ),
  }),
  whatsapp: (to: string, since: string, exceptKey: string) => ({
    log: whatsappMessages,
    went: and(
      eq(whatsappMessages.phone, to),
      inArray(whatsappMessages.status, ["sent", "delivered", "read"]),
      gte(whatsappMessages.createdAt, since),
      ne(whatsappMessages.key, exceptKey),
    ),
  }),
};

/** The messages of `channel` that went to `to` in the 24 hours before `now`, other than `exceptKey` (the one at hand). */
export async function sentToday(
  db: Db,
  channel: keyof typeof LOGS,
  { to, exceptKey, now = new Date() }: { to: string; exceptKey: string; now?: Date },
) {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const { log, went } = LOGS[channel](to, since, exceptKey);
  const [row] = await db.select({ n: count() }).from(log).where(went);
  return row?.n ?? 0;
}
