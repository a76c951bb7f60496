import { CaseSearchForm, CaseSearchResults } from "~/components/staff/case-search-form";
import { m } from "~/i18n/paraglide/messages";
import { type PolicyHandle, staffPage } from "~/security/route-policy";
import { loadSearch } from "./staff-search.server";
import type { Route } from "./+types/staff-search";

export const handle = { policy: staffPage() } satisfies PolicyHandle;

export const meta: Route.MetaFunction = () => [
  { title: `${m.staff_today_search_title()} | ${m.staff_console_title()}` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, context }: Route.LoaderArgs) => loadSearch(request, context);

/** A case found by reference, name, e-mail or phone (a GET form: the address can be shared between staff). */
export default function StaffSearch({ loaderData: search }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl font-bold">{m.staff_today_search_title()}</h1>
      <div className="mt-4">
        <CaseSearchForm query={search.query} />
      </div>
      <div className="mt-6">
        <CaseSearchResults search={search} />
      </div>
    </>
  );
}
