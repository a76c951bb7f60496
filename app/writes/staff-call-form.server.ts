import { data, redirect, type RouterContextProvider } from "react-router";
import { m } from "~/i18n/paraglide/messages";
import { duplicatedField, duplicatedFieldMessage, unreadableFormMessage } from "~/lib/form-body.server";
import type { StaffCall } from "~/models/staff-calls.server";
import { CALL_OUTCOME_FIELDS, CALL_OUTCOME_INTENT } from "~/staff/call-outcome-schema";
import { callOutcomeCommand } from "~/staff/call-outcome.server";
import type { TypedValues } from "~/staff/case-change-schema";
import type { StaffMember } from "~/staff/case-changes.server";
import { readStaffForm } from "./staff-form.server";
import { runWrite, writeContext } from "./run-write.server";

/** What a page shows after a refused outcome: the message on the call's form, and for a 409 the call as it is now. */
export type StaffCallActionData = {
  ok: false;
  bookingId?: string;
  message: string;
  errors?: Record<string, string[] | undefined>;
  current?: StaffCall;
  values?: TypedValues;
};

const fail = (status: number, rest: Omit<StaffCallActionData, "ok">) =>
  data<StaffCallActionData>({ ok: false, ...rest }, { status });

/** The anchor of a call's line on a page of the console. */
export const callAnchor = (bookingId: number | string) => `call${bookingId}`;

/**
 * "Mark held" / "Mark missed" on a call, from a form already read (`form`) for the signed-in staff member (`staff`):
 * done, 303 back to `back` at the call's line (POST, redirect, GET); refused: 400 or 404 with the words, 409 with
 * the call as it is now.
 */
export async function callOutcomeWrite(request: Request, form: FormData, staff: StaffMember, back: string) {
  const twice = duplicatedField(form, CALL_OUTCOME_FIELDS);
  if (twice) return fail(400, { message: duplicatedFieldMessage(twice) });
  const bookingId = String(form.get("bookingId") ?? "");
  const result = await runWrite(callOutcomeCommand({ staff }), form, writeContext(request));
  if (result.ok) return redirect(`${back}#${callAnchor(bookingId)}`, 303);
  const { ok: _ok, status, ...rest } = result;
  return fail(status, { bookingId, ...rest });
}

/** Today's action (/staff): the call outcome form only; the staff member checked before the form is read. */
export async function staffTodayAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { staff, form } = await readStaffForm(request, context);
  if (!form) return fail(400, { message: unreadableFormMessage() });
  if (form.get("intent") !== CALL_OUTCOME_INTENT) return fail(400, { message: m.staff_calls_unknown_form() });
  return callOutcomeWrite(request, form, staff, "/staff");
}
