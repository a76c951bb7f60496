import { useCallback, useEffect, useRef, useState } from "react";
import type { DetailedError, Upload } from "tus-js-client";
import { currentLocale } from "~/i18n/current-locale";
import { m } from "~/i18n/paraglide/messages";
import { newToken, UPLOAD_CHUNK_BYTES, UPLOAD_ENDPOINT } from "~/applications/upload-schema";
import type { DocumentType } from "~/catalogue/document-types";
import type { PreparedFile } from "./shrink-photo";
import { retryAfterOf } from "./retry-after";

// Each document uploads on its own as soon as it is picked, with tus (tus-js-client, loaded only then): in
// 256 KiB chunks, paused while the phone is offline and resumed when it is back, retried with backoff, and after a
// reload resumed from the fingerprint tus-js-client keeps in localStorage. docs/decisions/0017-resumable-uploads.md

export type UploadState = "uploading" | "paused" | "done" | "failed";

export type UploadEntry = {
  key: string;
  /** The checklist item it was picked for: sent as the upload's `doctype` metadata. */
  docType: DocumentType;
  file: File;
  /** The size picked, when the photo was shrunk before upload. */
  shrunkFrom?: number;
  state: UploadState;
  sent: number;
  /** Bytes per second, smoothed; undefined until measured. */
  speed?: number;
  /** The upload's id on the server once it is complete. */
  uploadId?: string;
  /** Paused by a rate limit: the seconds it waits (Retry-After) before it goes on by itself. */
  resumesIn?: number;
  error?: string;
};

const DRAFT_STORAGE_KEY = "isg-application-draft";
/** Backoff between retries of a failed request (ms): quick at first, then up to a minute, for a long while. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000, 60_000, 60_000, 60_000, 60_000];

/** The draft token: kept in localStorage so a reload resumes the same draft's uploads. */
function storedDraft(renew = false) {
  try {
    const existing = renew ? null : localStorage.getItem(DRAFT_STORAGE_KEY);
    if (existing) return existing;
    const draft = newToken();
    localStorage.setItem(DRAFT_STORAGE_KEY, draft);
    return draft;
  } catch {
    return newToken();
  }
}

function messageOf(error: Error | DetailedError) {
  const body = "originalResponse" in error ? error.originalResponse?.getBody() : undefined;
  try {
    const parsed = body ? (JSON.parse(body) as { message?: unknown }) : undefined;
    if (typeof parsed?.message === "string") return parsed.message;
  } catch {
    // Not our JSON: the generic message.
  }
  return m.forms_upload_failed();
}

/** One picked file in one box: the same file picked twice there is one document. */
export const entryKey = (file: File, docType: DocumentType) =>
  `${docType}:${file.name}-${file.size}-${file.lastModified}`;

const statusOf = (error: Error | DetailedError) =>
  "originalResponse" in error ? (error.originalResponse?.getStatus() ?? 0) : 0;

