// /eligibility and GET /api/eligibility: every offering of a level (and field) judged against one student's
// profile, with its all-in yearly cost after the discounts that student gets, and every scholarship and discount
// rule by university. The catalogue side comes from memory while the catalogue version is unchanged
// (eligibility-catalogue.server.ts): an answer is one tiny read and arithmetic. Nothing is written.
import type { Db } from "~/db/client.server";
import type { DisplayCurrency, ExchangeRate } from "~/catalogue/display-currency";
import type { AppliedDiscount, DiscountProfile } from "~/catalogue/discounts";
import { assess, type Gap } from "~/catalogue/eligibility-rules";
import type { EligibilityQuery } from "~/catalogue/eligibility-schema";
import type { Range } from "~/catalogue/yearly-cost";
import { loadEligibilityCatalogue } from "./eligibility-catalogue.server";
import { offeringFacts, rateFor } from "./offering-facts.server";

export type { Scholarship } from "./eligibility-catalogue.server";

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

const STANDING_ORDER: Standing[] = ["meets", "gaps", "over_budget"];

/** The profile's discount side: nationality, sibling and merit from its grades or score. */
export const discountProfile = (profile: EligibilityQuery["profile"]): DiscountProfile => ({
  nationality: profile.nationality,
  sibling: profile.sibling,
  merit: { qualification: profile.qualification, grades: profile.grades, score: profile.score },
});

/** A budget in dollars: another currency at its dated rate, to the dollar; null without a rate. */
export function budgetInUsd(budget: { amount: number; currency: DisplayCurrency }, rate: ExchangeRate | null) {
  if (budget.currency === "USD") return budget.amount;
  return rate ? Math.floor(budget.amount / rate.perUsd) : null;
}

/** The scholarships section alone (the page before the form is sent). */
export async function loadScholarships(db: Db) {
  return { scholarships: (await loadEligibilityCatalogue(db)).scholarships };
}

/**
 * The answer to one query: the offerings of its level (and field), each judged and costed, sorted by standing
 * (meets, then lacking something, then over budget) and all-in cost, in dollars and `currency` at `rate`; plus the
 * scholarships. A budget in another currency than dollars is converted at D1's dated rate of that currency
 * (`budget.usd`; null when D1 holds no such rate: then nothing is marked over budget, and the page says why).
 */
export async function loadEligibility(
  db: Db,
  query: EligibilityQuery,
  today: string,
  currency: DisplayCurrency = "NGN",
) {
  const catalogue = await loadEligibilityCatalogue(db);
  const { discounts, lines, rates } = catalogue;
  const rate = rateFor(rates, currency);
  const budget = query.budget && {
    ...query.budget,
    usd: budgetInUsd(query.budget, rateFor(rates, query.budget.currency)),
  };
  const budgetUsd = budget?.usd ?? null;
  const profile = discountProfile(query.profile);
  const offerings = catalogue.offerings.filter(
    (o) => o.studyLevel === query.level && (!query.field || o.category === query.field),
  );
  const results: EligibilityResult[] = offerings.map((o) => {
    const verdict = assess(catalogue.requirements.get(o.id) ?? [], query.profile);
    const intakes = catalogue.intakes.get(o.id) ?? [];
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
  return { results, rate, budget, scholarships: catalogue.scholarships };
}
