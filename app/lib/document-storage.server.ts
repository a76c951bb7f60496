// Application documents in R2: random keys (nothing personal in a key), the detected content type, and the
// original name and application reference as metadata so staff can match an object to its D1 row.
import type { DocumentType } from "./document-type.server";

export type DocumentUpload = {
  file: File;
  /** Cleaned original name (see cleanFileName). */
  fileName: string;
  type: DocumentType;
};

export type StoredDocument = {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
};

export const DOCUMENT_KEY_PREFIX = "applications/";

export function newDocumentKey(extension: string, now = new Date()) {
  return `${DOCUMENT_KEY_PREFIX}${now.getUTCFullYear()}/${crypto.randomUUID()}${extension}`;
}

/** A file name as a browser or client sent it, made safe to store and show: no path, no control characters. */
export function cleanFileName(raw: string) {
  // eslint-disable-next-line no-control-regex
  const base = raw.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (base.length <= 200) return base || "document";
  const dot = base.lastIndexOf(".");
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : "";
  return base.slice(0, 200 - extension.length) + extension;
}

function contentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Puts every document into R2 (in parallel; each File is handed to R2 as it is, with its known length, so the
 * body is not copied again here). If any put fails, the ones that succeeded are deleted before the error is
 * rethrown: a failed application leaves no object behind.
 */
export async function putDocuments(bucket: R2Bucket, reference: string, uploads: DocumentUpload[]) {
  const results = await Promise.allSettled(
    uploads.map(async ({ file, fileName, type }): Promise<StoredDocument> => {
      const key = newDocumentKey(type.extension);
      await bucket.put(key, file, {
        httpMetadata: { contentType: type.contentType, contentDisposition: contentDisposition(fileName) },
        customMetadata: { originalName: fileName, applicationReference: reference },
      });
      return { key, fileName, contentType: type.contentType, size: file.size };
    }),
  );
  const stored = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failure) {
    await deleteDocuments(bucket, stored.map((d) => d.key));
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
