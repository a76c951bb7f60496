import type { ReactNode } from "react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { Icon } from "~/components/icons";
import { NotFound } from "~/components/not-found";
import { CompactProgramCard } from "~/components/program-card";
import { ProgramIcon } from "~/components/program-icon";
import { LanguageBadge } from "~/components/program-table";
import { StackedCell, StackedRow, StackedTable } from "~/components/stacked-table";
import { JsonLd } from "~/components/json-ld";
import { Streamed } from "~/components/streamed";
import { useSiteData } from "~/components/use-site-data";
import { AddToCompare, CompareTray } from "~/components/compare-tray";
import { IntakeList, nextIntakeText } from "~/components/intake-list";
import { ALL_IN_TOTAL_ID, CostBreakdown, HousingChoice, usdRange } from "~/components/yearly-cost";
import { getDb } from "~/db/client.server";
import { deferred } from "~/lib/deferred.server";
import { parsePositiveId } from "~/lib/ids";
import { istanbulToday } from "~/lib/intakes";
import { readHousing } from "~/lib/yearly-cost";
import { loadOfferingFacts } from "~/models/offering-facts.server";
import { programCopy } from "~/lib/program-copy";
import { degreeLevel } from "~/lib/program-format";
import { programOverview } from "~/lib/program-overview";
import { breadcrumbLd, courseLd } from "~/lib/structured-data";
import { findPrograms, getProgram, resolveProgramSlug, summarizePrograms } from "~/models/programs.server";
import { getUniversity } from "~/models/universities.server";
import type { Route } from "./+types/program";
import { pageMeta } from "~/lib/page-meta";

const RELATED_COUNT = 4;

const OFFERING_COLUMNS = [
  { label: "University" },
  { label: "Duration" },
  { label: "Language" },
  { label: "Tuition" },
  { label: "Next intake" },
  { label: "All-in a year" },
  { label: <span className="sr-only">Apply or compare</span> },
];

export const meta: Route.MetaFunction = (args) => {
  // Without data the error boundary renders its own <title>.
  if (!args.loaderData) return [];
  const { program, university } = args.loaderData;
  const offering = university?.offers ? university : null;
  return pageMeta(args, {
    title: `${program.name}${offering ? ` at ${offering.name}` : ""}`,
    description: program.description,
    // One university's offering is a page of its own; any other ?university= shows the program's page.
    canonicalPath: `/programs/${program.slug}${offering ? `?university=${offering.id}` : ""}`,
  });
};

/** The static admission requirements of spec section 2 ("Program detail"). */
const REQUIREMENTS = [
  "High school diploma or equivalent",
  "English proficiency (TOEFL/IELTS)",
  "Official academic transcript",
  "Motivation letter",
  "Application fee payment",
];

const distinct = (values: string[]) => [...new Set(values)].join(" / ");

