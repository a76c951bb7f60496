import type { ReactNode } from "react";
import { isRouteErrorResponse, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { Link } from "~/i18n/link";
import { withoutLocale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { consultationFormAction } from "~/writes/consultation-form.server";
import { ConsultationSection } from "~/components/consultation/consultation-section";
import { Icon, type IconName } from "~/components/icons";
import { CardList } from "~/components/card-list";
import { JsonLd } from "~/components/json-ld";
import { LabelledSection } from "~/components/labelled-section";
import { PaintWhole } from "~/components/paint-whole";
import { FullProgramCard } from "~/components/program-card";
import { ProgramCardSkeleton } from "~/components/program-card-skeleton";
import { ProgramTable } from "~/components/program-table";
import { SkeletonGrid } from "~/components/skeleton";
import { Streamed } from "~/components/streamed";
import type { loader as rootLoader } from "~/root";
import { whatsappHref } from "~/consultations/office-contact";
import { keepDataWhenOnly } from "~/lib/ui-params";
import type { Route } from "./+types/university";
import { pageMeta } from "~/lib/page-meta";
import { NotFoundPanel } from "~/components/not-found-panel";
import { universityLd } from "~/catalogue/structured-data";
import { loadUniversityPage } from "./university.server";
import { formatAtLeast } from "~/catalogue/money";
import { languageLabel, tuitionLabel } from "~/catalogue/program-format";
import { type PolicyHandle, formPage } from "~/security/route-policy";

export const handle = {
  policy: formPage({ group: "consultation", body: "form", refused: "form" }),
} satisfies PolicyHandle;

const SKELETON_CARDS = 3;
/** The hero's last element (PaintWhole). */
const HERO_END = "university-hero-end";

export const meta: Route.MetaFunction = (args) => {
  // A missing university: the error boundary's panel renders its own <title>.
  if (isRouteErrorResponse(args.error) && args.error.status === 404) return [];
  if (!args.loaderData) {
    return pageMeta(args, {
      title: m.catalogue_university_not_found(),
      description: m.catalogue_university_not_found_message(),
      noindex: true,
    });
  }
  const u = args.loaderData.university;
  return pageMeta(args, {
    title: u.name,
    description: m.catalogue_university_meta_description({
      name: u.name,
      location: u.location,
      description: u.description,
    }),
  });
};

export const loader = (args: Route.LoaderArgs) => loadUniversityPage(args);

export async function action(args: Route.ActionArgs) {
  return consultationFormAction(args);
}

// Expanding the program table only changes the query string: keep the data.
export const shouldRevalidate = keepDataWhenOnly(["all"]);

const STEPS = () => [
  { title: m.catalogue_step_form_title(), text: m.catalogue_step_form_text() },
  { title: m.catalogue_step_advice_title(), text: m.catalogue_step_advice_text() },
  { title: m.catalogue_step_documents_title(), text: m.catalogue_step_documents_text() },
  { title: m.catalogue_step_decision_title(), text: m.catalogue_step_decision_text() },
  { title: m.catalogue_step_enrol_title(), text: m.catalogue_step_enrol_text() },
];

/** A card of the page's aside, named by its heading. */
function AsideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <LabelledSection id={id} title={title} className="card p-6" headingClassName="text-lg font-bold text-brand-900">
      {children}
    </LabelledSection>
  );
}

function Highlight({ icon, label, value }: { icon: IconName; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-brand-50 p-4">
      {/* In the <dt>: a <div> that groups a <dt> with its <dd> may hold nothing else (the icon is a block above). */}
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-600">
        <Icon name={icon} className="mb-2 h-6 w-6 text-brand-600" />
        {label}
      </dt>
      <dd className="mt-1 font-semibold text-gray-900">{value}</dd>
    </div>
  );
}

const ProgramsError = () => (
  <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-700">
    {m.catalogue_programs_error()}
  </p>
);

