import type { ReactNode } from "react";
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import { CardList } from "~/components/card-list";
import { Icon, type IconName } from "~/components/icons";
import { JsonLd } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { CompactProgramCard } from "~/components/program-card";
import { ProgramCardSkeleton } from "~/components/program-card-skeleton";
import { SkeletonBars, SkeletonGrid } from "~/components/skeleton";
import { StatusPanel } from "~/components/status-panel";
import { UniversityCard, UniversityCardSkeleton } from "~/components/university-card";
import { Streamed } from "~/components/streamed";
import { useSiteData } from "~/components/use-site-data";
import type { Route } from "./+types/home";
import { loadHomePage } from "./home.server";
import { fixedPageMeta } from "~/lib/page-meta";
import type { Settled } from "~/lib/settled";
import { organizationLd } from "~/catalogue/structured-data";
import { type PolicyHandle, PUBLIC_PAGE } from "~/security/route-policy";

export const handle = { policy: PUBLIC_PAGE } satisfies PolicyHandle;

const FEATURED_UNIVERSITIES = 6;
const FEATURED_PROGRAMS = 4;

export const meta = fixedPageMeta(m.content_home_meta_title, m.content_home_meta_description);

export const loader = () => loadHomePage({ universities: FEATURED_UNIVERSITIES, programs: FEATURED_PROGRAMS });

/** The reasons, in the language of the page (called at render, never at import). */
const reasons = (): { icon: IconName; title: string; text: string; link?: { to: string; label: string } }[] => [
  {
    icon: "dollar-sign",
    title: m.content_home_reason_tuition_title(),
    text: m.content_home_reason_tuition_text(),
    // The scholarships the claim speaks of, by university, and the check of who gets them.
    link: { to: "/eligibility#scholarships", label: m.eligibility_home_scholarships_link() },
  },
  { icon: "award", title: m.content_home_reason_quality_title(), text: m.content_home_reason_quality_text() },
  { icon: "globe", title: m.content_home_reason_community_title(), text: m.content_home_reason_community_text() },
  { icon: "trending-up", title: m.content_home_reason_careers_title(), text: m.content_home_reason_careers_text() },
  { icon: "check-circle", title: m.content_home_reason_process_title(), text: m.content_home_reason_process_text() },
];