export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const universityParam = url.searchParams.get("university");
  const db = getDb();

  // A numeric segment is a program id (old links): answer with its canonical slug URL, keeping ?university=.
  if (/^\d+$/.test(params.slug)) {
    const id = parsePositiveId(params.slug);
    const row = id ? await getProgram(db, id) : undefined;
    if (!row) throw data("Program not found", { status: 404 });
    const query = universityParam ? `?${new URLSearchParams({ university: universityParam })}` : "";
    throw redirect(`/programs/${row.slug}${query}`, 301);
  }
  if (!/^[a-z0-9-]{1,80}$/.test(params.slug)) throw data("Program not found", { status: 404 });

  // ?university= may name any university that exists; an unknown one is ignored. Read beside the program: it
  // needs only the URL.
  const universityId = parsePositiveId(universityParam);
  const [{ slug, offerings }, university] = await Promise.all([
    resolveProgramSlug(db, params.slug),
    universityId ? getUniversity(db, universityId) : undefined,
  ]);
  const [first] = offerings;
  // One slug, so one summary: the program across every university offering it.
  const [summary] = summarizePrograms(offerings);
  if (!first || !summary) throw data("Program not found", { status: 404 });
  // A slug the spec names for a program D1 lists under a fuller name: one address per program.
  if (slug !== params.slug) throw redirect(`/programs/${slug}${url.search}`, 301);

  // With ?university= naming a university that offers it, the page is about that offering; otherwise it is about
  // the program across every university offering it.
  const selected = offerings.find((o) => o.universityId === university?.id);
  const level = degreeLevel(first.slug, (selected ?? first).studyLevel);
  const faculty = distinct(offerings.map((o) => o.faculty));

  // An extra: started now, beside the facts, streamed in after the page, and left out when its read fails.
  const related = deferred(
    `/programs/${slug}: related`,
    findPrograms(db, { category: first.category }).then((rows) => {
      const seen = new Set([first.slug]);
      return rows.filter((r) => !seen.has(r.slug) && seen.add(r.slug)).slice(0, RELATED_COUNT);
    }),
  );

  // Intakes and the all-in yearly cost, in the first HTML; judged against today in Istanbul. When the read fails
  // the page still shows the program, without them.
  const housing = readHousing(url.searchParams.get("housing"));
  const factsRead = await deferred(
    `/programs/${slug}: intakes and costs`,
    loadOfferingFacts(db, offerings, housing, istanbulToday()),
  );
  const facts = factsRead.ok ? factsRead.data : null;
  const selectedFacts = selected ? facts?.facts.get(selected.id) : undefined;

  return {
    program: selected
      ? {
          slug: selected.slug,
          name: selected.name,
          category: selected.category,
          description: selected.description,
          faculty: selected.faculty,
          level,
          languages: selected.languages,
          duration: selected.duration,
          tuition: selected.tuition,
        }
      : {
          slug: summary.slug,
          name: summary.name,
          category: summary.category,
          description: programOverview({
            name: summary.name,
            level,
            faculty,
            languages: offerings.map((o) => o.languages),
            durations: offerings.map((o) => o.duration),
            tuitionMin: summary.tuitionMin,
            tuitionMax: summary.tuitionMax,
            universities: summary.universities.map((u) => u.name),
          }),
          faculty,
          level,
          languages: summary.languages,
          duration: summary.duration,
          tuition: summary.tuition,
        },
    offerings: offerings.map((o) => {
      const f = facts?.facts.get(o.id);
      return {
        id: o.id,
        universityId: o.universityId,
        universityName: o.universityName,
        duration: o.duration,
        languages: o.languages,
        tuition: o.tuition,
        tuitionPerYear: o.tuitionPerYear,
        nextIntake: f ? f.nextIntake : null,
        totalUsd: f ? f.cost.totalUsd : null,
      };
    }),
    housing,
    rate: facts?.rate ?? null,
    selected: selectedFacts ? { id: selected?.id ?? 0, ...selectedFacts } : null,
    university: university
      ? { id: university.id, name: university.name, shortName: university.shortName, offers: Boolean(selected) }
      : null,
    copy: programCopy(first.name, first.category),
    related,
  };
}

function applyHref(program: string, university?: string) {
  const params = new URLSearchParams({ program });
  if (university) params.set("university", university);
  return `/apply?${params}`;
}

/** A titled section of the program's main column. */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 grid list-none gap-3 p-0 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name="check" strokeWidth={2.5} className="mt-0.5 h-5 w-5 shrink-0 text-green-600" />
          <span className="text-gray-700">{item}</span>
        </li>
      ))}
    </ul>
  );
}

