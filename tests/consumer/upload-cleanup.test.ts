import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uploadChunks, uploads } from "~/db/schema";
import { newToken } from "~/lib/upload-schema";
import { db, runCron } from "./fixtures";

// The Cron Trigger removes resumable uploads that no application adopted within 24 hours: their rows, their chunk
// objects and any assembled object (tests/worker/resumable-uploads.test.ts covers the web Worker's side).

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
});
