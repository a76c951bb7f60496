// The family's whole bill (issue 53, decision 61): every amount on the way from the offer to the residence permit,
// who receives it, when it falls due, what comes back and to whom, where each figure comes from and whether anyone
// confirmed it. Pure: over the rows of app/models/bill-rows.server.ts. Rules:
// - Dollars are whole dollars; each line is a range min–max (min = max for a fixed amount).
// - Each line is converted once, as every page converts (display-currency.ts convertUsd: the rate's round unit);
//   the totals add the lines as shown, in dollars and in the family's currency, so they always equal the sum.
// - An amount D1 cannot know yet (the university's, before a program is chosen) is shown as "on the offer letter"
//   and left out of the totals, which say so.
// - Refunds from the university are the money trail's own words (money-trail.ts), never worded again here.
// Words are made here, in the request's language: the component receives strings only (no message in its chunk).
import type { BillAmount, BillPayee, BillRefund, RefundTo, StepKind } from "~/db/enums";
import { m } from "~/i18n/paraglide/messages";
import { formatDay } from "~/lib/dates";
import { joinList } from "~/lib/join-list";
import { convertRange, type DisplayCurrency, type ExchangeRate } from "./display-currency";
import { formatMoney, formatRange, formatUsd } from "./money";
import { type MoneyTrail, moneyTrailFor, moneyTrailWords } from "./money-trail";
import type { Range } from "./yearly-cost";

/** A bill_lines row as the model reads it (its label in the request's language). */
export type BillLineRow = {
  key: string;
  label: string;
  payee: BillPayee;
  amount: BillAmount;
  minUsd: number | null;
  maxUsd: number | null;
  costLineKey: string | null;
  dueStep: StepKind | null;
  refund: BillRefund;
  refundTo: RefundTo | null;
  sourceUrl: string | null;
  sourceDate: string;
  indicative: boolean;
};

/** What the bill is computed from (app/models/bill-rows.server.ts readBillRows). */
export type BillInput = {
  lines: BillLineRow[];
  rates: { currency: string; perUsd: number; rateDate: string; source: string; example: boolean }[];
  costs: {
    key: string;
    universityId: number | null;
    minUsd: number;
    maxUsd: number;
    checkedOn: string;
    example: boolean;
  }[];
  services: { key: string; price: number; kind: string }[];
  /** The university's money-trail rows (its own and its faculties'). */
  trails: MoneyTrail[];
  /** The application's program; null before one is known (/payments): the university's amounts are the offer letter's. */
  offering: { tuitionPerYear: number; facultyId: number; universityId: number } | null;
};

export type BillOptions = {
  /** The family's display currency (display-currency.ts): every figure is also shown in it, at D1's dated rate. */
  currency: DisplayCurrency;
  /** A step's name, as the case page says it (app/case/case-steps.ts stepWords(kind).title). */
  stepTitle: (kind: StepKind) => string;
  /** The service being paid for (/payments): our package line is its price, not the range of our packages. */
  serviceKey?: string;
};

export type BillLineView = {
  key: string;
  label: string;
  payee: BillPayee;
  payeeWords: string;
  /** Whole dollars; null when the amount is not known yet (left out of the totals). */
  usd: Range | null;
  /** In the family's currency (null: dollars only, or not known yet). */
  local: Range | null;
  usdWords: string;
  localWords: string | null;
  dueWords: string;
  refundWords: string;
  sourceWords: string;
  /** The page the figure was read on, when there is one. */
  sourceUrl: string | null;
  /** Nobody confirmed the figure on a page: the line says "indicative". */
  indicative: boolean;
};

export type FamilyBillView = {
  currency: DisplayCurrency;
  lines: BillLineView[];
  totals: { usd: Range; local: Range | null; usdWords: string; localWords: string | null };
  words: {
    title: string;
    intro: string;
    /** That applying through us costs nothing, and the external costs our packages do not include (spec §9). */
    free: string;
    columns: { item: string; payee: string; amount: string; due: string; refund: string; source: string };
    total: string;
    /** The lines left out of the totals, or null. */
    totalExcludes: string | null;
    /** The rate and its day, or that there is none (null in dollars). */
    rate: string | null;
    indicative: string;
    sourceLink: string;
  };
};

