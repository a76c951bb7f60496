// The nationalities the application form offers (ISO 3166 alpha-2, what applications.nationality and the
// checklist's and discounts' `nationalities` store): the West African and Arabic-speaking countries the
// consultancy's students come from. Named by Intl in the page's language, so no message ships for them.
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
  "EG",
  "SD",
  "LY",
  "TN",
  "DZ",
  "MA",
  "MR",
  "SO",
  "SA",
  "AE",
  "QA",
  "KW",
  "BH",
  "OM",
  "YE",
  "JO",
  "IQ",
  "SY",
  "LB",
  "PS",
] as const;
export type Nationality = (typeof NATIONALITIES)[number];

const names = new Map<string, Intl.DisplayNames>();

/** A country's name in the page's language (Intl's, CLDR). */
export function nationalityName(code: string, locale = renderLocale()) {
  const displayNames = names.get(locale) ?? new Intl.DisplayNames([locale], { type: "region" });
  names.set(locale, displayNames);
  return displayNames.of(code) ?? code;
}
