import { useLocation } from "react-router";
import { currencyName } from "~/i18n/intl";
import { m } from "~/i18n/paraglide/messages";
import {
  CURRENCY_PARAM,
  chooseCurrencyHref,
  DISPLAY_CURRENCIES,
  type DisplayCurrency,
} from "~/catalogue/display-currency";

/** A currency as the chooser names it: 'West African CFA Franc (XOF)'; dollars alone are 'US dollars only'. */
const choiceLabel = (currency: DisplayCurrency) =>
  currency === "USD" ? m.detail_currency_usd_only() : `${currencyName(currency)} (${currency})`;

/**
 * The currency costs are shown in beside dollars (app/catalogue/display-currency.ts): a disclosure of plain links to /currency,
 * which keeps the choice and comes back here (this path and query) at `#anchor`. No script: browsing pages ship none.
 */
export function CurrencyChoice({ current, anchor }: { current: DisplayCurrency; anchor?: string }) {
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  query.delete(CURRENCY_PARAM);
  const back = `${location.pathname}${query.size ? `?${query}` : ""}`;
  return (
    <details className="mt-3 text-sm" data-testid="currency-choice">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline">
        {m.detail_currency_summary({ currency: choiceLabel(current) })}
      </summary>
      <p className="m-0 text-xs text-gray-600">{m.detail_currency_hint()}</p>
      <ul className="m-0 mt-1 flex list-none flex-wrap gap-2 p-0">
        {DISPLAY_CURRENCIES.map((currency) => (
          <li key={currency}>
            <a
              href={chooseCurrencyHref(currency, back, anchor)}
              aria-current={currency === current ? "true" : undefined}
              data-currency={currency}
              className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-3 text-gray-900 aria-[current]:(border-brand-600 bg-brand-50 font-semibold text-brand-900)"
            >
              {choiceLabel(currency)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
