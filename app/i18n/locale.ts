// The site's languages and how a URL names one (docs/decisions/0027-three-languages.md): English at today's
// addresses, French under /fr and Arabic under /ar, every page the same below the prefix. The messages themselves
// are Paraglide's (app/i18n/messages/{locale}.json, compiled to app/i18n/paraglide).

export const LOCALES = ["en", "fr", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = "en";
/** The locales whose pages live under a prefix: `/fr/…`, `/ar/…`. */
export const PREFIXED_LOCALES = ["fr", "ar"] as const satisfies readonly Locale[];

/** Each locale's own name, as the language switcher shows it (in that language). */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", fr: "Français", ar: "العربية" };

/** Open Graph's language_TERRITORY, for the audience each locale serves. */
export const OG_LOCALES: Record<Locale, string> = { en: "en_NG", fr: "fr_FR", ar: "ar_AR" };

export const isLocale = (value: string | undefined): value is Locale => LOCALES.includes(value as Locale);

/** Arabic is written right to left. */
export const textDirection = (locale: Locale) => (locale === "ar" ? "rtl" : "ltr");

/** The locale a path names by its first segment (exactly `fr` or `ar`); English otherwise. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return PREFIXED_LOCALES.find((locale) => locale === first) ?? BASE_LOCALE;
}

/** The path without its locale prefix: `/fr/about` → `/about`, `/ar` → `/`; an English path as it is. */
export function withoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === BASE_LOCALE) return pathname;
  return pathname.slice(locale.length + 1) || "/";
}

/** The same page in `locale`: `("/about", "fr")` → `/fr/about`, `("/fr/about", "en")` → `/about`. */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = withoutLocale(pathname);
  if (locale === BASE_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** An address within the site in `locale`, its query and fragment kept: `("/apply?program=X", "fr")` → `/fr/apply?program=X`. */
export function localizedHref(href: string, locale: Locale): string {
  const at = href.search(/[?#]/);
  const [path, rest] = at === -1 ? [href, ""] : [href.slice(0, at), href.slice(at)];
  return `${localizedPath(path || "/", locale)}${rest}`;
}
