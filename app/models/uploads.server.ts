import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { applications, uploadChunks, uploads } from "~/db/schema";
import type { DocumentLimits } from "./application-tracking.server";
import { insertRowIf } from "./conditional-insert.server";

// The D1 side of resumable uploads (app/applications/tus-upload.server.ts): the upload rows and their chunks.

export type Upload = typeof uploads.$inferSelect;
export type UploadChunk = { start: number; size: number; r2Key: string };

/**
 * Creates the upload only while the draft's open uploads, with this one, stay within one application's `limits` (10
 * files, 25 MB): checked by the insert itself, so uploads created at the same moment cannot all pass a check made
 * before. False when it would pass them (nothing is written then).
 */
export async function createUpload(
  db: Db,
  upload: { id: string; draftId: string; fileName: string; uploadLength: number; expiresAt: string; docType: string },
  limits: DocumentLimits,
) {
  const open = sql`from ${uploads} where ${uploads.draftId} = ${upload.draftId} and ${uploads.applicationId} is null`;
  const withinLimits = sql`(select count(*) ${open}) + 1 <= ${limits.files}
    and (select coalesce(sum(${uploads.uploadLength}), 0) ${open}) + ${upload.uploadLength} <= ${limits.totalBytes}`;
  const created = await insertRowIf(db, uploads, upload, withinLimits).returning({ id: uploads.id });
  return created.length === 1;
}

export async function getUpload(db: Db, id: string): Promise<Upload | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/** The uploads of a draft not yet part of an application (what a new upload counts against). */
export async function openUploadsOfDraft(db: Db, draftId: string) {
  return db
    .select({ id: uploads.id, fileName: uploads.fileName, uploadLength: uploads.uploadLength })
    .from(uploads)
    .where(and(eq(uploads.draftId, draftId), isNull(uploads.applicationId)))
    .orderBy(asc(uploads.createdAt));
}

export async function uploadsOfDraft(db: Db, draftId: string, ids: string[]): Promise<Upload[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.draftId, draftId), inArray(uploads.id, ids)));
}

/**
 * Records a stored chunk and advances the offset in ONE batch, only if the offset is still `start`: the chunk row
 * is inserted only while the upload's offset equals `start`, and its primary key (upload, start) refuses a second
 * chunk at the same place. False when another request got there first (nothing is recorded then).
 */
export async function recordChunk(db: Db, uploadId: string, chunk: UploadChunk) {
  try {
    const [inserted] = await db.batch([
      db
        .insert(uploadChunks)
        .select(
          db
            .select({
              uploadId: uploads.id,
              start: sql<number>`${chunk.start}`.as("start"),
              size: sql<number>`${chunk.size}`.as("size"),
              r2Key: sql<string>`${chunk.r2Key}`.as("r2_key"),
            })
            .from(uploads)
            .where(and(eq(uploads.id, uploadId), eq(uploads.uploadOffset, chunk.start))),
        )
        .returning({ start: uploadChunks.start }),
      db
        .update(uploads)
        .set({ uploadOffset: chunk.start + chunk.size })
        .where(and(eq(uploads.id, uploadId), eq(uploads.uploadOffset, chunk.start))),
    ]);
    return inserted.length === 1;
  } catch (error) {
    if (String(error).includes("UNIQUE constraint failed")) return false;
    throw error;
  }
}

export async function chunksOf(db: Db, uploadId: string): Promise<UploadChunk[]> {
  return db
    .select({ start: uploadChunks.start, size: uploadChunks.size, r2Key: uploadChunks.r2Key })
    .from(uploadChunks)
    .where(eq(uploadChunks.uploadId, uploadId))
    .orderBy(asc(uploadChunks.start));
}

/**
 * The upload is complete: its assembled object and detected type; its chunk rows go in the same batch. False when
 * another request assembled it first (nothing changes then).
 */
