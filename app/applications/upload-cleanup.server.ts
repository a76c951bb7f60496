// No orphans: resumable uploads that no application adopted are removed after 24 hours (their chunk objects,
// their assembled object and their rows). Run by the consumer's Cron Trigger (workers/consumer.ts).
import type { Db } from "~/db/client.server";
import { UPLOAD_LIFETIME_HOURS, uploadChunkPrefix } from "~/lib/upload-schema";
import { deleteUploadRows, staleUploads } from "~/models/uploads.server";

const BATCH = 50;
/** Enough for any real day's uploads in one run; the next run takes the rest. */
const MAX_BATCHES = 20;

/** Every R2 key under `prefix` (an upload's chunks, including any a failed request left unrecorded). */
async function keysUnder(bucket: R2Bucket, prefix: string) {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/**
 * Removes uploads created more than 24 hours before `now` (or past their expiry). An adopted upload loses only its
 * row: its object belongs to the application. Returns how many uploads were removed and how many were adopted.
 */
export async function removeStaleUploads(db: Db, bucket: R2Bucket, now = new Date()) {
  const createdBefore = new Date(now.getTime() - UPLOAD_LIFETIME_HOURS * 3600_000).toISOString();
  let removed = 0;
  let adopted = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const stale = await staleUploads(db, createdBefore, now.toISOString(), BATCH);
    if (stale.length === 0) break;
    for (const upload of stale) {
      if (upload.applicationId !== null) {
        adopted++;
        continue;
      }
      const keys = await keysUnder(bucket, uploadChunkPrefix(upload.id));
      if (upload.objectKey) keys.push(upload.objectKey);
      if (keys.length > 0) await bucket.delete(keys);
      removed++;
    }
    // Rows go only after their objects: a failed delete above throws, and the next run tries again.
    await deleteUploadRows(
      db,
      stale.map((u) => u.id),
    );
    if (stale.length < BATCH) break;
  }
  return { removed, adopted };
}
