import { Suspense } from "react";
import { Await, useSearchParams } from "react-router";
import { Link } from "~/i18n/link";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Icon } from "~/components/icons";
import { PageHero } from "~/components/page-hero";
import { SkeletonGrid } from "~/components/skeleton";
import { StatusPanel } from "~/components/status-panel";
import { UniversityCard, UniversityCardSkeleton, type UniversityLayout } from "~/components/university-card";
import { Streamed } from "~/components/streamed";
import { keepDataWhenOnly, withParam } from "~/lib/ui-params";
import type { Route } from "./+types/universities";
import { loadUniversitiesPage } from "./universities.server";
import { pageMeta } from "~/lib/page-meta";

const SKELETON_CARDS = 5;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Partner Universities",
    description:
      "Compare our accredited partner universities in Istanbul: programs, students, teaching language, tuition and ratings, with special arrangements for international students.",
  });

export const loader = () => loadUniversitiesPage();

// Switching between grid and list is presentation only: keep the data, fetch nothing.
export const shouldRevalidate = keepDataWhenOnly(["view"]);

const REASONS = [
  "Accredited by the Council of Higher Education of Turkey (YÖK)",
  "Internationally recognised degrees",
  "Special negotiated tuition rates for our students",
  "Established international student communities",
];

function ViewToggle({ layout }: { layout: UniversityLayout }) {
  const [searchParams] = useSearchParams();
  const options: { value: UniversityLayout; label: string; icon: "layout-grid" | "list" }[] = [
    { value: "grid", label: "Grid view", icon: "layout-grid" },
    { value: "list", label: "List view", icon: "list" },
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of links (URL toggles), not form controls for a <fieldset>
    <div role="group" aria-label="Layout" className="inline-flex rounded-lg border border-gray-200 bg-white p-1">
      {options.map((o) => {
        const active = o.value === layout;
        return (
          <Link
            key={o.value}
            to={{ search: withParam(searchParams, "view", o.value === "grid" ? null : o.value) }}
            replace
            preventScrollReset
            aria-label={o.label}
            aria-current={active ? "true" : undefined}
            title={o.label}
            className={`inline-flex h-9 w-9 items-center justify-center rounded-md ${
              active ? "bg-brand-600 text-white" : "text-gray-600 hover:bg-gray-100"
            }`}
          >
            <Icon name={o.icon} className="h-5 w-5" />
          </Link>
        );
      })}
    </div>
  );
}

const loadError = (
  <StatusPanel
    tone="error"
    title="Error loading universities"
    message="Please try again later or contact our support team for assistance."
  >
    <Link to="/contact" className="btn-secondary text-sm">
      Contact Support
    </Link>
  </StatusPanel>
);

export default function Universities({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const layout: UniversityLayout = searchParams.get("view") === "list" ? "list" : "grid";
  const listClass = layout === "list" ? "grid gap-5" : "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

  return (
    <>
      <PageHero
        size="compact"
        eyebrow="Study in Istanbul"
        title="Our Partner Universities"
        subtitle="Accredited private universities in Istanbul with internationally recognised degrees and tuition arrangements negotiated for our students."
        primary={{ to: "/apply", label: "Apply Now" }}
      />
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Universities" }]} />

      <div className="container py-12">
        <section className="card grid gap-6 p-6 md:grid-cols-[1fr_auto] md:items-center" aria-labelledby="why-these">
          <div>
            <h2 id="why-these" className="text-xl font-bold text-brand-900">
              Why Choose These Universities?
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {REASONS.map((r) => (
                <li key={r} className="flex items-start gap-2 text-gray-700">
                  <Icon name="check-circle" className="mt-0.5 h-5 w-5 shrink-0 text-green-600" />
                  {r}
                </li>
              ))}
            </ul>
          </div>
          <img
            src="/images/accreditation/yok-accredited.svg"
            alt="Accredited by the Council of Higher Education of Turkey (YÖK)"
            width={140}
            height={140}
            className="mx-auto h-28 w-28 md:h-36 md:w-36"
          />
        </section>

        <section className="mt-14" aria-labelledby="partner-universities">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="partner-universities" className="text-3xl font-bold text-brand-900">
                Partner Universities
              </h2>
              <p className="mt-1 text-gray-600" data-testid="university-count" aria-live="polite">
                <Suspense fallback="Loading universities...">
                  <Await resolve={loaderData.universities} errorElement={null}>
                    {(result) =>
                      result.ok ? `${result.data.length} universities with special arrangements for students` : null
                    }
                  </Await>
                </Suspense>
              </p>
            </div>
            <ViewToggle layout={layout} />
          </div>

          <div className="mt-8">
            <Streamed
              resolve={loaderData.universities}
              loading={
                <SkeletonGrid
                  count={SKELETON_CARDS}
                  className={listClass}
                  label="Loading universities"
                  card={<UniversityCardSkeleton layout={layout} />}
                />
              }
              error={loadError}
              empty={
                <StatusPanel
                  tone="empty"
                  title="No universities found"
                  message="Please check back later for updated university listings."
                />
              }
            >
              {(universities) => (
                <ul className={listClass} data-testid="university-list" data-layout={layout}>
                  {universities.map((u) => (
                    <li key={u.id}>
                      <UniversityCard university={u} layout={layout} />
                    </li>
                  ))}
                </ul>
              )}
            </Streamed>
          </div>
        </section>

        <section
          className="mt-16 rounded-2xl bg-brand-900 px-6 py-12 text-center text-white"
          aria-labelledby="need-help"
        >
          <h2 id="need-help" className="text-2xl font-bold sm:text-3xl">
            Need Help Choosing a University?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">
            Our advisers compare programs, tuition and admission requirements with you, free of charge, and help you
            pick the university that fits your goals and budget.
          </p>
          <Link to="/contact" className="btn-primary mt-8">
            Get Free Consultation
          </Link>
        </section>
      </div>
    </>
  );
}