export default function UniversityPage({ loaderData }: Route.ComponentProps) {
  const { university: u, programs } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const config = root?.config;
  const istanbul = config?.offices.find((o) => o.representative);
  // Going from one university to another (the footer's partner links) keeps this page up until the next one has
  // loaded: say so instead of leaving a stale page looking current.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const next = navigation.state === "loading" ? navigation.location.pathname : undefined;
  const loadingOther =
    next !== undefined && next !== pathname && /^\/universities\/[^/]+\/?$/.test(withoutLocale(next));

  return (
    <div className={loadingOther ? "opacity-60 transition-opacity" : undefined}>
      {config && <JsonLd data={universityLd(config.publicOrigin, u)} />}
      {loadingOther && (
        <p
          role="status"
          className="fixed inset-x-0 top-16 z-30 bg-brand-600 py-2 text-center text-sm font-medium text-white"
        >
          {m.catalogue_loading_university()}
        </p>
      )}
      <section className="relative isolate overflow-hidden bg-brand-900 text-white">
        <PaintWhole untilId={HERO_END} />
        <img
          src={u.imageUrl || "/images/universities/placeholder-campus.svg"}
          alt={m.catalogue_campus_alt({ name: u.name })}
          width={1200}
          height={600}
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
        />
        <div className="container flex min-h-[320px] flex-col justify-end gap-4 py-12 md:min-h-[400px]">
          <img
            src={u.logoUrl || "/images/universities/placeholder-logo.svg"}
            alt={m.catalogue_logo_alt({ name: u.shortName })}
            width={80}
            height={80}
            className="h-20 w-20 rounded-xl bg-white object-contain p-2"
          />
          <h1 className="text-4xl font-extrabold leading-tight sm:text-5xl">{u.name}</h1>
          <p className="flex flex-wrap items-center gap-x-6 gap-y-2 text-brand-100">
            <span className="inline-flex items-center gap-1.5">
              <Icon name="map-pin" className="h-5 w-5" /> {u.location}
            </span>
            {u.establishedYear && (
              <span className="inline-flex items-center gap-1.5">
                <Icon name="calendar" className="h-5 w-5" />{" "}
                {m.catalogue_established_year({ year: String(u.establishedYear) })}
              </span>
            )}
          </p>
        </div>
        {/* Last, so that it marks the whole hero parsed: its text sits at the bottom and would move up if the
            browser painted it half. Drawn over the campus photo and under the text (same z-index, later). */}
        <div
          id={HERO_END}
          className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-900 via-brand-900/70 to-transparent"
        />
      </section>
      <Breadcrumbs
        items={[
          { label: m.catalogue_home(), to: "/" },
          { label: m.catalogue_universities(), to: "/universities" },
          { label: u.name },
        ]}
      />

      <div className="container grid grid-cols-1 gap-10 py-12 lg:grid-cols-3">
        <div className="min-w-0 space-y-12 lg:col-span-2">
          <section aria-labelledby="about">
            <h2 id="about" className="text-2xl font-bold text-brand-900">
              {m.catalogue_about({ name: u.name })}
            </h2>
            <p className="mt-4 leading-relaxed text-gray-700">{u.about}</p>
            <dl className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3" data-testid="highlights">
              <Highlight
                icon="calendar"
                label={m.catalogue_fact_established()}
                value={u.establishedYear ? String(u.establishedYear) : "—"}
              />
              <Highlight icon="users" label={m.catalogue_fact_students()} value={formatAtLeast(u.totalStudents)} />
              <Highlight icon="book-open" label={m.catalogue_fact_programs()} value={String(u.programCount)} />
              <Highlight
                icon="globe"
                label={m.catalogue_fact_teaching_language()}
                value={languageLabel(u.teachingLanguage)}
              />
              <Highlight icon="dollar-sign" label={m.catalogue_fact_tuition()} value={tuitionLabel(u.tuitionFee)} />
              <Highlight icon="star" label={m.catalogue_fact_rating()} value={`${u.rating}/5.0`} />
            </dl>
          </section>

          <section id="programs" className="scroll-mt-20" aria-labelledby="programs-title">
            <h2 id="programs-title" className="text-2xl font-bold text-brand-900">
              {m.catalogue_programs_at({ name: u.shortName })}
            </h2>
            <Streamed
              resolve={programs}
              loading={<ProgramsLoading />}
              error={<ProgramsError />}
              isEmpty={(data) => data.rows.length === 0}
              empty={
                <p className="mt-4 rounded-xl border border-gray-200 bg-white p-6 text-center text-gray-600">
                  {m.catalogue_university_no_programs()}
                </p>
              }
            >
              {({ rows, featured }) => (
                <>
                  <p className="mt-1 text-gray-600" data-testid="program-count">
                    {m.catalogue_programs_available({ count: rows.length })}
                  </p>
                  <div className="mt-6">
                    <ProgramTable programs={rows} universityId={u.id} />
                  </div>
                  <h3 className="mt-12 text-xl font-bold text-brand-900">{m.catalogue_featured_programs()}</h3>
                  <CardList
                    items={featured}
                    className="mt-6 grid gap-6 md:grid-cols-2"
                    testId="featured-program-cards"
                    card={(p) => <FullProgramCard program={p} />}
                  />
                </>
              )}
            </Streamed>
          </section>
        </div>

        <aside className="space-y-8" aria-label={m.catalogue_aside_label()}>
          <section id="request-information" className="card p-6" aria-labelledby="request-information-title">
            <h2 id="request-information-title" className="text-xl font-bold text-brand-900">
              {m.catalogue_request_information()}
            </h2>
            <ConsultationSection variant="sidebar" universityId={u.id} headingLevel={3} className="mt-4" />
          </section>

          {config && (
            <AsideCard id="contact-details" title={m.catalogue_contact_details()}>
              <ul className="mt-4 space-y-3 text-sm text-gray-700">
                {istanbul && (
                  <li className="flex items-start gap-3">
                    <Icon name="map-pin" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                    <span>
                      <span className="block font-medium text-gray-900">{m.catalogue_istanbul_representative()}</span>
                      {istanbul.address}
                    </span>
                  </li>
                )}
                <li>
                  <a href={`mailto:${config.email}`} className="flex min-h-6 items-center gap-3 hover:text-brand-700">
                    <Icon name="mail" className="h-5 w-5 text-brand-600" /> {config.email}
                  </a>
                </li>
                {config.whatsappNumbers[0] && (
                  <li>
                    <a
                      href={whatsappHref(config.whatsappNumbers[0], m.catalogue_whatsapp_message({ name: u.name }))}
                      rel="noopener"
                      className="flex min-h-6 items-center gap-3 hover:text-brand-700"
                    >
                      <Icon name="whatsapp" className="h-5 w-5 text-green-600" /> {m.catalogue_whatsapp_chat()}
                    </a>
                  </li>
                )}
              </ul>
            </AsideCard>
          )}

          <AsideCard id="application-steps" title={m.catalogue_application_steps()}>
            <ol className="mt-4 space-y-4">
              {STEPS().map((s, i) => (
                <li key={s.title} className="flex gap-3">
                  <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                    {i + 1}
                  </span>
                  <span>
                    <span className="block font-medium text-gray-900">{s.title}</span>
                    <span className="text-sm text-gray-600">{s.text}</span>
                  </span>
                </li>
              ))}
            </ol>
            <Link to={`/apply?university=${u.id}`} className="btn-primary mt-6 w-full">
              {m.catalogue_apply_now()}
            </Link>
          </AsideCard>
        </aside>
      </div>
    </div>
  );
}

function ProgramsLoading() {
  return (
    <SkeletonGrid
      count={SKELETON_CARDS}
      className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3"
      label={m.catalogue_loading_programs()}
      card={<ProgramCardSkeleton />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A missing id, an unknown one and a university that could not be read all end here (spec section 2).
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return (
      <NotFoundPanel
        title={m.catalogue_university_not_found()}
        message={m.catalogue_university_not_found_message()}
        links={[{ to: "/universities", label: m.catalogue_browse_universities() }]}
      />
    );
  }
  return (
    <section className="container py-20 text-center" data-status={status}>
      <Icon name="building" className="mx-auto h-14 w-14 text-gray-400" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{m.catalogue_university_not_found()}</h1>
      <p className="mt-3 text-gray-600">{m.catalogue_university_not_found_message()}</p>
      <Link to="/universities" className="btn-brand mt-8">
        {m.catalogue_browse_universities()}
      </Link>
    </section>
  );
}
