// The filter vocabularies of spec section 5 and the faculty tabs of /programs-catalog. Kept apart from the zod
// schemas (program-filters.ts) so that pages can import them without shipping zod to the browser.

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

/** The /programs Study Level labels; 'Certificate' is D1's associate level. */
export const API_LEVEL_OPTIONS: { value: StudyLevel; label: string }[] = [
  { value: "bachelor", label: "Bachelor's" },
  { value: "master", label: "Master's" },
  { value: "phd", label: "PhD" },
  { value: "associate", label: "Certificate" },
];

/** The /programs-catalog Study Level labels. */
export const CATALOG_LEVEL_OPTIONS: { value: StudyLevel; label: string }[] = [
  { value: "bachelor", label: "Bachelor" },
  { value: "master", label: "Master" },
  { value: "phd", label: "PhD" },
  { value: "associate", label: "Associate" },
];

/** The /programs-catalog faculty tabs, in the spec's order; keys are programs.catalog_tab values. */
export const CATALOG_TABS = [
  { key: "all", label: "All Programs" },
  { key: "medicine", label: "Medicine" },
  { key: "dentistry", label: "Dentistry" },
  { key: "pharmacy", label: "Pharmacy" },
  { key: "engineering", label: "Engineering" },
  { key: "arts-design", label: "Arts and Design" },
  { key: "business", label: "Business" },
  { key: "health-sciences", label: "Health Sciences" },
  { key: "law", label: "Law" },
  { key: "communication", label: "Communication" },
  { key: "social-sciences", label: "Social Sciences" },
  { key: "education", label: "Education" },
  { key: "graduate", label: "Graduate" },
  { key: "associate", label: "Associate" },
] as const;
export type CatalogTabKey = (typeof CATALOG_TABS)[number]["key"];
