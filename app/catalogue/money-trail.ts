// The money trail of a university (decision 0043, "Money trail"): what the page shows of a money_trails row, and
// which row speaks for one offering (the faculty's own row, else the university's). Its keys: app/db/enums.ts.
import type { BalanceDue, RefundRule, RefundTo } from "~/db/enums";
import { m } from "~/i18n/paraglide/messages";
import { formatDay } from "~/lib/dates";
import { formatPrice, percent } from "~/catalogue/money";

export type MoneyTrail = {
  facultyId: number | null;
  depositUsd: number | null;
  balanceDue: BalanceDue | null;
  refundRule: RefundRule | null;
  refundPercent: number | null;
  refundClaimMonths: number | null;
  refundTo: RefundTo | null;
  sourceDate: string;
  indicative: boolean;
};

/** The row for a program of `facultyId` among one university's rows: its faculty's, else the university-wide one. */
export function moneyTrailFor<T extends { facultyId: number | null }>(rows: T[], facultyId: number): T | null {
  return rows.find((r) => r.facultyId === facultyId) ?? rows.find((r) => r.facultyId === null) ?? null;
}

/** A money trail's lines in the page's language; null for what D1 does not state. */
export type MoneyTrailWords = {
  title: string;
  /** "Deposit: $1,000" (the program page adds the visitor's currency). */
  deposit: string | null;
  balance: string | null;
  /** What comes back if the visa is refused (share, deadline to claim, to whom), or that nothing does. */
  refund: string | null;
  /** Where it comes from and when, and that it is indicative. */
  source: string;
};

function balanceWords(balanceDue: BalanceDue | null) {
  if (balanceDue === "half_at_registration_rest_by_1_december")
    return m.rules_money_balance_half_dec1({ share: percent(50) });
  if (balanceDue === "pre_registration_half_rest_by_1_december")
    return m.rules_money_balance_pre_registration_dec1({ share: percent(50) });
  return null;
}

/** The words of a money trail: the program page's block and the case's deposit and visa-decision steps say these. */
export function moneyTrailWords(trail: MoneyTrail): MoneyTrailWords {
  let refund: string | null = null;
  if (trail.refundRule === "not_after_registration") refund = m.rules_money_not_refundable();
  if (trail.refundRule === "not_if_not_registered") refund = m.rules_money_not_if_not_registered();
  if (trail.refundRule === "on_visa_refusal") {
    refund = [
      trail.refundPercent === null
        ? m.rules_money_refund_on_proof()
        : m.rules_money_refund_share({ share: percent(trail.refundPercent) }),
      trail.refundClaimMonths === null ? "" : ` ${m.rules_money_refund_claim({ months: trail.refundClaimMonths })}`,
      trail.refundTo === "payer_account" ? ` ${m.rules_money_refund_payer()}` : "",
    ].join("");
  }
  return {
    title: m.rules_money_title(),
    deposit: trail.depositUsd === null ? null : m.rules_money_deposit({ amount: formatPrice(trail.depositUsd) }),
    balance: balanceWords(trail.balanceDue),
    refund,
    // "Not checked by us" only where the row is not exactly what its page says (money_trails.indicative).
    source: trail.indicative
      ? m.rules_money_source({ date: formatDay(trail.sourceDate) })
      : m.rules_money_source_read({ date: formatDay(trail.sourceDate) }),
  };
}
