import { data, type RouterContextProvider } from "react-router";
import { getDb } from "~/db/client.server";
import { m } from "~/i18n/paraglide/messages";
import { readStaffCase } from "~/models/staff-case.server";
import { staffNames } from "~/models/staff-members.server";
import { savedPart } from "~/staff/case-page";
import { requireStaff } from "~/staff/staff-member.server";

/**
 * A case as staff see it, read beside the staff check and the staff members' names (one D1 round trip); a 404 for
 * a reference no case has. `saved` names the part a change just saved (?saved=, after the action's redirect).
 */
export async function loadCase(request: Request, reference: string, context: Readonly<RouterContextProvider>) {
  const db = getDb();
  const [, staffCase, names] = await Promise.all([requireStaff(context), readStaffCase(db, reference), staffNames(db)]);
  if (!staffCase) throw data(m.staff_case_not_found({ reference }), { status: 404 });
  return { staffCase, names, saved: savedPart(new URL(request.url).searchParams.get("saved")) };
}
