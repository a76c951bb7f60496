import type { ReactNode } from "react";
import { Link } from "~/i18n/link";
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
import { pageMeta } from "~/lib/page-meta";
import { organizationLd } from "~/lib/structured-data";

const FEATURED_UNIVERSITIES = 6;
const FEATURED_PROGRAMS = 4;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Study in Istanbul",
    description:
      "Study at accredited private universities in Istanbul with tuition 30-70% lower than the US and UK. Free consultation, application and visa support for Nigerian students.",
  });

export const loader = () => loadHomePage({ universities: FEATURED_UNIVERSITIES, programs: FEATURED_PROGRAMS });

const REASONS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "dollar-sign",
    title: "Affordable Tuition",
    text: "Tuition is 30-70% lower than in the US or UK, and scholarships are available at many partner universities.",
  },
  {
    icon: "award",
    title: "Quality Education",
    text: "Accredited universities with modern campuses, teaching hospitals and laboratories, and internationally recognised degrees.",
  },
  {
    icon: "globe",
    title: "Growing International Community",
    text: "Join thousands of international students in Istanbul, including a growing community from Nigeria and across Africa.",
  },
  {
    icon: "trending-up",
    title: "Post-Graduation Opportunities",
    text: "Graduate with a degree that opens doors to careers and further study in Turkey, Europe, back home and worldwide.",
  },
  {
    icon: "check-circle",
    title: "Simplified Application Process",
    text: "We help you choose, prepare your documents, submit your application and guide you through the student visa.",
  },
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

const universitiesError = <StatusPanel tone="error" title="Error loading universities" />;
const programsError = <StatusPanel tone="error" title="Error loading programs" />;
const testimonialsError = <StatusPanel tone="error" title="Error loading testimonials" />;

export default function Home({ loaderData }: Route.ComponentProps) {
  const config = useSiteData()?.config;
  return (
    <>
      {config && <JsonLd data={organizationLd(config.publicOrigin, config)} />}
      <PageHero
        eyebrow="Study in Istanbul, Turkey"
        title="World-Class Degrees at Istanbul's Leading Private Universities"
        subtitle="Internationally recognised programs with tuition 30-70% lower than in the US and UK. We guide you from your first question to your first day on campus."
        primary={{ to: "/apply", label: "Apply Now" }}
        secondary={{ to: "/contact", label: "Get Free Consultation" }}
      />

      <section className="bg-white py-16" aria-labelledby="why-turkey">
        <div className="container">
          <h2 id="why-turkey" className="text-center text-3xl font-bold text-brand-900">
            Why Students Choose Turkey
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-gray-600">
            Istanbul brings together quality universities, a welcoming student city and costs a family can plan for.
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
            {REASONS.map((r) => (
              <li key={r.title} className="rounded-xl bg-brand-50 p-5">
                <Icon name={r.icon} className="h-8 w-8 text-brand-600" />
                <h3 className="mt-3 font-semibold text-brand-900">{r.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-gray-700">{r.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 text-center">
            <Link to="/apply" className="btn-primary">
              Start Your Application <Icon name="arrow-right" className="h-4 w-4" />
            </Link>
          </div>
        </div>
      </section>

      <section className="container py-16" aria-labelledby="partner-universities">
        <SectionHeader
          id="partner-universities"
          title="Partner Universities in Turkey"
          subtitle="Accredited private universities in Istanbul with special arrangements for our students."
          action={
            <Link
              to="/universities"
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              View All <Icon name="arrow-right" className="h-4 w-4" />
            </Link>
          }
        />
        <div className="mt-8">
          <Streamed
            resolve={loaderData.universities}
            loading={<UniversitiesSkeleton />}
            error={universitiesError}
            empty={<StatusPanel tone="empty" title="No universities found" />}
          >
            {(universities) => (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-universities">
                {universities.slice(0, FEATURED_UNIVERSITIES).map((u) => (
                  <li key={u.id}>
                    <UniversityCard university={u} />
                  </li>
                ))}
              </ul>
            )}
          </Streamed>
        </div>
        <div className="mt-10 text-center">
          <Link to="/universities" className="btn-brand">
            Explore All Universities
          </Link>
        </div>
      </section>

      <section className="bg-white py-16" aria-labelledby="popular-programs">
        <div className="container">
          <h2 id="popular-programs" className="text-3xl font-bold text-brand-900">
            Popular Programs at Turkish Universities
          </h2>
          <p className="mt-2 max-w-2xl text-gray-600">English-taught programs our students choose most often.</p>
          <div className="mt-8">
            <Streamed
              resolve={loaderData.programs}
              loading={<ProgramsSkeleton />}
              error={programsError}
              empty={<StatusPanel tone="empty" title="No programs found" />}
            >
              {(programs) => (
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="featured-programs">
                  {programs.slice(0, FEATURED_PROGRAMS).map((p) => (
                    <li key={p.id}>
                      <CompactProgramCard program={p} />
                    </li>
                  ))}
                </ul>
              )}
            </Streamed>
          </div>
          <div className="mt-10 text-center">
            <Link to="/programs" className="btn-brand">
              Explore All Programs
            </Link>
          </div>
        </div>
      </section>

      <section id="testimonials" className="container scroll-mt-20 py-16" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold text-brand-900">
          What Our Students Say
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-gray-600">
          Students we have guided to Istanbul share their experience.
        </p>
        <div className="mt-10">
          <Streamed
            resolve={loaderData.testimonials}
            loading={<TestimonialsSkeleton />}
            error={testimonialsError}
            empty={<p className="text-center text-gray-600">Testimonials from our students will appear here soon.</p>}
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

function UniversitiesSkeleton() {
  return (
    <SkeletonGrid
      count={FEATURED_UNIVERSITIES}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      label="Loading universities"
      card={<UniversityCardSkeleton />}
    />
  );
}

function ProgramsSkeleton() {
  return (
    <SkeletonGrid
      count={FEATURED_PROGRAMS}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      label="Loading programs"
      card={<ProgramCardSkeleton compact />}
    />
  );
}

function TestimonialsSkeleton() {
  return (
    <SkeletonGrid
      count={3}
      className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      label="Loading testimonials"
      card={
        <div className="card space-y-3 p-6" data-testid="testimonial-skeleton">
          <SkeletonBars bars={["h-4 w-full", "h-4 w-5/6", "h-4 w-2/3", "mt-4 h-4 w-1/3"]} />
        </div>
      }
    />
  );
}
