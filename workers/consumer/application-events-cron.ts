import { bindings } from "~/config.server";
import { getDb } from "~/db/client.server";
import { claimEventsToNotify, releaseEvents } from "~/models/application-tracking.server";
import { enqueueBatch } from "~/queue/enqueue.server";
import { staleBefore } from "./outbox-cron";

/** At most this many events per run (a queue batch send takes 100 messages). */
const PER_RUN = 50;

/**
 * The cron's part in application tracking: claims the application_events rows owed an e-mail (new ones, and
 * claims older than OUTBOX_STALE_MINUTES whose message was lost) and puts one message per event on the queue.
 * The claim is one UPDATE, so two runs at once never queue the same event; the e-mail's key is the event's, so
 * a redelivered message never sends it twice. If the queue refuses, the claims are released for the next run.
 */
export async function notifyApplicationEvents(env: ConsumerEnv, now = new Date()) {
  const db = getDb(bindings(env).db);
  const eventIds = await claimEventsToNotify(db, staleBefore(env, now), PER_RUN);
  if (eventIds.length === 0) return { queued: 0 };
  try {
    await enqueueBatch(
      eventIds.map((eventId) => ({ type: "application.event", eventId })),
      env,
    );
  } catch (error) {
    await releaseEvents(db, eventIds);
    throw error;
  }
  console.log(`application events: queued ${eventIds.length} e-mail(s)`, eventIds);
  return { queued: eventIds.length };
}
