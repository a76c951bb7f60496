import { asc, eq, inArray, isNull, or, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { costLines, exchangeRates, programIntakes, programs } from "~/db/schema";
import { applyDiscounts, type DiscountProfile, type DiscountRule, NO_PROFILE, rulesFor } from "~/catalogue/discounts";
import { type Intake, nextOpenIntake, upcomingIntakes } from "~/catalogue/intakes";
import { convertRange, type DisplayCurrency, type ExchangeRate } from "~/catalogue/display-currency";
import { type CostLine, type Housing, type Range, yearlyCost } from "~/catalogue/yearly-cost";
import { selectDiscountRules } from "./entry-rules.server";
import { listProgramsByIds } from "./program-rows.server";
import { translated } from "./translated.server";

/** An offering as the cost arithmetic needs it: a `programs` row's id, university and yearly tuition. */
export type OfferingKey = { id: number; universityId: number; tuitionPerYear: number };

/** The intakes of the offerings `where` picks (a condition on `programs`); every intake without one. */
export function selectIntakes(db: Db, where?: SQL) {
  return db
    .select({
      programId: programIntakes.programId,
      startsOn: programIntakes.startsOn,
      applicationDeadline: programIntakes.applicationDeadline,
      decisionWeeks: programIntakes.decisionWeeks,
      checkedOn: programIntakes.checkedOn,
    })
    .from(programIntakes)
    .innerJoin(programs, eq(programIntakes.programId, programs.id))
    .where(where)
    .orderBy(asc(programIntakes.startsOn));
}

/** Every intake of one university's offerings (its program table), keyed by `programId`. */
export function listUniversityIntakes(db: Db, universityId: number) {
  return selectIntakes(db, eq(programs.universityId, universityId));
}

/** Every dated rate D1 holds (one row per currency: a handful). */
export function selectRates(db: Db) {
  return db
    .select({
      currency: exchangeRates.currency,
      perUsd: exchangeRates.perUsd,
      rateDate: exchangeRates.rateDate,
      source: exchangeRates.source,
      example: exchangeRates.example,
    })
    .from(exchangeRates);
}

/** The rate of `currency` among `rows`; null for dollars (nothing to convert) and for a currency D1 has no rate of. */
export function rateFor(
  rows: { currency: string; perUsd: number; rateDate: string; source: string; example: boolean }[],
  currency: DisplayCurrency,
): ExchangeRate | null {
  if (currency === "USD") return null;
  const row = rows.find((r) => r.currency === currency);
  return row ? { ...row, currency } : null;
}

/** The dated rate of one currency (what a payment in it is charged at), or null when D1 has none. */
export async function getRate(db: Db, currency: Exclude<DisplayCurrency, "USD">) {
  return rateFor(await selectRates(db).where(eq(exchangeRates.currency, currency)), currency);
}

/** The universities of the offerings `ids`, as a subquery: what a batch reads beside the offerings themselves. */
export function universitiesOfOfferings(db: Db, ids: number[]) {
  return db.select({ id: programs.universityId }).from(programs).where(inArray(programs.id, ids));
}

/**
 * The cost lines of `universityIds` (or of a subquery's) and the Istanbul-wide ones; every line when
 * `universityIds` is omitted.
 */
export function selectCostLines(db: Db, universityIds?: number[] | SQLWrapper) {
  return db
    .select({
      key: costLines.key,
      universityId: costLines.universityId,
      label: translated(costLines.label, costLines.id),
      period: costLines.period,
      housing: costLines.housing,
      minUsd: costLines.minUsd,
      maxUsd: costLines.maxUsd,
      checkedOn: costLines.checkedOn,
      example: costLines.example,
      sortOrder: costLines.sortOrder,
    })
    .from(costLines)
    .where(
      universityIds ? or(isNull(costLines.universityId), inArray(costLines.universityId, universityIds)) : undefined,
    );
}

/** What `offeringFacts` computes from: the rows of one batch (any superset of the offering's own). */
export type FactRows = {
  intakes: (Intake & { programId: number })[];
  lines: CostLine[];
  discounts: DiscountRule[];
  /** The display currency's rate; null shows dollars only. */
  rate: ExchangeRate | null;
};

/** One offering's intakes and all-in yearly cost, after the discounts `profile` gets (pure, over read rows). */
export function offeringFacts(
  offering: OfferingKey,
  rows: FactRows,
  housing: Housing,
  today: string,
  profile: DiscountProfile = NO_PROFILE,
): OfferingFacts {
  const own: Intake[] = rows.intakes.filter((i) => i.programId === offering.id);
  const open = rulesFor(rows.discounts, offering, today);
  const cost = yearlyCost({
    tuitionUsd: offering.tuitionPerYear,
    universityId: offering.universityId,
    discounts: applyDiscounts(offering.tuitionPerYear, open, profile).applied,
    lines: rows.lines,
    housing,
  });
  return {
    intakes: upcomingIntakes(own, today),
    nextIntake: nextOpenIntake(own, today),
    cost,
    totalConverted: rows.rate ? convertRange(cost.totalUsd, rows.rate) : null,
    discountRules: open,
  };
}

/**
 * The intakes and the all-in yearly cost of each offering, read in one batch (four small selects, one round trip):
 * a page gets them with its first HTML. Dates are judged against `today` (Istanbul), so a past deadline is never
 * open. The tuition is after the discounts `profile` gets (app/catalogue/discounts.ts); `discountRules` lists every rule
 * open to the offering, got or not, so a page can say what else there is. Totals are in dollars and, at its dated
 * rate, in `currency` (app/catalogue/display-currency.ts). Keyed by offering id.
 */
export async function loadOfferingFacts(
  db: Db,
  offerings: OfferingKey[],
  housing: Housing,
  today: string,
  profile: DiscountProfile = NO_PROFILE,
  currency: DisplayCurrency = "NGN",
) {
  const ids = offerings.map((o) => o.id);
  const universityIds = [...new Set(offerings.map((o) => o.universityId))];
  if (ids.length === 0)
    return { rate: rateFor(await selectRates(db), currency), facts: new Map<number, OfferingFacts>() };
  const [intakes, lines, discounts, rates] = await db.batch([
    selectIntakes(db, inArray(programIntakes.programId, ids)),
    selectCostLines(db, universityIds),
    selectDiscountRules(db, universityIds),
    selectRates(db),
  ]);
  const rate = rateFor(rates, currency);
  const facts = new Map<number, OfferingFacts>();
  for (const offering of offerings) {
    facts.set(offering.id, offeringFacts(offering, { intakes, lines, discounts, rate }, housing, today, profile));
  }
  return { rate, facts };
}

/**
 * What offeringFacts computes from for the offerings of these program slugs, in one batch that needs no offering
 * row first: a program page reads it beside the offerings themselves (one round trip). Rows of the slugs' every
 * offering and university: a superset of any one offering's.
 */
export async function readFactRowsOfSlugs(db: Db, slugs: string[], currency: DisplayCurrency): Promise<FactRows> {
  const ofSlugs = inArray(programs.slug, slugs);
  const universityIds = db.select({ id: programs.universityId }).from(programs).where(ofSlugs);
  const offeringIds = db.select({ id: programs.id }).from(programs).where(ofSlugs);
  const [intakes, lines, discounts, rates] = await db.batch([
    selectIntakes(db, inArray(programIntakes.programId, offeringIds)),
    selectCostLines(db, universityIds),
    selectDiscountRules(db, universityIds),
    selectRates(db),
  ]);
  return { intakes, lines, discounts, rate: rateFor(rates, currency) };
}

export type OfferingFacts = {
  intakes: ReturnType<typeof upcomingIntakes>;
  nextIntake: ReturnType<typeof nextOpenIntake>;
  cost: ReturnType<typeof yearlyCost>;
  /** The total in the display currency (the rate's); null for dollars, or when D1 holds no rate: dollars only. */
  totalConverted: Range | null;
  /** Every discount rule open to the offering today, whether this student gets it or not. */
  discountRules: DiscountRule[];
};

/**
 * Offerings by id, in the order asked, each with its intakes and all-in yearly cost: /compare, /api/compare and
 * /api/programs/{id}. `missing` lists the ids D1 does not hold.
 */
export async function loadOfferingsWithFacts(
  db: Db,
  ids: number[],
  housing: Housing,
  today: string,
  profile: DiscountProfile = NO_PROFILE,
  currency: DisplayCurrency = "NGN",
) {
  if (ids.length === 0) return { rate: rateFor(await selectRates(db), currency), missing: [], offerings: [] };
  // One round trip: the offerings beside one batch of their facts, the universities' rows found by a subquery.
  // (The offerings are not in the batch: there D1 answers rows as objects, and their joined tables' `name` columns
  // would overwrite each other.)
  const universityIds = universitiesOfOfferings(db, ids);
  const [rows, [intakes, lines, discounts, rates]] = await Promise.all([
    listProgramsByIds(db, ids),
    db.batch([
      selectIntakes(db, inArray(programIntakes.programId, ids)),
      selectCostLines(db, universityIds),
      selectDiscountRules(db, universityIds),
      selectRates(db),
    ]),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const found = ids.flatMap((id) => byId.get(id) ?? []);
  const rate = rateFor(rates, currency);
  const facts = new Map(
    found.map((o) => [o.id, offeringFacts(o, { intakes, lines, discounts, rate }, housing, today, profile)]),
  );
  return {
    rate,
    missing: ids.filter((id) => !byId.has(id)),
    offerings: found.flatMap((row) => {
      const f = facts.get(row.id);
      return f ? [{ ...row, ...f }] : [];
    }),
  };
}

type OfferingRow = Awaited<ReturnType<typeof listProgramsByIds>>[number];

/** What names an offering on a page (/compare's columns, /shortlist's items): the program and its university. */
export const offeringName = (o: OfferingRow) => ({
  id: o.id,
  name: o.name,
  slug: o.slug,
  universityId: o.universityId,
  universityName: o.universityName,
  universityShortName: o.universityShortName,
});
