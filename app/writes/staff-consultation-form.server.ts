import { data, redirect, type RouterContextProvider } from "react-router";
import { m } from "~/i18n/paraglide/messages";
import { duplicatedField, duplicatedFieldMessage, unreadableFormMessage } from "~/lib/form-body.server";
import type { StaffConsultation } from "~/models/staff-case-changes.server";
import { CONSULTATION_ANSWERED_FIELDS, type TypedValues } from "~/staff/case-change-schema";
import { consultationAnsweredCommand } from "~/staff/case-changes.server";
import { ANSWERED_INTENT } from "~/staff/consultation-intent";
import { consultationPath } from "~/staff/today-words";
import { CALL_OUTCOME_INTENT } from "~/staff/call-outcome-schema";
import { readStaffForm } from "./staff-form.server";
import { runWrite, writeContext } from "./run-write.server";
import { callOutcomeWrite } from "./staff-call-form.server";

/** What the consultations page shows after a refused change: the message, and for a 409 the request as it is now. */
export type StaffConsultationActionData = {
  ok: false;
  consultationId?: string;
  message: string;
  errors?: Record<string, string[] | undefined>;
  current?: StaffConsultation;
  values?: TypedValues;
};

const fail = (status: number, rest: Omit<StaffConsultationActionData, "ok">) =>
  data<StaffConsultationActionData>({ ok: false, ...rest }, { status });

/**
 * The consultations page's action (/staff/consultations): "Mark answered" (and a booked call's outcome:
 * staff-call-form.server.ts), for the signed-in staff member (checked
 * before anything is read of the form). Done: 303 back to the request on the list (POST, redirect, GET); refused:
 * 400 or 404 with the words, 409 with the request as it is now (someone marked it meanwhile).
 */
export async function staffConsultationAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { staff, form } = await readStaffForm(request, context);
  if (!form) return fail(400, { message: unreadableFormMessage() });
  // A booked call's outcome, on a request that is a booking (issue 55).
  if (form.get("intent") === CALL_OUTCOME_INTENT) return callOutcomeWrite(request, form, staff, "/staff/consultations");
  if (form.get("intent") !== ANSWERED_INTENT) return fail(400, { message: m.staff_consultations_unknown_form() });
  const twice = duplicatedField(form, CONSULTATION_ANSWERED_FIELDS);
  if (twice) return fail(400, { message: duplicatedFieldMessage(twice) });
  const consultationId = String(form.get("consultationId") ?? "");
  const result = await runWrite(consultationAnsweredCommand({ staff }), form, writeContext(request));
  if (result.ok) return redirect(consultationPath(Number(consultationId)), 303);
  const { ok: _ok, status, ...rest } = result;
  return fail(status, { consultationId, ...rest });
}
