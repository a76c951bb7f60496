import { Link } from "~/i18n/link";
import type { SiteConfig } from "~/components/server-data";
import { whatsappHref } from "~/consultations/office-contact";
import { Icon } from "./icons";
import { SocialLinks } from "./social-links";
import { LanguageSwitcher } from "~/i18n/language-switcher";
import { m } from "~/i18n/paraglide/messages";

export type FooterUniversity = { id: number; shortName: string };

/** Labels are called while rendering, so they read the page's language. */
const QUICK_LINKS = [
  { to: "/about", label: m.footer_about_us },
  { to: "/universities", label: m.nav_universities },
  { to: "/programs", label: m.nav_programs },
  { to: "/eligibility", label: m.eligibility_footer_link },
  { to: "/services", label: m.nav_services },
  { to: "/shortlist", label: m.footer_shortlist },
  { to: "/#testimonials", label: m.footer_testimonials },
  { to: "/contact", label: m.footer_contact_us },
];

export function SiteFooter({ config, partners }: { config: SiteConfig; partners: FooterUniversity[] }) {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Icon name="graduation-cap" className="h-6 w-6 text-accent-300" /> {config.siteName}
          </p>
          <p className="mt-3 text-sm leading-relaxed">{m.footer_about()}</p>
          <SocialLinks
            config={config}
            className="mt-3 flex gap-2"
            linkClassName="h-11 w-11 rounded-lg hover:(bg-white/10 text-white)"
          />
        </div>
        <FooterLinks
          title={m.footer_quick_links()}
          label={m.footer_quick_links_label()}
          links={QUICK_LINKS.map((l) => ({ to: l.to, label: l.label() }))}
        />
        <FooterLinks
          title={m.footer_partners()}
          label={m.footer_partners_label()}
          links={[
            ...partners.map((u) => ({
              label: m.footer_university_name({ shortName: u.shortName }),
              to: `/universities/${u.id}`,
            })),
            { label: m.footer_all_universities(), to: "/universities" },
          ]}
        />
        <div>
          <h2 className="font-semibold text-white">{m.footer_contact_us()}</h2>
          <ul className="mt-3 space-y-1 text-sm">
            <li>
              <a href={`mailto:${config.email}`} className="flex min-h-7 items-center gap-2 py-1 hover:text-white">
                <Icon name="mail" className="h-4 w-4" /> {config.email}
              </a>
            </li>
            {config.whatsappNumbers.map((n) => (
              <li key={n}>
                <a
                  href={whatsappHref(n)}
                  rel="noopener"
                  className="flex min-h-7 items-center gap-2 py-1 hover:text-white"
                >
                  <Icon name="whatsapp" className="h-4 w-4" /> {n}
                </a>
              </li>
            ))}
            <li className="flex min-h-7 items-center gap-2">
              <Icon name="map-pin" className="h-4 w-4" /> {m.footer_offices()}
            </li>
            <li className="flex min-h-7 items-center gap-2">
              <Icon name="clock" className="h-4 w-4" /> {m.footer_hours()}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <LanguageSwitcher className="container flex justify-center text-sm" linkClassName="hover:text-white" />
        <p className="container pb-5 text-center text-xs">
          {m.footer_bottom({ year: new Date().getFullYear(), siteName: config.siteName })}
        </p>
      </div>
    </footer>
  );
}

/** A titled column of footer links. */
function FooterLinks({
  title,
  label,
  links,
}: {
  title: string;
  label: string;
  links: readonly { label: string; to: string }[];
}) {
  return (
    <nav aria-label={label}>
      <h2 className="font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-1 text-sm">
        {links.map((l) => (
          <li key={l.label}>
            <Link to={l.to} className="inline-block py-1 hover:text-white">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
