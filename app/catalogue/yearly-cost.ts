// The all-in yearly cost of one offering: pure arithmetic over the lines D1 holds (docs/decisions/0018).
// Rules, written down once:
// - Dollars are whole dollars (integers) everywhere; every line is a range min–max (min = max for a fixed fee).
// - A month counts 12 times: rent in Istanbul runs by the year, and most students stay over the summer.
// - A discount is a whole percent of the yearly tuition, rounded to the nearest dollar (halves up); which discounts a
//   student gets, and how they stack, is app/catalogue/discounts.ts.
// - One-off lines (a deposit) count in the year they are paid: the total is a first year's bill.
// - Another currency = dollars × the dated rate, rounded to a round unit (app/catalogue/display-currency.ts convertUsd): the
//   figures are indicative, and a rate never has more precision than that.

import type { AppliedDiscount } from "~/catalogue/discounts";

export const MONTHS_PER_YEAR = 12;

export const HOUSING_CHOICES = ["dormitory", "flat"] as const;
export type Housing = (typeof HOUSING_CHOICES)[number];
export const DEFAULT_HOUSING: Housing = "dormitory";

export type Range = { min: number; max: number };

export type CostLine = {
  key: string;
  universityId: number | null;
  label: string;
  period: "year" | "month" | "once";
  housing: Housing | null;
  minUsd: number;
  maxUsd: number;
  checkedOn: string;
  /** Example data read from no source (D1's `example`): the page says so instead of the date. */
  example: boolean;
  sortOrder: number;
};

export type CostItem = {
  key: string;
  label: string;
  period: CostLine["period"];
  /** What the line costs a month (monthly lines only). */
  monthly: Range | null;
  /** What it adds to the year. */
  yearly: Range;
  checkedOn: string;
  example: boolean;
};

export type YearlyCost = {
  housing: Housing;
  /** `discounts`: what the student gets, in the order they apply (app/catalogue/discounts.ts applyDiscounts). */
  tuition: { listUsd: number; discounts: AppliedDiscount[]; netUsd: number };
  items: CostItem[];
  totalUsd: Range;
};

/** Whole-dollar rounding of a non-negative amount, halves up. */
const roundHalfUp = (amount: number) => Math.floor(amount + 0.5);

/** The dollars a whole-percent discount takes off a yearly tuition. */
export function discountUsd(tuitionUsd: number, percent: number) {
  return roundHalfUp((tuitionUsd * percent) / 100);
}

/**
 * The lines that apply at one university for one housing choice: a university's own line replaces the
 * Istanbul-wide line of the same key; lines of the other housing choice drop out.
 */
export function linesFor(lines: CostLine[], universityId: number, housing: Housing) {
  const byKey = new Map<string, CostLine>();
  for (const line of lines) {
    if (line.universityId !== null && line.universityId !== universityId) continue;
    if (line.housing !== null && line.housing !== housing) continue;
    const existing = byKey.get(line.key);
    if (!existing || (existing.universityId === null && line.universityId !== null)) byKey.set(line.key, line);
  }
  return [...byKey.values()].sort((a, b) => a.sortOrder - b.sortOrder || a.key.localeCompare(b.key));
}

function toItem(line: CostLine): CostItem {
  const times = line.period === "month" ? MONTHS_PER_YEAR : 1;
  return {
    key: line.key,
    label: line.label,
    period: line.period,
    monthly: line.period === "month" ? { min: line.minUsd, max: line.maxUsd } : null,
    yearly: { min: line.minUsd * times, max: line.maxUsd * times },
    checkedOn: line.checkedOn,
    example: line.example,
  };
}

/** The yearly bill of one offering: net tuition plus every line that applies, as a dollar range. */
export function yearlyCost(input: {
  tuitionUsd: number;
  universityId: number;
  discounts: AppliedDiscount[];
  lines: CostLine[];
  housing: Housing;
}): YearlyCost {
  const discounts = input.discounts;
  const netUsd = input.tuitionUsd - discounts.reduce((sum, d) => sum + d.usd, 0);
  const items = linesFor(input.lines, input.universityId, input.housing).map(toItem);
  const totalUsd = items.reduce((sum, item) => ({ min: sum.min + item.yearly.min, max: sum.max + item.yearly.max }), {
    min: netUsd,
    max: netUsd,
  });
  return { housing: input.housing, tuition: { listUsd: input.tuitionUsd, discounts, netUsd }, items, totalUsd };
}

/** A housing choice from a query value; anything else is the default. */
export function readHousing(value: string | null | undefined): Housing {
  return (HOUSING_CHOICES as readonly string[]).includes(value ?? "") ? (value as Housing) : DEFAULT_HOUSING;
}
