// The currencies a service can be paid in: the catalogue's dollar price, or naira at the dated rate in D1
// (exchange_rates, row 'NGN'). Pure arithmetic, shared by the server (which alone decides the amount) and the page.

export const PAYMENT_CURRENCIES = ["USD", "NGN"] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/**
 * What a payment charges, as its row stores it: `amount` in `currency` (what the gateway charges), the catalogue's
 * dollar price, and for naira the rate used (naira per dollar) and its date. The server decides it
 * (app/payments/payment-charge.server.ts).
 */
export type Charge = {
  amount: number;
  currency: PaymentCurrency;
  usdAmount: number;
  rate: number | null;
  rateDate: string | null;
};

/**
 * The whole naira charged for `usd` dollars at `perUsd` naira per dollar, rounded UP to the naira (the payer never
 * pays less than the dollar price at that rate). The product is first rounded to the kobo, so floating-point noise
 * (1465.7 × 150 = 219855.00000000003) never adds a naira.
 */
export function nairaFor(usd: number, perUsd: number) {
  return Math.ceil(Math.round(usd * perUsd * 100) / 100);
}

const DAY_MS = 86_400_000;

/** Whole days from `rateDate` ('2026-11-20') to the UTC day of `now`; 0 for today or a date ahead of it. */
export function rateAgeDays(rateDate: string, now: Date) {
  const rateDay = Date.parse(`${rateDate}T00:00:00Z`);
  if (Number.isNaN(rateDay)) return Number.POSITIVE_INFINITY;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.max(0, Math.floor((today - rateDay) / DAY_MS));
}
