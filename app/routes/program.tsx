import { isRouteErrorResponse } from "react-router";
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import { AskOnWhatsApp } from "~/components/ask-on-whatsapp";
import { CurrencyChoice } from "~/components/currency-choice";
import { JsonLd } from "~/components/json-ld";
import { NotFoundPanel } from "~/components/not-found-panel";
import { CompactProgramCard } from "~/components/program-card";
import { ProgramDetailsCard } from "~/components/program-detail/program-details-card";
import { ProgramHero } from "~/components/program-detail/program-hero";
import { EntryRequirements } from "~/components/program-detail/entry-requirements";
import { ProgramOfferings } from "~/components/program-detail/program-offerings";
import { CheckList, DetailSection, OfferingFactsSections } from "~/components/program-detail/program-sections";
import { Streamed } from "~/components/streamed";
import { useSiteData } from "~/components/use-site-data";
import { RateNote } from "~/components/yearly-cost-breakdown";
import { pageMeta, SITE_NAME } from "~/lib/page-meta";
import { breadcrumbLd, courseLd } from "~/catalogue/structured-data";
import type { Route } from "./+types/program";
import { loadProgramPage } from "./program.server";
import { type PolicyHandle, PUBLIC_PAGE } from "~/security/route-policy";

export const handle = { policy: PUBLIC_PAGE } satisfies PolicyHandle;

export const meta: Route.MetaFunction = (args) => {
  // Without data the error boundary renders its own <title>.
  if (!args.loaderData) return [];
  const { program, university } = args.loaderData;
  const offering = university?.offers ? university : null;
  return pageMeta(args, {
    title: offering
      ? m.detail_program_at_university({ program: program.name, university: offering.name })
      : program.name,
    description: program.description,
    // One university's offering is a page of its own; any other ?university= shows the program's page.
    canonicalPath: `/programs/${program.slug}${offering ? `?university=${offering.id}` : ""}`,
  });
};

export const loader = (args: Route.LoaderArgs) => loadProgramPage(args);

/** The static admission requirements of spec section 2 ("Program detail"), in the language of the request. */
const generalRequirements = () => [
  m.detail_requirement_1(),
  m.detail_requirement_2(),
  m.detail_requirement_3(),
  m.detail_requirement_4(),
  m.detail_requirement_5(),
];

export default function ProgramPage({ loaderData }: Route.ComponentProps) {
  const {
    program,
    offerings,
    university,
    copy,
    related,
    housing,
    nationality,
    currency,
    requirements,
    rate,
    selected,
    moneyTrail,
  } = loaderData;
  const origin = useSiteData()?.config.publicOrigin;
  // The page of one university's offering leads back to that university; the program's own page to all programs.
  const offering = university?.offers ? university : null;
  const back = offering
    ? { to: `/universities/${offering.id}`, label: m.detail_back_university() }
    : { to: "/programs", label: m.detail_back_programs() };
  const crumbs = offering
    ? [
        { label: m.detail_crumb_universities(), to: "/universities" },
        { label: offering.shortName, to: `/universities/${offering.id}` },
      ]
    : [{ label: m.detail_crumb_programs(), to: "/programs" }];
  const canonical = `${origin}/programs/${program.slug}${offering ? `?university=${offering.id}` : ""}`;
  return (
    <>
      {origin && (
        <>
          <JsonLd data={courseLd(origin, { ...program, offerings }, canonical)} />
          <JsonLd
            data={breadcrumbLd(
              origin,
              [{ label: m.detail_crumb_home(), to: "/" }, ...crumbs, { label: program.name }],
              canonical,
            )}
          />
        </>
      )}
      <ProgramHero program={program} crumbs={crumbs} offering={offering} selectedId={selected?.id} />

      <div className="container grid gap-10 py-12 lg:grid-cols-3">
        <div className="min-w-0 space-y-12 lg:col-span-2">
          <DetailSection id="overview" title={m.detail_overview_title()}>
            <p className="mt-4 leading-relaxed text-gray-700" data-testid="program-overview">
              {program.description}
            </p>
          </DetailSection>

          {offering && selected && (
            <OfferingFactsSections
              selected={selected}
              universityId={offering.id}
              housing={housing}
              nationality={nationality}
              currency={currency}
              rate={rate}
              moneyTrail={moneyTrail}
            />
          )}

          <DetailSection id="features" title={m.detail_features_title()}>
            <CheckList items={copy.features} />
          </DetailSection>

          <DetailSection id="careers" title={m.detail_careers_title()}>
            <CheckList items={copy.careers} />
          </DetailSection>

          <DetailSection id="offerings" title={m.detail_offerings_title()}>
            <ProgramOfferings
              programName={program.name}
              offerings={offerings}
              currentUniversityId={university?.id}
              rate={rate}
            />
            {rate && (
              <p className="mt-2 text-xs text-gray-600" data-testid="offerings-rate-note">
                <RateNote rate={rate} />
              </p>
            )}
            {/* The offering's own page has the chooser under its total (the cost section). */}
            {!(offering && selected) && <CurrencyChoice current={currency} anchor="offerings" />}
          </DetailSection>

          <DetailSection id="requirements" title={m.detail_requirements_title()}>
            {requirements && (
              <EntryRequirements
                requirements={requirements}
                offerings={offerings}
                selectedId={offering ? selected?.id : undefined}
              />
            )}
            <h3 className="mt-6 text-lg font-bold text-brand-900">{m.rules_req_general()}</h3>
            <CheckList items={generalRequirements()} />
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
          <AskOnWhatsApp
            nationality={nationality}
            text={
              offering
                ? m.handoff_program_at({ program: program.name, university: offering.name })
                : m.handoff_program({ program: program.name })
            }
          />
        </aside>
      </div>

      <Streamed resolve={related} loading={null} error={null} empty={null}>
        {(programs) => (
          <section className="container pb-16" aria-labelledby="related">
            <h2 id="related" className="text-2xl font-bold text-brand-900">
              {m.detail_related_title()}
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
      <NotFoundPanel
        message={m.detail_not_found_message()}
        links={[
          { to: "/programs", label: m.detail_browse_programs() },
          { to: "/universities", label: m.detail_browse_universities() },
        ]}
      />
    );
  }
  return (
    <section className="container py-20 text-center">
      <title>{`${m.detail_error_title()} | ${SITE_NAME}`}</title>
      <h1 className="text-3xl font-bold">{m.detail_error_title()}</h1>
      <p className="mt-3 text-gray-600">{m.detail_error_message()}</p>
      <Link to="/programs" className="btn-brand mt-8">
        {m.detail_browse_programs()}
      </Link>
    </section>
  );
}
