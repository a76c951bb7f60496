import { Form, useSearchParams } from "react-router";
import { currencyName } from "~/i18n/intl";
import { m } from "~/i18n/paraglide/messages";
import { CURRENCY_PARAM, type ExchangeRate, readCurrency } from "~/catalogue/display-currency";
import { formatDay } from "~/lib/dates";
import { SelectOptions } from "~/components/form/select-options";
import { formatMoney, formatPrice, formatRange, percent } from "~/catalogue/money";
import { provenanceOf } from "~/catalogue/provenance";
import { nationalityOptions } from "~/catalogue/nationality";
import type { Housing, Range, YearlyCost } from "~/catalogue/yearly-cost";

/** The housing choices' names, read per request (messages). */
const HOUSING_LABELS: Record<Housing, () => string> = {
  dormitory: m.detail_housing_dormitory,
  flat: m.detail_housing_flat,
};

/**
 * Dormitory or shared flat, and the student's nationality (the discounts it opens, app/catalogue/discounts.ts): a GET form
 * (`housing=`, `nationality=`), so the choice is in the URL; the pages it is on ship no script (docs/decisions/0026),
 * so 'Show total' sends it. `keep` carries the page's other query values. The answer lands at `#${anchor}`, which
 * should be the figure the choice changes: the browser scrolls there. A currency the URL names rides along (a
 * shared link's choice, app/catalogue/display-currency.ts).
 */
