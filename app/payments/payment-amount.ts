import { m } from "~/i18n/paraglide/messages";
import { formatDay } from "~/lib/dates";
import { formatMoney, formatPrice, groupDigits } from "~/catalogue/money";

/** What a payment row (or a quote) holds about its amount: the charge, and for naira the dollars and dated rate. */
export type AmountFacts = {
  amount: number;
  currency: string;
  usdAmount: number | null;
  rate: number | null;
  rateDate: string | null;
};

/**
 * A payment's amount as the payment page, the receipt page and the receipt e-mail show it, in the page's language:
 * '$100', or for naira both figures and the rate: '₦146,575 (US$100 at ₦1,465.75 per dollar, rate of 20 November
 * 2026)'.
 */
export function paymentAmountText({ amount, currency, usdAmount, rate, rateDate }: AmountFacts) {
  if (currency !== "NGN" || usdAmount === null || rate === null || rateDate === null) {
    return formatPrice(amount, currency);
  }
  return m.payments_amount_in_naira({
    naira: formatMoney(amount, "NGN"),
    usd: groupDigits(usdAmount),
    rate: formatMoney(rate, "NGN", 2),
    date: formatDay(rateDate),
  });
}
