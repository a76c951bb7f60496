import { Link } from "~/i18n/link";
import type { SiteConfig } from "~/components/server-data";
import { whatsappHref } from "~/lib/contact";
import { Icon } from "./icons";
import { SocialLinks } from "./social-links";

export type FooterUniversity = { id: number; shortName: string };

const QUICK_LINKS = [
  { to: "/about", label: "About Us" },
  { to: "/universities", label: "Universities" },
  { to: "/programs", label: "Programs" },
  { to: "/services", label: "Services" },
  { to: "/#testimonials", label: "Testimonials" },
  { to: "/contact", label: "Contact Us" },
];

export function SiteFooter({ config, partners }: { config: SiteConfig; partners: FooterUniversity[] }) {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Icon name="graduation-cap" className="h-6 w-6 text-accent-300" /> {config.siteName}
          </p>
          <p className="mt-3 text-sm leading-relaxed">
            We guide students from Nigeria and across Africa to accredited private universities in Istanbul, from the
            first consultation to the student residence permit.
          </p>
          <SocialLinks
            config={config}
            className="mt-3 flex gap-2"
            linkClassName="h-11 w-11 rounded-lg hover:(bg-white/10 text-white)"
          />
        </div>
        <FooterLinks title="Quick Links" label="Quick links" links={QUICK_LINKS} />
        <FooterLinks
          title="Partner Universities"
          label="Partner universities"
          links={[
            ...partners.map((u) => ({ label: `${u.shortName} University`, to: `/universities/${u.id}` })),
            { label: "All Universities", to: "/universities" },
          ]}
        />
        <div>
          <h2 className="font-semibold text-white">Contact Us</h2>
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
              <Icon name="map-pin" className="h-4 w-4" /> Offices in Kano and Lagos, Nigeria
            </li>
            <li className="flex min-h-7 items-center gap-2">
              <Icon name="clock" className="h-4 w-4" /> Mon-Fri 9AM-5PM
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container py-5 text-center text-xs">
          © {new Date().getFullYear()} {config.siteName}. Based in Nigeria · Open Mon-Fri 9AM-5PM.
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
