// The filter vocabularies of spec section 5 and the faculty tabs of /programs-catalog. Kept apart from the zod
// schemas (program-filter-schema.ts) so that pages can import them without shipping zod to the browser. Labels are
// message functions, called at render so that each request reads them in its own language.
import { m } from "~/i18n/paraglide/messages";
import { categoryLabel } from "~/catalogue/program-format";

export const PROGRAM_CATEGORIES = [
  "Health Sciences",
  "Engineering",
  "Business",
  "Arts & Design",
  "Social Sciences",
] as const;
export const PROGRAM_LANGUAGES = ["English", "Turkish", "English & Turkish"] as const;
/** D1's programs.study_level values. */
export const STUDY_LEVELS = ["bachelor", "master", "phd", "associate"] as const;
export type StudyLevel = (typeof STUDY_LEVELS)[number];

/** The /programs Category options: the category as value, its label in the page's language. */
export const categoryOptions = () => PROGRAM_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }));

/** The /programs Study Level labels; 'Certificate' is D1's associate level. */
export const apiLevelOptions = (): { value: StudyLevel; label: string }[] => [
  { value: "bachelor", label: m.programs_level_bachelors() },
  { value: "master", label: m.programs_level_masters() },
  { value: "phd", label: m.programs_level_phd() },
  { value: "associate", label: m.programs_level_certificate() },
];

/** The /programs-catalog Study Level labels. */
export const catalogLevelOptions = (): { value: StudyLevel; label: string }[] => [
  { value: "bachelor", label: m.programs_level_bachelor() },
  { value: "master", label: m.programs_level_master() },
  { value: "phd", label: m.programs_level_phd() },
  { value: "associate", label: m.programs_level_associate() },
];

/** The /programs-catalog faculty tabs, in the spec's order; keys are programs.catalog_tab values. */
export const CATALOG_TABS = [
  { key: "all", label: m.programs_tab_all },
  { key: "medicine", label: m.programs_tab_medicine },
  { key: "dentistry", label: m.programs_tab_dentistry },
  { key: "pharmacy", label: m.programs_tab_pharmacy },
  { key: "engineering", label: m.programs_tab_engineering },
  { key: "arts-design", label: m.programs_tab_arts_design },
  { key: "business", label: m.programs_tab_business },
  { key: "health-sciences", label: m.programs_tab_health_sciences },
  { key: "law", label: m.programs_tab_law },
  { key: "communication", label: m.programs_tab_communication },
  { key: "social-sciences", label: m.programs_tab_social_sciences },
  { key: "education", label: m.programs_tab_education },
  { key: "graduate", label: m.programs_tab_graduate },
  { key: "associate", label: m.programs_tab_associate },
] as const;
export type CatalogTabKey = (typeof CATALOG_TABS)[number]["key"];
