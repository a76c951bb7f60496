import { m } from "~/i18n/paraglide/messages";
import { formatDay } from "~/lib/dates";
import { convertRange, type ExchangeRate } from "~/catalogue/currency";
import { formatPrice } from "~/catalogue/money";
import type { MoneyTrail } from "~/catalogue/money-trail";
import { ConvertedRange, percent } from "~/components/yearly-cost";

// The money trail's lines (decision 0043, "Money trail"): composed into a block on the program page, and shown one by
// one at the case's deposit and visa-decision steps (decision 0044). Each line is nothing when D1 does not state it.

type TrailLine = { trail: MoneyTrail };

/** "Deposit: $1,000", converted into the visitor's currency when there is a `rate`. */
export function MoneyTrailDeposit({ trail, rate }: TrailLine & { rate: ExchangeRate | null }) {
  const deposit = trail.depositUsd;
  if (deposit === null) return null;
  return (
    <li data-testid="money-trail-deposit">
      {m.rules_money_deposit({ amount: formatPrice(deposit) })}
      {rate && (
        <>
          {" ("}
          <ConvertedRange range={convertRange({ min: deposit, max: deposit }, rate)} rate={rate} />)
        </>
      )}
    </li>
  );
}

/** When the balance is due. */
export function MoneyTrailBalance({ trail }: TrailLine) {
  if (trail.balanceDue !== "half_at_registration_rest_by_1_december") return null;
  return <li>{m.rules_money_balance_half_dec1({ share: percent(50) })}</li>;
}

/** What comes back if the visa is refused (share, deadline to claim, to whom), or that nothing does. */
export function MoneyTrailRefund({ trail }: TrailLine) {
  if (trail.refundRule === "not_after_registration") {
    return <li data-testid="money-trail-refund">{m.rules_money_not_refundable()}</li>;
  }
  if (trail.refundRule !== "on_visa_refusal") return null;
  return (
    <li data-testid="money-trail-refund">
      {trail.refundPercent === null
        ? m.rules_money_refund_on_proof()
        : m.rules_money_refund_share({ share: percent(trail.refundPercent) })}
      {trail.refundClaimMonths !== null && ` ${m.rules_money_refund_claim({ months: trail.refundClaimMonths })}`}
      {trail.refundTo === "payer_account" && ` ${m.rules_money_refund_payer()}`}
    </li>
  );
}

/** Where it comes from and when, and that it is indicative. */
export function MoneyTrailSource({ trail, className }: TrailLine & { className: string }) {
  return (
    <p className={className} data-testid="money-trail-source">
      {m.rules_money_source({ date: formatDay(trail.sourceDate) })}
    </p>
  );
}

/**
 * 'Deposit and refunds (indicative)': what the university asks before registration and what comes back if the visa
 * is refused, with where it comes from.
 */
export function MoneyTrailBlock({ trail, rate }: { trail: MoneyTrail; rate: ExchangeRate | null }) {
  return (
    <section aria-labelledby="money-trail-heading" className="mt-6" data-testid="money-trail">
      <h3 id="money-trail-heading" className="text-lg font-bold text-brand-900">
        {m.rules_money_title()}
      </h3>
      <ul className="m-0 mt-2 list-none space-y-1.5 p-0 text-sm text-gray-700">
        <MoneyTrailDeposit trail={trail} rate={rate} />
        <MoneyTrailBalance trail={trail} />
        <MoneyTrailRefund trail={trail} />
      </ul>
      <MoneyTrailSource trail={trail} className="m-0 mt-1 text-xs text-gray-600" />
    </section>
  );
}
