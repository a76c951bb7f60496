import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assembledKeyPrefix } from "~/applications/internal/document-keys.server";
import { uploadChunks, uploads } from "~/db/schema";
import { newToken } from "~/applications/upload-schema";
import { db, runCron } from "./fixtures";

// The Cron Trigger removes resumable uploads that no application adopted within 24 hours: their rows, their chunk
// objects and any assembled object, and sweeps R2 under uploads/ for objects whose upload has no row
// (tests/worker/resumable-uploads.test.ts covers the web Worker's side).

const HOUR = 3600_000;

async function upload(createdHoursAgo: number, { assembled = false } = {}) {
  const id = newToken();
  const created = new Date(Date.now() - createdHoursAgo * HOUR);
  const chunkKey = `uploads/${id}/000000000-${crypto.randomUUID()}`;
  await env.DOCUMENTS.put(chunkKey, new Uint8Array(1000));
  const objectKey = assembled ? `applications/2026/${crypto.randomUUID()}.pdf` : null;
  if (objectKey) await env.DOCUMENTS.put(objectKey, "%PDF-1.4");
  await db()
    .insert(uploads)
    .values({
      id,
      draftId: newToken(),
      fileName: "transcript.pdf",
      uploadLength: 5000,
      uploadOffset: 1000,
      objectKey,
      createdAt: created.toISOString(),
      expiresAt: new Date(created.getTime() + 24 * HOUR).toISOString(),
    });
  await db().insert(uploadChunks).values({ uploadId: id, start: 0, size: 1000, r2Key: chunkKey });
  return { id, chunkKey, objectKey };
}

describe("the cron's upload cleanup", () => {
  it("removes uploads older than 24 hours (rows, chunks, assembled object) and keeps younger ones", async () => {
    const old = await upload(25);
    const oldAssembled = await upload(30, { assembled: true });
    const young = await upload(2);
    await runCron();
    for (const gone of [old, oldAssembled]) {
      expect(await db().select().from(uploads).where(eq(uploads.id, gone.id))).toEqual([]);
      expect(await db().select().from(uploadChunks).where(eq(uploadChunks.uploadId, gone.id))).toEqual([]);
      expect(await env.DOCUMENTS.head(gone.chunkKey)).toBeNull();
    }
    expect(await env.DOCUMENTS.head(oldAssembled.objectKey!)).toBeNull();
    expect(await db().select().from(uploads).where(eq(uploads.id, young.id))).toHaveLength(1);
    expect(await env.DOCUMENTS.head(young.chunkKey)).not.toBeNull();
  });

  it("removes the assembled file D1 never recorded, found by the upload's one key", async () => {
    const stale = await upload(25);
    const [row] = await db().select().from(uploads).where(eq(uploads.id, stale.id));
    const assembled = `${await assembledKeyPrefix(row!)}.pdf`;
    await env.DOCUMENTS.put(assembled, "%PDF-1.4");
    await runCron();
    expect(await env.DOCUMENTS.head(assembled)).toBeNull();
  });

  it("sweeps objects under uploads/ whose upload has no row, once older than an upload's lifetime", async () => {
    // A chunk whose D1 row failed (and whose removal failed too), its upload since removed: nothing in D1 names it.
    const orphan = `uploads/${newToken()}/000000000-${crypto.randomUUID()}`;
    await env.DOCUMENTS.put(orphan, new Uint8Array(1000));
    // An upload still under way at the later run (its row created in the meantime, as far as that run can tell).
    const living = await upload(-2);
    await runCron();
    expect(await env.DOCUMENTS.head(orphan)).not.toBeNull();
    await runCron(Date.now() + 25 * HOUR);
    expect(await env.DOCUMENTS.head(orphan)).toBeNull();
    expect(await env.DOCUMENTS.head(living.chunkKey)).not.toBeNull();
  });
});
