import type { ReactNode } from "react";
import { Link } from "~/i18n/link";
import { ProgramsHero } from "~/components/program-page";
import { StatusPanel } from "~/components/status-panel";
import { HousingChoice, RangeText, RateNote } from "~/components/yearly-cost";
import { MAX_COMPARED } from "~/lib/compare-tray";
import { formatDay } from "~/lib/dates";
import { intakeName } from "~/lib/intakes";
import { formatNgn, formatPrice } from "~/lib/money";
import type { Housing } from "~/lib/yearly-cost";
import type { Route } from "./+types/compare";
import { loadComparePage } from "./compare.server";

export const meta: Route.MetaFunction = () => [
  { title: "Compare programs | Istanbul Study Gateway" },
  {
    name: "description",
    content:
      "Up to three programs side by side: intakes and deadlines, tuition, and the all-in yearly cost in US dollars and naira.",
  },
];

export const loader = (args: Route.LoaderArgs) => loadComparePage(args);

type Column = Extract<Route.ComponentProps["loaderData"], { state: "ok" }>["columns"][number];

/** The comparison's rows: a label above one value per program, so three columns fit a 360 px phone. */
const ROWS: { key: string; label: string; value: (c: Column) => ReactNode }[] = [
  { key: "university", label: "University", value: (c) => c.universityName },
  { key: "duration", label: "Duration", value: (c) => c.duration },
  { key: "language", label: "Language", value: (c) => c.languages },
  {
    key: "deadline",
    label: "Next deadline",
    value: (c) =>
      c.nextIntake ? (
        <>
          <strong>{formatDay(c.nextIntake.applicationDeadline)}</strong>
          <span className="block text-gray-600">for {intakeName(c.nextIntake.startsOn)}</span>
        </>
      ) : (
        "No open intake"
      ),
  },
  {
    key: "intakes",
    label: "Intakes",
    value: (c) =>
      c.intakes.length === 0 ? (
        "None listed"
      ) : (
        <ul className="m-0 list-none space-y-1 p-0">
          {c.intakes.map((i) => (
            <li key={i.startsOn}>
              {intakeName(i.startsOn)}:{" "}
              {i.open ? `open, decision in about ${i.decisionWeeks} weeks` : "deadline passed"}
            </li>
          ))}
        </ul>
      ),
  },
  {
    key: "tuition",
    label: "Tuition a year",
    value: (c) => (
      <>
        <strong>{formatPrice(c.tuition.netUsd)}</strong>
        {c.tuition.discount && (
          <span className="block text-gray-600">
            {formatPrice(c.tuition.listUsd)} less a {c.tuition.discount.percent}% discount
          </span>
        )}
      </>
    ),
  },
  {
    key: "usd",
    label: "All-in, first year (US dollars)",
    value: (c) => (
      <strong className="text-brand-900">
        <RangeText range={c.totalUsd} format={formatPrice} />
      </strong>
    ),
  },
  {
    key: "ngn",
    label: "All-in, first year (naira)",
    value: (c) =>
      c.totalNgn ? (
        <strong className="text-brand-900">
          <RangeText range={c.totalNgn} format={formatNgn} />
        </strong>
      ) : (
        "—"
      ),
  },
  {
    key: "leads-to",
    label: "Leads to",
    value: (c) => (
      <ul className="m-0 list-none space-y-1 p-0">
        {c.leadsTo.map((career) => (
          <li key={career}>{career}</li>
        ))}
      </ul>
    ),
  },
];

