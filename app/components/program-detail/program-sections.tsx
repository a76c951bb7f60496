import type { ReactNode } from "react";
import { Icon } from "~/components/icons";
import { IntakeList } from "~/components/intake-list";
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import { ALL_IN_TOTAL_ID, CostBreakdown, HousingChoice } from "~/components/yearly-cost-breakdown";
import { CurrencyChoice } from "~/components/currency-choice";
import type { DisplayCurrency, ExchangeRate } from "~/catalogue/display-currency";
import type { Housing } from "~/catalogue/yearly-cost";
import type { MoneyTrail } from "~/catalogue/money-trail";
import { DiscountRules } from "./discount-rules";
import { MoneyTrailBlock } from "./money-trail-block";
import type { SelectedOffering } from "./program-types";

/** A titled section of the program's main column. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 grid list-none gap-3 p-0 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name="check" strokeWidth={2.5} className="mt-0.5 h-5 w-5 shrink-0 text-green-600" />
          <span className="text-gray-700">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** One university's offering: 'When You Can Start' and 'What a Year Costs' (with the housing choice). */
export function OfferingFactsSections({
  selected,
  universityId,
  housing,
  nationality,
  currency,
  rate,
  moneyTrail,
}: {
  selected: SelectedOffering;
  universityId: number;
  housing: Housing;
  nationality: string | null;
  currency: DisplayCurrency;
  rate: ExchangeRate | null;
  moneyTrail: MoneyTrail | null;
}) {
  return (
    <>
      <section id="intakes" aria-labelledby="intakes-heading" className="scroll-mt-20">
        <h2 id="intakes-heading" className="text-2xl font-bold text-brand-900">
          {m.detail_intakes_title()}
        </h2>
        <div className="mt-4">
          <IntakeList intakes={selected.intakes} />
        </div>
        <p className="mt-2 text-xs text-gray-600">{m.detail_intakes_note()}</p>
      </section>
      <section id="cost" aria-labelledby="cost-heading" className="scroll-mt-20">
        <h2 id="cost-heading" className="text-2xl font-bold text-brand-900">
          {m.detail_cost_title()}
        </h2>
        <div className="card mt-4 p-4 sm:p-6">
          <HousingChoice
            housing={housing}
            nationality={nationality}
            keep={{ university: String(universityId) }}
            anchor={ALL_IN_TOTAL_ID}
          />
          <div className="mt-4">
            <CostBreakdown cost={selected.cost} totalConverted={selected.totalConverted} rate={rate} />
            <CurrencyChoice current={currency} anchor={ALL_IN_TOTAL_ID} />
          </div>
          <DiscountRules rules={selected.discountRules} cost={selected.cost} nationality={nationality} />
          {moneyTrail && <MoneyTrailBlock trail={moneyTrail} rate={rate} />}
        </div>
        <Link
          to="/eligibility#scholarships"
          className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-900"
        >
          {m.eligibility_program_link()}
        </Link>
      </section>
    </>
  );
}