export function useResumableUploads() {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const uploads = useRef(new Map<string, Upload>());
  const draft = useRef<string>(undefined);
  const mounted = useRef(true);
  /** Uploads stopped by a lost connection, to start again when it is back. */
  const paused = useRef(new Set<string>());
  /** Listed files whose upload is not created yet (tus-js-client loading); removing one takes it out. */
  const pending = useRef(new Set<string>());
  /** Uploads removed before the server named them (not `url` yet): ended there as soon as it names them. */
  const endWhenCreated = useRef(new Set<Upload>());
  /** Files the student removed on this page: picked again, they start a new upload (see `remove`). */
  const removed = useRef(new Set<string>());

  const update = useCallback((key: string, change: Partial<UploadEntry>) => {
    if (!mounted.current) return;
    setEntries((current) => current.map((e) => (e.key === key ? { ...e, ...change } : e)));
  }, []);

  // Offline: every running upload pauses at once (a request would only fail); online: they resume from the
  // server's offset (tus asks it with HEAD).
  useEffect(() => {
    mounted.current = true;
    const offline = () => {
      for (const [key, upload] of uploads.current) {
        paused.current.add(key);
        void upload.abort();
        update(key, { state: "paused", speed: undefined });
      }
    };
    const online = () => {
      for (const key of paused.current) {
        const upload = uploads.current.get(key);
        if (!upload) continue;
        update(key, { state: "uploading", resumesIn: undefined });
        upload.start();
      }
      paused.current.clear();
    };
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    const running = uploads.current;
    return () => {
      mounted.current = false;
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
      // Leaving the page pauses: a reload or a return picks the uploads up from their fingerprints. Files whose
      // upload is not created yet are dropped: they are no longer listed anywhere, so they are never sent.
      for (const upload of running.values()) void upload.abort();
      pending.current.clear();
    };
  }, [update]);

  const draftId = useCallback(() => {
    draft.current ??= storedDraft();
    return draft.current;
  }, []);

  const add = useCallback(
    async (prepared: PreparedFile[], docType: DocumentType) => {
      if (prepared.length === 0) return;
      // Listed at once: tus-js-client is fetched only now (seconds on 2G), and a Submit meanwhile must wait for them.
      const added: UploadEntry[] = prepared.map(({ file, original }) => ({
        key: entryKey(original, docType),
        docType,
        file,
        shrunkFrom: file === original ? undefined : original.size,
        state: "uploading",
        sent: 0,
      }));
      setEntries((current) => [...current, ...added]);
      for (const entry of added) pending.current.add(entry.key);
      const { Upload } = await import("tus-js-client");
      const draftToken = draftId();
      for (const { file, original } of prepared) {
        const key = entryKey(original, docType);
        // Removed while tus-js-client was loading: never uploaded.
        if (!pending.current.delete(key)) continue;
        let last = { at: performance.now(), sent: 0 };
        let speed: number | undefined;
        // A removed upload's late callbacks must not touch the entry of the same file picked again.
        const current = () => uploads.current.get(key) === upload;
        const upload: Upload = new Upload(file, {
          endpoint: UPLOAD_ENDPOINT,
          chunkSize: UPLOAD_CHUNK_BYTES,
          retryDelays: RETRY_DELAYS,
          metadata: { filename: original.name, filetype: file.type, draft: draftToken, doctype: docType },
          // The server's messages (shown beneath a refused document) in the page's language, not the browser's.
          headers: { "Accept-Language": currentLocale() },
          // The draft and the picked file: the same file picked again after a reload resumes its upload.
          fingerprint: async () =>
            ["isg", draftToken, docType, original.name, original.size, original.lastModified, file.size].join(":"),
          storeFingerprintForResuming: true,
          removeFingerprintOnSuccess: true,
          onUploadUrlAvailable: () => {
            // Removed while the server was creating it: ended now rather than left for the daily cleanup, where it
            // would count against this draft's limits until then. After this task, so that tus-js-client has
            // stored the fingerprint that the termination then removes.
            if (endWhenCreated.current.delete(upload)) setTimeout(() => void upload.abort(true).catch(() => {}));
          },
          // A server hiccup, or a limit that names no wait: try again after the backoff; other refusals are final.
          // A limit's 429 with Retry-After goes to onError, which waits that long (retries would be refused).
          onShouldRetry: (error) => {
            const status = statusOf(error);
            if (retryAfterOf(error) !== undefined) return false;
            return (
              navigator.onLine && (status === 0 || status === 409 || status === 423 || status === 429 || status >= 500)
            );
          },
          onProgress: (sent) => {
            if (!current()) return;
            const now = performance.now();
            const seconds = (now - last.at) / 1000;
            if (seconds >= 1 && sent > last.sent) {
              const measured = (sent - last.sent) / seconds;
              speed = speed === undefined ? measured : 0.7 * speed + 0.3 * measured;
              last = { at: now, sent };
            } else if (sent < last.sent) {
              last = { at: now, sent };
            }
            update(key, { sent, speed, state: "uploading" });
          },
          onSuccess: () => {
            if (!current()) return;
            uploads.current.delete(key);
            update(key, { state: "done", sent: file.size, uploadId: upload.url?.split("/").pop(), speed: undefined });
          },
          onError: (error) => {
            endWhenCreated.current.delete(upload);
            if (!current()) return;
            // Refused by a limit (429): paused for the wait it names, then on from the server's offset (start()
            // asks it with HEAD; a creation refused is made again). Removed or left meanwhile: not started.
            const wait = retryAfterOf(error);
            if (wait !== undefined) {
              update(key, { state: "paused", resumesIn: wait, speed: undefined });
              setTimeout(() => {
                if (!mounted.current || !current() || paused.current.has(key)) return;
                update(key, { state: "uploading", resumesIn: undefined });
                upload.start();
              }, wait * 1000);
              return;
            }
            // Offline: paused, the online event resumes it. Otherwise the server's message.
            if (!navigator.onLine) {
              paused.current.add(key);
              return update(key, { state: "paused", speed: undefined });
            }
            uploads.current.delete(key);
            update(key, { state: "failed", error: messageOf(error), speed: undefined });
          },
        });
        uploads.current.set(key, upload);
        // A file removed and picked again never resumes: its fingerprint may still name the upload being ended
        // (the termination is a request too), which a HEAD would find complete just before it is deleted.
        const previous = removed.current.has(key) ? [] : await upload.findPreviousUploads();
        // Removed, or the page left, while its previous uploads were looked up: not started (start() would undo the
        // abort).
        if (!mounted.current || uploads.current.get(key) !== upload) continue;
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      }
    },
    [draftId, update],
  );

  /** Removes a document: its upload is ended on the server too (tus termination), whatever its state. */
  const remove = useCallback((entry: UploadEntry) => {
    const upload = uploads.current.get(entry.key);
    uploads.current.delete(entry.key);
    pending.current.delete(entry.key);
    removed.current.add(entry.key);
    setEntries((current) => current.filter((e) => e.key !== entry.key));
    // Not named yet: its creation request may be out, and aborting it would lose the upload's address, not the
    // upload. Let it answer, then end it. (One not started yet never will be: the loop above skips it.)
    if (upload && !upload.url) endWhenCreated.current.add(upload);
    else if (upload) void upload.abort(true).catch(() => {});
    else if (entry.uploadId)
      void fetch(`${UPLOAD_ENDPOINT}/${entry.uploadId}`, { method: "DELETE", headers: { "Tus-Resumable": "1.0.0" } });
  }, []);

  /** After a submitted application: a new draft, no documents. */
  const reset = useCallback(() => {
    for (const upload of uploads.current.values()) void upload.abort();
    uploads.current.clear();
    pending.current.clear();
    draft.current = storedDraft(true);
    setEntries([]);
  }, []);

  return { entries, add, remove, reset, draftId };
}
