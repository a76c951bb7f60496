import type { RouterContextProvider } from "react-router";
import { istanbulToday } from "~/catalogue/intakes";
import { getDb } from "~/db/client.server";
import { listCounsellors } from "~/models/staff-counsellors.server";
import { requireStaff } from "~/staff/staff-member.server";

/** The counsellors with their hours and days off ahead, read beside the staff check (one D1 round trip). */
export async function loadCounsellors(context: Readonly<RouterContextProvider>) {
  const today = istanbulToday();
  const [, counsellors] = await Promise.all([requireStaff(context), listCounsellors(getDb(), today)]);
  return { today, counsellors };
}
