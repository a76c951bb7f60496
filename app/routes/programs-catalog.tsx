import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import { ProgramsErrorPanel } from "~/components/programs-error-panel";
import { FullProgramCard } from "~/components/program-card";
import { FilterActions, FilterForm, FilterSelect, languageOptions, SearchInput } from "~/components/program-filters";
import { NoProgramsFound, ProgramGroup, ProgramsCallToAction, ProgramsHero } from "~/components/program-page";
import { CATALOG_TABS, catalogLevelOptions } from "~/catalogue/program-filter-options";
import type { Route } from "./+types/programs-catalog";
import { loadProgramsCatalogPage } from "./programs-catalog.server";
import { fixedPageMeta } from "~/lib/page-meta";
import { type PolicyHandle, PUBLIC_PAGE } from "~/security/route-policy";

export const handle = { policy: PUBLIC_PAGE } satisfies PolicyHandle;

export const meta = fixedPageMeta(m.programs_catalog_title, m.programs_catalog_meta_description);

export const loader = (args: Route.LoaderArgs) => loadProgramsCatalogPage(args);

function tabLabel(key: string) {
  return CATALOG_TABS.find((t) => t.key === key)?.label() ?? key;
}

export default function ProgramsCatalogPage({ loaderData }: Route.ComponentProps) {
  const { filters, universities, sections, tabCounts, shown } = loaderData;
  const { tab, ...others } = filters;
  const filtered = Object.values(others).some((v) => v !== undefined);

  // Tab links keep the filters; the 'all' tab is the default and needs no parameter.
  const tabHref = (key: string) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(others)) if (value !== undefined) params.set(name, String(value));
    if (key !== "all") params.set("tab", key);
    const query = params.toString();
    return `/programs-catalog${query ? `?${query}` : ""}`;
  };

  return (
    <>
      <ProgramsHero
        title={m.programs_catalog_title()}
        subtitle={m.programs_catalog_subtitle()}
        primary={{ to: "/apply", label: m.programs_apply_now() }}
      />

      <section id="filters" className="container scroll-mt-20 py-10" aria-labelledby="catalog-filters-heading">
        <h2 id="catalog-filters-heading" className="sr-only">
          {m.programs_catalog_filters_heading()}
        </h2>
        <FilterForm action="/programs-catalog">
          {tab !== "all" && <input type="hidden" name="tab" value={tab} />}
          <SearchInput
            label={m.programs_search()}
            name="q"
            value={filters.q}
            placeholder={m.programs_catalog_search_placeholder()}
          />
          <FilterSelect name="level" value={filters.level} options={catalogLevelOptions()} />
          <FilterSelect name="language" value={filters.language} options={languageOptions()} />
          <FilterSelect name="university" value={filters.university} options={universities} />
          <FilterActions
            submitLabel={m.programs_search()}
            clearTo={tab === "all" ? "/programs-catalog" : `/programs-catalog?tab=${tab}`}
            filtered={filtered}
          />
        </FilterForm>

        {sections && (
          <nav aria-label={m.programs_catalog_faculties_label()} className="mt-6 -mx-4 overflow-x-auto px-4">
            <ul className="m-0 flex list-none gap-2 p-0 pb-2 sm:flex-wrap">
              {CATALOG_TABS.map((t) => {
                const active = t.key === tab;
                return (
                  <li key={t.key} className="shrink-0">
                    <Link
                      to={tabHref(t.key)}
                      preventScrollReset
                      aria-current={active ? "page" : undefined}
                      className={`inline-block rounded-full border px-4 py-1.5 text-sm font-medium ${
                        active
                          ? "border-brand-600 bg-brand-600 text-white"
                          : "border-gray-300 bg-white text-gray-700 hover:border-brand-500 hover:text-brand-700"
                      }`}
                    >
                      {t.label()}{" "}
                      <span className={active ? "text-brand-100" : "text-gray-600"}>({tabCounts[t.key] ?? 0})</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </section>

      <section id="results" className="container scroll-mt-20 pb-16" aria-label={m.programs_results_label()}>
        {sections === null ? (
          <ProgramsErrorPanel />
        ) : sections.length === 0 ? (
          <NoProgramsFound text={m.programs_catalog_no_match()} resetTo="/programs-catalog" />
        ) : (
          <div className="flex flex-col gap-14">
            {sections.map((section) => (
              <ProgramGroup
                key={section.key}
                id={`faculty-${section.key}`}
                testId="catalog-section"
                heading={
                  <div className="flex flex-wrap items-end justify-between gap-2 border-b border-gray-200 pb-3">
                    <h2 id={`faculty-${section.key}-heading`} className="text-2xl font-bold text-brand-900">
                      {tabLabel(section.key)}{" "}
                      <span className="text-base font-medium text-gray-500">({section.total})</span>
                    </h2>
                    <Link
                      to="/application-guide"
                      className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 hover:underline"
                    >
                      {m.programs_catalog_how_to_apply({ label: tabLabel(section.key) })}{" "}
                      <span className="inline-block rtl:-scale-x-100">→</span>
                    </Link>
                  </div>
                }
                group={section}
                shown={shown}
                single={sections.length === 1}
                narrow={{ tab: section.key }}
                label={tabLabel(section.key)}
                gridClassName="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
                renderCard={(program, cardId) => <FullProgramCard key={program.id} program={program} id={cardId} />}
              />
            ))}
          </div>
        )}
      </section>

      <ProgramsCallToAction
        title={m.programs_catalog_cta_title()}
        text={m.programs_catalog_cta_text()}
        primary={{ to: "/contact", label: m.programs_contact_us() }}
        secondary={[{ to: "/application-guide", label: m.programs_read_application_guide() }]}
      />
    </>
  );
}
