import { bindings } from "~/config.server";
import { getDb } from "~/db/client.server";
import { bookingChangesUnsent, bookingRemindersOwed } from "~/models/booking-messages.server";
import { enqueueBatch } from "~/queue/enqueue.server";

/** At most this many reminders per run (a queue batch send takes 100 messages); the rest go on the next run. */
const PER_RUN = 50;

/**
 * The cron's part in the calls' reminders (every 5 minutes): each booked call starting within 24 hours owed its '24h'
 * reminder (more than an hour away) or its '1h' one gets a message on the queue. As for the step reminders, no claim
 * is needed: a reminder is selected only while no e-mail or WhatsApp message has its key, and its handler sends under
 * that key, so one queued twice (a run before the first was handled) still sends once.
 */
export async function queueBookingReminders(env: ConsumerEnv, now = new Date()) {
  const owed = await bookingRemindersOwed(getDb(bindings(env).db), now, PER_RUN);
  if (owed.length === 0) return { queued: 0 };
  await enqueueBatch(
    owed.map(({ bookingId, reminder, startsAt }) => ({ type: "booking.reminder", bookingId, reminder, startsAt })),
    env,
  );
  console.log(`booking reminders: queued ${owed.length}`, owed);
  return { queued: owed.length };
}

/**
 * The bookings' own outbox: a change (booked, moved, cancelled) whose e-mail has no email_log row two minutes on gets
 * its `booking.changed` message queued again (bookingChangesUnsent). A booking has no notification status of its own:
 * the e-mail's key is the record of whether it went.
 */
export async function requeueBookingChanges(env: ConsumerEnv, now = new Date()) {
  const unsent = await bookingChangesUnsent(getDb(bindings(env).db), now, PER_RUN);
  if (unsent.length === 0) return { queued: 0 };
  await enqueueBatch(
    unsent.map(({ bookingId, sequence }) => ({ type: "booking.changed", bookingId, sequence })),
    env,
  );
  console.log(`booking changes: queued ${unsent.length} again`, unsent);
  return { queued: unsent.length };
}
