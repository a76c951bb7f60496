import { data, redirect, type RouterContextProvider } from "react-router";
import { m } from "~/i18n/paraglide/messages";
import { duplicatedField, duplicatedFieldMessage, unreadableFormMessage } from "~/lib/form-body.server";
import type { TypedValues } from "~/staff/case-change-schema";
import { dailyCapCommand, dayOffCommand } from "~/staff/counsellor-changes.server";
import {
  COUNSELLOR_INTENTS,
  type CounsellorIntent,
  DAILY_CAP_FIELDS,
  DAILY_CAP_INTENT,
  DAY_OFF_ADD_INTENT,
  DAY_OFF_FIELDS,
} from "~/staff/counsellor-schema";
import { readStaffForm } from "./staff-form.server";
import { runWrite, writeContext } from "./run-write.server";

/** What the counsellors page shows after a refused change: on which counsellor's which form, what was typed. */
export type StaffCounsellorActionData = {
  ok: false;
  counsellorId?: string;
  intent?: CounsellorIntent;
  message: string;
  errors?: Record<string, string[] | undefined>;
  current?: { dailyCap: number };
  values?: TypedValues;
};

const fail = (status: number, rest: Omit<StaffCounsellorActionData, "ok">) =>
  data<StaffCounsellorActionData>({ ok: false, ...rest }, { status });

const isIntent = (value: unknown): value is CounsellorIntent => COUNSELLOR_INTENTS.includes(value as CounsellorIntent);

/** A counsellor's card on the page. */
export const counsellorPath = (id: number | string) => `/staff/counsellors#counsellor${id}`;

/**
 * The counsellors page's action (/staff/counsellors): a day off added or removed, the daily cap changed, for the
 * signed-in staff member (checked before the form is read). Done: 303 back to the counsellor; refused: 400 or 404
 * with the words and what was typed, 409 with the cap as it is now.
 */
export async function staffCounsellorsAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { staff, form } = await readStaffForm(request, context);
  if (!form) return fail(400, { message: unreadableFormMessage() });
  const intent = form.get("intent");
  if (!isIntent(intent)) return fail(400, { message: m.staff_counsellors_unknown_form() });
  const twice = duplicatedField(form, intent === DAILY_CAP_INTENT ? DAILY_CAP_FIELDS : DAY_OFF_FIELDS);
  if (twice) return fail(400, { message: duplicatedFieldMessage(twice) });
  const counsellorId = String(form.get("counsellorId") ?? "");
  const result =
    intent === DAILY_CAP_INTENT
      ? await runWrite(dailyCapCommand({ staff }), form, writeContext(request))
      : await runWrite(dayOffCommand({ staff, add: intent === DAY_OFF_ADD_INTENT }), form, writeContext(request));
  if (result.ok) return redirect(counsellorPath(counsellorId), 303);
  const { ok: _ok, status, ...rest } = result;
  const current = "current" in rest && rest.current ? { dailyCap: rest.current.dailyCap } : undefined;
  return fail(status, { counsellorId, intent, ...rest, current });
}
