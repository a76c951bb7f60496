import { useState } from "react";
import { Link, useLocation } from "react-router";
import type { SiteConfig } from "~/config.server";
import { whatsappHref } from "~/lib/contact";
import { Icon } from "./icons";
import { isNavItemActive, NAV_ITEMS } from "./nav-items";

export function SiteHeader({ config }: { config: SiteConfig }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const linkClass = (to: string) =>
    isNavItemActive(to, pathname)
      ? "text-brand-700 font-semibold border-b-2 border-brand-600"
      : "text-gray-700 hover:text-brand-700 border-b-2 border-transparent";

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="container flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-900" aria-label={`${config.siteName} home`}>
          <Icon name="graduation-cap" className="h-7 w-7 text-accent-500" />
          <span className="text-lg leading-tight">{config.siteName}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-6 text-sm">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={`py-1 ${linkClass(item.to)}`}
                  aria-current={isNavItemActive(item.to, pathname) ? "page" : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link to="/apply" className="btn-primary hidden px-4 py-2 text-sm sm:inline-flex">
            Apply Now
          </Link>
          {/* <details> opens the menu even before (or without) JavaScript; React closes it on link click. */}
          <details
            className="lg:hidden"
            open={menuOpen}
            onToggle={(e) => setMenuOpen(e.currentTarget.open)}
            data-testid="mobile-menu"
          >
            <summary
              className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100 [&::-webkit-details-marker]:hidden"
              aria-label={menuOpen ? "Close menu" : "Open menu"}
            >
              <Icon name={menuOpen ? "x" : "menu"} className="h-6 w-6" />
            </summary>
            <MobileMenu config={config} pathname={pathname} onNavigate={() => setMenuOpen(false)} />
          </details>
        </div>
      </div>
    </header>
  );
}

function MobileMenu({
  config,
  pathname,
  onNavigate,
}: {
  config: SiteConfig;
  pathname: string;
  onNavigate: () => void;
}) {
  return (
    <div className="fixed inset-x-0 bottom-0 top-16 z-50 overflow-y-auto bg-white px-6 py-6" role="dialog" aria-label="Menu">
      <nav aria-label="Mobile">
        <ul className="space-y-1 text-lg">
          {NAV_ITEMS.map((item) => {
            const active = isNavItemActive(item.to, pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={active ? "page" : undefined}
                  className={`block rounded-lg px-3 py-3 ${active ? "bg-brand-50 font-semibold text-brand-700" : "text-gray-800 hover:bg-gray-50"}`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Link to="/apply" onClick={onNavigate} className="btn-primary mt-6 w-full">
        Apply Now
      </Link>
      <div className="mt-8 space-y-3 border-t border-gray-200 pt-6 text-gray-700">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-500">Contact us</h2>
        <a href={`mailto:${config.email}`} onClick={onNavigate} className="flex items-center gap-3">
          <Icon name="mail" /> {config.email}
        </a>
        {config.whatsappNumbers.map((number) => (
          <a key={number} href={whatsappHref(number)} onClick={onNavigate} className="flex items-center gap-3" rel="noopener">
            <Icon name="whatsapp" /> WhatsApp {number}
          </a>
        ))}
        <p className="flex items-center gap-3">
          <Icon name="map-pin" /> Kano &amp; Lagos, Nigeria · Istanbul, Turkey
        </p>
        <div className="flex gap-4 pt-2">
          <a href={config.instagramUrl} onClick={onNavigate} aria-label="Instagram" rel="noopener" className="text-gray-600 hover:text-brand-700">
            <Icon name="instagram" className="h-6 w-6" />
          </a>
          <a href={config.facebookUrl} onClick={onNavigate} aria-label="Facebook" rel="noopener" className="text-gray-600 hover:text-brand-700">
            <Icon name="facebook" className="h-6 w-6" />
          </a>
        </div>
      </div>
    </div>
  );
}
