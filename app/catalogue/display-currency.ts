// The currency costs are shown in beside US dollars (docs/decisions/0031-display-currency.md). Chosen by the
// `currency` URL parameter (a shared link keeps it), else the `currency` cookie (set by /currency, the chooser's
// links), else the page language's default. Prices are in dollars in D1; another currency is a conversion at
// D1's dated rate (exchange_rates), rounded to a round unit: the figures are indicative.
import type { Locale } from "~/i18n/locale";

export const DISPLAY_CURRENCIES = ["NGN", "GHS", "XOF", "XAF", "EGP", "USD"] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/**
 * Who reads each language: English, mostly Nigerian students (naira, as before); French, West Africa's
 * franc zone (Senegal, Côte d'Ivoire, Mali, Burkina Faso, Benin, Togo, Niger: CFA franc BCEAO); Arabic, Egypt first.
 */
export const DEFAULT_CURRENCY: Record<Locale, DisplayCurrency> = { en: "NGN", fr: "XOF", ar: "EGP" };

/**
 * What a converted figure is rounded to: a round unit worth about a dollar or less (₦1,000 ≈ $0.68,
 * 1,000 F CFA ≈ $1.77, GH₵10 ≈ $0.84, E£10 ≈ $0.21). A rate never has more precision than that.
 */
export const ROUNDING_UNIT: Record<Exclude<DisplayCurrency, "USD">, number> = {
  NGN: 1000,
  GHS: 10,
  XOF: 1000,
  XAF: 1000,
  EGP: 10,
};

/** What one US dollar buys in `currency`, as of `rateDate` (D1's exchange_rates). */
export type ExchangeRate = {
  currency: DisplayCurrency;
  perUsd: number;
  rateDate: string;
  source: string;
  /** An example rate read from no source (D1's `example`): pages say so. */
  example: boolean;
};

export const CURRENCY_PARAM = "currency";
export const CURRENCY_COOKIE = "currency";
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** A currency code from a parameter or cookie value; anything else (unknown, lower case, empty) is null. */
export function readCurrency(value: string | null | undefined): DisplayCurrency | null {
  return (DISPLAY_CURRENCIES as readonly string[]).includes(value ?? "") ? (value as DisplayCurrency) : null;
}

/** The `currency` cookie's value in a Cookie header, when it names a currency. */
export function currencyCookieValue(cookieHeader: string | null | undefined) {
  return readCurrency(/(?:^|;\s*)currency=([A-Z]{3})(?:;|$)/.exec(cookieHeader ?? "")?.[1]);
}

/** The reader's own choice: the URL's `currency` parameter wins over the cookie; null when neither names one. */
export function currencyChoice(url: URL, cookieHeader: string | null | undefined): DisplayCurrency | null {
  return readCurrency(url.searchParams.get(CURRENCY_PARAM)) ?? currencyCookieValue(cookieHeader);
}

/** The currency a request's pages show costs in: the reader's choice, else the language's default. */
export function displayCurrency(request: Request, locale: Locale): DisplayCurrency {
  return currencyChoice(new URL(request.url), request.headers.get("Cookie")) ?? DEFAULT_CURRENCY[locale];
}

/**
 * What the edge cache keys a page by besides its URL (app/cache/page-cache.server.ts): the cookie's currency when
 * the URL names none (the URL's own is in the key already, and the language's default follows from the path).
 */
export function cacheVariant(request: Request) {
  const url = new URL(request.url);
  if (readCurrency(url.searchParams.get(CURRENCY_PARAM))) return "";
  const cookie = currencyCookieValue(request.headers.get("Cookie"));
  return cookie ? `currency-${cookie}` : "";
}

/** The Set-Cookie value that keeps `currency` for a year (not personal: a display preference). */
export function currencyCookie(currency: DisplayCurrency) {
  return `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * The chooser's link for `currency`: /currency keeps it in the cookie and sends the reader back to `back` (this
 * page's path and query) with `currency=` set, at `#anchor`.
 */
export function chooseCurrencyHref(currency: DisplayCurrency, back: string, anchor?: string) {
  const params = new URLSearchParams({ to: currency, back });
  if (anchor) params.set("at", anchor);
  return `/currency?${params}`;
}

/**
 * Where /currency sends the reader: `back` when it is a path on this site (anything else, such as another site's
 * address, is the home page), with `currency=` set and at `#at` when that is a plain id. An unknown currency
 * changes nothing: `currency` is null, the address is `back` as it came.
 */
export function currencyRedirect(url: URL): { currency: DisplayCurrency | null; location: string } {
  const currency = readCurrency(url.searchParams.get("to"));
  const raw = url.searchParams.get("back") ?? "/";
  let back = new URL("/", url.origin);
  if (/^\/(?![/\\])/.test(raw)) {
    const candidate = new URL(raw, url.origin);
    if (candidate.origin === url.origin) back = candidate;
  }
  back.hash = "";
  if (currency) back.searchParams.set(CURRENCY_PARAM, currency);
  const at = url.searchParams.get("at") ?? "";
  if (currency && /^[a-z][a-z0-9-]{0,40}$/.test(at)) back.hash = at;
  return { currency, location: `${back.pathname}${back.search}${back.hash}` };
}

/** Whole-unit rounding of a non-negative amount, halves up. */
const roundHalfUp = (amount: number) => Math.floor(amount + 0.5);

/** Dollars in the rate's currency, to its rounding unit (halves up); dollars stay as they are. */
export function convertUsd(usd: number, rate: Pick<ExchangeRate, "currency" | "perUsd">) {
  if (rate.currency === "USD") return usd;
  const unit = ROUNDING_UNIT[rate.currency];
  return roundHalfUp((usd * rate.perUsd) / unit) * unit;
}

export function convertRange(range: { min: number; max: number }, rate: Pick<ExchangeRate, "currency" | "perUsd">) {
  return { min: convertUsd(range.min, rate), max: convertUsd(range.max, rate) };
}
