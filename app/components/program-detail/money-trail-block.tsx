import { convertRange, type ExchangeRate } from "~/catalogue/display-currency";
import { type MoneyTrail, moneyTrailWords } from "~/catalogue/money-trail";
import { ConvertedRange } from "~/components/yearly-cost-breakdown";

/**
 * 'Deposit and refunds (indicative)': what the university asks before registration and what comes back if the visa
 * is refused (decision 0043, "Money trail"), with where it comes from. Nothing is shown for what D1 does not state.
 * Its words (app/catalogue/money-trail.ts) are the ones the case's deposit and visa-decision steps say (decision 44).
 */
export function MoneyTrailBlock({ trail, rate }: { trail: MoneyTrail; rate: ExchangeRate | null }) {
  const deposit = trail.depositUsd;
  const words = moneyTrailWords(trail);
  return (
    <section aria-labelledby="money-trail-heading" className="mt-6" data-testid="money-trail">
      <h3 id="money-trail-heading" className="text-lg font-bold text-brand-900">
        {words.title}
      </h3>
      <ul className="m-0 mt-2 list-none space-y-1.5 p-0 text-sm text-gray-700">
        {deposit !== null && (
          <li data-testid="money-trail-deposit">
            {words.deposit}
            {rate && (
              <>
                {" ("}
                <ConvertedRange range={convertRange({ min: deposit, max: deposit }, rate)} rate={rate} />)
              </>
            )}
          </li>
        )}
        {words.balance && <li>{words.balance}</li>}
        {words.refund && <li data-testid="money-trail-refund">{words.refund}</li>}
      </ul>
      <p className="m-0 mt-1 text-xs text-gray-600" data-testid="money-trail-source">
        {words.source}
      </p>
    </section>
  );
}
