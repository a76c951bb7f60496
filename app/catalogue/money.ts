// Money as the pages show it, in the page's language through Intl (app/i18n/intl.ts): '$1,200' in English,
// '1 200 $US' in French, '1,200 US$' in Arabic (Latin digits). Cents only when there are some.
import { numberFormat, renderLocale } from "~/i18n/intl";
import { textDirection } from "~/i18n/locale";

// Dollars and the Egyptian pound by their symbol ('$US' in French; 'EGP', 'ج.م.' in Arabic); naira and cedi by
// their narrow one (₦, GH₵: 'NGN' reads as a code); the CFA francs are 'F CFA' (BCEAO) and 'FCFA' (BEAC) either way.
const SYMBOL_DISPLAY = new Set(["USD", "EGP"]);

/** Left-to-right isolate (LRI … PDI): the text inside keeps its own order in a right-to-left line. */
const ltrIsolate = (text: string) => `\u2066${text}\u2069`;

/**
 * The formatter for `currency`. On a right-to-left page a symbol written in Latin letters ('US$', 'GH₵', 'F CFA')
 * is isolated: left loose in an Arabic line, the bidirectional algorithm moves its '$' or '₵' to the other side of
 * its letters, so '38,060 US$' showed as '$US 38,060'.
 */
const money = (currency: string, fractionDigits: number) => {
  const format = numberFormat({
    style: "currency",
    currency,
    currencyDisplay: SYMBOL_DISPLAY.has(currency) ? "symbol" : "narrowSymbol",
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  });
  if (textDirection(renderLocale()) !== "rtl") return format;
  return {
    format: (amount: number) =>
      format
        .formatToParts(amount)
        .map(({ type, value }) => (type === "currency" && /[A-Za-z]/.test(value) ? ltrIsolate(value) : value))
        .join(""),
  };
};

/** 1234567.891 → '1,234,567.89' (in the page's language): digits grouped by thousands, no trailing zeros. */
export function groupDigits(value: number, maxFractionDigits = 0) {
  return numberFormat({ maximumFractionDigits: maxFractionDigits }).format(value);
}

/** A figure given as a lower bound, such as a university's students: '12,000+'. */
export function formatAtLeast(value: number) {
  return `${groupDigits(value)}+`;
}

/** Whole dollars: '$1,200', '-$2,501'. */
export function formatUsd(amount: number) {
  return money("USD", 0).format(amount);
}

/** A catalogue price as the pages show it: '$100' or '$1,200', cents only when there are some ('$12.5'). */
export function formatPrice(amount: number, currency = "USD") {
  return money(currency, Number.isInteger(amount) ? 0 : 2).format(amount);
}

/**
 * An amount in `currency` as '₦1,465,000', '1 465 000 F CFA', '1,465,000 ج.م.' (or with up to `fractionDigits`
 * decimals: a rate, '₦1,465.75').
 */
export function formatMoney(amount: number, currency: string, fractionDigits = 0) {
  return money(currency, fractionDigits).format(amount);
}

/** A range as '$300 – $550', or one figure when both ends are equal. */
export function formatRange(range: { min: number; max: number }, format: (n: number) => string) {
  return range.min === range.max ? format(range.min) : `${format(range.min)} – ${format(range.max)}`;
}

/** A whole percent in the page's language: "20%", "20 %". */
export const percent = (value: number) => numberFormat({ style: "percent" }).format(value / 100);
