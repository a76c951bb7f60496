// The money trail of a university (decision 0043, "Money trail"): what the page shows of a money_trails row, and
// which row speaks for one offering (the faculty's own row, else the university's). Its keys: app/db/enums.ts.
import type { BalanceDue, RefundRule, RefundTo } from "~/db/enums";

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
