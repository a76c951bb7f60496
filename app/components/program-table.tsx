import { Link, useNavigate, useSearchParams } from "react-router";
import type { IntakeState } from "~/lib/intakes";
import { withParam } from "~/lib/ui-params";
import { Icon } from "./icons";
import { nextIntakeText } from "./intake-list";

export type ProgramRow = {
  id: number;
  slug: string;
  name: string;
  faculty: string;
  duration: string;
  languages: string;
  tuition: string;
  /** The next intake still open (null: none open, or intakes unknown). */
  nextIntake: IntakeState | null;
};

const INITIAL_ROWS = 5;

/**
 * One table, two layouts, by CSS alone. The table's frame is a container (`@container`): while it is narrower
 * than 40rem every row is a compact card (its cells wrap inside it, the header row is read by screen readers
 * only); from 40rem it is an ordinary table. Measuring the frame, not the screen, also gives cards where a wide
 * screen leaves the table too little room (beside a sidebar). Changing a table's `display` can drop its
 * semantics in some browsers, so the rows and cells also carry their ARIA roles.
 */
export const stackedTable = {
  table: "block w-full text-left text-sm @[40rem]:table",
  head: "sr-only @[40rem]:not-sr-only @[40rem]:table-header-group bg-gray-50 text-xs uppercase text-gray-600",
  headRow: "@[40rem]:table-row",
  body: "block divide-y divide-gray-100 @[40rem]:table-row-group",
  row: "flex flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-4 @[40rem]:table-row @[40rem]:p-0",
  /** A cell that takes a whole line of the card. */
  full: "block basis-full @[40rem]:table-cell",
  cell: "block @[40rem]:table-cell",
  /** Room around a cell in the table layout: tight, so six columns fit in 40rem. */
  pad: "@[40rem]:(px-2.5 py-3)",
} as const;

export function LanguageBadge({ language }: { language: string }) {
  const english = language === "English";
  return (
    <span
      data-language-badge={english ? "english" : "other"}
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium @[40rem]:whitespace-normal ${
        english ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-800"
      }`}
    >
      {language}
    </span>
  );
}

const t = stackedTable;

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
      <div className="@container overflow-x-auto rounded-xl border border-gray-200 bg-white">
        <table role="table" className={t.table} data-testid="program-table">
          <thead role="rowgroup" className={t.head}>
            <tr role="row" className={t.headRow}>
              <th role="columnheader" scope="col" className={`${t.cell} px-4 py-3 @[40rem]:px-2.5`}>
                Program Name
              </th>
              <th role="columnheader" scope="col" className={`${t.cell} px-4 py-3 @[40rem]:px-2.5`}>
                Faculty
              </th>
              <th role="columnheader" scope="col" className={`${t.cell} px-4 py-3 @[40rem]:px-2.5`}>
                Duration
              </th>
              <th role="columnheader" scope="col" className={`${t.cell} px-4 py-3 @[40rem]:px-2.5`}>
                Language
              </th>
              <th role="columnheader" scope="col" className={`${t.cell} px-4 py-3 @[40rem]:px-2.5`}>
                Tuition Fee
              </th>
              <th role="columnheader" scope="col" className={`${t.cell} px-4 py-3 @[40rem]:px-2.5`}>
                Details
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className={t.body}>
            {rows.map((p) => (
              <tr key={p.id} role="row" className={`${t.row} @[40rem]:hover:bg-gray-50`} data-testid="program-row">
                <th
                  role="rowheader"
                  scope="row"
                  className={`${t.full} ${t.pad} text-base font-semibold text-gray-900 @[40rem]:text-sm @[40rem]:font-medium`}
                >
                  {p.name}
                  <span className="block text-xs font-normal text-gray-600" data-testid="next-intake">
                    Next intake: {nextIntakeText(p.nextIntake)}
                  </span>
                </th>
                <td role="cell" className={`${t.cell} ${t.pad} text-gray-600`}>
                  {p.faculty}
                </td>
                <td
                  role="cell"
                  className={`${t.cell} ${t.pad} whitespace-nowrap text-gray-600 @[40rem]:whitespace-normal`}
                >
                  {p.duration}
                </td>
                <td role="cell" className={`${t.cell} ${t.pad}`}>
                  <LanguageBadge language={p.languages} />
                </td>
                <td
                  role="cell"
                  className={`${t.full} ${t.pad} whitespace-nowrap font-semibold text-gray-900 @[40rem]:font-medium`}
                >
                  {p.tuition}
                </td>
                <td role="cell" className={`${t.full} ${t.pad}`}>
                  <div className="mt-1 grid grid-cols-2 gap-3 @[40rem]:mt-0 @[40rem]:block">
                    <Link
                      to={`/programs/${p.slug}?university=${universityId}`}
                      className="btn-secondary px-3 py-2 text-sm @[40rem]:(inline-flex gap-1 border-0 p-0 text-brand-700 hover:bg-transparent hover:underline)"
                    >
                      View Details <span className="sr-only">of {p.name}</span>
                      <Icon name="chevron-right" className="h-4 w-4 @[40rem]:hidden" />
                    </Link>
                    <Link
                      to={`/apply?${new URLSearchParams({ program: p.name, university: String(universityId) })}`}
                      className="btn-primary px-3 py-2 text-sm @[40rem]:hidden"
                    >
                      Apply <span className="sr-only">for {p.name}</span>
                    </Link>
                  </div>
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
            className="btn-secondary w-full text-sm sm:w-auto"
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
