// Numbers, money and dates in the language of the page (docs/decisions/0027-three-languages.md): Intl per locale,
// one formatter per locale and style, made on first use. Arabic is written with Latin digits (0-9): tuition, naira
// amounts, dates and reference numbers then read the same as on the universities' fee sheets, bank transfers and
// the payment page, so a figure is never ambiguous. English keeps its former output exactly (money as en-US,
// dates as en-GB, tests/worker/format.test.ts).
import { type Locale, LOCALE_PROFILES } from "./locale";
import { getLocale } from "./paraglide/runtime";

/** The language being rendered: the request's on the server (app/i18n/request-locale.server.ts), the URL's in the browser. */
export const renderLocale = () => getLocale() as Locale;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(options: Intl.NumberFormatOptions, locale = renderLocale()) {
  const key = `${locale}${JSON.stringify(options)}`;
  const format = numberFormats.get(key) ?? new Intl.NumberFormat(LOCALE_PROFILES[locale].intl.number, options);
  numberFormats.set(key, format);
  return format;
}

export function dateFormat(options: Intl.DateTimeFormatOptions, locale = renderLocale()) {
  const key = `${locale}${JSON.stringify(options)}`;
  const format = dateFormats.get(key) ?? new Intl.DateTimeFormat(LOCALE_PROFILES[locale].intl.date, options);
  dateFormats.set(key, format);
  return format;
}

/** A currency's name in the page's language: 'Nigerian Naira', 'franc CFA (BEAC)', 'جنيه مصري'. */
export function currencyName(code: string, locale = renderLocale()) {
  return new Intl.DisplayNames(LOCALE_PROFILES[locale].intl.date, { type: "currency" }).of(code) ?? code;
}
