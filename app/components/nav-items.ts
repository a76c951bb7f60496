import { withoutLocale } from "~/i18n/locale";

export const NAV_ITEMS = [
  { to: "/", label: "Home" },
  { to: "/universities", label: "Universities" },
  { to: "/programs", label: "Programs" },
  { to: "/services", label: "Services" },
  { to: "/application-guide", label: "Application Guide" },
  { to: "/about", label: "About" },
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
