// The country a payer pays from (payments.payer_country, ISO 3166 alpha-2): a sponsor gives it on the sponsor view's
// pay form. The countries the students come from (app/catalogue/nationality.ts), then those where their families
// most often work and pay from. Names come from Intl in the page's language (countryOptions).
import { countryOptions, NATIONALITIES } from "~/catalogue/nationality";

export const PAYER_COUNTRIES = [
  ...NATIONALITIES,
  "GB",
  "US",
  "CA",
  "IE",
  "FR",
  "DE",
  "IT",
  "BE",
  "NL",
  "ES",
  "TR",
] as const;

export type PayerCountry = (typeof PAYER_COUNTRIES)[number];

/** The payer countries as a select's options, sorted by name in the page's language, Nigeria first. */
export const payerCountryOptions = () =>
  countryOptions(PAYER_COUNTRIES).map(({ code, name }) => ({ value: code, label: name }));
