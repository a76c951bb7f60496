import { m } from "~/i18n/paraglide/messages";
import { numberFormat, renderLocale } from "~/i18n/intl";
import { formatUsd } from "~/catalogue/money";
// How program facts read on the pages, in the page's language. Pure functions, shared by loaders and components.
// D1 keeps its facts in English ('4 years', 'English & Turkish', '$4,500/year'): the labels below translate the
// values the catalogue uses and show anything else as it is. Query values are never translated, only labels.

const LEVEL_LABELS: Record<string, () => string> = {
  bachelor: m.programs_level_bachelors,
  master: m.programs_level_masters,
  phd: m.programs_level_phd,
  associate: m.programs_level_associate,
};

/** A D1 study_level as a short label ("Bachelor's"); unknown values are shown as they are. */
export function studyLevelLabel(level: string): string {
  return LEVEL_LABELS[level]?.() ?? level;
}

const DEGREE_LABELS = {
  bachelor: m.programs_degree_bachelor,
  master: m.programs_degree_master,
  phd: m.programs_degree_phd,
  associate: m.programs_degree_associate,
} as const;

/**
 * The degree level of the program detail's details card. D1's study_level is the truth (DECISIONS.md: level
 * comes from D1, not from the slug's spelling); the spec's slug rule (Master's when the slug contains mba,
 * science, security or intelligence, else Bachelor's) only answers when D1 has no known level.
 */
export function degreeLevel(slug: string, studyLevel: string | null | undefined): string {
  const known =
    studyLevel && studyLevel in DEGREE_LABELS ? DEGREE_LABELS[studyLevel as keyof typeof DEGREE_LABELS] : undefined;
  if (known) return known();
  return /mba|science|security|intelligence/.test(slug) ? DEGREE_LABELS.master() : DEGREE_LABELS.bachelor();
}

const LANGUAGE_LABELS: Record<string, () => string> = {
  English: m.programs_language_english,
  Turkish: m.programs_language_turkish,
  "English & Turkish": m.programs_language_english_turkish,
  "Turkish & English": m.programs_language_turkish_english,
};

const CATEGORY_LABELS: Record<string, () => string> = {
  "Health Sciences": m.programs_category_health_sciences,
  Engineering: m.programs_category_engineering,
  Business: m.programs_category_business,
  "Arts & Design": m.programs_category_arts_design,
  "Social Sciences": m.programs_category_social_sciences,
};

/** Values listed together ('4 years / 5 years', a summary across universities), each shown by `label`. */
const eachOf = (text: string, label: (one: string) => string) => text.split(" / ").map(label).join(" / ");

/** A teaching language ('English', 'English & Turkish', or several joined by ' / ') in the page's language. */
export function languageLabel(languages: string): string {
  return eachOf(languages, (l) => LANGUAGE_LABELS[l]?.() ?? l);
}

/** A program category ('Health Sciences', the /programs groups) in the page's language. */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category]?.() ?? category;
}

/** A duration ('4 years', '1.5 years', or several joined by ' / ') in the page's language. */
export function durationLabel(duration: string): string {
  return eachOf(duration, (d) => {
    const [, years] = /^(\d+(?:\.\d+)?) years?$/.exec(d) ?? [];
    if (!years) return d;
    const count = Number(years);
    return m.programs_duration_years({ count, years: numberFormat({ maximumFractionDigits: 2 }).format(count) });
  });
}

/** '$3,300-$8,000/year', or '$6,500/year' when every offering costs the same. */
export function tuitionRange(min: number, max: number): string {
  return min === max
    ? m.programs_tuition_per_year({ amount: formatUsd(min) })
    : m.programs_tuition_range_per_year({ min: formatUsd(min), max: formatUsd(max) });
}

const dollars = (text: string) => Number(text.replace(/[$,]/g, ""));

/** D1's tuition text ('$4,500/year', '$3,300-$8,000/year') in the page's language; other text as it is. */
export function tuitionLabel(text: string): string {
  // In English, D1's text as staff wrote it ('$3,000 - $35,000/year' on a university).
  if (renderLocale() === "en") return text;
  const [, low, high] = /^(\$[\d,]+)(?:\s*-\s*(\$[\d,]+))?\/year$/.exec(text) ?? [];
  if (!low) return text;
  return tuitionRange(dollars(low), dollars(high ?? low));
}

/** D1's fees per semester ('$2,250') in the page's language; other text as it is. */
export function feeLabel(text: string): string {
  return /^\$[\d,]+$/.test(text) ? formatUsd(dollars(text)) : text;
}

/** The API-page card's tuition when a program has none (spec section 2): '$3,000-$15,000/year'. */
export const defaultTuition = () => tuitionRange(3000, 15000);
/** The API-page card's description when a program has none. */
export const defaultDescription = () => m.programs_default_description();

/** "Example State University" → "example-state-university" (the legacy page's hash rule). */
export function kebabCase(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ı/g, "i")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
