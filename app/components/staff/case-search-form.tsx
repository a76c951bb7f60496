import type { CaseSearch } from "~/components/server-data";
import { type Column, StackedCell, StackedRow, StackedTable } from "~/components/stacked-table";
import { m } from "~/i18n/paraglide/messages";
import { casePath, SEARCH_FIELD, SEARCH_PATH, statusWords, whenWords } from "~/staff/today-words";

// The staff console's search (issue 52): a GET form, so it works without a script and a search is an address
// (reload it, share it); its answer is the cases found, each linking to its console page.

/** The longest query the form sends (the model reads no more: app/models/staff-search.server.ts, QUERY_MAX). */
const QUERY_MAX_LENGTH = 100;

/** The search box: reference, name, e-mail or phone; `query` is what was searched, shown back in the box. */
export function CaseSearchForm({ query = "" }: { query?: string }) {
  return (
    <search aria-labelledby="case-search-label" className="mt-4 block">
      <form method="get" action={SEARCH_PATH}>
        <label id="case-search-label" htmlFor="case-search-q" className="block font-semibold text-gray-900">
          {m.staff_today_search_title()}
        </label>
        <p id="case-search-hint" className="mt-1 mb-0 text-sm text-gray-600">
          {m.staff_today_search_label()}
        </p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <input
            id="case-search-q"
            name={SEARCH_FIELD}
            type="search"
            defaultValue={query}
            maxLength={QUERY_MAX_LENGTH}
            aria-describedby="case-search-hint"
            autoComplete="off"
            spellCheck={false}
            className="form-input sm:flex-1"
          />
          <button type="submit" className="btn-brand">
            {m.staff_today_search_button()}
          </button>
        </div>
      </form>
    </search>
  );
}

const columns = (): Column[] => [
  { label: m.staff_today_col_case() },
  { label: m.staff_today_col_student() },
  { label: m.staff_today_search_col_contact() },
  { label: m.staff_today_col_program() },
  { label: m.staff_today_search_col_status() },
  { label: m.staff_today_search_col_applied() },
];

/** The cases a search found (nothing at all before a query is typed). */
export function CaseSearchResults({ search }: { search: CaseSearch }) {
  const { query, hits, more } = search;
  if (!query) return null;
  if (hits.length === 0)
    return (
      <p className="mt-4 mb-0 text-gray-800" role="status" data-testid="case-search-none">
        {m.staff_today_search_none({ query })}
      </p>
    );
  return (
    <section
      aria-labelledby="case-search-found"
      className="mt-4"
      data-testid="case-search-results"
      data-count={hits.length}
    >
      <h2 id="case-search-found" className="m-0 text-lg font-bold text-gray-900">
        {m.staff_today_search_found({ count: hits.length, query })}
      </h2>
      <div className="card @container mt-3 overflow-x-auto">
        <StackedTable columns={columns()}>
          {hits.map((hit) => (
            <StackedRow key={hit.reference}>
              <StackedCell header>
                <a
                  href={casePath(hit.reference)}
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {hit.reference}
                </a>
              </StackedCell>
              <StackedCell>{hit.student}</StackedCell>
              <StackedCell span="full">
                <span className="block break-all">{hit.email}</span>
                {hit.phone && <span className="block text-sm text-gray-600">{hit.phone}</span>}
              </StackedCell>
              <StackedCell span="full">
                {hit.program}
                <span className="block text-sm text-gray-600">{hit.university}</span>
              </StackedCell>
              <StackedCell>{statusWords(hit.status)}</StackedCell>
              <StackedCell className="text-sm text-gray-600">
                <time dateTime={hit.createdAt}>{whenWords(hit.createdAt)}</time>
              </StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      </div>
      {more && <p className="mt-2 mb-0 text-sm text-gray-600">{m.staff_today_search_limit({ count: hits.length })}</p>}
    </section>
  );
}