const PAYEE_WORDS: Record<BillPayee, () => string> = {
  us: m.bill_payee_us,
  university: m.bill_payee_university,
  embassy: m.bill_payee_embassy,
  state: m.bill_payee_state,
  insurer: m.bill_payee_insurer,
};

/** Whole-unit rounding of a non-negative amount, halves up (as yearly-cost.ts rounds a discount). */
const roundHalfUp = (amount: number) => Math.floor(amount + 0.5);

/** What the bill knows of the university's deposit for this program: dollars, or null. */
function depositUsd(trail: MoneyTrail | null, tuition: number) {
  if (!trail) return null;
  if (trail.depositUsd !== null) return trail.depositUsd;
  // İstinye's pre-registration fee: half the year's tuition (money_trails.balance_due).
  if (trail.balanceDue === "pre_registration_half_rest_by_1_december") return roundHalfUp(tuition / 2);
  return null;
}

type Figure = { usd: Range | null; sourceWords: string; indicative: boolean };

/** A line's amount and where it comes from. */
function figureOf(line: BillLineRow, input: BillInput, trail: MoneyTrail | null, options: BillOptions): Figure {
  const own = {
    sourceWords:
      line.payee === "us" && !line.indicative
        ? m.bill_source_ours({ date: formatDay(line.sourceDate) })
        : line.sourceUrl
          ? m.bill_source_read({ date: formatDay(line.sourceDate) })
          : m.bill_source_unread({ date: formatDay(line.sourceDate) }),
    indicative: line.indicative,
  };
  const offering = input.offering;
  switch (line.amount) {
    case "range":
      return {
        usd: line.minUsd === null || line.maxUsd === null ? null : { min: line.minUsd, max: line.maxUsd },
        ...own,
      };
    case "packages": {
      const chosen = input.services.find((s) => s.key === options.serviceKey);
      const prices = (chosen ? [chosen] : input.services.filter((s) => s.kind === "package")).map((s) =>
        roundHalfUp(s.price),
      );
      return { usd: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null, ...own };
    }
    case "cost_line": {
      const universityId = offering?.universityId ?? null;
      const cost =
        input.costs.find(
          (c) => c.key === line.costLineKey && c.universityId !== null && c.universityId === universityId,
        ) ?? input.costs.find((c) => c.key === line.costLineKey && c.universityId === null);
      if (!cost) return { usd: null, ...own };
      const indicative = line.indicative || cost.example;
      return {
        usd: { min: cost.minUsd, max: cost.maxUsd },
        sourceWords: line.sourceUrl
          ? m.bill_source_read({ date: formatDay(cost.checkedOn) })
          : m.bill_source_unread({ date: formatDay(cost.checkedOn) }),
        indicative,
      };
    }
    case "deposit":
    case "tuition_balance": {
      if (!offering) return { usd: null, sourceWords: m.bill_source_offer_letter(), indicative: false };
      const tuition = offering.tuitionPerYear;
      const deposit = depositUsd(trail, tuition);
      if (line.amount === "deposit") {
        if (deposit === null || !trail)
          return { usd: null, sourceWords: m.bill_source_offer_letter(), indicative: false };
        return {
          usd: { min: deposit, max: deposit },
          sourceWords: moneyTrailWords(trail).source,
          indicative: trail.indicative,
        };
      }
      const balance = Math.max(0, tuition - (deposit ?? 0));
      return {
        usd: { min: balance, max: balance },
        sourceWords: m.bill_source_tuition({ date: formatDay(line.sourceDate) }),
        // The catalogue's tuition is indicative until the offer letter states it.
        indicative: true,
      };
    }
  }
}

