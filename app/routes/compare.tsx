import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { Link } from "~/i18n/link";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";
import { BrowseProgramsLink, ProgramsHero } from "~/components/program-page";
import { StatusPanel } from "~/components/status-panel";
import { AskOnWhatsApp } from "~/components/ask-on-whatsapp";
import { AddToCompare } from "~/components/offering-list-button";
import { currencyName } from "~/i18n/intl";
import { joinList } from "~/lib/join-list";
import { CurrencyChoice } from "~/components/currency-choice";
import { ConvertedRange, HousingChoice, RangeText, RateNote } from "~/components/yearly-cost-breakdown";
import type { ExchangeRate } from "~/catalogue/display-currency";
import { MAX_COMPARED } from "~/catalogue/compare-tray";
import { formatDay } from "~/lib/dates";
import { intakeName } from "~/catalogue/intakes";
import { formatPrice } from "~/catalogue/money";
import { SITE_NAME } from "~/lib/page-meta";
import type { Housing } from "~/catalogue/yearly-cost";
import type { Route } from "./+types/compare";
import { loadComparePage } from "./compare.server";
import { compareFormAction } from "~/writes/compare-form.server";
import { durationLabel, languageLabel } from "~/catalogue/program-format";
import { type PolicyHandle, UNCACHED_PAGE } from "~/security/route-policy";

// "Add to compare" and "Remove" post here (a GET never changes the tray), counted as the shortlist's changes are.
export const handle = {
  policy: { ...UNCACHED_PAGE, post: { group: "compare", body: "other" } },
} satisfies PolicyHandle;

export const meta: Route.MetaFunction = () => [
  { title: `${m.catalogue_compare_title()} | ${SITE_NAME}` },
  { name: "description", content: m.catalogue_compare_meta_description() },
];

export const loader = (args: Route.LoaderArgs) => loadComparePage(args);
export const action = ({ request }: Route.ActionArgs) => compareFormAction({ request });

type Column = Extract<Route.ComponentProps["loaderData"], { state: "ok" }>["columns"][number];

/**
 * The comparison's rows: a label above one value per program, so three columns fit a 360 px phone. Labels are
 * message functions, called at render (in the page's language).
 */
type Row = { key: string; label: () => string; value: (c: Column) => ReactNode };

const ROWS: Row[] = [
  { key: "university", label: m.catalogue_compare_row_university, value: (c) => c.universityName },
  { key: "duration", label: m.catalogue_compare_row_duration, value: (c) => durationLabel(c.duration) },
  { key: "language", label: m.catalogue_compare_row_language, value: (c) => languageLabel(c.languages) },
  {
    key: "deadline",
    label: m.catalogue_compare_row_deadline,
    value: (c) =>
      c.nextIntake ? (
        <>
          <strong>{formatDay(c.nextIntake.applicationDeadline)}</strong>
          <span className="block text-gray-600">
            {m.catalogue_compare_deadline_for({ intake: intakeName(c.nextIntake.startsOn) })}
          </span>
        </>
      ) : (
        m.catalogue_compare_no_open_intake()
      ),
  },
  {
    key: "intakes",
    label: m.catalogue_compare_row_intakes,
    value: (c) =>
      c.intakes.length === 0 ? (
        m.catalogue_compare_none_listed()
      ) : (
        <ul className="m-0 list-none space-y-1 p-0">
          {c.intakes.map((i) => (
            <li key={i.startsOn}>
              {m.catalogue_compare_intake_status({
                intake: intakeName(i.startsOn),
                status: i.open
                  ? m.catalogue_compare_intake_open({ weeks: i.decisionWeeks })
                  : m.catalogue_compare_deadline_passed(),
              })}
            </li>
          ))}
        </ul>
      ),
  },
  {
    key: "tuition",
    label: m.catalogue_compare_row_tuition,
    value: (c) => (
      <>
        <strong>{formatPrice(c.tuition.netUsd)}</strong>
        {c.tuition.discounts.length > 0 && (
          <span className="block text-gray-600">
            {m.catalogue_compare_discount({
              list: formatPrice(c.tuition.listUsd),
              label: joinList(c.tuition.discounts.map((d) => d.label)),
              percent: c.tuition.discounts.map((d) => d.percent).join(" + "),
            })}
          </span>
        )}
      </>
    ),
  },
  {
    key: "usd",
    label: m.catalogue_compare_row_usd,
    value: (c) => (
      <strong className="text-brand-900">
        <RangeText range={c.totalUsd} format={formatPrice} />
      </strong>
    ),
  },
  {
    key: "leads-to",
    label: m.catalogue_compare_row_leads_to,
    value: (c) => (
      <ul className="m-0 list-none space-y-1 p-0">
        {c.leadsTo.map((career) => (
          <li key={career}>{career}</li>
        ))}
      </ul>
    ),
  },
];

/** The rows of this comparison: the total in the display currency after the dollars', unless dollars are all. */
function rowsFor(rate: ExchangeRate | null): Row[] {
  if (!rate) return ROWS;
  const converted: Row = {
    key: "converted",
    label: () => m.catalogue_compare_row_converted({ currency: currencyName(rate.currency) }),
    value: (c) =>
      c.totalConverted ? (
        <strong className="text-brand-900">
          <ConvertedRange range={c.totalConverted} rate={rate} />
        </strong>
      ) : (
        "—"
      ),
  };
  const at = ROWS.findIndex((row) => row.key === "usd") + 1;
  return [...ROWS.slice(0, at), converted, ...ROWS.slice(at)];
}

