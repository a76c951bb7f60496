import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import { ProgramsErrorPanel } from "~/components/programs-error-panel";
import { ApiProgramCard } from "~/components/api-program-card";
import { FilterActions, FilterForm, FilterSelect, languageOptions } from "~/components/program-filters";
import { EmptyPanel, ProgramGroup, ProgramsHero } from "~/components/program-page";
import { INTAKE_MONTHS } from "~/catalogue/intakes";
import { apiLevelOptions, categoryOptions } from "~/catalogue/program-filter-options";
import { categoryLabel, kebabCase } from "~/catalogue/program-format";
import type { Route } from "./+types/programs";
import { loadProgramsPage } from "./programs.server";
import { fixedPageMeta } from "~/lib/page-meta";
import { type PolicyHandle, PUBLIC_PAGE } from "~/security/route-policy";

export const handle = { policy: PUBLIC_PAGE } satisfies PolicyHandle;

export const meta = fixedPageMeta(m.programs_meta_title, m.programs_meta_description);

export const loader = (args: Route.LoaderArgs) => loadProgramsPage(args);

export default function ProgramsPage({ loaderData }: Route.ComponentProps) {
  const { filters, universities, groups, total, shown } = loaderData;
  const filtered = Object.values(filters).some((v) => v !== undefined);

  return (
    <>
      <ProgramsHero
        title={m.programs_hero_title()}
        subtitle={m.programs_hero_subtitle()}
        primary={{ to: "/apply", label: m.programs_apply_now() }}
        secondary={{ to: "/contact", label: m.programs_free_consultation() }}
      />

      <section id="filters" className="container scroll-mt-20 py-10" aria-labelledby="filters-heading">
        <h2 id="filters-heading" className="sr-only">
          {m.programs_filters_heading()}
        </h2>
        <FilterForm action="/programs">
          <FilterSelect name="program" value={filters.program} options={categoryOptions()} />
          <FilterSelect name="level" value={filters.level} options={apiLevelOptions()} />
          <FilterSelect name="language" value={filters.language} options={languageOptions()} />
          <FilterSelect name="university" value={filters.university} options={universities} />
          <FilterSelect
            name="intake"
            value={filters.intake}
            options={INTAKE_MONTHS.map((month) => ({ value: month.value, label: month.label() }))}
          />
          <FilterActions clearTo="/programs" filtered={filtered}>
            {groups && (
              <p className="text-sm text-gray-600" aria-live="polite">
                {m.programs_found({ count: total })}
              </p>
            )}
          </FilterActions>
        </FilterForm>
      </section>

      <section id="results" className="container scroll-mt-20 pb-16" aria-label={m.programs_results_label()}>
        {groups === null ? (
          <ProgramsErrorPanel />
        ) : groups.length === 0 ? (
          <EmptyPanel title={m.programs_no_match()}>
            <Link to="/programs" className="btn-brand">
              {m.programs_clear_all_filters()}
            </Link>
          </EmptyPanel>
        ) : (
          <div className="flex flex-col gap-12">
            {groups.map((group) => {
              const id = `category-${kebabCase(group.key)}`;
              return (
                <ProgramGroup
                  key={group.key}
                  id={id}
                  testId="program-category"
                  heading={
                    <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
                      {categoryLabel(group.key)}{" "}
                      <span className="text-base font-medium text-gray-500">
                        {m.programs_group_count({ count: group.total })}
                      </span>
                    </h2>
                  }
                  group={group}
                  shown={shown}
                  single={groups.length === 1}
                  narrow={{ program: group.key }}
                  label={categoryLabel(group.key)}
                  gridClassName="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
                  renderCard={(program, cardId) => <ApiProgramCard key={program.slug} program={program} id={cardId} />}
                />
              );
            })}
          </div>
        )}
      </section>
    </>
  );
}
