// The site's languages and how a URL names one (docs/decisions/0027-three-languages.md): English at today's
// addresses, French under /fr and Arabic under /ar, every page the same below the prefix. The messages themselves
// are Paraglide's (app/i18n/messages/{locale}.json, compiled to app/i18n/paraglide).

export const LOCALES = ["en", "fr", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = "en";
/** The locales whose pages live under a prefix: `/fr/…`, `/ar/…`. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== BASE_LOCALE);

/** What the code needs to know of a language besides its messages: the one place to describe a new locale. */
type LocaleProfile = {
  /** Its own name, as the language switcher shows it (in that language). */
  name: string;
  /** Its name in English, for the consultancy's e-mails ("Language: French"). */
  englishName: string;
  /** Open Graph's language_TERRITORY, for the audience it serves. */
  openGraph: string;
  direction: "ltr" | "rtl";
  /** Intl tags: numbers and money, dates, lists (`ar-u-nu-latn`: Arabic with Latin digits, decision 0027). */
  intl: { number: string; date: string; list: string };
  /** How a plain enumeration and a run of sentences are separated. */
  separators: { names: string; sentences: string };
  /** Whether its script joins letters, so words must not be letter-spaced (the YÖK seal). */
  joinsLetters: boolean;
};

export const LOCALE_PROFILES: Record<Locale, LocaleProfile> = {
  en: {
    name: "English",
    englishName: "English",
    openGraph: "en_NG",
    direction: "ltr",
    intl: { number: "en-US", date: "en-GB", list: "en-GB" },
    separators: { names: ", ", sentences: "; " },
    joinsLetters: false,
  },
  fr: {
    name: "Français",
    englishName: "French",
    openGraph: "fr_FR",
    direction: "ltr",
    intl: { number: "fr-FR", date: "fr-FR", list: "fr-FR" },
    separators: { names: ", ", sentences: "; " },
    joinsLetters: false,
  },
  ar: {
    name: "العربية",
    englishName: "Arabic",
    openGraph: "ar_AR",
    direction: "rtl",
    intl: { number: "ar-u-nu-latn", date: "ar-u-nu-latn", list: "ar" },
    separators: { names: "، ", sentences: "؛ " },
    joinsLetters: true,
  },
};

export const isLocale = (value: string | undefined): value is Locale => LOCALES.includes(value as Locale);

export const textDirection = (locale: Locale) => LOCALE_PROFILES[locale].direction;

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
