import { bindings } from "~/config.server";
import { istanbulToday } from "~/catalogue/intakes";
import { getDb } from "~/db/client.server";
import { stepRemindersOwed } from "~/models/step-reminders.server";
import { enqueueBatch } from "~/queue/enqueue.server";

/** At most this many reminders per run (a queue batch send takes 100 messages); the rest go on the next run. */
const PER_RUN = 50;

/**
 * The cron's part in the case's reminders: the student steps owed a "due soon" or "overdue" e-mail on `now`'s day
 * in Istanbul (one query, stepRemindersOwed) each get one message on the queue, whose handler sends and logs it
 * like every other e-mail. No claim is needed: a reminder is selected only while email_log has no row under its
 * key, and the handler writes that row at once, so a message queued twice (a run before the first was handled)
 * still sends once. A refused batch throws; the next run selects the same reminders again.
 */
export async function queueStepReminders(env: ConsumerEnv, now = new Date()) {
  const today = istanbulToday(now);
  const owed = await stepRemindersOwed(getDb(bindings(env).db), today, PER_RUN);
  if (owed.length === 0) return { queued: 0 };
  await enqueueBatch(
    owed.map(({ stepId, reminder }) => ({ type: "step.reminder", stepId, reminder, today })),
    env,
  );
  console.log(`step reminders: queued ${owed.length}`, owed);
  return { queued: owed.length };
}
