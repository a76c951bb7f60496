import { useContext } from "react";
import { ProgramsErrorPanel } from "~/components/programs-error-panel";
import { CspNonceContext } from "~/components/csp-nonce";
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import { FilterActions, FilterForm, FilterSelect, languageOptions, SearchInput } from "~/components/program-filters";
import { NoProgramsFound, ProgramsCallToAction, ProgramsHero } from "~/components/program-page";
import { Icon } from "~/components/icons";
import { LanguageBadge } from "~/components/program-table";
import { StackedCell, StackedRow, StackedTable } from "~/components/stacked-table";
import { durationLabel, kebabCase, tuitionLabel } from "~/catalogue/program-format";
import type { Route } from "./+types/programs-legacy";
import { loadProgramsLegacyPage } from "./programs-legacy.server";
import { fixedPageMeta } from "~/lib/page-meta";
import { type PolicyHandle, PUBLIC_PAGE } from "~/security/route-policy";

export const handle = { policy: PUBLIC_PAGE } satisfies PolicyHandle;

const legacyColumns = () =>
  [
    { label: m.programs_col_program() },
    { label: m.programs_label_language() },
    { label: m.programs_label_duration(), span: "table-only" },
    { label: m.programs_label_tuition() },
  ] as const;

export const meta = fixedPageMeta(m.programs_legacy_title, m.programs_legacy_meta_description);

/**
 * A #hash naming a university (its slug, e.g. #medipol, or its full name in kebab case, in any case) opens that
 * university's first faculty and scrolls to it, after the spec's 100 ms (section 9): on arrival and on every hash
 * change. The page ships no bundle (docs/decisions/0026); this is its one inline script, a few hundred bytes.
 */
const HASH_RULE = `(()=>{const go=()=>{const t=decodeURIComponent(location.hash.slice(1)).toLowerCase();if(!t)return;const u=[...document.querySelectorAll("[data-university-name]")].find((s)=>s.id===t||s.dataset.universityName===t);const f=u&&u.querySelector("details");if(!f)return;f.open=true;setTimeout(()=>u.scrollIntoView({behavior:"smooth",block:"start"}),100)};go();addEventListener("hashchange",go)})()`;

export const loader = (args: Route.LoaderArgs) => loadProgramsLegacyPage(args);

