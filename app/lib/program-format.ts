import { formatUsd } from "./money";
// How program facts read on the pages. Pure functions, shared by loaders and components.

const LEVEL_LABELS: Record<string, string> = {
  bachelor: "Bachelor's",
  master: "Master's",
  phd: "PhD",
  associate: "Associate",
};

/** A D1 study_level as a short label ("Bachelor's"); unknown values are shown as they are. */
export function studyLevelLabel(level: string): string {
  return LEVEL_LABELS[level] ?? level;
}

const DEGREE_LABELS = {
  bachelor: "Bachelor's Degree",
  master: "Master's Degree",
  phd: "PhD (Doctorate)",
  associate: "Associate Degree",
} as const;

/**
 * The degree level of the program detail's details card. D1's study_level is the truth (DECISIONS.md: level
 * comes from D1, not from the slug's spelling); the spec's slug rule (Master's when the slug contains mba,
 * science, security or intelligence, else Bachelor's) only answers when D1 has no known level.
 */
export function degreeLevel(slug: string, studyLevel: string | null | undefined): string {
  const known =
    studyLevel && studyLevel in DEGREE_LABELS ? DEGREE_LABELS[studyLevel as keyof typeof DEGREE_LABELS] : undefined;
  if (known) return known;
  return /mba|science|security|intelligence/.test(slug) ? DEGREE_LABELS.master : DEGREE_LABELS.bachelor;
}

/** '$3,300-$8,000/year', or '$6,500/year' when every offering costs the same. */
export function tuitionRange(min: number, max: number): string {
  return min === max ? `${formatUsd(min)}/year` : `${formatUsd(min)}-${formatUsd(max)}/year`;
}

/** The API-page card's tuition when a program has none (spec section 2). */
export const DEFAULT_TUITION = "$3,000-$15,000/year";
/** The API-page card's description when a program has none. */
export const DEFAULT_DESCRIPTION =
  "A program taught at one of our partner universities in Istanbul, with internationally recognised degrees and support from our advisers at every step of your application.";

/** "Istanbul Medipol University" → "istanbul-medipol-university" (the legacy page's hash rule). */
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
