import { Link as RouterLink, type LinkProps, type To } from "react-router";
import { type Locale, localizedHref, localizedPath } from "./locale";
import { useLocale } from "./use-locale";

/**
 * React Router's Link, kept in the page's language: a site path (`/apply`) leads to the same page under the
 * current prefix (`/fr/apply` on a French page). Relative and external targets are left as they are; the language
 * switcher links to other languages with React Router's own Link.
 */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizedTo(to, useLocale())} {...props} />;
}

export function localizedTo(to: To, locale: Locale): To {
  if (typeof to === "string") return to.startsWith("/") && !to.startsWith("//") ? localizedHref(to, locale) : to;
  return to.pathname?.startsWith("/") ? { ...to, pathname: localizedPath(to.pathname, locale) } : to;
}
