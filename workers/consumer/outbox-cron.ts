import { bindings, consumerConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import { markRequeued, staleNotifications } from "~/models/outbox.server";
import { enqueueBatch } from "~/queue/enqueue.server";

/** At most this many of each kind per sweep (a queue batch send takes 100 messages). */
const PER_KIND = 30;

/** OUTBOX_STALE_MINUTES before `now` (ISO): a message queued or claimed before it is taken as lost and queued again. */
export const staleBefore = (env: ConsumerEnv, now: Date) =>
  new Date(now.getTime() - consumerConfig(env).outboxStaleMinutes * 60_000).toISOString();

/**
 * The cron's outbox sweep: every notification still pending/queued after OUTBOX_STALE_MINUTES goes on the queue
 * again. Sending twice is harmless (each e-mail has its own email_log key and goes out once); a message that
 * keeps failing reaches the dead-letter queue, which marks the row 'failed' and tells staff, so it stops.
 */
export async function sweepOutbox(env: ConsumerEnv, now = new Date()) {
  const db = getDb(bindings(env).db);
  const stale = await staleNotifications(db, staleBefore(env, now), PER_KIND);
  if (stale.length === 0) return { requeued: 0 };
  await enqueueBatch(stale, env);
  await markRequeued(db, stale);
  console.log(`outbox: queued ${stale.length} notification(s) again`, stale);
  return { requeued: stale.length };
}