function SectionHeader({
  id,
  title,
  subtitle,
  action,
}: {
  id: string;
  title: string;
  subtitle: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-3xl font-bold text-brand-900">
          {title}
        </h2>
        <p className="mt-2 max-w-2xl text-gray-600">{subtitle}</p>
      </div>
      {action}
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const config = useSiteData()?.config;
  return (
    <>
      {config && <JsonLd data={organizationLd(config.publicOrigin, config)} />}
      <PageHero
        eyebrow={m.content_home_hero_eyebrow()}
        title={m.content_home_hero_title()}
        subtitle={m.content_home_hero_subtitle()}
        primary={{ to: "/apply", label: m.apply_now() }}
        secondary={{ to: "/contact", label: m.content_get_free_consultation() }}
      />

      <section className="bg-white py-16" aria-labelledby="why-turkey">
        <div className="container">
          <h2 id="why-turkey" className="text-center text-3xl font-bold text-brand-900">
            {m.content_home_why_title()}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-gray-600">{m.content_home_why_intro()}</p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
            {reasons().map((r) => (
              <li key={r.title} className="rounded-xl bg-brand-50 p-5">
                <Icon name={r.icon} className="h-8 w-8 text-brand-600" />
                <h3 className="mt-3 font-semibold text-brand-900">{r.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-gray-700">{r.text}</p>
                {r.link && (
                  <Link
                    to={r.link.to}
                    className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-900"
                  >
                    {r.link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <div className="mt-10 text-center">
            <Link to="/apply" className="btn-primary">
              {m.content_home_start_application()} <Icon name="arrow-right" className="h-4 w-4 rtl:-scale-x-100" />
            </Link>
          </div>
        </div>
      </section>

      <section className="render-later container py-16" aria-labelledby="partner-universities">
        <SectionHeader
          id="partner-universities"
          title={m.content_home_partners_title()}
          subtitle={m.content_home_partners_subtitle()}
          action={
            <Link
              to="/universities"
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              {m.content_home_view_all()} <Icon name="arrow-right" className="h-4 w-4 rtl:-scale-x-100" />
            </Link>
          }
        />
        <Showcase
          resolve={loaderData.universities}
          loading={<UniversitiesSkeleton />}
          error={m.content_home_universities_error()}
          empty={m.content_home_universities_empty()}
          list={(universities) => (
            <CardList
              items={universities.slice(0, FEATURED_UNIVERSITIES)}
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              testId="featured-universities"
              card={(u) => <UniversityCard university={u} />}
            />
          )}
          more={{ to: "/universities", label: m.content_home_explore_universities() }}
        />
      </section>

      <section className="render-later bg-white py-16" aria-labelledby="popular-programs">
        <div className="container">
          <h2 id="popular-programs" className="text-3xl font-bold text-brand-900">
            {m.content_home_programs_title()}
          </h2>
          <p className="mt-2 max-w-2xl text-gray-600">{m.content_home_programs_subtitle()}</p>
          <Showcase
            resolve={loaderData.programs}
            loading={<ProgramsSkeleton />}
            error={m.content_home_programs_error()}
            empty={m.content_home_programs_empty()}
            list={(programs) => (
              <CardList
                items={programs.slice(0, FEATURED_PROGRAMS)}
                className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
                testId="featured-programs"
                card={(p) => <CompactProgramCard program={p} />}
              />
            )}
            more={{ to: "/programs", label: m.content_home_explore_programs() }}
          />
        </div>
      </section>

      <section id="testimonials" className="container scroll-mt-20 py-16" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold text-brand-900">
          {m.content_home_testimonials_title()}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-gray-600">{m.content_home_testimonials_intro()}</p>
        <div className="mt-10">
          <Streamed
            resolve={loaderData.testimonials}
            loading={<TestimonialsSkeleton />}
            error={<StatusPanel tone="error" title={m.content_home_testimonials_error()} />}
            empty={<p className="text-center text-gray-600">{m.content_home_testimonials_empty()}</p>}
          >
            {(testimonials) => (
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {testimonials.map((t) => (
                  <li key={t.id}>
                    <figure className="card flex h-full flex-col p-6">
                      <Icon name="quote" className="h-6 w-6 text-accent-500" />
                      <blockquote className="mt-3 flex-1 text-gray-700">{t.testimonial}</blockquote>
                      <figcaption className="mt-4 border-t border-gray-100 pt-4 text-sm">
                        <span className="block font-semibold text-gray-900">{t.name}</span>
                        <span className="text-gray-600">
                          {t.program}, {t.university} · {t.country}
                        </span>
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            )}
          </Streamed>
        </div>
      </section>
    </>
  );
}

/** A few of the catalogue's cards, streamed in (or what to say while they load, on error or when there are none),
 * then the link to all of them. */
function Showcase<T>({
  resolve,
  loading,
  error,
  empty,
  list,
  more,
}: {
  resolve: Promise<Settled<T[]>>;
  loading: ReactNode;
  error: string;
  empty: string;
  list: (items: T[]) => ReactNode;
  more: { to: string; label: string };
}) {
  return (
    <>
      <div className="mt-8">
        <Streamed
          resolve={resolve}
          loading={loading}
          error={<StatusPanel tone="error" title={error} />}
          empty={<StatusPanel tone="empty" title={empty} />}
        >
          {list}
        </Streamed>
      </div>
      <div className="mt-10 text-center">
        <Link to={more.to} className="btn-brand">
          {more.label}
        </Link>
      </div>
    </>
  );
}

function UniversitiesSkeleton() {
  return (
    <SkeletonGrid
      count={FEATURED_UNIVERSITIES}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      label={m.content_home_universities_loading()}
      card={<UniversityCardSkeleton />}
    />
  );
}

function ProgramsSkeleton() {
  return (
    <SkeletonGrid
      count={FEATURED_PROGRAMS}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      label={m.content_home_programs_loading()}
      card={<ProgramCardSkeleton compact />}
    />
  );
}

function TestimonialsSkeleton() {
  return (
    <SkeletonGrid
      count={3}
      className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      label={m.content_home_testimonials_loading()}
      card={
        <div className="card space-y-3 p-6" data-testid="testimonial-skeleton">
          <SkeletonBars bars={["h-4 w-full", "h-4 w-5/6", "h-4 w-2/3", "mt-4 h-4 w-1/3"]} />
        </div>
      }
    />
  );
}