export default function ProgramsLegacyPage({ loaderData }: Route.ComponentProps) {
  const { filters, universityOptions, facultyOptions, universities } = loaderData;
  const filtered = [filters.q, filters.university, filters.faculty, filters.language].some((v) => v !== undefined);

  // 'Expand All Faculties' submits ?expand=all (and 'Collapse' ?expand=none): the server renders them so.
  const allOpen = Boolean(filters.expand);
  const nonce = useContext(CspNonceContext);

  return (
    <>
      <ProgramsHero title={m.programs_legacy_title()} subtitle={m.programs_legacy_subtitle()} />

      <section className="container py-10" aria-labelledby="legacy-filters-heading">
        <h2 id="legacy-filters-heading" className="sr-only">
          {m.programs_filters_heading()}
        </h2>
        <FilterForm id="legacy-filters" action="/programs-legacy">
          <SearchInput
            label={m.programs_search()}
            name="q"
            value={filters.q}
            placeholder={m.programs_legacy_search_placeholder()}
          />
          <FilterSelect name="university" value={filters.university} options={universityOptions} />
          <FilterSelect name="faculty" value={filters.faculty} options={facultyOptions} />
          <FilterSelect name="language" value={filters.language} options={languageOptions()} />
          <FilterActions clearTo="/programs-legacy" filtered={filtered} />
        </FilterForm>
      </section>

      <section className="container pb-16" aria-label={m.programs_legacy_results_label()}>
        {universities === null ? (
          <ProgramsErrorPanel />
        ) : universities.length === 0 ? (
          <NoProgramsFound text={m.programs_legacy_no_match()} resetTo="/programs-legacy" />
        ) : (
          <>
            <div className="flex flex-wrap items-start justify-between gap-4">
              {universities.length > 1 ? (
                <nav aria-label={m.programs_legacy_jump()} className="min-w-0 flex-1">
                  <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-500">
                    {m.programs_legacy_jump()}
                  </h2>
                  <ul className="mb-0 mt-2 flex list-none flex-wrap gap-2 p-0">
                    {universities.map((u) => (
                      <li key={u.id}>
                        <a
                          href={`#${u.slug}`}
                          className="inline-block rounded-full border border-gray-300 bg-white px-3 py-1 text-sm text-gray-700 hover:border-brand-500 hover:text-brand-700"
                        >
                          {u.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : (
                <div />
              )}
              <button
                type="submit"
                form="legacy-filters"
                name="expand"
                value={allOpen ? "none" : "all"}
                className="btn-secondary shrink-0 px-4 py-2 text-sm"
              >
                {allOpen ? m.programs_legacy_collapse_all() : m.programs_legacy_expand_all()}
              </button>
            </div>

            <div className="mt-8 space-y-12">
              {universities.map((u) => (
                <section
                  key={u.id}
                  id={u.slug}
                  className="scroll-mt-20"
                  aria-labelledby={`${u.slug}-heading`}
                  data-testid="legacy-university"
                  data-university-name={kebabCase(u.name)}
                >
                  {kebabCase(u.name) !== u.slug && <span id={kebabCase(u.name)} className="block scroll-mt-20" />}
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 id={`${u.slug}-heading`} className="text-2xl font-bold text-brand-900">
                      <Link to={`/universities/${u.id}`} className="hover:underline">
                        {u.name}
                      </Link>
                    </h2>
                    <p className="text-sm text-gray-600">
                      {m.programs_legacy_programs_in({
                        count: u.faculties.reduce((n, f) => n + f.programs.length, 0),
                      })}{" "}
                      {m.programs_legacy_faculty_count({ count: u.faculties.length })}
                    </p>
                  </div>
                  <div className="mt-4 space-y-3">
                    {u.faculties.map((f) => {
                      const key = `${u.id}:${f.id}`;
                      return (
                        <details
                          key={key}
                          open={allOpen}
                          className="card group overflow-hidden"
                          data-testid="faculty-accordion"
                        >
                          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-5 py-4 font-semibold text-gray-900 hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
                            <span>
                              {f.name}{" "}
                              <span className="font-normal text-gray-500">
                                {m.programs_group_count({ count: f.programs.length })}
                              </span>
                            </span>
                            <Icon
                              name="chevron-down"
                              className="h-5 w-5 shrink-0 text-gray-500 transition-transform group-open:rotate-180"
                            />
                          </summary>
                          <div className="@container overflow-x-auto border-t border-gray-100">
                            <StackedTable columns={legacyColumns()} headClassName="text-gray-500">
                              {f.programs.map((p) => (
                                <StackedRow key={p.id}>
                                  <StackedCell span="full" className="font-medium">
                                    <Link
                                      to={`/programs/${p.slug}?university=${u.id}`}
                                      className="text-brand-700 hover:underline"
                                    >
                                      {p.name}
                                    </Link>
                                  </StackedCell>
                                  <StackedCell>
                                    <LanguageBadge language={p.languages} />
                                  </StackedCell>
                                  <StackedCell span="table-only">{durationLabel(p.duration)}</StackedCell>
                                  <StackedCell className="whitespace-nowrap font-semibold @[40rem]:font-normal">
                                    {tuitionLabel(p.tuition)}
                                  </StackedCell>
                                </StackedRow>
                              ))}
                            </StackedTable>
                          </div>
                        </details>
                      );
                    })}
                  </div>
                </section>
              ))}
            </div>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, never visitor text */}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HASH_RULE }} />
          </>
        )}
      </section>

      <ProgramsCallToAction
        title={m.programs_legacy_cta_title()}
        text={m.programs_legacy_cta_text()}
        primary={{ to: "/apply", label: m.programs_apply_now() }}
        secondary={[
          { to: "/contact", label: m.programs_contact_us() },
          { to: "/application-guide", label: m.programs_application_guide() },
        ]}
      />
    </>
  );
}
