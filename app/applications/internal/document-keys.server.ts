// Where documents lie in R2: random keys for documents received whole, one key per resumable upload for its
// assembled file. Apart from document-storage.server.ts so that the consumer's cleanup needs nothing else.

export const DOCUMENT_KEY_PREFIX = "applications/";

export function newDocumentKey(extension: string, now = new Date()) {
  return `${DOCUMENT_KEY_PREFIX}${now.getUTCFullYear()}/${crypto.randomUUID()}${extension}`;
}

/**
 * Where a resumable upload's assembled file goes, but for its extension: the documents' scheme, the year the upload
 * was created and a name derived from its id (SHA-256, shaped as a UUID; the id, the upload's bearer token, is not
 * in it). The same upload always gets the same key, so a retried assembly overwrites its object instead of leaving
 * a second one, and a removal finds that object even when D1 never recorded it (list this prefix).
 */
export async function assembledKeyPrefix(upload: { id: string; createdAt: string }) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(upload.id));
  const hex = Array.from(new Uint8Array(digest).subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  const name = [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join("-");
  return `${DOCUMENT_KEY_PREFIX}${new Date(upload.createdAt).getUTCFullYear()}/${name}`;
}

/** Every R2 key under `prefix`, page by page. */
export async function keysUnder(bucket: R2Bucket, prefix: string) {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}
