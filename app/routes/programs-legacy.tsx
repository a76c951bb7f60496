import { useContext } from "react";
import { ProgramsErrorPanel } from "~/components/programs-error-panel";
import { CspNonceContext } from "~/components/csp-nonce";
import { Link } from "~/i18n/link";
import {
  FilterActions,
  FilterForm,
  FilterSelect,
  LanguageFilter,
  SearchInput,
  UniversityFilter,
} from "~/components/program-filters";
import { NoProgramsFound, ProgramsCallToAction, ProgramsHero } from "~/components/program-page";
import { Icon } from "~/components/icons";
import { LanguageBadge } from "~/components/program-table";
import { StackedCell, StackedRow, StackedTable } from "~/components/stacked-table";
import { kebabCase } from "~/lib/program-format";
import type { Route } from "./+types/programs-legacy";
import { loadProgramsLegacyPage } from "./programs-legacy.server";
import { pageMeta } from "~/lib/page-meta";

const LEGACY_COLUMNS = [
  { label: "Program" },
  { label: "Language" },
  { label: "Duration", span: "table-only" },
  { label: "Tuition" },
] as const;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Programs by University",
    description:
      "Every program of our 7 partner universities in Istanbul, university by university and faculty by faculty, with teaching language, duration and tuition per year.",
  });

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
      <ProgramsHero
        title="Programs by University"
        subtitle="Browse each partner university's programs faculty by faculty, with teaching language, duration and tuition per year."
      />

      <section className="container py-10" aria-labelledby="legacy-filters-heading">
        <h2 id="legacy-filters-heading" className="sr-only">
          Filter programs
        </h2>
        <FilterForm id="legacy-filters" action="/programs-legacy">
          <SearchInput label="Search" name="q" value={filters.q} placeholder="Search programs" />
          <UniversityFilter value={filters.university} options={universityOptions} />
          <FilterSelect
            label="Faculty"
            name="faculty"
            value={filters.faculty}
            allLabel="All Faculties"
            options={facultyOptions}
          />
          <LanguageFilter value={filters.language} />
          <FilterActions clearTo="/programs-legacy" filtered={filtered} />
        </FilterForm>
      </section>

      <section className="container pb-16" aria-label="Programs by university">
        {universities === null ? (
          <ProgramsErrorPanel />
        ) : universities.length === 0 ? (
          <NoProgramsFound text="No program matches your search and filters." resetTo="/programs-legacy" />
        ) : (
          <>
            <div className="flex flex-wrap items-start justify-between gap-4">
              {universities.length > 1 ? (
                <nav aria-label="Jump to University" className="min-w-0 flex-1">
                  <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-500">Jump to University</h2>
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
                {allOpen ? "Collapse All Faculties" : "Expand All Faculties"}
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
                      {u.faculties.reduce((n, f) => n + f.programs.length, 0)} programs in {u.faculties.length}{" "}
                      {u.faculties.length === 1 ? "faculty" : "faculties"}
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
                                ({f.programs.length} {f.programs.length === 1 ? "program" : "programs"})
                              </span>
                            </span>
                            <Icon
                              name="chevron-down"
                              className="h-5 w-5 shrink-0 text-gray-500 transition-transform group-open:rotate-180"
                            />
                          </summary>
                          <div className="@container overflow-x-auto border-t border-gray-100">
                            <StackedTable columns={LEGACY_COLUMNS} headClassName="text-gray-500">
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
                                  <StackedCell span="table-only">{p.duration}</StackedCell>
                                  <StackedCell className="whitespace-nowrap font-semibold @[40rem]:font-normal">
                                    {p.tuition}
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
        title="Found the program you want?"
        text="Apply through us at no extra cost, or talk to an adviser first. Our guide explains each step."
        primary={{ to: "/apply", label: "Apply Now" }}
        secondary={[
          { to: "/contact", label: "Contact Us" },
          { to: "/application-guide", label: "Application Guide" },
        ]}
      />
    </>
  );
}
