import { Link, Outlet } from "react-router";
import { m } from "~/i18n/paraglide/messages";
import { type PolicyHandle, staffPage } from "~/security/route-policy";
import { requireStaff } from "~/staff/staff-member.server";
import type { Route } from "./+types/staff-layout";

export const handle = { policy: staffPage() } satisfies PolicyHandle;

export const meta: Route.MetaFunction = () => [
  { title: m.staff_console_title() },
  { name: "robots", content: "noindex" },
];

/** Who is signed in (the edge verified their Access token; D1 says they are an active member). */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = await requireStaff(context);
  return { staff };
}

/** The console's frame: its name, who is signed in, its sections; each page below. English, no script. */
export default function StaffLayout({ loaderData: { staff } }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-4">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 pb-3">
        <Link to="/staff" className="text-lg font-bold text-brand-900">
          {m.staff_console_title()}
        </Link>
        <p className="text-sm text-gray-600" data-testid="staff-signed-in">
          {m.staff_signed_in_as({ name: staff.name, email: staff.email })}
        </p>
        <nav aria-label={m.staff_console_title()} className="flex gap-4 text-sm font-semibold">
          <Link to="/staff" className="text-brand-700 underline">
            {m.staff_nav_today()}
          </Link>
          <Link to="/staff/consultations" className="text-brand-700 underline">
            {m.staff_nav_consultations()}
          </Link>
          <Link to="/staff/counsellors" className="text-brand-700 underline">
            {m.staff_nav_counsellors()}
          </Link>
          <Link to="/staff/search" className="text-brand-700 underline">
            {m.staff_today_search_title()}
          </Link>
        </nav>
      </header>
      <div className="py-4">
        <Outlet />
      </div>
    </div>
  );
}
