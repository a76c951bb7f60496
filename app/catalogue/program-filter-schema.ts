import { z } from "zod";
import { INTAKE_MONTHS } from "~/catalogue/intakes";
import {
  CATALOG_TABS,
  PROGRAM_CATEGORIES,
  PROGRAM_LANGUAGES,
  type StudyLevel,
} from "~/catalogue/program-filter-options";

// The query strings of the three program pages, one schema per filter form. The loader reads them (the truth)
// and hands the parsed filters to its page, which presets its controls from them. A value a page does not
// know (a typo, an old link) is ignored rather than answered with an error: the page then shows everything.

const LEVEL_ALIASES: Record<string, StudyLevel> = {
  bachelor: "bachelor",
  "bachelor's": "bachelor",
  master: "master",
  "master's": "master",
  phd: "phd",
  associate: "associate",
  certificate: "associate",
};

/** An optional query value that must be one of `values`; anything else reads as "no filter". */
const oneOf = <T extends string>(values: readonly T[]) =>
  z
    .string()
    .optional()
    .transform((v) => ((values as readonly string[]).includes(v ?? "") ? (v as T) : undefined));

const level = z
  .string()
  .optional()
  .transform((v) => (v ? LEVEL_ALIASES[v.trim().toLowerCase()] : undefined));

const universityId = z
  .string()
  .optional()
  .transform((v) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined));

const search = z
  .string()
  .optional()
  .transform((v) => v?.trim().slice(0, 100) || undefined);

const slug = z
  .string()
  .optional()
  .transform((v) => (v && /^[a-z0-9-]{1,80}$/.test(v) ? v : undefined));

/** /programs: program (the Category), level, language, university, intake ("starting in": february, september). */
export const programsFilterSchema = z.object({
  program: oneOf(PROGRAM_CATEGORIES),
  level,
  language: oneOf(PROGRAM_LANGUAGES),
  university: universityId,
  intake: oneOf(INTAKE_MONTHS.map((m) => m.value)),
});
export type ProgramsFilter = z.output<typeof programsFilterSchema>;

/** /programs-catalog: q, level, language, university and the faculty tab. */
export const catalogFilterSchema = z.object({
  q: search,
  level,
  language: oneOf(PROGRAM_LANGUAGES),
  university: universityId,
  tab: oneOf(CATALOG_TABS.map((t) => t.key)).transform((v) => v ?? "all"),
});
export type CatalogFilter = z.output<typeof catalogFilterSchema>;

/** /programs-legacy: q, university, faculty (a faculty slug) and language; expand=all opens every faculty. */
export const legacyFilterSchema = z.object({
  q: search,
  university: universityId,
  faculty: slug,
  language: oneOf(PROGRAM_LANGUAGES),
  expand: z
    .string()
    .optional()
    .transform((v) => v === "all"),
});
export type LegacyFilter = z.output<typeof legacyFilterSchema>;

/** Reads a page's filters from its URL with one of the schemas above (never throws). */
export function readFilters<S extends z.ZodType>(schema: S, searchParams: URLSearchParams): z.output<S> {
  return schema.parse(Object.fromEntries(searchParams));
}
