import { bindings } from "~/config.server";
import { istanbulToday } from "~/catalogue/intakes";
import { getDb } from "~/db/client.server";
import { DIGEST_HOUR, digestClaimed, digestSize, staffDigest } from "~/models/staff-digest-rows.server";
import { enqueueBatch } from "~/queue/enqueue.server";

/** The hour of `now` in Istanbul (0–23). */
const istanbulHour = (now: Date) =>
  Number(
    new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: "Europe/Istanbul" }).format(now),
  );

/**
 * The cron's part in the staff digest: from DIGEST_HOUR on, on a day (Istanbul) whose digest has no email_log row
 * yet and when something needs staff, one `staff.digest` message for that day. The handler sends it under
 * `staff-digest:<day>`, so a run that queues it again before the first is handled still sends once; once the row
 * exists, later runs that day only read it. A day with nothing to tell queues nothing (and tries again next run).
 */
export async function queueStaffDigest(env: ConsumerEnv, now = new Date()) {
  if (istanbulHour(now) < DIGEST_HOUR) return { queued: 0 };
  const day = istanbulToday(now);
  const db = getDb(bindings(env).db);
  if (await digestClaimed(db, day)) return { queued: 0 };
  if (digestSize(await staffDigest(db)) === 0) return { queued: 0 };
  await enqueueBatch([{ type: "staff.digest", day }], env);
  console.log("staff digest: queued", day);
  return { queued: 1 };
}
