// No orphans: resumable uploads that no application adopted are removed after 24 hours (their chunk objects,
// their assembled object and their rows), and so is what R2 holds under uploads/ for an upload D1 no longer has.
// Run by the consumer's Cron Trigger (workers/consumer.ts).
import type { Db } from "~/db/client.server";
import { UPLOAD_LIFETIME_HOURS, uploadChunkPrefix } from "~/applications/upload-schema";
import { deleteUploadRows, existingUploadIds, staleUploads } from "~/models/uploads.server";
import { assembledKeyPrefix, keysUnder } from "./internal/document-keys.server";

const BATCH = 50;
/** Enough for any real day's uploads in one run; the next run takes the rest. */
const MAX_BATCHES = 20;
/** Pages of R2's listing under uploads/ (1,000 keys each) swept per run; the next run goes on. */
const MAX_SWEEP_PAGES = 10;
/** "uploads/": where every upload's chunks lie. */
const UPLOADS_PREFIX = uploadChunkPrefix("").slice(0, -1);

/**
 * Removes uploads created more than 24 hours before `now` (or past their expiry), then sweeps R2 (removeOrphans).
 * An adopted upload loses only its row: its object belongs to the application. Returns how many uploads were
 * removed, how many were adopted, and how many objects the sweep found with no upload.
 */
export async function removeStaleUploads(db: Db, bucket: R2Bucket, now = new Date()) {
  const createdBefore = new Date(now.getTime() - UPLOAD_LIFETIME_HOURS * 3600_000);
  let removed = 0;
  let adopted = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const stale = await staleUploads(db, createdBefore.toISOString(), now.toISOString(), BATCH);
    if (stale.length === 0) break;
    for (const upload of stale) {
      if (upload.applicationId !== null) {
        adopted++;
        continue;
      }
      // Listed by prefix, not only what D1 recorded: a chunk or assembled file whose D1 write failed goes too.
      const keys = [
        ...(await keysUnder(bucket, uploadChunkPrefix(upload.id))),
        ...(await keysUnder(bucket, await assembledKeyPrefix(upload))),
      ];
      if (upload.objectKey) keys.push(upload.objectKey);
      if (keys.length > 0) await bucket.delete([...new Set(keys)]);
      removed++;
    }
    // Rows go only after their objects: a failed delete above throws, and the next run tries again.
    await deleteUploadRows(
      db,
      stale.map((u) => u.id),
    );
    if (stale.length < BATCH) break;
  }
  const orphans = await removeOrphans(db, bucket, createdBefore);
  return { removed, adopted, orphans };
}

/**
 * The objects under uploads/ older than an upload's lifetime whose upload has no row in D1 (a chunk whose D1 write
 * failed and whose removal failed too, then its upload removed): nothing in D1 leads to them any more, so R2's own
 * listing is swept. Younger ones are left: their upload may still be under way.
 */
async function removeOrphans(db: Db, bucket: R2Bucket, uploadedBefore: Date) {
  let orphans = 0;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_SWEEP_PAGES; page++) {
    const listed = await bucket.list({ prefix: UPLOADS_PREFIX, cursor });
    const old = listed.objects.filter((o) => o.uploaded < uploadedBefore);
    const uploadIdOf = (key: string) => key.split("/")[1] ?? "";
    const existing = await existingUploadIds(db, [...new Set(old.map((o) => uploadIdOf(o.key)))]);
    const keys = old.filter((o) => !existing.has(uploadIdOf(o.key))).map((o) => o.key);
    if (keys.length > 0) await bucket.delete(keys);
    orphans += keys.length;
    if (!listed.truncated) break;
    cursor = listed.cursor;
  }
  return orphans;
}
