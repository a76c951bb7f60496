import { isRouteErrorResponse } from "react-router";
import { Link } from "~/i18n/link";
import { JsonLd } from "~/components/json-ld";
import { NotFound } from "~/components/not-found";
import { CompactProgramCard } from "~/components/program-card";
import { ProgramDetailsCard } from "~/components/program-detail/program-details-card";
import { ProgramHero } from "~/components/program-detail/program-hero";
import { ProgramOfferings } from "~/components/program-detail/program-offerings";
import { CheckList, DetailSection, OfferingFactsSections } from "~/components/program-detail/program-sections";
import { Streamed } from "~/components/streamed";
import { useSiteData } from "~/components/use-site-data";
import { pageMeta } from "~/lib/page-meta";
import { breadcrumbLd, courseLd } from "~/lib/structured-data";
import type { Route } from "./+types/program";
import { loadProgramPage } from "./program.server";

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

export const loader = (args: Route.LoaderArgs) => loadProgramPage(args);

/** The static admission requirements of spec section 2 ("Program detail"). */
const REQUIREMENTS = [
  "High school diploma or equivalent",
  "English proficiency (TOEFL/IELTS)",
  "Official academic transcript",
  "Motivation letter",
  "Application fee payment",
];

export default function ProgramPage({ loaderData }: Route.ComponentProps) {
  const { program, offerings, university, copy, related, housing, rate, selected } = loaderData;
  const origin = useSiteData()?.config.publicOrigin;
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
      <ProgramHero program={program} crumbs={crumbs} offering={offering} selectedId={selected?.id} />

      <div className="container grid gap-10 py-12 lg:grid-cols-3">
        <div className="min-w-0 space-y-12 lg:col-span-2">
          <DetailSection id="overview" title="Program Overview">
            <p className="mt-4 leading-relaxed text-gray-700" data-testid="program-overview">
              {program.description}
            </p>
          </DetailSection>

          {offering && selected && (
            <OfferingFactsSections selected={selected} universityId={offering.id} housing={housing} rate={rate} />
          )}

          <DetailSection id="features" title="Key Features">
            <CheckList items={copy.features} />
          </DetailSection>

          <DetailSection id="careers" title="Career Opportunities">
            <CheckList items={copy.careers} />
          </DetailSection>

          <DetailSection id="offerings" title="Universities Offering This Program">
            <ProgramOfferings programName={program.name} offerings={offerings} currentUniversityId={university?.id} />
          </DetailSection>

          <DetailSection id="requirements" title="Admission Requirements">
            <CheckList items={REQUIREMENTS} />
          </DetailSection>
        </div>

        <aside className="min-w-0 space-y-6">
          <ProgramDetailsCard
            program={program}
            selected={selected}
            offering={offering}
            university={university}
            count={offerings.length}
            back={back}
          />
        </aside>
      </div>

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