export async function markUploadAssembled(db: Db, uploadId: string, objectKey: string, contentType: string) {
  const [updated] = await db.batch([
    db
      .update(uploads)
      .set({ objectKey, contentType })
      .where(and(eq(uploads.id, uploadId), isNull(uploads.objectKey)))
      .returning({ id: uploads.id }),
    db
      .delete(uploadChunks)
      .where(
        and(
          eq(uploadChunks.uploadId, uploadId),
          sql`exists (select 1 from ${uploads} where ${uploads.id} = ${uploadId} and ${uploads.objectKey} = ${objectKey})`,
        ),
      ),
  ]);
  return updated.length === 1;
}

/**
 * Removes an upload that no application holds, with its chunk rows, in one transaction, and returns the R2 keys
 * those rows named: its chunks and, once assembled, its file. The keys are read by the delete itself, not before
 * it: a PATCH naming its assembled file at the same moment either names it first (and it is returned here) or
 * finds the row gone and removes the file itself (markUploadAssembled). An adopted upload (or one already gone) is
 * left as it is: undefined then.
 */
export async function deleteUpload(db: Db, uploadId: string): Promise<string[] | undefined> {
  const unadopted = and(eq(uploads.id, uploadId), isNull(uploads.applicationId));
  const [chunks, removed] = await db.batch([
    db
      .delete(uploadChunks)
      .where(and(eq(uploadChunks.uploadId, uploadId), sql`exists (select 1 from ${uploads} where ${unadopted})`))
      .returning({ r2Key: uploadChunks.r2Key }),
    db.delete(uploads).where(unadopted).returning({ objectKey: uploads.objectKey }),
  ]);
  if (removed.length === 0) return undefined;
  return [...chunks.map((chunk) => chunk.r2Key), ...removed.flatMap((upload) => upload.objectKey ?? [])];
}

/** The SQL condition that every upload `ids` of the draft is still there, unexpired and no application's. */
export function uploadsStillOpen(draftId: string, ids: string[], now = new Date()) {
  const open = and(
    eq(uploads.draftId, draftId),
    inArray(uploads.id, ids),
    isNull(uploads.applicationId),
    gt(uploads.expiresAt, now.toISOString()),
  );
  return sql`(select count(*) from ${uploads} where ${open}) = ${ids.length}`;
}

/**
 * The statement that adopts uploads into the application with `reference`, for the application's own batch
 * (insertApplication's `also`): only uploads of this draft that no application has yet.
 */
export function adoptUploadsStatement(db: Db, reference: string, draftId: string, ids: string[]) {
  return db
    .update(uploads)
    .set({
      applicationId: sql`(select ${applications.id} from ${applications} where ${applications.reference} = ${reference})`,
    })
    .where(and(eq(uploads.draftId, draftId), inArray(uploads.id, ids), isNull(uploads.applicationId)));
}

/**
 * Uploads to remove at `now`: never adopted and created before `createdBefore` (or past their expiry), and
 * adopted ones older than that (their row has done its job; the object now belongs to the application).
 */
export async function staleUploads(db: Db, createdBefore: string, now: string, limit: number) {
  return db
    .select({
      id: uploads.id,
      objectKey: uploads.objectKey,
      applicationId: uploads.applicationId,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(or(lt(uploads.createdAt, createdBefore), lt(uploads.expiresAt, now)))
    .limit(limit);
}

/** Removes upload rows (and their chunk rows) by id. */
export async function deleteUploadRows(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db.batch([
    db.delete(uploadChunks).where(inArray(uploadChunks.uploadId, ids)),
    db.delete(uploads).where(inArray(uploads.id, ids)),
  ]);
}

/** Which of `ids` still have an upload row (the cron's sweep of R2 asks, 50 at a time: D1 binds 100 at most). */
export async function existingUploadIds(db: Db, ids: string[]) {
  const found = new Set<string>();
  for (let at = 0; at < ids.length; at += 50) {
    const rows = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(inArray(uploads.id, ids.slice(at, at + 50)));
    for (const row of rows) found.add(row.id);
  }
  return found;
}
