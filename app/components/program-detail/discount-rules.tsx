import { numberFormat } from "~/i18n/intl";
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import { formatDay } from "~/lib/dates";
import type { DiscountRule } from "~/catalogue/discounts";
import type { YearlyCost } from "~/catalogue/yearly-cost";

/**
 * Every scholarship and discount rule open to the offering, each marked as in the price shown or not, with its
 * condition: a Nigerian sees the nationality discount applied and named; another nationality sees it listed.
 */
export function DiscountRules({
  rules,
  cost,
  nationality,
}: {
  rules: DiscountRule[];
  cost: YearlyCost;
  nationality: string | null;
}) {
  if (rules.length === 0) return null;
  const applied = new Set(cost.tuition.discounts.map((d) => d.id));
  const percent = (value: number) => numberFormat({ style: "percent" }).format(value / 100);
  return (
    <section aria-labelledby="discounts-heading" className="mt-6" data-testid="discount-rules">
      <h3 id="discounts-heading" className="text-lg font-bold text-brand-900">
        {m.rules_discounts_title()}
      </h3>
      <ul className="m-0 mt-2 list-none divide-y divide-gray-100 p-0 text-sm">
        {rules.map((rule) => (
          <li key={rule.id} className="py-2.5" data-applied={applied.has(rule.id) ? "true" : "false"}>
            <p className="m-0 flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold text-gray-900">
                {rule.label} ({percent(rule.percent)})
              </span>
              <span className={applied.has(rule.id) ? "font-semibold text-green-800" : "text-gray-600"}>
                {applied.has(rule.id) ? m.rules_discount_applied() : m.rules_discount_not_applied()}
              </span>
            </p>
            <p className="m-0 mt-1 text-gray-700">
              {rule.conditions}
              {rule.endsOn && ` (${m.rules_discount_until({ date: formatDay(rule.endsOn) })})`}
            </p>
            <p className="m-0 mt-1 text-xs text-gray-600" data-testid="rule-provenance">
              {rule.example
                ? m.rules_discount_example()
                : m.rules_discount_checked({ date: formatDay(rule.checkedOn) })}
            </p>
          </li>
        ))}
      </ul>
      {!nationality && rules.some((r) => r.kind === "nationality" && r.nationalities) && (
        <p className="mt-2 text-sm text-gray-700">{m.rules_discount_nationality_hint()}</p>
      )}
      {rules.some((r) => r.kind === "merit" || r.kind === "sibling") && (
        <p className="mt-2 text-sm text-gray-700">
          <Link to="/eligibility" className="text-brand-700 underline">
            {m.rules_discount_eligibility()}
          </Link>
        </p>
      )}
    </section>
  );
}
