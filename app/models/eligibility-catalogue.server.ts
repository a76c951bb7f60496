// What every /eligibility answer is computed from: every offering with its entry rules, intakes and cost lines,
// every discount rule, the rates and the universities, in the request's language. The same for every student, so
// it is read once per isolate and catalogue version (one batch) and kept in memory; an answer then costs one tiny
// read (the version: D1's triggers bump it on every catalogue write, rates and translations included, so an edit
// is in the very next answer) and arithmetic. Issue 40: the batch and its shaping cost most of an answer.
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { catalogueVersion, programs, universities } from "~/db/schema";
import { currentLocale } from "~/i18n/current-locale";
import { BASE_LOCALE, type Locale } from "~/i18n/locale";
import type { DiscountRule } from "~/catalogue/discounts";
import type { Requirement } from "~/catalogue/eligibility-rules";
import type { Intake } from "~/catalogue/intakes";
import type { StudyLevel } from "~/catalogue/program-filter-options";
import type { CostLine } from "~/catalogue/yearly-cost";
import { getCatalogueVersion } from "./catalogue-version.server";
import { selectDiscountRules, selectRequirements } from "./entry-rules.server";
import { selectCostLines, selectIntakes, selectRates } from "./offering-facts.server";
import { translated } from "./translated.server";
import { listUniversityNames } from "./university-rows.server";

export type DiscountRow = DiscountRule & { englishConditions: string };

export type Scholarship = {
  universityId: number;
  universityName: string;
  rules: (Pick<
    DiscountRule,
    "id" | "kind" | "label" | "conditions" | "percent" | "startsOn" | "endsOn" | "checkedOn" | "example" | "programId"
  > & {
    /** "en" when the conditions are the English cell on a French or Arabic page (no translation in D1 yet). */
    conditionsLang: "en" | undefined;
  })[];
};

/**
 * Every offering with what a result names. Every column has its own name: in a batch D1 answers rows as objects,
 * where the joined tables' `name` and `slug` would overwrite each other.
 */
function selectOfferings(db: Db) {
  return db
    .select({
      id: programs.id,
      slug: programs.slug,
      name: translated(programs.name, programs.id),
      category: programs.category,
      studyLevel: programs.studyLevel,
      tuitionPerYear: programs.tuitionPerYear,
      universityId: programs.universityId,
      universitySlug: sql<string>`${universities.slug}`.as("university_slug"),
      universityName: sql<string>`${universities.name}`.as("university_name"),
      universityShortName: sql<string>`${universities.shortName}`.as("university_short_name"),
    })
    .from(programs)
    .innerJoin(universities, eq(programs.universityId, universities.id))
    .orderBy(asc(universities.sortOrder), asc(programs.sortOrder), asc(programs.id));
}

/** Every discount rule, grouped by university in catalogue order (universities without rules left out). */
function scholarshipsOf(rules: DiscountRow[], universities: { id: number; name: string }[]): Scholarship[] {
  const english = currentLocale() === BASE_LOCALE;
  return universities.flatMap((u) => {
    const own = rules.filter((r) => r.universityId === u.id);
    if (own.length === 0) return [];
    return [
      {
        universityId: u.id,
        universityName: u.name,
        rules: own.map((r) => ({
          id: r.id,
          kind: r.kind,
          label: r.label,
          conditions: r.conditions,
          conditionsLang: !english && r.conditions === r.englishConditions ? "en" : undefined,
          percent: r.percent,
          startsOn: r.startsOn,
          endsOn: r.endsOn,
          checkedOn: r.checkedOn,
          example: r.example,
          programId: r.programId,
        })),
      },
    ];
  });
}

/** Groups rows by their `programId`. */
function byProgram<Row extends { programId: number }>(rows: Row[]) {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) {
    const own = grouped.get(row.programId);
    if (own) own.push(row);
    else grouped.set(row.programId, [row]);
  }
  return grouped;
}

/** Reads the whole catalogue side of eligibility in one batch, with the version it is of. */
async function readCatalogue(db: Db) {
  const [version, offerings, requirements, discounts, lines, intakes, rates, universityNames] = await db.batch([
    db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1)),
    selectOfferings(db),
    selectRequirements(db, db.select({ id: programs.id }).from(programs)),
    selectDiscountRules(db),
    selectCostLines(db),
    selectIntakes(db),
    selectRates(db),
    listUniversityNames(db),
  ]);
  const rules = discounts as DiscountRow[];
  return {
    version: version[0]?.version,
    /** Catalogue order (university, then program). */
    offerings: offerings as (Omit<(typeof offerings)[number], "studyLevel"> & { studyLevel: StudyLevel })[],
    requirements: byProgram(requirements as Requirement[]),
    intakes: byProgram(intakes as (Intake & { programId: number })[]),
    discounts: rules,
    lines: lines as CostLine[],
    rates,
    scholarships: scholarshipsOf(rules, universityNames),
  };
}

export type EligibilityCatalogue = Awaited<ReturnType<typeof readCatalogue>>;

/** Per isolate, the latest catalogue read in each language. */
const kept = new Map<Locale, EligibilityCatalogue>();

/**
 * The catalogue side of eligibility in the request's language: from memory while D1's catalogue version is the one
 * it was read at, else read again (and kept). When D1 cannot say its version, read and not kept.
 */
export async function loadEligibilityCatalogue(db: Db): Promise<EligibilityCatalogue> {
  const locale = currentLocale();
  const known = kept.get(locale);
  // Nothing kept yet: the batch itself says its version, so the version is not read first (one round trip, not two).
  // With a copy kept, the version alone is read; only after an edit does the batch follow it (a second).
  if (known && (await getCatalogueVersion(db))?.version === known.version) return known;
  const fresh = await readCatalogue(db);
  if (fresh.version !== undefined) kept.set(locale, fresh);
  return fresh;
}
