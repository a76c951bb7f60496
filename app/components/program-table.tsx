import { Link, useNavigate, useSearchParams } from "react-router";
import { withParam } from "~/lib/ui-params";
import { Icon } from "./icons";

export type ProgramRow = {
  id: number;
  slug: string;
  name: string;
  faculty: string;
  duration: string;
  languages: string;
  tuition: string;
};

const INITIAL_ROWS = 5;

function LanguageBadge({ language }: { language: string }) {
  const english = language === "English";
  return (
    <span
      data-language-badge={english ? "english" : "other"}
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${
        english ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-800"
      }`}
    >
      {language}
    </span>
  );
}

/**
 * A university's programs: the first 5 rows, and 'Show All {n} Programs' / 'Show Less' when there are more.
 * The toggle is a link to ?all=1 (so it works before and without JavaScript); with JavaScript it only swaps the
 * query in place, and the route keeps its data (see its shouldRevalidate).
 */
export function ProgramTable({ programs, universityId }: { programs: ProgramRow[]; universityId: number }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const expanded = searchParams.get("all") === "1";
  const rows = expanded ? programs : programs.slice(0, INITIAL_ROWS);
  const toggleSearch = withParam(searchParams, "all", expanded ? null : "1");

  return (
    <div>
      <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white">
        <table className="min-w-full text-left text-sm" data-testid="program-table">
          <thead className="bg-gray-50 text-xs uppercase tracking-wide text-gray-600">
            <tr>
              <th scope="col" className="px-4 py-3">Program Name</th>
              <th scope="col" className="px-4 py-3">Faculty</th>
              <th scope="col" className="px-4 py-3">Duration</th>
              <th scope="col" className="px-4 py-3">Language</th>
              <th scope="col" className="px-4 py-3">Tuition Fee</th>
              <th scope="col" className="px-4 py-3">Details</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((p) => (
              <tr key={p.id} className="hover:bg-gray-50">
                <th scope="row" className="px-4 py-3 font-medium text-gray-900">{p.name}</th>
                <td className="px-4 py-3 text-gray-600">{p.faculty}</td>
                <td className="whitespace-nowrap px-4 py-3 text-gray-600">{p.duration}</td>
                <td className="px-4 py-3"><LanguageBadge language={p.languages} /></td>
                <td className="whitespace-nowrap px-4 py-3 font-medium text-gray-900">{p.tuition}</td>
                <td className="whitespace-nowrap px-4 py-3">
                  <Link
                    to={`/programs/${p.slug}?university=${universityId}`}
                    className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand-700 hover:underline"
                  >
                    View Details <span className="sr-only">of {p.name}</span>
                    <Icon name="chevron-right" className="h-4 w-4" />
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {programs.length > INITIAL_ROWS && (
        <div className="mt-4 text-center">
          <Link
            to={{ search: toggleSearch, hash: "programs" }}
            replace
            aria-expanded={expanded}
            className="btn-secondary text-sm"
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              navigate({ search: toggleSearch }, { replace: true, preventScrollReset: true });
            }}
          >
            {expanded ? "Show Less" : `Show All ${programs.length} Programs`}
            <Icon name="chevron-down" className={`h-4 w-4 transition ${expanded ? "rotate-180" : ""}`} />
          </Link>
        </div>
      )}
    </div>
  );
}
