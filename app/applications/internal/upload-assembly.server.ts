// The last step of a resumable upload: its chunk objects streamed, in order, into one R2 object (never the whole
// file in memory), then that object's content checked by the same magic-byte rules as a multipart upload.
import type { UploadChunk } from "~/models/uploads.server";
import { putStreamed } from "./document-storage.server";
import { checkDocumentContent, type ByteSource, type DocumentType } from "./document-type.server";

/**
 * Writes the chunks into `key`, in order: each chunk object is read as a stream and passed on piece by piece, so
 * no more than a piece of one chunk is held at a time.
 */
export function assembleChunks(
  bucket: R2Bucket,
  chunks: readonly UploadChunk[],
  length: number,
  key: string,
  options: R2PutOptions,
) {
  return putStreamed(bucket, key, length, options, async (writer) => {
    for (const chunk of chunks) {
      const object = await bucket.get(chunk.r2Key);
      if (!object) throw new Error(`upload chunk ${chunk.r2Key} is missing`);
      const reader = object.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) await writer.write(read.value);
    }
  });
}

/** Thrown by a ByteSource read outside the ranges fetched so far: the caller fetches it and tries again. */
class RangeNeeded {
  constructor(
    readonly start: number,
    readonly end: number,
  ) {}
}

/** Reads bytes [start, end) of the file the chunks make up, from the chunk objects that hold them. */
export function chunkRangeReader(bucket: R2Bucket, chunks: readonly UploadChunk[]) {
  return async (start: number, end: number) => {
    const bytes = new Uint8Array(Math.max(0, end - start));
    for (const chunk of chunks) {
      const from = Math.max(start, chunk.start);
      const to = Math.min(end, chunk.start + chunk.size);
      if (from >= to) continue;
      const object = await bucket.get(chunk.r2Key, { range: { offset: from - chunk.start, length: to - from } });
      if (!object) throw new Error(`upload chunk ${chunk.r2Key} is missing`);
      bytes.set(new Uint8Array(await object.arrayBuffer()), from - start);
    }
    return bytes;
  };
}

/**
 * checkDocumentContent on a file held in R2: document-type.server.ts reads synchronously (a head, for .docx a zip
 * tail and its directory), so each range it asks for is fetched and the check runs again, at most a few times.
 * Only those ranges are read (a few KB; a zip directory at most 4 MB), never the whole file.
 */
export async function checkContentInRanges(
  fileName: string,
  size: number,
  fetchRange: (start: number, end: number) => Promise<Uint8Array>,
): Promise<DocumentType | undefined> {
  const held: { start: number; bytes: Uint8Array }[] = [];
  const source: ByteSource = {
    size,
    read(start, end) {
      const range = held.find((r) => r.start <= start && end <= r.start + r.bytes.length);
      if (!range) throw new RangeNeeded(start, end);
      return range.bytes.subarray(start - range.start, end - range.start);
    },
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return checkDocumentContent(fileName, source);
    } catch (error) {
      if (!(error instanceof RangeNeeded)) throw error;
      held.push({ start: error.start, bytes: await fetchRange(error.start, error.end) });
    }
  }
  return undefined;
}
