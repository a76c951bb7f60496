// The nationalities a page can price for (discount rules name ISO 3166 alpha-2 codes): the countries the consultancy
// serves, West and Central Africa and the Arabic-speaking countries first by how many students come from them.
// Names come from Intl in the page's language, so no list of country names is kept here.
import { renderLocale } from "~/i18n/intl";

export const NATIONALITIES = [
  "NG",
  "GH",
  "CM",
  "CI",
  "SN",
  "BJ",
  "TG",
  "BF",
  "ML",
  "NE",
  "GN",
  "SL",
  "LR",
  "GM",
  "TD",
  "GA",
  "CG",
  "CD",
  "KE",
  "UG",
  "TZ",
  "RW",
  "ET",
  "ZA",
  "ZW",
  "ZM",
  "EG",
  "SD",
  "LY",
  "TN",
  "DZ",
  "MA",
  "MR",
  "SO",
  "YE",
  "IQ",
  "SY",
  "JO",
  "LB",
  "PS",
  "SA",
  "AE",
  "KW",
  "QA",
  "OM",
  "BH",
] as const;

const KNOWN: ReadonlySet<string> = new Set(NATIONALITIES);

/** `?nationality=ng` → 'NG'; anything not in the list (or absent) is no nationality. */
export function readNationality(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? "";
  return KNOWN.has(code) ? code : null;
}

const names = new Map<string, Intl.DisplayNames>();

/** 'NG' → 'Nigeria', 'Nigéria', 'نيجيريا' in the page's language. */
export function nationalityName(code: string, locale = renderLocale()) {
  const display = names.get(locale) ?? new Intl.DisplayNames([locale], { type: "region" });
  names.set(locale, display);
  try {
    return display.of(code) ?? code;
  } catch {
    return code; // not a region code at all (a hand-made URL): shown as written
  }
}

type CountryOption = { code: string; name: string };
const sortedOptions = new WeakMap<readonly string[], Map<string, readonly CountryOption[]>>();

/**
 * `codes` (their first one kept first) sorted by name in the page's language. Sorted once per list, language and
 * isolate (a few hundred names through the collator: most of a form's render before issue 40).
 */
export function countryOptions(codes: readonly string[], locale = renderLocale()) {
  const byLocale = sortedOptions.get(codes) ?? new Map<string, readonly CountryOption[]>();
  sortedOptions.set(codes, byLocale);
  const known = byLocale.get(locale);
  if (known) return known;
  const [first, ...rest] = codes;
  const collator = new Intl.Collator(locale);
  const sorted = rest
    .map((code) => ({ code, name: nationalityName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const options = first === undefined ? sorted : [{ code: first, name: nationalityName(first, locale) }, ...sorted];
  byLocale.set(locale, options);
  return options;
}

/** The nationalities sorted by name in the page's language, Nigeria first (most students). */
export const nationalityOptions = (locale = renderLocale()) => countryOptions(NATIONALITIES, locale);