function refundWords(line: BillLineRow, trail: MoneyTrail | null, offering: BillInput["offering"]) {
  switch (line.refund) {
    case "none":
      return m.bill_refund_none();
    case "our_terms":
      return m.bill_refund_our_terms();
    case "insurer_terms":
      return m.bill_refund_insurer();
    case "university_rule":
      if (!offering) return m.bill_refund_university_offer();
      return (trail && moneyTrailWords(trail).refund) ?? m.bill_refund_university_unstated();
  }
}

const usdWords = (range: Range) => formatRange(range, formatUsd);

function rateWords(currency: DisplayCurrency, rate: ExchangeRate | null) {
  if (currency === "USD") return null;
  if (!rate) return m.bill_rate_missing({ currency });
  const perUsd = formatMoney(rate.perUsd, currency, 2);
  return rate.example
    ? m.bill_rate_example({ rate: perUsd })
    : m.bill_rate({ rate: perUsd, date: formatDay(rate.rateDate) });
}

/** The bill of one family: its lines in words and figures, and totals that are the sum of the lines as shown. */
export function familyBill(input: BillInput, options: BillOptions): FamilyBillView {
  const { currency } = options;
  const row = currency === "USD" ? undefined : input.rates.find((r) => r.currency === currency);
  const rate: ExchangeRate | null = row && currency !== "USD" ? { ...row, currency } : null;
  const trail = input.offering ? moneyTrailFor<MoneyTrail>(input.trails, input.offering.facultyId) : null;
  const localWords = (range: Range) => formatRange(range, (n) => formatMoney(n, currency));
  const lines = input.lines.map((line): BillLineView => {
    const figure = figureOf(line, input, trail, options);
    const local = figure.usd && rate ? convertRange(figure.usd, rate) : null;
    const free = figure.usd?.max === 0;
    return {
      key: line.key,
      label: line.label,
      payee: line.payee,
      payeeWords: PAYEE_WORDS[line.payee](),
      usd: figure.usd,
      local,
      usdWords: free ? m.bill_free() : figure.usd ? usdWords(figure.usd) : m.bill_amount_on_offer(),
      localWords: free || !local ? null : localWords(local),
      dueWords: free
        ? m.bill_due_nothing()
        : line.dueStep === null
          ? m.bill_due_before_service()
          : m.bill_due_at_step({ step: options.stepTitle(line.dueStep) }),
      refundWords: free ? m.bill_refund_nothing_paid() : refundWords(line, trail, input.offering),
      sourceWords: figure.sourceWords,
      sourceUrl: line.sourceUrl,
      indicative: figure.indicative,
    };
  });
  const known = lines.filter((l) => l.usd !== null);
  const sum = (pick: (l: BillLineView) => Range | null) =>
    known.reduce(
      (total, l) => {
        const r = pick(l);
        return r ? { min: total.min + r.min, max: total.max + r.max } : total;
      },
      { min: 0, max: 0 },
    );
  const totalUsd = sum((l) => l.usd);
  const totalLocal = rate ? sum((l) => l.local) : null;
  const unknown = lines.filter((l) => l.usd === null).map((l) => l.label);
  return {
    currency,
    lines,
    totals: {
      usd: totalUsd,
      local: totalLocal,
      usdWords: usdWords(totalUsd),
      localWords: totalLocal ? localWords(totalLocal) : null,
    },
    words: {
      title: m.bill_title(),
      intro: m.bill_intro(),
      free: m.bill_free_note(),
      columns: {
        item: m.bill_column_item(),
        payee: m.bill_column_payee(),
        amount: m.bill_column_amount(),
        due: m.bill_column_due(),
        refund: m.bill_column_refund(),
        source: m.bill_column_source(),
      },
      total: m.bill_total(),
      totalExcludes: unknown.length ? m.bill_total_excludes({ items: joinList(unknown) }) : null,
      rate: rateWords(currency, rate),
      indicative: m.bill_indicative(),
      sourceLink: m.bill_source_link(),
    },
  };
}
