import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { SUBMIT_ERROR_MESSAGE, SUBMIT_FAILED_MESSAGE, type ApplicationErrors } from "~/lib/application-schema";

export type UploadOutcome = { ok: true; reference: string } | { ok: false; message: string; errors: ApplicationErrors };

/** What the /apply action (and its clientAction, for a dropped connection) answers. */
type ApplyAnswer = { ok: true; reference: string } | { ok: false; message?: string; errors?: ApplicationErrors };

/**
 * Sends the application through React Router: a fetcher posts the form (its fields and the ids of the documents
 * tus already uploaded, so a few KB) to the /apply action, the same one the form without JavaScript posts to.
 * `send` resolves with the outcome once the action answered; every failure (the connection dropped, a 4xx, a 5xx)
 * resolves as an outcome with the server's message or the spec's, so the form and what was typed stay as they are.
 */
export function useApplicationUpload() {
  const fetcher = useFetcher<ApplyAnswer>();
  const waiting = useRef<((outcome: UploadOutcome) => void) | null>(null);
  const sentWith = useRef<ApplyAnswer | undefined>(undefined);

  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!waiting.current || answer === sentWith.current) return;
    const resolve = waiting.current;
    waiting.current = null;
    if (answer?.ok) resolve({ ok: true, reference: answer.reference });
    else resolve({ ok: false, message: answer?.message || SUBMIT_FAILED_MESSAGE, errors: answer?.errors ?? {} });
  }, [answer]);

  const { submit } = fetcher;
  const send = useCallback(
    (data: FormData) =>
      new Promise<UploadOutcome>((resolve) => {
        waiting.current = resolve;
        sentWith.current = fetcher.data;
        submit(data, { method: "post", action: "/apply", encType: "multipart/form-data" }).catch(() =>
          resolve({ ok: false, message: SUBMIT_ERROR_MESSAGE, errors: {} }),
        );
      }),
    [submit, fetcher.data],
  );

  // The form is a few KB once the documents are uploaded: no byte count to show, only that it is on its way.
  return { uploading: fetcher.state !== "idle", progress: null, send };
}
