import { Link } from "~/i18n/link";
import { ProgramsErrorPanel } from "~/components/programs-error-panel";
import { ApiProgramCard } from "~/components/api-program-card";
import {
  FilterActions,
  FilterForm,
  FilterSelect,
  LanguageFilter,
  LevelFilter,
  UniversityFilter,
} from "~/components/program-filters";
import { EmptyPanel, ProgramGroup, ProgramsHero } from "~/components/program-page";
import { INTAKE_MONTHS } from "~/lib/intakes";
import { API_LEVEL_OPTIONS, PROGRAM_CATEGORIES } from "~/lib/program-filter-options";
import { kebabCase } from "~/lib/program-format";
import type { Route } from "./+types/programs";
import { loadProgramsPage } from "./programs.server";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Programs",
    description:
      "Browse English-taught bachelor's, master's, PhD and certificate programs at 7 partner universities in Istanbul, filtered by field, level, language and university, with tuition per year.",
  });

export const loader = (args: Route.LoaderArgs) => loadProgramsPage(args);

export default function ProgramsPage({ loaderData }: Route.ComponentProps) {
  const { filters, universities, groups, total, shown } = loaderData;
  const filtered = Object.values(filters).some((v) => v !== undefined);

  return (
    <>
      <ProgramsHero
        title="Explore Programs"
        subtitle="Find your program at our partner universities in Istanbul: compare fields, study levels, teaching languages and tuition in one place."
        primary={{ to: "/apply", label: "Apply Now" }}
        secondary={{ to: "/contact", label: "Get Free Consultation" }}
      />

      <section id="filters" className="container scroll-mt-20 py-10" aria-labelledby="filters-heading">
        <h2 id="filters-heading" className="sr-only">
          Filter programs
        </h2>
        <FilterForm action="/programs">
          <FilterSelect
            label="Category"
            name="program"
            value={filters.program}
            allLabel="All Categories"
            options={PROGRAM_CATEGORIES.map((c) => ({ value: c, label: c }))}
          />
          <LevelFilter value={filters.level} options={API_LEVEL_OPTIONS} />
          <LanguageFilter value={filters.language} />
          <UniversityFilter value={filters.university} options={universities} />
          <FilterSelect
            label="Starting in"
            name="intake"
            value={filters.intake}
            allLabel="Any intake"
            options={INTAKE_MONTHS.map((m) => ({ value: m.value, label: m.label }))}
          />
          <FilterActions clearTo="/programs" filtered={filtered}>
            {groups && (
              <p className="text-sm text-gray-600" aria-live="polite">
                {total} {total === 1 ? "program" : "programs"} found
              </p>
            )}
          </FilterActions>
        </FilterForm>
      </section>

      <section id="results" className="container scroll-mt-20 pb-16" aria-label="Programs">
        {groups === null ? (
          <ProgramsErrorPanel />
        ) : groups.length === 0 ? (
          <EmptyPanel title="No programs match your selected filters.">
            <Link to="/programs" className="btn-brand">
              Clear All Filters
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
                      {group.key}{" "}
                      <span className="text-base font-medium text-gray-500">
                        ({group.total} {group.total === 1 ? "program" : "programs"})
                      </span>
                    </h2>
                  }
                  group={group}
                  shown={shown}
                  single={groups.length === 1}
                  narrow={{ program: group.key }}
                  label={group.key}
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
