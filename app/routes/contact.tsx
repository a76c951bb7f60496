import type { ReactNode } from "react";
import { useRouteLoaderData, useSearchParams } from "react-router";
import { Link } from "~/i18n/link";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { consultationFormAction } from "~/writes/consultation-form.server";
import { ConsultationSection } from "~/components/consultation/consultation-section";
import { Icon, type IconName } from "~/components/icons";
import { PageHero } from "~/components/page-hero";
import { SocialLinks } from "~/components/social-links";
import type { SiteConfig } from "~/config.server";
import { whatsappHref } from "~/lib/contact";
import { withParam } from "~/lib/ui-params";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/contact";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact Us",
    description:
      "Talk to an adviser about studying in Istanbul: e-mail, WhatsApp or visit our offices in Kano and Lagos. Free consultation, replies within 24 hours.",
  });

export async function action(args: Route.ActionArgs) {
  return consultationFormAction(args);
}

const TABS = [
  { value: "form", label: "Contact Form", param: null },
  { value: "offices", label: "Our Offices", param: "offices" },
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
        Get in Touch
      </h2>
      <ul className="mt-5 space-y-5 text-gray-700">
        <ContactItem icon="mail" label="Email">
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
        <ContactItem icon="map-pin" label="Offices">
          {config.offices.map((o) => (
            <span key={o.city} className="block">
              {o.city}, {o.country}
              {o.representative && " (representative)"}
            </span>
          ))}
        </ContactItem>
        <ContactItem icon="clock" label="Office Hours">
          Mon-Fri 9AM-5PM
          <span className="block text-sm text-gray-600">We reply to every message within 24 hours.</span>
        </ContactItem>
      </ul>
      <div className="mt-6 border-t border-gray-100 pt-5">
        <h3 className="text-sm font-medium text-gray-500">Follow Us</h3>
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
            {o.city}, {o.country}
          </h3>
          <p className="text-sm font-medium text-accent-600">
            {o.representative ? "Istanbul Representative" : "Office"}
          </p>
          <p className="mt-2 text-gray-700">{o.address}</p>
          <p className="mt-3 flex items-center gap-2 text-sm text-gray-600">
            <Icon name="clock" className="h-4 w-4" /> Mon-Fri 9AM-5PM
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
        eyebrow="Contact Us"
        title="Talk to an Education Adviser"
        subtitle="Questions about universities, programs, costs or visas? Send us a message, call or chat on WhatsApp: we reply within 24 hours."
        primary={null}
      />
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Contact Us" }]} />

      <div className="container grid gap-10 py-14 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          {/* Two views of one page, each at its own address (?tab=offices): plain links, no script. */}
          <nav aria-label="Contact options" className="inline-flex rounded-lg border border-gray-200 bg-white p-1">
            {TABS.map((t) => (
              <Link
                key={t.value}
                to={{ search: withParam(searchParams, "tab", t.param) }}
                aria-current={t.value === tab ? "page" : undefined}
                className="rounded-md px-4 py-2 text-sm font-semibold text-gray-600 hover:text-brand-700 aria-[current=page]:(bg-brand-600 text-white)"
              >
                {t.label}
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
