import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { parsePositiveId } from "~/lib/ids";
import {
  CONSULTATION_BODY_LIMIT,
  consultationFieldErrors,
  consultationFormValues,
  consultationSchema,
  describeFieldErrors,
} from "~/lib/consultation-schema";
import { createConsultationRequest } from "~/models/consultations.server";
import { checkSpamGuard } from "~/security/spam-guard.server";
import type { ConsultationActionData } from "./consultation-result";

export const CONSULTATION_INTENT = "consultation";

/**
 * The route action behind the consultation form, exported as `action` by /contact and /universities/:id.
 * The same answer serves a plain form post (the page re-renders with it, no JavaScript needed) and the
 * form's fetcher: 200 when saved, 400 with field errors, 413 for an oversized body, 500 when D1 fails.
 */
export async function consultationAction({ request }: { request: Request; params?: Record<string, string | undefined> }) {
  const form = await readForm(request);
  if (form === "too-large") {
    return fail(413, `The form is larger than ${CONSULTATION_BODY_LIMIT / 1024} KB. Please shorten your message.`);
  }
  if (!form) return fail(400, "The form could not be read. Please try again.");
  const intent = form.get("intent");
  if (intent !== null && intent !== CONSULTATION_INTENT) return fail(400, `Unknown form '${String(intent)}'.`);

  const values = consultationFormValues(form);
  const guard = await checkSpamGuard(form, request);
  if (!guard.ok) {
    // A bot that filled the honeypot is told it worked; nothing is stored.
    if (guard.reason === "honeypot") return { form: "consultation", ok: true, id: 0, emailSent: true } satisfies ConsultationActionData;
    return fail(400, guard.message, { values });
  }
  const parsed = consultationSchema.safeParse(values);
  if (!parsed.success) {
    const errors = consultationFieldErrors(parsed.error);
    return fail(400, describeFieldErrors(errors), { errors, values });
  }

  try {
    const { request: saved, emailSent } = await createConsultationRequest(
      getDb(),
      parsed.data,
      sourceOf(form.get("source"), new URL(request.url).pathname),
    );
    return { form: "consultation", ok: true, id: saved.id, emailSent } satisfies ConsultationActionData;
  } catch (error) {
    console.error("consultation: could not save request", error);
    return fail(500, "We could not save your request right now. Please try again in a moment.", { values });
  }
}

function fail(status: number, message: string, extra: Pick<Extract<ConsultationActionData, { ok: false }>, "errors" | "values"> = {}) {
  return data({ form: "consultation", ok: false, message, ...extra } satisfies ConsultationActionData, { status });
}

/** 'contact' or 'university:{id}' from the form's hidden field, else from the page it was posted to. */
function sourceOf(field: FormDataEntryValue | null, pathname: string) {
  const claimed = typeof field === "string" ? field : pathname.replace(/^\/+/, "").replace(/^universities\//, "university:");
  if (claimed === "contact") return { source: "contact" };
  const university = /^university:(\d+)$/.exec(claimed);
  const universityId = parsePositiveId(university?.[1]);
  if (universityId !== undefined) return { source: `university:${universityId}`, universityId };
  return { source: "website" };
}

/** The posted form, read with a byte cap (Content-Length first, then the bytes actually received). */
async function readForm(request: Request): Promise<FormData | "too-large" | undefined> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > CONSULTATION_BODY_LIMIT) return "too-large";
  const body = await readCapped(request, CONSULTATION_BODY_LIMIT);
  if (body === "too-large") return body;
  try {
    return await new Response(body, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch {
    return undefined;
  }
}

async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
