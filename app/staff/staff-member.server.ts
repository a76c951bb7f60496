import { data, type RouterContextProvider } from "react-router";
import type { StaffMember } from "~/models/staff-members.server";
import { staffContext } from "./staff-context";

/**
 * The active staff member of a /staff loader or action, or a 403 thrown: start it beside the page's reads
 * (Promise.all) and touch nothing else (R2, a write) before it resolved. The edge refuses a request without a valid
 * Access token before any route runs, a write by someone who is not an active member before its action, and any
 * answer to such a member on its way out (workers/edge/staff-gate.ts, render.ts); this is the lock inside.
 */
export async function requireStaff(context: Readonly<RouterContextProvider>): Promise<StaffMember> {
  const staff = await context.get(staffContext);
  if (!staff) throw data("Forbidden", { status: 403 });
  return staff;
}