export function HousingChoice({
  housing,
  nationality,
  keep,
  anchor,
}: {
  housing: Housing;
  nationality: string | null;
  keep: Record<string, string>;
  anchor: string;
}) {
  const currency = readCurrency(useSearchParams()[0].get(CURRENCY_PARAM));
  const kept = currency ? { ...keep, [CURRENCY_PARAM]: currency } : keep;
  return (
    <Form method="get" action={`#${anchor}`} preventScrollReset className="flex flex-wrap items-end gap-3">
      {Object.entries(kept).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="m-0 border-0 p-0">
        <legend className="text-sm font-semibold text-gray-700">{m.detail_housing_legend()}</legend>
        <div className="mt-1 flex gap-2">
          {(Object.keys(HOUSING_LABELS) as Housing[]).map((choice) => (
            <label
              key={choice}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm has-[:checked]:(border-brand-600 bg-brand-50 font-semibold text-brand-900)"
            >
              <input
                type="radio"
                name="housing"
                value={choice}
                defaultChecked={choice === housing}
                className="h-6 w-6 accent-brand-600"
              />
              {HOUSING_LABELS[choice]()}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex flex-col text-sm font-semibold text-gray-700">
        {m.rules_nationality_label()}
        <select
          name="nationality"
          defaultValue={nationality ?? ""}
          className="mt-1 min-h-11 rounded-lg border border-gray-300 bg-white px-3 font-normal text-gray-900"
        >
          <SelectOptions
            placeholder={m.rules_nationality_none()}
            options={nationalityOptions().map((n) => ({ value: n.code, label: n.name }))}
          />
        </select>
      </label>
      <button type="submit" className="btn-secondary min-h-11 px-4 py-2 text-sm">
        {m.detail_show_total()}
      </button>
    </Form>
  );
}

export const usdRange = (range: Range) => formatRange(range, formatPrice);

/** A whole percent in the page's language (app/catalogue/money.ts, where the case's money trail words it too). */
export { percent };

/** A range that breaks only between its two ends (narrow columns). */
export function RangeText({ range, format }: { range: Range; format: (n: number) => string }) {
  if (range.min === range.max) return <span className="whitespace-nowrap">{format(range.min)}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{format(range.min)} –</span>{" "}
      <span className="whitespace-nowrap">{format(range.max)}</span>
    </>
  );
}

/** A dollar range converted at `rate` (app/catalogue/display-currency.ts convertRange), in its currency: '₦1,465,000 – ₦2,000,000'. */
export function ConvertedRange({ range, rate }: { range: Range; rate: ExchangeRate }) {
  return <RangeText range={range} format={(amount) => formatMoney(amount, rate.currency)} />;
}

/** A dollar total's converted range, on its own line below it; nothing without a rate (or a range to convert). */
export function ConvertedLine({
  range,
  rate,
  className,
  testId,
}: {
  range: Range | null | undefined;
  rate: ExchangeRate | null | undefined;
  className: string;
  testId?: string;
}) {
  if (!range || !rate) return null;
  return (
    <span className={`block ${className}`} data-testid={testId}>
      <ConvertedRange range={range} rate={rate} />
    </span>
  );
}

/** What a converted figure is worth: "Nigerian naira at ₦1,465.75 per US$, rate of 20 November 2026." */
export function RateNote({ rate }: { rate: ExchangeRate }) {
  const currency = currencyName(rate.currency);
  const perUsd = formatMoney(rate.perUsd, rate.currency, 2);
  return (
    <>
      {rate.example
        ? m.detail_currency_rate_example({ currency, rate: perUsd })
        : m.detail_currency_rate({ currency, rate: perUsd, date: formatDay(rate.rateDate) })}
    </>
  );
}

/** The id of the all-in total: the housing choice lands there, so the figure it changed is on screen. */
export const ALL_IN_TOTAL_ID = "all-in-total";

/** The whole yearly bill of one offering, line by line, with its total in dollars and the display currency. */
export function CostBreakdown({
  cost,
  totalConverted,
  rate,
}: {
  cost: YearlyCost;
  totalConverted: Range | null;
  rate: ExchangeRate | null;
}) {
  const provenance = provenanceOf([...cost.tuition.discounts, ...cost.items]);
  return (
    <div data-testid="yearly-cost">
      <dl className="m-0 divide-y divide-gray-100 text-sm">
        <div className="flex justify-between gap-4 py-2.5">
          <dt className="text-gray-700">{m.detail_label_tuition()}</dt>
          <dd className="m-0 whitespace-nowrap text-end font-medium text-gray-900">
            {formatPrice(cost.tuition.listUsd)}
          </dd>
        </div>
        {cost.tuition.discounts.map((discount) => (
          <div key={discount.id} className="flex justify-between gap-4 py-2.5" data-discount={discount.kind}>
            <dt className="text-gray-700">
              {discount.label} ({percent(discount.percent)})
            </dt>
            <dd className="m-0 whitespace-nowrap text-end font-medium text-green-700">−{formatPrice(discount.usd)}</dd>
          </div>
        ))}
        {cost.items.map((item) => (
          <div key={item.key} className="flex justify-between gap-4 py-2.5">
            <dt className="text-gray-700">
              {item.label}
              {item.monthly && (
                <span className="block text-xs text-gray-500">
                  {m.detail_cost_monthly({ amount: usdRange(item.monthly) })}
                </span>
              )}
              {item.period === "once" && <span className="block text-xs text-gray-500">{m.detail_cost_once()}</span>}
            </dt>
            <dd className="m-0 whitespace-nowrap text-end font-medium text-gray-900">{usdRange(item.yearly)}</dd>
          </div>
        ))}
      </dl>
      {/* Landed on by its id, it sits 40% down the screen: clear of the sticky header, under the lines it sums. */}
      <div id={ALL_IN_TOTAL_ID} className="mt-3 scroll-mt-[40vh] rounded-lg bg-brand-50 p-4" data-testid="all-in-total">
        <p className="m-0 text-sm font-semibold text-brand-900">{m.detail_all_in_first_year()}</p>
        <p className="m-0 mt-1 text-2xl font-extrabold text-brand-900" data-testid="total-usd">
          {usdRange(cost.totalUsd)}
        </p>
        {totalConverted && rate && (
          <p className="m-0 mt-1 text-lg font-bold text-brand-800" data-testid="total-converted">
            <ConvertedRange range={totalConverted} rate={rate} />
            <span className="block text-xs font-normal text-gray-600" data-testid="rate-note">
              <RateNote rate={rate} />
            </span>
          </p>
        )}
      </div>
      <p className="mt-3 text-xs text-gray-600" data-testid="cost-provenance">
        {provenance === null
          ? m.detail_cost_note()
          : provenance.example
            ? m.detail_cost_note_example()
            : m.detail_cost_note_checked({ date: formatDay(provenance.checkedOn) })}
      </p>
    </div>
  );
}
