import type { ReactNode } from "react";
import { useRouteLoaderData, useSearchParams } from "react-router";
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import { consultationFormAction } from "~/writes/consultation-form.server";
import { ConsultationSection } from "~/components/consultation/consultation-section";
import { Icon, type IconName } from "~/components/icons";
import { PageHero } from "~/components/page-hero";
import { SocialLinks } from "~/components/social-links";
import type { SiteConfig } from "~/config.server";
import { countryName, whatsappHref } from "~/consultations/office-contact";
import { withParam } from "~/lib/ui-params";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/contact";
import { fixedPageMeta } from "~/lib/page-meta";
import { type PolicyHandle, formPage } from "~/security/route-policy";

export const handle = {
  policy: formPage({ group: "consultation", body: "form", refused: "form" }),
} satisfies PolicyHandle;

export const meta = fixedPageMeta(m.content_contact_us, m.content_contact_meta_description);

export async function action(args: Route.ActionArgs) {
  return consultationFormAction(args);
}

const TABS = [
  { value: "form", label: m.content_contact_tab_form, param: null },
  { value: "offices", label: m.content_contact_tab_offices, param: "offices" },
] as const;
type TabValue = (typeof TABS)[number]["value"];

/** One way to reach us: an icon, what it is, and the details. */
function ContactItem({
  icon,
  label,
  iconClassName = "text-brand-600",
  children,
}: {
  icon: IconName;
  label: string;
  iconClassName?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <Icon name={icon} className={`mt-0.5 h-5 w-5 shrink-0 ${iconClassName}`} />
      <span>
        <span className="block text-sm font-medium text-gray-500">{label}</span>
        {children}
      </span>
    </li>
  );
}

function ContactInfo({ config }: { config: SiteConfig }) {
  return (
    <section className="card p-6" aria-labelledby="contact-info">
      <h2 id="contact-info" className="text-xl font-bold text-brand-900">
        {m.content_contact_info_title()}
      </h2>
      <ul className="mt-5 space-y-5 text-gray-700">
        <ContactItem icon="mail" label={m.content_contact_email_label()}>
          <a href={`mailto:${config.email}`} className="font-medium text-brand-700 hover:underline">
            {config.email}
          </a>
        </ContactItem>
        <ContactItem icon="whatsapp" label="WhatsApp" iconClassName="text-green-600">
          {config.whatsappNumbers.map((n) => (
            <a
              key={n}
              href={whatsappHref(n)}
              rel="noopener"
              className="block font-medium text-brand-700 hover:underline"
            >
              {n}
            </a>
          ))}
        </ContactItem>
        <ContactItem icon="map-pin" label={m.content_contact_offices_label()}>
          {config.offices.map((o) => {
            const place = { city: o.city, country: countryName(o.country) };
            return (
              <span key={o.city} className="block">
                {o.representative ? m.content_contact_place_representative(place) : m.content_contact_place(place)}
              </span>
            );
          })}
        </ContactItem>
        <ContactItem icon="clock" label={m.content_contact_hours_label()}>
          {m.content_contact_hours()}
          <span className="block text-sm text-gray-600">{m.content_contact_reply_note()}</span>
        </ContactItem>
      </ul>
      <div className="mt-6 border-t border-gray-100 pt-5">
        <h3 className="text-sm font-medium text-gray-500">{m.content_contact_follow_us()}</h3>
        <SocialLinks
          config={config}
          whatsapp
          className="mt-3 flex gap-3"
          linkClassName="h-10 w-10 rounded-full bg-brand-50 text-brand-700 hover:bg-brand-100"
        />
      </div>
    </section>
  );
}

function Offices({ config }: { config: SiteConfig }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3" data-testid="offices">
      {config.offices.map((o) => (
        <li key={o.city} className="card p-6">
          <Icon name="building" className="h-8 w-8 text-brand-600" />
          <h3 className="mt-3 text-lg font-semibold text-brand-900">
            {m.content_contact_place({ city: o.city, country: countryName(o.country) })}
          </h3>
          <p className="text-sm font-medium text-accent-600">
            {o.representative ? m.content_contact_istanbul_representative() : m.content_contact_office()}
          </p>
          <p className="mt-2 text-gray-700">{o.address}</p>
          <p className="mt-3 flex items-center gap-2 text-sm text-gray-600">
            <Icon name="clock" className="h-4 w-4" /> {m.content_contact_hours()}
          </p>
        </li>
      ))}
    </ul>
  );
}

export default function Contact() {
  const config = useRouteLoaderData<typeof rootLoader>("root")?.config;
  const [searchParams] = useSearchParams();
  const tab: TabValue = searchParams.get("tab") === "offices" ? "offices" : "form";

  return (
    <>
      <PageHero
        size="compact"
        eyebrow={m.content_contact_us()}
        title={m.content_contact_hero_title()}
        subtitle={m.content_contact_hero_subtitle()}
        primary={null}
        crumb={m.content_contact_us()}
      />

      <div className="container grid gap-10 py-14 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          {/* Two views of one page, each at its own address (?tab=offices): plain links, no script. */}
          <nav
            aria-label={m.content_contact_options_label()}
            className="inline-flex rounded-lg border border-gray-200 bg-white p-1"
          >
            {TABS.map((t) => (
              <Link
                key={t.value}
                to={{ search: withParam(searchParams, "tab", t.param) }}
                aria-current={t.value === tab ? "page" : undefined}
                className="rounded-md px-4 py-2 text-sm font-semibold text-gray-600 hover:text-brand-700 aria-[current=page]:(bg-brand-600 text-white)"
              >
                {t.label()}
              </Link>
            ))}
          </nav>
          <div className="mt-6">
            {tab === "form" ? <ConsultationSection variant="contact" /> : config && <Offices config={config} />}
          </div>
        </div>
        {config && <ContactInfo config={config} />}
      </div>
    </>
  );
}