function Comparison({ columns, housing, rate }: { columns: Column[]; housing: Housing; rate: ExchangeRate | null }) {
  const compareAction = localizedHref("/compare", useLocale());
  return (
    <div className="card overflow-hidden">
      <table className="w-full table-fixed border-collapse text-start text-sm" data-testid="comparison">
        <caption className="sr-only">{m.catalogue_compare_caption()}</caption>
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
                <form method="post" action={compareAction} className="mt-2">
                  <input type="hidden" name="remove" value={c.id} />
                  {housing !== "dormitory" && <input type="hidden" name="housing" value={housing} />}
                  <button
                    type="submit"
                    className="min-h-8 rounded border border-gray-300 bg-white px-2 text-xs text-gray-700 hover:bg-gray-50"
                    aria-label={m.catalogue_compare_remove_label({
                      program: c.name,
                      university: c.universityShortName,
                    })}
                  >
                    {m.catalogue_compare_remove()}
                  </button>
                </form>
              </th>
            ))}
          </tr>
        </thead>
        {rowsFor(rate).map((row) => (
          <tbody key={row.key} className="border-t border-gray-200">
            <tr>
              <th
                id={`row-${row.key}`}
                colSpan={columns.length}
                scope="colgroup"
                className="bg-gray-50 px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-gray-600 sm:px-4"
              >
                {row.label()}
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
                  aria-label={m.catalogue_compare_apply_label({ program: c.name, university: c.universityName })}
                >
                  {m.catalogue_compare_apply()}
                </Link>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** A GET's `?add=` (a page loaded before adding was a POST): nothing changed yet; the button that adds. */
function OfferToAdd({ offer }: { offer: { id: number; label: string } }) {
  return (
    <div className="mb-6">
      <StatusPanel
        level={2}
        tone="empty"
        title={m.catalogue_compare_offer_title({ program: offer.label })}
        message={m.catalogue_compare_offer_message()}
      >
        <AddToCompare id={offer.id} label={offer.label} />
      </StatusPanel>
    </div>
  );
}

/** What the error boundary shows in the page: a change the action refused, or a read that failed. */
type Refused = { state: "unchanged" | "failed"; message: string };

const PROBLEM_TITLES = {
  invalid: m.catalogue_compare_invalid_title,
  missing: m.catalogue_compare_missing_title,
  unchanged: m.catalogue_compare_unchanged_title,
  failed: m.error_page_title,
};

/**
 * A change the action refused (thrown with its words: another site's form, a bad or unknown id), or a read that
 * failed (the site's words), in the page's error panel.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = isRouteErrorResponse(error) && typeof error.data === "string" ? error : undefined;
  const problem = refused
    ? { state: refused.status === 404 ? ("missing" as const) : ("unchanged" as const), message: String(refused.data) }
    : { state: "failed" as const, message: m.error_page_unexpected() };
  return <Page loaderData={problem} />;
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}

/** The page, for the loader's data or the error boundary's (React Router wraps the default export it calls). */
function Page({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] | Refused }) {
  return (
    <>
      <ProgramsHero title={m.catalogue_compare_title()} subtitle={m.catalogue_compare_subtitle()} />
      <section
        id="comparison"
        className="container scroll-mt-20 py-8 sm:py-10"
        aria-label={m.catalogue_compare_section_label()}
      >
        {"offer" in loaderData && loaderData.offer && <OfferToAdd offer={loaderData.offer} />}
        {loaderData.state === "empty" ? (
          <StatusPanel
            tone="empty"
            title={m.catalogue_compare_empty_title()}
            message={m.catalogue_compare_empty_message({ max: MAX_COMPARED })}
          >
            <BrowseProgramsLink />
          </StatusPanel>
        ) : loaderData.state !== "ok" ? (
          <StatusPanel tone="error" title={PROBLEM_TITLES[loaderData.state]()} message={loaderData.message}>
            <Link to="/compare?programs=" className="btn-secondary">
              {m.catalogue_compare_start_again()}
            </Link>
            <BrowseProgramsLink />
          </StatusPanel>
        ) : (
          <>
            <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
              <HousingChoice
                housing={loaderData.housing}
                nationality={loaderData.nationality}
                keep={{ programs: loaderData.ids.join(",") }}
                anchor="comparison"
              />
              {loaderData.columns.length < MAX_COMPARED && (
                <Link to="/programs" className="btn-secondary min-h-11 text-sm">
                  {m.catalogue_compare_add_another()}
                </Link>
              )}
            </div>
            <Comparison columns={loaderData.columns} housing={loaderData.housing} rate={loaderData.rate} />
            <AskOnWhatsApp
              className="mt-4"
              nationality={loaderData.nationality}
              text={m.handoff_compare({
                programs: joinList(
                  loaderData.columns.map((c) =>
                    m.detail_program_at_university({ program: c.name, university: c.universityName }),
                  ),
                ),
              })}
            />
            <p className="mt-4 text-xs text-gray-600">
              {loaderData.provenance === null
                ? m.catalogue_compare_figures()
                : loaderData.provenance.example
                  ? m.catalogue_compare_figures_example()
                  : m.catalogue_compare_figures_checked({ date: formatDay(loaderData.provenance.checkedOn) })}
              {loaderData.rate && (
                <>
                  {" "}
                  <RateNote rate={loaderData.rate} />
                </>
              )}
            </p>
            <CurrencyChoice current={loaderData.currency} anchor="comparison" />
          </>
        )}
      </section>
    </>
  );
}
