import { data } from "react-router";
import { consultationCommand } from "~/consultations/consultation-command.server";
import type { ConsultationActionData } from "~/consultations/consultation-result";
import { consultationFormValues } from "~/consultations/consultation-schema";
import { isD1Refusal } from "~/db/d1-refused.server";
import { m } from "~/i18n/paraglide/messages";
import { duplicatedField, duplicatedFieldMessage, readFormBody, unreadableFormMessage } from "~/lib/form-body.server";
import { runWrite, writeContext } from "./run-write.server";

export const CONSULTATION_INTENT = "consultation";
const CONSULTATION_FIELDS = ["fullName", "email", "phone", "studyLevel", "message", "source", "intent"] as const;

/**
 * The consultation form's route action (/contact, /universities/:id): the form, read, goes through
 * consultationCommand. The same answer serves a plain form post (the page re-renders with it, no JavaScript
 * needed) and the form's fetcher: 200 when saved, 400 with field errors, 503 when D1 was too busy to take it, 500
 * when D1 fails otherwise. The edge caps the body.
 */
export async function consultationFormAction({ request }: { request: Request }) {
  const form = await readFormBody(request);
  if (!form) return fail(400, unreadableFormMessage());
  const intent = form.get("intent");
  if (intent !== null && intent !== CONSULTATION_INTENT)
    return fail(400, m.forms_unknown_form({ intent: String(intent) }));
  const twice = duplicatedField(form, CONSULTATION_FIELDS);
  if (twice) return fail(400, duplicatedFieldMessage(twice));

  const values = consultationFormValues(form);
  const claimedSource = claimed(form.get("source"), new URL(request.url).pathname);
  try {
    const fields = { get: (name: string) => form.get(name), values, claimedSource, echo: values };
    const result = await runWrite(consultationCommand, fields, writeContext(request));
    if (!result.ok) return fail(result.status, result.message, { errors: result.errors, values: result.values });
    const id = "decoy" in result ? 0 : result.request.id;
    return { form: "consultation", ok: true, id, emailSent: result.emailSent } satisfies ConsultationActionData;
  } catch (error) {
    console.error("consultation: could not save request", error);
    // D1 refused the write twice (d1-refused.server.ts): nothing ran, so the form, kept, may simply be sent again.
    if (isD1Refusal(error)) return fail(503, m.edge_busy(), { values });
    return fail(500, m.forms_consultation_not_saved(), { values });
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
function claimed(field: FormDataEntryValue | null, pathname: string) {
  if (typeof field === "string") return field;
  if (pathname === "/") return "website";
  return pathname.replace(/^\/+/, "").replace(/^universities\//, "university:");
}
