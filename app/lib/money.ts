// Money as the pages show it, formatted by hand rather than with Intl. A page's first Intl formatter costs about
// 20 ms of a phone's main thread while it hydrates (a long task Lighthouse counts as blocking), and the server's
// ICU and the browser's may not agree to the character, which breaks hydration. tests/unit/format.test.ts pins
// the output (it equals Intl's en-US / en-NG currency format).

/** 1234567.891 → '1,234,567.89': digits grouped by thousands, rounded half away from zero, no trailing zeros. */
export function groupDigits(value: number, maxFractionDigits = 0) {
  const sign = value < 0 ? "-" : "";
  // Rounds the decimal the number prints as ('1.005' → 1.01), as Intl does, not its binary value.
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${maxFractionDigits}`))}e-${maxFractionDigits}`);
  const [whole = "0", fraction = ""] = rounded.toFixed(maxFractionDigits).split(".");
  const trimmed = fraction.replace(/0+$/, "");
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${trimmed ? `.${trimmed}` : ""}`;
}

/** A figure given as a lower bound, such as a university's students: '12,000+'. */
export function formatAtLeast(value: number) {
  return `${groupDigits(value)}+`;
}

/** Whole dollars: '$1,200', '-$2,501'. */
export function formatUsd(amount: number) {
  return withSymbol("$", amount, 0);
}

/** A catalogue price as the pages show it: '$100' or '$1,200', cents only when there are some ('$12.5'). */
export function formatPrice(amount: number, currency = "USD") {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  if (currency === "USD") return withSymbol("$", amount, fractionDigits);
  // Other currencies are rare (none in the catalogue today): Intl knows their symbols.
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

/** Naira as '₦1,465,000' (or with up to `fractionDigits` decimals: a rate, '₦1,465.75'). */
export function formatNgn(naira: number, fractionDigits = 0) {
  return withSymbol("₦", naira, fractionDigits);
}

/** A range as '$300 – $550', or one figure when both ends are equal. */
export function formatRange(range: { min: number; max: number }, format: (n: number) => string) {
  return range.min === range.max ? format(range.min) : `${format(range.min)} – ${format(range.max)}`;
}

function withSymbol(symbol: string, amount: number, fractionDigits: number) {
  const digits = groupDigits(amount, fractionDigits);
  return digits.startsWith("-") ? `-${symbol}${digits.slice(1)}` : `${symbol}${digits}`;
}