function Comparison({ columns, housing }: { columns: Column[]; housing: Housing }) {
  return (
    <div className="card overflow-hidden">
      <table className="w-full table-fixed border-collapse text-left text-sm" data-testid="comparison">
        <caption className="sr-only">Programs side by side</caption>
        <thead>
          <tr className="bg-brand-50 align-top">
            {columns.map((c) => (
              <th
                key={c.id}
                id={`program-${c.id}`}
                scope="col"
                className="break-words p-2 sm:p-4"
                data-testid="compared"
              >
                <Link
                  to={`/programs/${c.slug}?university=${c.universityId}`}
                  className="font-bold text-brand-800 hover:underline"
                >
                  {c.name}
                </Link>
                <span className="block font-normal text-gray-600">{c.universityShortName}</span>
                <form method="get" action="/compare" className="mt-2">
                  <input type="hidden" name="remove" value={c.id} />
                  {housing !== "dormitory" && <input type="hidden" name="housing" value={housing} />}
                  <button
                    type="submit"
                    className="min-h-8 rounded border border-gray-300 bg-white px-2 text-xs text-gray-700 hover:bg-gray-50"
                    aria-label={`Remove ${c.name} at ${c.universityShortName} from the comparison`}
                  >
                    Remove
                  </button>
                </form>
              </th>
            ))}
          </tr>
        </thead>
        {ROWS.map((row) => (
          <tbody key={row.key} className="border-t border-gray-200">
            <tr>
              <th
                id={`row-${row.key}`}
                colSpan={columns.length}
                scope="colgroup"
                className="bg-gray-50 px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-gray-600 sm:px-4"
              >
                {row.label}
              </th>
            </tr>
            <tr className="align-top">
              {columns.map((c) => (
                <td
                  key={c.id}
                  headers={`row-${row.key} program-${c.id}`}
                  className="break-words p-2 text-gray-800 sm:px-4"
                  data-row={row.key}
                >
                  {row.value(c)}
                </td>
              ))}
            </tr>
          </tbody>
        ))}
        <tbody className="border-t border-gray-200">
          <tr>
            {columns.map((c) => (
              <td key={c.id} className="p-2 sm:px-4 sm:py-3">
                <Link
                  to={`/apply?${new URLSearchParams({ program: c.name, university: c.universityName })}`}
                  className="btn-primary min-h-11 w-full px-2 py-2 text-sm"
                  aria-label={`Apply for ${c.name} at ${c.universityName}`}
                >
                  Apply
                </Link>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** The way back to the catalogue from an empty or a failed comparison. */
function BrowsePrograms() {
  return (
    <Link to="/programs" className="btn-brand">
      Browse Programs
    </Link>
  );
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ProgramsHero
        title="Compare programs"
        subtitle="Up to three programs side by side: when you can start, and what a year costs your family in dollars and naira."
      />
      <section id="comparison" className="container scroll-mt-20 py-8 sm:py-10" aria-label="Comparison">
        {loaderData.state === "empty" ? (
          <StatusPanel
            tone="empty"
            title="Nothing to compare yet"
            message={`Tap "Add to compare" on up to ${MAX_COMPARED} programs, then come back here.`}
          >
            <BrowsePrograms />
          </StatusPanel>
        ) : loaderData.state !== "ok" ? (
          <StatusPanel
            tone="error"
            title={loaderData.state === "invalid" ? "That comparison address is not valid" : "Program not found"}
            message={loaderData.message}
          >
            <Link to="/compare?programs=" className="btn-secondary">
              Start again
            </Link>
            <BrowsePrograms />
          </StatusPanel>
        ) : (
          <>
            <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
              <HousingChoice
                housing={loaderData.housing}
                keep={{ programs: loaderData.ids.join(",") }}
                anchor="comparison"
              />
              {loaderData.columns.length < MAX_COMPARED && (
                <Link to="/programs" className="btn-secondary min-h-11 text-sm">
                  Add another program
                </Link>
              )}
            </div>
            <Comparison columns={loaderData.columns} housing={loaderData.housing} />
            <p className="mt-4 text-xs text-gray-600">
              Indicative figures
              {loaderData.columns[0]?.checkedOn ? `, checked ${formatDay(loaderData.columns[0].checkedOn)}` : ""}. The
              first year includes one-off deposits; living costs count twelve months.
              {loaderData.rate && (
                <>
                  {" "}
                  Naira at the <RateNote rate={loaderData.rate} />.
                </>
              )}
            </p>
          </>
        )}
      </section>
    </>
  );
}
