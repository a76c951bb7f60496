import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "~/i18n/link";
import type { SiteConfig } from "~/components/server-data";
import { SocialLinks } from "./social-links";
import { whatsappHref } from "~/consultations/office-contact";
import { Icon } from "./icons";
import { LanguageSwitcher } from "~/i18n/language-switcher";
import { m } from "~/i18n/paraglide/messages";
import { isNavItemActive, NAV_ITEMS } from "./nav-items";
import { leavesPage, useModalMenu } from "./use-modal-menu";

export function SiteHeader({ config }: { config: SiteConfig }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const closeMenu = useModalMenu({ open: menuOpen, setOpen: setMenuOpen, headerRef, menuRef, toggleRef });
  const linkClass = (to: string) =>
    isNavItemActive(to, pathname)
      ? "text-brand-700 font-semibold border-b-2 border-brand-600"
      : "text-gray-700 hover:text-brand-700 border-b-2 border-transparent";

  // Back or forward while the menu is open: the other page shows without it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger, not an input
  useEffect(() => setMenuOpen(false), [pathname]);
  // A tap on ☰ before hydration opened the <details> natively: take that state over.
  useEffect(() => {
    if (menuRef.current?.open) setMenuOpen(true);
  }, []);

  return (
    // No backdrop-filter here: it would make the header the containing block of the menu's fixed panel.
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-gray-200 bg-white">
      <div className="container flex h-16 items-center justify-between gap-4">
        <Link
          to="/"
          className="flex min-h-11 items-center gap-2 font-bold text-brand-900"
          aria-label={m.site_home_label({ siteName: config.siteName })}
          data-outside-menu
        >
          <Icon name="graduation-cap" className="h-7 w-7 text-accent-500" />
          <span className="text-lg leading-tight">{config.siteName}</span>
        </Link>
        <nav aria-label={m.nav_main_label()} className="hidden lg:block" data-outside-menu>
          <ul className="flex items-center gap-6 text-sm">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={`inline-block py-2 ${linkClass(item.to)}`}
                  aria-current={isNavItemActive(item.to, pathname) ? "page" : undefined}
                >
                  {item.label()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher className="hidden text-sm text-gray-700 lg:block" linkClassName="hover:text-brand-700" />
          <Link to="/apply" className="btn-primary hidden px-4 text-sm sm:inline-flex" data-outside-menu>
            {m.apply_now()}
          </Link>
          {/* A <details> opens the menu before (and without) JavaScript; with it the menu also closes on Escape,
              keeps Tab inside and makes the page behind inert (see useModalMenu). */}
          <details
            id="site-menu"
            ref={menuRef}
            className="group lg:hidden"
            open={menuOpen}
            onToggle={(e) => setMenuOpen(e.currentTarget.open)}
            data-testid="mobile-menu"
          >
            <summary
              ref={toggleRef}
              className="flex h-11 w-11 list-none items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100 [&::-webkit-details-marker]:hidden"
              aria-label={m.site_menu()}
            >
              {/* Icons follow the open state in CSS, so they are right before hydration too. */}
              <Icon name="menu" className="h-6 w-6 group-open:hidden" />
              <Icon name="x" className="hidden h-6 w-6 group-open:block" />
            </summary>
            <MobileMenu
              config={config}
              pathname={pathname}
              onNavigate={(event) => closeMenu(leavesPage(event.currentTarget) ? "navigate" : "dismiss")}
            />
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
  onNavigate: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    // Below the 4rem header bar (which keeps the close button) down to the bottom of the screen, over the page.
    <div
      className="fixed inset-x-0 bottom-0 top-16 z-50 overflow-y-auto overscroll-contain border-t border-gray-200 bg-white px-4 pb-10 pt-4 sm:px-6"
      role="dialog"
      aria-label={m.menu_dialog_label()}
    >
      <nav aria-label={m.nav_mobile_label()}>
        <ul className="space-y-1 text-lg">
          {NAV_ITEMS.map((item) => {
            const active = isNavItemActive(item.to, pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={active ? "page" : undefined}
                  className={`flex min-h-12 items-center rounded-lg px-3 ${active ? "bg-brand-50 font-semibold text-brand-700" : "text-gray-800 hover:bg-gray-50"}`}
                >
                  {item.label()}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Link to="/apply" onClick={onNavigate} className="btn-primary mt-6 w-full">
        {m.apply_now()}
      </Link>
      <LanguageSwitcher className="mt-4 text-gray-800" linkClassName="rounded-lg hover:bg-gray-50" />
      <div className="mt-8 border-t border-gray-200 pt-6 text-gray-700">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-600">{m.contact_us_heading()}</h2>
        <ul className="mt-2">
          <li>
            <a
              href={`mailto:${config.email}`}
              onClick={onNavigate}
              className="flex min-h-11 items-center gap-3 break-all"
            >
              <Icon name="mail" className="h-5 w-5 shrink-0" /> {config.email}
            </a>
          </li>
          {config.whatsappNumbers.map((number) => (
            <li key={number}>
              <a
                href={whatsappHref(number)}
                onClick={onNavigate}
                className="flex min-h-11 items-center gap-3"
                rel="noopener"
              >
                <Icon name="whatsapp" className="h-5 w-5 shrink-0" /> WhatsApp {number}
              </a>
            </li>
          ))}
          <li className="flex min-h-11 items-center gap-3">
            <Icon name="map-pin" className="h-5 w-5 shrink-0" /> {m.offices_line()}
          </li>
        </ul>
        <SocialLinks
          config={config}
          onClick={onNavigate}
          className="mt-2 flex gap-2"
          linkClassName="h-11 w-11 rounded-lg text-gray-700 hover:bg-gray-100 hover:text-brand-700"
          iconClassName="h-6 w-6"
        />
      </div>
    </div>
  );
}
