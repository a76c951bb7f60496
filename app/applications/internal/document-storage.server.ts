// Application documents in R2: random keys (nothing personal in a key), the detected content type, and the
// original name and application reference as metadata so staff can match an object to its D1 row.
import type { DocumentType } from "./document-type.server";
import { toSafeLine } from "~/lib/field-rules";

import { newDocumentKey } from "./document-keys.server";

export type DocumentUpload = {
  /** The bytes as they arrived (see multipart.server.ts); `size` is their total length. */
  chunks: readonly Uint8Array[];
  size: number;
  /** Cleaned original name (see cleanFileName). */
  fileName: string;
  type: DocumentType;
  /** The checklist item it was sent as (app/catalogue/document-types.ts): a name only, `type` is what the bytes are. */
  docType: string;
};

export type StoredDocument = {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  docType: string;
};

/** A file name as a browser or client sent it, made safe to store and show: no path, no control characters. */
export function cleanFileName(raw: string) {
  // Control and direction characters go too (invoice\u202Egpj.pdf would read as "invoicefdp.jpg" to staff).
  const base = toSafeLine(raw.split(/[\\/]/).pop()!);
  if (base.length <= 200) return base || "document";
  const dot = base.lastIndexOf(".");
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : "";
  return base.slice(0, 200 - extension.length) + extension;
}

function contentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** How a document object is stored: its detected type, a download name, and what ties it to D1 (`also`). */
export function documentStorageOptions(
  fileName: string,
  type: DocumentType,
  also: { applicationReference: string } | { uploadId: string },
): R2PutOptions {
  return {
    httpMetadata: { contentType: type.contentType, contentDisposition: contentDisposition(fileName) },
    customMetadata: { originalName: fileName, ...also },
  };
}

/** Request bodies arrive in ~4 KB chunks; R2 is fed blocks of this size instead (far fewer stream writes). */
const WRITE_BLOCK_BYTES = 256 * 1024;

/** The chunks regrouped into blocks of about WRITE_BLOCK_BYTES, one block copied at a time. */
function* blocks(chunks: readonly Uint8Array[]) {
  let block = new Uint8Array(WRITE_BLOCK_BYTES);
  let filled = 0;
  for (const chunk of chunks) {
    if (filled === 0 && chunk.length >= WRITE_BLOCK_BYTES) {
      yield chunk;
      continue;
    }
    let at = 0;
    while (at < chunk.length) {
      const n = Math.min(chunk.length - at, WRITE_BLOCK_BYTES - filled);
      block.set(chunk.subarray(at, at + n), filled);
      filled += n;
      at += n;
      if (filled === WRITE_BLOCK_BYTES) {
        yield block;
        block = new Uint8Array(WRITE_BLOCK_BYTES);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield block.subarray(0, filled);
}

/**
 * Streams `length` bytes into R2 under `key` through a FixedLengthStream (R2 needs the length up front), so a file
 * is never gathered into one buffer first: `write` feeds the writer; if the put fails, the writing is aborted.
 */
export async function putStreamed(
  bucket: R2Bucket,
  key: string,
  length: number,
  options: R2PutOptions,
  write: (writer: WritableStreamDefaultWriter<Uint8Array>) => Promise<void>,
) {
  const { readable, writable } = new FixedLengthStream(length);
  const writer = writable.getWriter();
  const writing = (async () => {
    await write(writer);
    await writer.close();
  })();
  try {
    await bucket.put(key, readable, options);
  } catch (error) {
    await writer.abort(error).catch(() => {});
    await writing.catch(() => {});
    throw error;
  }
  await writing;
}

/** A document received in memory (multipart), regrouped into blocks on its way to R2. */
function putChunks(bucket: R2Bucket, key: string, upload: DocumentUpload, options: R2PutOptions) {
  return putStreamed(bucket, key, upload.size, options, async (writer) => {
    for (const block of blocks(upload.chunks)) await writer.write(block);
  });
}

/**
 * Puts every document into R2, in parallel. If any put fails, the ones that succeeded are deleted before the
 * error is rethrown: a failed application leaves no object behind.
 */
export async function putDocuments(bucket: R2Bucket, reference: string, uploads: DocumentUpload[]) {
  const results = await Promise.allSettled(
    uploads.map(async (upload): Promise<StoredDocument> => {
      const { fileName, type, size, docType } = upload;
      const key = newDocumentKey(type.extension);
      await putChunks(bucket, key, upload, documentStorageOptions(fileName, type, { applicationReference: reference }));
      return { key, fileName, contentType: type.contentType, size, docType };
    }),
  );
  const stored = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failure) {
    await deleteDocuments(
      bucket,
      stored.map((d) => d.key),
    );
    throw failure.reason;
  }
  return stored;
}

/** Deletes objects by key; never throws (it runs on error paths), but logs what it could not remove. */
export async function deleteDocuments(bucket: R2Bucket, keys: string[]) {
  if (keys.length === 0) return;
  try {
    await bucket.delete(keys);
  } catch (error) {
    console.error("document-storage: could not delete objects of a failed application", keys, error);
  }
}
