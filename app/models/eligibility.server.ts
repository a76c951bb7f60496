// /eligibility and GET /api/eligibility: every offering of a level (and field) judged against one student's
// profile, with its all-in yearly cost after the discounts that student gets, and every scholarship and discount
// rule by university. Everything is read in one D1 batch (one round trip); nothing is written.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { currentLocale } from "~/i18n/current-locale";
import { BASE_LOCALE } from "~/i18n/locale";
import { programs, universities } from "~/db/schema";
import type { AppliedDiscount, DiscountProfile, DiscountRule } from "~/lib/discounts";
import { assess, type Gap, type Requirement } from "~/lib/eligibility";
import type { EligibilityQuery } from "~/lib/eligibility-schema";
import type { DisplayCurrency, ExchangeRate } from "~/lib/currency";
import type { Range } from "~/lib/yearly-cost";
import { selectDiscountRules, selectRequirements } from "./entry-rules.server";
import { offeringFacts, rateFor, selectCostLines, selectIntakes, selectRates } from "./offering-facts.server";
import { translated } from "./translated.server";
import { listUniversityNames } from "./universities.server";

/** The all-in figure an eligibility answer is read by: a first year with a dormitory place (the cheaper choice). */
const HOUSING = "dormitory";

/** How an offering stands: meets the stated rules (and the budget), meets them but costs more, or lacks something. */
export type Standing = "meets" | "over_budget" | "gaps";

export type EligibilityResult = {
  id: number;
  slug: string;
  name: string;
  category: string;
  universityId: number;
  universitySlug: string;
  universityName: string;
  universityShortName: string;
  standing: Standing;
  meets: boolean;
  gaps: Gap[];
  overBudget: boolean;
  otherExam: string | null;
  /** The requirement row's checked date (null when the offering states no rule for this qualification). */
  checkedOn: string | null;
  /** The requirement row is example data, read from no source: the page says so instead of the date. */
  example: boolean;
  tuition: { listUsd: number; netUsd: number; discounts: AppliedDiscount[] };
  totalUsd: Range;
  /** In the display currency (the answer's `rate`); null for dollars only. */
  totalConverted: Range | null;
  nextDeadline: string | null;
};

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

const STANDING_ORDER: Standing[] = ["meets", "gaps", "over_budget"];

/**
 * The offerings `where` picks, with what a result names. Every column has its own name: in a batch D1 answers rows
 * as objects, where the joined tables' `name` and `slug` would overwrite each other.
 */
function selectOfferings(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: programs.id,
      slug: programs.slug,
      name: translated(programs.name, programs.id),
      category: programs.category,
      tuitionPerYear: programs.tuitionPerYear,
      universityId: programs.universityId,
      universitySlug: sql<string>`${universities.slug}`.as("university_slug"),
      universityName: sql<string>`${universities.name}`.as("university_name"),
      universityShortName: sql<string>`${universities.shortName}`.as("university_short_name"),
    })
    .from(programs)
    .innerJoin(universities, eq(programs.universityId, universities.id))
    .where(where)
    .orderBy(asc(universities.sortOrder), asc(programs.sortOrder), asc(programs.id));
}

/** The profile's discount side: nationality, sibling and merit from its grades or score. */
export const discountProfile = (profile: EligibilityQuery["profile"]): DiscountProfile => ({
  nationality: profile.nationality,
  sibling: profile.sibling,
  merit: { qualification: profile.qualification, grades: profile.grades, score: profile.score },
});

type ScholarshipRows = (DiscountRule & { englishConditions: string })[];

/** Every discount rule, grouped by university in catalogue order (universities without rules left out). */
function scholarshipsOf(
  rules: (DiscountRule & { englishConditions: string })[],
  universities: { id: number; name: string }[],
): Scholarship[] {
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

/** A budget in dollars: naira at the dated naira rate, to the dollar; null without a rate. */
export function budgetInUsd(budget: { amount: number; currency: "USD" | "NGN" }, rate: ExchangeRate | null) {
  if (budget.currency === "USD") return budget.amount;
  return rate ? Math.floor(budget.amount / rate.perUsd) : null;
}

/** The scholarships section alone (the page before the form is sent). */
export async function loadScholarships(db: Db) {
  const [rules, universities] = await db.batch([selectDiscountRules(db), listUniversityNames(db)]);
  return { scholarships: scholarshipsOf(rules as ScholarshipRows, universities) };
}

/**
 * The answer to one query: the offerings of its level (and field), each judged and costed, sorted by standing
 * (meets, then lacking something, then over budget) and all-in cost, in dollars and `currency` at `rate`; plus the
 * scholarships. A naira budget is converted at D1's dated naira rate (`budget.usd`; null when D1 holds no rate: then
 * nothing is marked over budget, and the page says why).
 */
export async function loadEligibility(
  db: Db,
  query: EligibilityQuery,
  today: string,
  currency: DisplayCurrency = "NGN",
) {
  const where = and(eq(programs.studyLevel, query.level), query.field ? eq(programs.category, query.field) : undefined);
  const ids = db.select({ id: programs.id }).from(programs).where(where);
  const [offerings, requirements, rules, lines, intakes, rates, universities] = await db.batch([
    selectOfferings(db, where),
    selectRequirements(db, ids),
    selectDiscountRules(db),
    selectCostLines(db),
    selectIntakes(db, where ?? eq(programs.studyLevel, query.level)),
    selectRates(db),
    listUniversityNames(db),
  ]);
  const rate = rateFor(rates, currency);
  const budget = query.budget && { ...query.budget, usd: budgetInUsd(query.budget, rateFor(rates, "NGN")) };
  const budgetUsd = budget?.usd ?? null;
  const discounts = rules as ScholarshipRows;
  const profile = discountProfile(query.profile);
  const results: EligibilityResult[] = offerings.map((o) => {
    const verdict = assess(
      (requirements as Requirement[]).filter((r) => r.programId === o.id),
      query.profile,
    );
    const facts = offeringFacts(o, { intakes, lines, discounts, rate }, HOUSING, today, profile);
    const overBudget = budgetUsd !== null && budgetUsd < facts.cost.totalUsd.min;
    return {
      id: o.id,
      slug: o.slug,
      name: o.name,
      category: o.category,
      universityId: o.universityId,
      universitySlug: o.universitySlug,
      universityName: o.universityName,
      universityShortName: o.universityShortName,
      standing: !verdict.meets ? "gaps" : overBudget ? "over_budget" : "meets",
      meets: verdict.meets,
      gaps: verdict.gaps,
      overBudget,
      otherExam: verdict.requirement?.otherExam ?? null,
      checkedOn: verdict.requirement?.checkedOn ?? null,
      example: verdict.requirement?.example ?? false,
      tuition: facts.cost.tuition,
      totalUsd: facts.cost.totalUsd,
      totalConverted: facts.totalConverted,
      nextDeadline: facts.nextIntake?.applicationDeadline ?? null,
    };
  });
  results.sort(
    (a, b) =>
      STANDING_ORDER.indexOf(a.standing) - STANDING_ORDER.indexOf(b.standing) ||
      a.totalUsd.min - b.totalUsd.min ||
      a.totalUsd.max - b.totalUsd.max ||
      a.id - b.id,
  );
  return { results, rate, budget, scholarships: scholarshipsOf(discounts, universities) };
}
