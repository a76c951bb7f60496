import { AccreditationBadge } from "~/components/accreditation-badge";
import { Suspense } from "react";
import { Await, useSearchParams } from "react-router";
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import { Icon } from "~/components/icons";
import { CardList } from "~/components/card-list";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { SkeletonGrid } from "~/components/skeleton";
import { StatusPanel } from "~/components/status-panel";
import { UniversityCard, UniversityCardSkeleton, type UniversityLayout } from "~/components/university-card";
import { Streamed } from "~/components/streamed";
import { keepDataWhenOnly, withParam } from "~/lib/ui-params";
import type { Route } from "./+types/universities";
import { loadUniversitiesPage } from "./universities.server";
import { fixedPageMeta } from "~/lib/page-meta";
import { type PolicyHandle, PUBLIC_PAGE } from "~/security/route-policy";

export const handle = { policy: PUBLIC_PAGE } satisfies PolicyHandle;

const SKELETON_CARDS = 5;

export const meta = fixedPageMeta(m.catalogue_universities_meta_title, m.catalogue_universities_meta_description);

export const loader = () => loadUniversitiesPage();

// Switching between grid and list is presentation only: keep the data, fetch nothing.
export const shouldRevalidate = keepDataWhenOnly(["view"]);

const REASONS = [
  m.catalogue_reason_yok,
  m.catalogue_reason_recognised,
  m.catalogue_reason_rates,
  m.catalogue_reason_communities,
];

function ViewToggle({ layout }: { layout: UniversityLayout }) {
  const [searchParams] = useSearchParams();
  const options: { value: UniversityLayout; label: string; icon: "layout-grid" | "list" }[] = [
    { value: "grid", label: m.catalogue_view_grid(), icon: "layout-grid" },
    { value: "list", label: m.catalogue_view_list(), icon: "list" },
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of links (URL toggles), not form controls for a <fieldset>
    <div
      role="group"
      aria-label={m.catalogue_layout_label()}
      className="inline-flex rounded-lg border border-gray-200 bg-white p-1"
    >
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

const LoadError = () => (
  <StatusPanel
    tone="error"
    title={m.catalogue_universities_error_title()}
    message={m.catalogue_universities_error_message()}
  >
    <Link to="/contact" className="btn-secondary text-sm">
      {m.catalogue_contact_support()}
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
        eyebrow={m.catalogue_universities_eyebrow()}
        title={m.catalogue_universities_title()}
        subtitle={m.catalogue_universities_subtitle()}
        primary={{ to: "/apply", label: m.catalogue_apply_now() }}
        crumb={m.catalogue_universities()}
      />

      <div className="container py-12">
        <section className="card grid gap-6 p-6 md:grid-cols-[1fr_auto] md:items-center" aria-labelledby="why-these">
          <div>
            <h2 id="why-these" className="text-xl font-bold text-brand-900">
              {m.catalogue_why_title()}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {REASONS.map((reason) => (
                <li key={reason()} className="flex items-start gap-2 text-gray-700">
                  <Icon name="check-circle" className="mt-0.5 h-5 w-5 shrink-0 text-green-600" />
                  {reason()}
                </li>
              ))}
            </ul>
          </div>
          <AccreditationBadge className="mx-auto h-28 w-28 md:h-36 md:w-36" />
        </section>

        <section className="mt-14" aria-labelledby="partner-universities">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="partner-universities" className="text-3xl font-bold text-brand-900">
                {m.catalogue_partner_universities()}
              </h2>
              <p className="mt-1 text-gray-600" data-testid="university-count" aria-live="polite">
                <Suspense fallback={m.catalogue_loading_universities_ellipsis()}>
                  <Await resolve={loaderData.universities} errorElement={null}>
                    {(result) => (result.ok ? m.catalogue_universities_count({ count: result.data.length }) : null)}
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
                  label={m.catalogue_loading_universities()}
                  card={<UniversityCardSkeleton layout={layout} />}
                />
              }
              error={<LoadError />}
              empty={
                <StatusPanel
                  tone="empty"
                  title={m.catalogue_universities_empty_title()}
                  message={m.catalogue_universities_empty_message()}
                />
              }
            >
              {(universities) => (
                <CardList
                  items={universities}
                  className={listClass}
                  testId="university-list"
                  layout={layout}
                  card={(u) => <UniversityCard university={u} layout={layout} />}
                />
              )}
            </Streamed>
          </div>
        </section>

        <CtaBand id="need-help" title={m.catalogue_help_title()} text={m.catalogue_help_text()} className="mt-16">
          <Link to="/contact" className="btn-primary mt-8">
            {m.catalogue_free_consultation()}
          </Link>
        </CtaBand>
      </div>
    </>
  );
}
