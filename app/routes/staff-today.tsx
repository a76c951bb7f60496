import { CaseSearchForm } from "~/components/staff/case-search-form";
import { TodayLists } from "~/components/staff/today-lists";
import { m } from "~/i18n/paraglide/messages";
import { type PolicyHandle, staffPage } from "~/security/route-policy";
import { staffTodayAction } from "~/writes/staff-call-form.server";
import { loadToday } from "./staff-today.server";
import type { Route } from "./+types/staff-today";

export const handle = { policy: staffPage({ group: "staff", body: "form" }) } satisfies PolicyHandle;

export const meta: Route.MetaFunction = () => [
  { title: `${m.staff_today_title()} | ${m.staff_console_title()}` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ context }: Route.LoaderArgs) => loadToday(context);

/** A call marked held or missed (issue 55). */
export const action = ({ request, context }: Route.ActionArgs) => staffTodayAction({ request, context });

/** Today: what needs someone now, live, oldest first; each line opens its case (issue 52). */
export default function StaffToday({ loaderData: today, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl font-bold">{m.staff_today_title()}</h1>
      <p className="mt-1 text-gray-600">{m.staff_today_intro()}</p>
      <div className="mt-4">
        <CaseSearchForm />
      </div>
      <div className="mt-6">
        <TodayLists today={today} actionData={actionData} />
      </div>
    </>
  );
}
