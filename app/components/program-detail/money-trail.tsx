import { m } from "~/i18n/paraglide/messages";
import { formatDay } from "~/lib/dates";
import { convertRange, type ExchangeRate } from "~/catalogue/currency";
import { formatPrice } from "~/catalogue/money";
import type { MoneyTrail } from "~/catalogue/money-trail";
import { ConvertedRange, percent } from "~/components/yearly-cost";

/**
 * 'Deposit and refunds (indicative)': what the university asks before registration and what comes back if the visa
 * is refused (decision 0043, "Money trail"), with where it comes from. Nothing is shown for what D1 does not state.
 */
export function MoneyTrailBlock({ trail, rate }: { trail: MoneyTrail; rate: ExchangeRate | null }) {
  const deposit = trail.depositUsd;
  return (
    <section aria-labelledby="money-trail-heading" className="mt-6" data-testid="money-trail">
      <h3 id="money-trail-heading" className="text-lg font-bold text-brand-900">
        {m.rules_money_title()}
      </h3>
      <ul className="m-0 mt-2 list-none space-y-1.5 p-0 text-sm text-gray-700">
        {deposit !== null && (
          <li data-testid="money-trail-deposit">
            {m.rules_money_deposit({ amount: formatPrice(deposit) })}
            {rate && (
              <>
                {" ("}
                <ConvertedRange range={convertRange({ min: deposit, max: deposit }, rate)} rate={rate} />)
              </>
            )}
          </li>
        )}
        {trail.balanceDue === "half_at_registration_rest_by_1_december" && (
          <li>{m.rules_money_balance_half_dec1({ share: percent(50) })}</li>
        )}
        {trail.refundRule === "on_visa_refusal" && (
          <li data-testid="money-trail-refund">
            {trail.refundPercent === null
              ? m.rules_money_refund_on_proof()
              : m.rules_money_refund_share({ share: percent(trail.refundPercent) })}
            {trail.refundClaimMonths !== null && ` ${m.rules_money_refund_claim({ months: trail.refundClaimMonths })}`}
            {trail.refundTo === "payer_account" && ` ${m.rules_money_refund_payer()}`}
          </li>
        )}
        {trail.refundRule === "not_after_registration" && (
          <li data-testid="money-trail-refund">{m.rules_money_not_refundable()}</li>
        )}
      </ul>
      <p className="m-0 mt-1 text-xs text-gray-600" data-testid="money-trail-source">
        {m.rules_money_source({ date: formatDay(trail.sourceDate) })}
      </p>
    </section>
  );
}
