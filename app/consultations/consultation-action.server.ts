import { data } from "react-router";
import { fieldErrors } from "~/lib/field-errors";
import { getDb } from "~/db/client.server";
import { duplicatedField, duplicatedFieldMessage, UNREADABLE_FORM_MESSAGE } from "~/lib/form-body.server";
import {
  CONSULTATION_BODY_LIMIT,
  consultationFormValues,
  consultationSchema,
  describeFieldErrors,
  type ConsultationField,
  UNKNOWN_SOURCE_MESSAGE,
} from "~/lib/consultation-schema";
import { resolveConsultationSource } from "~/models/consultations.server";
import { createConsultationRequest } from "./create-consultation.server";
import { checkSpamGuard } from "~/security/spam-guard.server";
import type { ConsultationActionData } from "./consultation-result";

export const CONSULTATION_INTENT = "consultation";
const CONSULTATION_FIELDS = ["fullName", "email", "phone", "studyLevel", "message", "source", "intent"] as const;

/**
 * The route action behind the consultation form, exported as `action` by /contact and /universities/:id.
 * The same answer serves a plain form post (the page re-renders with it, no JavaScript needed) and the
 * form's fetcher: 200 when saved, 400 with field errors, 413 for an oversized body, 500 when D1 fails.
 */
export async function consultationAction({
  request,
}: {
  request: Request;
  params?: Record<string, string | undefined>;
}) {
  const form = await readForm(request);
  if (form === "too-large") {
    return fail(413, `The form is larger than ${CONSULTATION_BODY_LIMIT / 1024} KB. Please shorten your message.`);
  }
  if (!form) return fail(400, UNREADABLE_FORM_MESSAGE);
  const intent = form.get("intent");
  if (intent !== null && intent !== CONSULTATION_INTENT) return fail(400, `Unknown form '${String(intent)}'.`);

  const twice = duplicatedField(form, CONSULTATION_FIELDS);
  if (twice) return fail(400, duplicatedFieldMessage(twice));

  const values = consultationFormValues(form);
  const guard = await checkSpamGuard(form, request);
  if (!guard.ok) {
    // A bot that filled the honeypot is told it worked; nothing is stored.
    if (guard.reason === "honeypot")
      return { form: "consultation", ok: true, id: 0, emailSent: true } satisfies ConsultationActionData;
    return fail(400, guard.message, { values });
  }
  const parsed = consultationSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors<ConsultationField>(parsed.error);
    return fail(400, describeFieldErrors(errors), { errors, values });
  }

  try {
    const source = await resolveConsultationSource(
      getDb(),
      claimedSource(form.get("source"), new URL(request.url).pathname),
    );
    if (!source) return fail(400, UNKNOWN_SOURCE_MESSAGE, { values });
    const { request: saved, emailSent } = await createConsultationRequest(getDb(), parsed.data, source);
    return { form: "consultation", ok: true, id: saved.id, emailSent } satisfies ConsultationActionData;
  } catch (error) {
    console.error("consultation: could not save request", error);
    return fail(500, "We could not save your request right now. Please try again in a moment.", { values });
  }
}

function fail(
  status: number,
  message: string,
  extra: Pick<Extract<ConsultationActionData, { ok: false }>, "errors" | "values"> = {},
) {
  return data({ form: "consultation", ok: false, message, ...extra } satisfies ConsultationActionData, { status });
}

/** The form's hidden `source` field, else what the page it was posted to stands for. */
function claimedSource(field: FormDataEntryValue | null, pathname: string) {
  if (typeof field === "string") return field;
  if (pathname === "/") return "website";
  return pathname.replace(/^\/+/, "").replace(/^universities\//, "university:");
}

/** The posted form, read with a byte cap (Content-Length first, then the bytes actually received). */
async function readForm(request: Request): Promise<FormData | "too-large" | undefined> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > CONSULTATION_BODY_LIMIT) return "too-large";
  const body = await readCapped(request, CONSULTATION_BODY_LIMIT);
  if (body === "too-large") return body;
  try {
    return await new Response(body, {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
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
