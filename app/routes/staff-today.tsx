import { m } from "~/i18n/paraglide/messages";
import { type PolicyHandle, staffPage } from "~/security/route-policy";

export const handle = { policy: staffPage() } satisfies PolicyHandle;

/** Today: what needs someone now (issue 52). */
export default function StaffToday() {
  return <h1 className="text-2xl font-bold">{m.staff_nav_today()}</h1>;
}
