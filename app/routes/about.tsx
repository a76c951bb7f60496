import { useRouteLoaderData } from "react-router";
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import { Icon, type IconName } from "~/components/icons";
import { CtaBand } from "~/components/cta-band";
import { LabelledSection } from "~/components/labelled-section";
import { PageHero } from "~/components/page-hero";
import type { loader as rootLoader } from "~/root";
import { fixedPageMeta } from "~/lib/page-meta";
import { type PolicyHandle, PUBLIC_PAGE } from "~/security/route-policy";

export const handle = { policy: PUBLIC_PAGE } satisfies PolicyHandle;

export const meta = fixedPageMeta(m.content_about_us, m.content_about_meta_description);

/** The values and services, in the language of the page (called at render, never at import). */
const values = (): { icon: IconName; title: string; text: string }[] => [
  {
    icon: "shield-check",
    title: m.content_about_value_integrity_title(),
    text: m.content_about_value_integrity_text(),
  },
  {
    icon: "award",
    title: m.content_about_value_excellence_title(),
    text: m.content_about_value_excellence_text(),
  },
  {
    icon: "heart",
    title: m.content_about_value_accessibility_title(),
    text: m.content_about_value_accessibility_text(),
  },
];

const services = () => [
  m.content_about_service_choose(),
  m.content_about_service_documents(),
  m.content_about_service_follow_up(),
  m.content_about_service_visa(),
];

export default function About() {
  const config = useRouteLoaderData<typeof rootLoader>("root")?.config;
  return (
    <>
      <PageHero
        size="compact"
        eyebrow={m.content_about_us()}
        title={m.content_about_hero_title()}
        subtitle={m.content_about_hero_subtitle()}
        crumb={m.content_about_us()}
      />

      <div className="container space-y-16 py-14">
        <section className="grid gap-10 lg:grid-cols-2" aria-labelledby="our-story">
          <div>
            <h2 id="our-story" className="text-3xl font-bold text-brand-900">
              {m.content_about_story_title()}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-gray-700">
              <p>{m.content_about_story_p1()}</p>
              <p>{m.content_about_story_p2()}</p>
              <p>{m.content_about_story_p3()}</p>
            </div>
          </div>
          <div className="card p-6">
            <h3 className="text-lg font-bold text-brand-900">{m.content_about_services_title()}</h3>
            <ul className="mt-4 space-y-3">
              {services().map((s) => (
                <li key={s} className="flex items-start gap-2 text-gray-700">
                  <Icon name="check-circle" className="mt-0.5 h-5 w-5 shrink-0 text-green-600" /> {s}
                </li>
              ))}
            </ul>
            {config && (
              <ul className="mt-6 space-y-2 border-t border-gray-100 pt-4 text-sm text-gray-600">
                {config.offices.map((o) => (
                  <li key={o.city} className="flex items-start gap-2">
                    <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                    <span>
                      <span className="font-medium text-gray-900">
                        {o.representative
                          ? m.content_about_representative_label({ city: o.city })
                          : m.content_about_office_label({ city: o.city })}
                      </span>{" "}
                      {o.address}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>

        <LabelledSection
          id="our-values"
          title={m.content_about_values_title()}
          headingClassName="text-center text-3xl font-bold text-brand-900"
        >
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {values().map((v) => (
              <li key={v.title} className="card p-6 text-center">
                <Icon name={v.icon} className="mx-auto h-10 w-10 text-accent-500" />
                <h3 className="mt-4 text-xl font-semibold text-brand-900">{v.title}</h3>
                <p className="mt-2 text-gray-700">{v.text}</p>
              </li>
            ))}
          </ul>
        </LabelledSection>

        <CtaBand id="talk-to-us" title={m.content_about_cta_title()} text={m.content_about_cta_text()}>
          <Link to="/contact" className="btn-primary mt-8">
            {m.content_about_cta_button()} <Icon name="arrow-right" className="h-4 w-4 rtl:-scale-x-100" />
          </Link>
        </CtaBand>
      </div>
    </>
  );
}
