import { withoutLocale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";

/** The main navigation; `label` is called while rendering, so it reads the page's language. */
export const NAV_ITEMS = [
  { to: "/", label: m.nav_home },
  { to: "/universities", label: m.nav_universities },
  { to: "/programs", label: m.nav_programs },
  { to: "/services", label: m.nav_services },
  { to: "/application-guide", label: m.nav_application_guide },
  { to: "/about", label: m.nav_about },
] as const;

/**
 * Active by path prefix, as the spec says: '/' only on the home page; '/programs' also covers
 * '/programs-catalog', '/programs-legacy' and '/programs/{slug}'.
 */
export function isNavItemActive(to: string, pathname: string) {
  const page = withoutLocale(pathname);
  if (to === "/") return page === "/";
  return page === to || page.startsWith(to);
}
