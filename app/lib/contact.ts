import { renderLocale } from "~/i18n/intl";

/** wa.me wants the number as digits only. */
export function whatsappHref(number: string, text?: string) {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

/** The region codes of the countries the site configuration names in English (config.offices). */
const REGIONS: Record<string, string> = { Nigeria: "NG", Turkey: "TR" };
const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * An office's country as the page's language writes it: the configuration's English name on English pages (CLDR
 * would say "Türkiye" there), Intl's name for it in French and Arabic; a country without a code stays as written.
 */
export function countryName(country: string, locale = renderLocale()) {
  const region = REGIONS[country];
  if (locale === "en" || !region) return country;
  const names = regionNames.get(locale) ?? new Intl.DisplayNames([locale], { type: "region" });
  regionNames.set(locale, names);
  return names.of(region) ?? country;
}