export default function ProgramPage({ loaderData }: Route.ComponentProps) {
  const { program, offerings, university, copy, related, housing, rate, selected } = loaderData;
  const origin = useSiteData()?.config.publicOrigin;
  const count = offerings.length;
  // The page of one university's offering leads back to that university; the program's own page to all programs.
  const offering = university?.offers ? university : null;
  const back = offering
    ? { to: `/universities/${offering.id}`, label: "Back to University Page" }
    : { to: "/programs", label: "Back to Programs" };
  const crumbs = offering
    ? [
        { label: "Universities", to: "/universities" },
        { label: offering.shortName, to: `/universities/${offering.id}` },
      ]
    : [{ label: "Programs", to: "/programs" }];
  const canonical = `${origin}/programs/${program.slug}${offering ? `?university=${offering.id}` : ""}`;
  return (
    <>
      {origin && (
        <>
          <JsonLd data={courseLd(origin, { ...program, offerings }, canonical)} />
          <JsonLd
            data={breadcrumbLd(origin, [{ label: "Home", to: "/" }, ...crumbs, { label: program.name }], canonical)}
          />
        </>
      )}
      <section className="bg-brand-900 text-white">
        <div className="container py-12 sm:py-16">
          <nav aria-label="Breadcrumb" className="text-sm text-brand-100">
            <ol className="m-0 flex list-none flex-wrap gap-2 p-0">
              <li>
                <Link to="/" className="inline-flex min-h-6 items-center text-current hover:underline">
                  Home
                </Link>
              </li>
              {crumbs.map((crumb) => (
                <li key={crumb.to} className="contents">
                  <span aria-hidden="true">›</span>
                  <Link to={crumb.to} className="inline-flex min-h-6 items-center text-current hover:underline">
                    {crumb.label}
                  </Link>
                </li>
              ))}
              <li aria-hidden="true">›</li>
              <li aria-current="page">{program.name}</li>
            </ol>
          </nav>
          <div className="mt-4 flex items-start gap-4">
            <span className="hidden shrink-0 rounded-xl bg-white/10 p-3 text-white sm:block">
              <ProgramIcon name={program.name} className="h-10 w-10" />
            </span>
            <div className="min-w-0">
              <h1 className="text-3xl font-extrabold leading-tight sm:text-4xl">{program.name}</h1>
              <p className="mt-2 text-lg text-brand-100">
                {program.level} · {program.duration} · {program.category}
                {offering ? ` · ${offering.name}` : ""}
              </p>
            </div>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={applyHref(program.name, offering?.name)} className="btn-primary">
              Apply Now
            </Link>
            <Link
              to={`/contact?${new URLSearchParams({ program: program.name })}`}
              className="btn-secondary border-white text-white hover:bg-white/10"
            >
              Contact Us
            </Link>
            {offering && selected && (
              <AddToCompare id={selected.id} label={`${program.name} at ${offering.name}`} onDark />
            )}
          </div>
        </div>
      </section>

      <div className="container grid gap-10 py-12 lg:grid-cols-3">
        <div className="min-w-0 space-y-12 lg:col-span-2">
          <DetailSection id="overview" title="Program Overview">
            <p className="mt-4 leading-relaxed text-gray-700" data-testid="program-overview">
              {program.description}
            </p>
          </DetailSection>

          {offering && selected && (
            <>
              <section id="intakes" aria-labelledby="intakes-heading" className="scroll-mt-20">
                <h2 id="intakes-heading" className="text-2xl font-bold text-brand-900">
                  When You Can Start
                </h2>
                <div className="mt-4">
                  <IntakeList intakes={selected.intakes} />
                </div>
                <p className="mt-2 text-xs text-gray-600">Indicative dates: the university confirms them.</p>
              </section>
              <section id="cost" aria-labelledby="cost-heading" className="scroll-mt-20">
                <h2 id="cost-heading" className="text-2xl font-bold text-brand-900">
                  What a Year Costs
                </h2>
                <div className="card mt-4 p-4 sm:p-6">
                  <HousingChoice
                    housing={housing}
                    keep={{ university: String(offering.id) }}
                    anchor={ALL_IN_TOTAL_ID}
                  />
                  <div className="mt-4">
                    <CostBreakdown cost={selected.cost} totalNgn={selected.totalNgn} rate={rate} />
                  </div>
                </div>
              </section>
            </>
          )}

          <DetailSection id="features" title="Key Features">
            <CheckList items={copy.features} />
          </DetailSection>

          <DetailSection id="careers" title="Career Opportunities">
            <CheckList items={copy.careers} />
          </DetailSection>

          <DetailSection id="offerings" title="Universities Offering This Program">
            <div className="card @container mt-4 overflow-x-auto">
              <StackedTable columns={OFFERING_COLUMNS} headClassName="text-gray-500" data-testid="offerings-table">
                {offerings.map((o) => {
                  const current = o.universityId === university?.id;
                  return (
                    <StackedRow
                      key={o.id}
                      className={current ? "bg-brand-50" : ""}
                      aria-current={current ? "true" : undefined}
                    >
                      <StackedCell span="full" className="font-semibold @[40rem]:font-medium">
                        <Link to={`/universities/${o.universityId}`} className="text-brand-700 hover:underline">
                          {o.universityName}
                        </Link>
                      </StackedCell>
                      <StackedCell className="text-gray-700">{o.duration}</StackedCell>
                      <StackedCell>
                        <LanguageBadge language={o.languages} />
                      </StackedCell>
                      <StackedCell className="whitespace-nowrap font-semibold text-gray-900 @[40rem]:font-normal">
                        {o.tuition}
                      </StackedCell>
                      <StackedCell span="full" className="text-gray-700">
                        <span className="@[40rem]:sr-only">Next intake: </span>
                        {nextIntakeText(o.nextIntake)}
                      </StackedCell>
                      <StackedCell span="full" className="text-gray-700">
                        {o.totalUsd && (
                          <>
                            <span className="@[40rem]:sr-only">All-in a year: </span>
                            {usdRange(o.totalUsd)}
                          </>
                        )}
                      </StackedCell>
                      <StackedCell span="full" className="@[40rem]:text-right">
                        <div className="mt-1 grid grid-cols-2 gap-3 @[40rem]:(mt-0 flex justify-end gap-2)">
                          <Link
                            to={applyHref(program.name, o.universityName)}
                            className="btn-primary w-full whitespace-nowrap px-3 py-2 text-sm @[40rem]:(w-auto py-1.5)"
                            aria-label={`Apply Now for ${program.name} at ${o.universityName}`}
                          >
                            Apply Now
                          </Link>
                          <AddToCompare id={o.id} label={`${program.name} at ${o.universityName}`} />
                        </div>
                      </StackedCell>
                    </StackedRow>
                  );
                })}
              </StackedTable>
            </div>
          </DetailSection>

          <DetailSection id="requirements" title="Admission Requirements">
            <CheckList items={REQUIREMENTS} />
          </DetailSection>
        </div>

        <aside className="min-w-0 space-y-6">
          <div className="card p-6" data-testid="program-details">
            <h2 className="text-xl font-bold text-brand-900">Program Details</h2>
            <dl className="mt-4 divide-y divide-gray-100 text-sm">
              {[
                ["Degree Level", program.level],
                ["Faculty", program.faculty],
                ["Language", program.languages],
                ["Duration", program.duration],
                ["Tuition", program.tuition],
                ...(selected
                  ? [
                      ["Next intake", nextIntakeText(selected.nextIntake)],
                      ["All-in a year", usdRange(selected.cost.totalUsd)],
                    ]
                  : []),
                offering
                  ? ["University", offering.name]
                  : ["Universities", `Offered at ${count} ${count === 1 ? "university" : "universities"}`],
              ].map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-3">
                  <dt className="text-gray-500">{label}</dt>
                  <dd className="m-0 text-right font-medium text-gray-900">{value}</dd>
                </div>
              ))}
            </dl>
            {university && !university.offers && (
              <p className="mt-3 rounded bg-amber-50 p-3 text-sm text-amber-800">
                <Link to={`/universities/${university.id}`} className="font-semibold underline">
                  {university.name}
                </Link>{" "}
                does not list this program; the table shows where it is offered.
              </p>
            )}
            <div className="mt-6 grid gap-3">
              <Link to={back.to} className="btn-brand">
                {back.label}
              </Link>
              <Link to={`/contact?${new URLSearchParams({ program: program.name })}`} className="btn-secondary">
                Contact Us
              </Link>
            </div>
          </div>
        </aside>
      </div>

      <CompareTray />
      <Streamed resolve={related} loading={null} error={null} empty={null}>
        {(programs) => (
          <section className="container pb-16" aria-labelledby="related">
            <h2 id="related" className="text-2xl font-bold text-brand-900">
              Related Programs
            </h2>
            <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {programs.map((p) => (
                <CompactProgramCard key={p.id} program={p} />
              ))}
            </div>
          </section>
        )}
      </Streamed>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A missing program offers the programs list; a failed read (D1 down) says so without the router's internals.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFound
        message="The program you are looking for does not exist or has been moved."
        links={[
          { to: "/programs", label: "Browse Programs" },
          { to: "/universities", label: "Browse Universities" },
        ]}
      />
    );
  }
  return (
    <section className="container py-20 text-center">
      <title>Something went wrong | Istanbul Study Gateway</title>
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-gray-600">
        We could not load this program. Please try again, or contact us if it keeps happening.
      </p>
      <Link to="/programs" className="btn-brand mt-8">
        Browse Programs
      </Link>
    </section>
  );
}
