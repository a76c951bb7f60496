/** A catalogue price as the pages show it: whole dollars with a leading sign, e.g. '$100' or '$1,200'. */
export function formatPrice(amount: number, currency = "USD") {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** Naira as '₦1,465,000' (or with up to `fractionDigits` decimals: a rate, '₦1,465.75'). */
export function formatNgn(naira: number, fractionDigits = 0) {
  return new Intl.NumberFormat("en-NG", {
    style: "currency",
    currency: "NGN",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(naira);
}

/** A range as '$300 – $550', or one figure when both ends are equal. */
export function formatRange(range: { min: number; max: number }, format: (n: number) => string) {
  return range.min === range.max ? format(range.min) : `${format(range.min)} – ${format(range.max)}`;
}
