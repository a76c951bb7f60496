import { useCallback, useEffect, useRef, useState } from "react";
import { SUBMIT_ERROR_MESSAGE, SUBMIT_FAILED_MESSAGE, type ApplicationErrors } from "~/lib/application-schema";

export type UploadOutcome = { ok: true; reference: string } | { ok: false; message: string; errors: ApplicationErrors };

/**
 * Sends an application to POST /api/applications with XMLHttpRequest, because fetch reports no upload progress.
 * `progress` is null while sending without a known total, a fraction 0..1 with one, undefined when idle.
 * Every failure (the connection dropped, a 4xx, a 5xx) resolves as an outcome with the server's message or the
 * spec's: nothing throws, so the form and what was typed stay as they are.
 */
export function useApplicationUpload() {
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const request = useRef<XMLHttpRequest | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  const send = useCallback(
    (data: FormData) =>
      new Promise<UploadOutcome>((resolve) => {
        const xhr = new XMLHttpRequest();
        request.current = xhr;
        const finish = (outcome: UploadOutcome) => {
          request.current = null;
          setProgress(undefined);
          resolve(outcome);
        };
        xhr.open("POST", "/api/applications");
        xhr.responseType = "json";
        xhr.setRequestHeader("Accept", "application/json");
        xhr.upload.onprogress = (e) => setProgress(e.lengthComputable ? e.loaded / e.total : null);
        xhr.onload = () => {
          const body = xhr.response as { reference?: string; message?: string; errors?: ApplicationErrors } | null;
          if (xhr.status === 201 && body?.reference) finish({ ok: true, reference: body.reference });
          else finish({ ok: false, message: body?.message || SUBMIT_FAILED_MESSAGE, errors: body?.errors ?? {} });
        };
        xhr.onerror = xhr.ontimeout = () => finish({ ok: false, message: SUBMIT_ERROR_MESSAGE, errors: {} });
        setProgress(0);
        xhr.send(data);
      }),
    [],
  );

  return { uploading: progress !== undefined, progress: progress ?? null, send };
}
