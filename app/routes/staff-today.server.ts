import type { RouterContextProvider } from "react-router";
import { getDb } from "~/db/client.server";
import { readToday } from "~/models/staff-today.server";
import { requireStaff } from "~/staff/staff-member.server";

/** Today's lists, read beside the check that the visitor is an active staff member (one D1 round trip). */
export async function loadToday(context: Readonly<RouterContextProvider>) {
  const [, today] = await Promise.all([requireStaff(context), readToday(getDb())]);
  return today;
}
