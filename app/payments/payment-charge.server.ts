import { nairaRateMaxAgeDays } from "~/config.server";
import type { Db } from "~/db/client.server";
import { m } from "~/i18n/paraglide/messages";
import { type Charge, nairaFor, rateAgeDays, type PaymentCurrency } from "~/payments/payment-currency";
import { getRate } from "~/models/offering-facts.server";
import type { Service } from "~/models/service-rows.server";

// What a payment charges, decided here and only here (never from the client, which names the service and the
// currency): the catalogue's dollar price, or that price in naira at D1's dated NGN rate, rounded up to the naira.
// A naira rate older than NGN_RATE_MAX_AGE_DAYS (app/config.server.ts) is refused rather than charged.

/** The naira price of `usd` dollars today, or why naira cannot be charged: no rate, or a rate too old. */
export type NairaQuote =
  | { ok: true; amount: number; perUsd: number; rateDate: string }
  | { ok: false; reason: "missing" | "stale"; message: string };

export async function quoteNaira(db: Db, usd: number, now = new Date()): Promise<NairaQuote> {
  return nairaQuote(await getRate(db, "NGN"), usd, now);
}

/** D1's naira rate, read with a page's other reads (one round trip); nairaQuote prices with it. */
export const readNairaRate = (db: Db) => getRate(db, "NGN");

/** The naira price of `usd` at `rate` (readNairaRate's), or why naira cannot be charged. */
export function nairaQuote(rate: Awaited<ReturnType<typeof readNairaRate>>, usd: number, now = new Date()): NairaQuote {
  if (!rate || !(rate.perUsd > 0)) {
    return { ok: false, reason: "missing", message: m.payments_naira_unavailable() };
  }
  if (rateAgeDays(rate.rateDate, now) > nairaRateMaxAgeDays()) {
    return { ok: false, reason: "stale", message: m.payments_naira_stale() };
  }
  return { ok: true, amount: nairaFor(usd, rate.perUsd), perUsd: rate.perUsd, rateDate: rate.rateDate };
}

/** The charge for `service` in `currency`, or the message saying why it cannot be made. */
export async function chargeFor(
  db: Db,
  service: Service,
  currency: PaymentCurrency,
): Promise<{ ok: true; charge: Charge } | { ok: false; message: string }> {
  // The catalogue prices every service in whole dollars (services.price_usd).
  const usdAmount = service.price;
  if (currency === "USD") {
    return { ok: true, charge: { amount: usdAmount, currency, usdAmount, rate: null, rateDate: null } };
  }
  const quote = await quoteNaira(db, usdAmount);
  if (!quote.ok) return { ok: false, message: quote.message };
  return {
    ok: true,
    charge: { amount: quote.amount, currency, usdAmount, rate: quote.perUsd, rateDate: quote.rateDate },
  };
}
