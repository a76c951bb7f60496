import { renderLocale } from "~/i18n/intl";

/** wa.me wants the number as digits only. */
export function whatsappHref(number: string, text?: string) {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

/** Whether a phone number is Nigerian: +234…, 234… or a local 0… number of 11 digits (0803 123 4567). */
export function isNigerianPhone(phone: string) {
  const digits = phone.replace(/[^\d+]/g, "");
  return digits.startsWith("+234") || digits.startsWith("234") || /^0\d{10}$/.test(digits);
}

/**
 * Which of the consultancy's WhatsApp numbers a hand-off goes to (docs/decisions/0029-whatsapp-hand-off.md): the
 * Nigerian office for a Nigerian student — a Nigerian phone number when the page knows one, else a Nigerian
 * nationality, else an English page (most of its readers are in Nigeria) — and the Istanbul representative for
 * everyone else (French and Arabic pages, other numbers and nationalities). Falls back to the first number.
 */
export function whatsappNumberFor(
  numbers: string[],
  who: { phone?: string | null; nationality?: string | null; locale: string },
) {
  const nigerian = numbers.find(isNigerianPhone);
  const other = numbers.find((n) => !isNigerianPhone(n));
  const isNigerian = who.phone
    ? isNigerianPhone(who.phone)
    : who.nationality
      ? who.nationality === "NG"
      : who.locale === "en";
  return (isNigerian ? nigerian : other) ?? numbers[0];
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
