import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailLog } from "~/db/schema";

// The one road for writes to the e-mail log (the consumer's mailer, workers/consumer/mailer.ts): one row per key, so
// a redelivered queue message never sends twice. What went to an address today: sent-today.server.ts.

/**
 * The e-mail under `key`, written if new (pending), with one more attempt counted (this one included). Its status
 * tells the caller whether it already went.
 */
export async function claimEmail(db: Db, mail: { key: string; recipient: string; subject: string }) {
  await db.insert(emailLog).values(mail).onConflictDoNothing({ target: emailLog.key });
  const [entry] = await db
    .update(emailLog)
    .set({ attempts: sql`${emailLog.attempts} + 1` })
    .where(eq(emailLog.key, mail.key))
    .returning({ status: emailLog.status });
  return entry;
}

/** It did not go (refused, over the per-address limit): why, for staff. */
export async function markEmailFailed(db: Db, key: string, lastError: string) {
  await db.update(emailLog).set({ status: "failed", lastError }).where(eq(emailLog.key, key));
}

/** It went: 'sent', when. */
export async function markEmailSent(db: Db, key: string) {
  await db
    .update(emailLog)
    .set({ status: "sent", lastError: null, sentAt: new Date().toISOString() })
    .where(eq(emailLog.key, key));
}
