import { eq, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { moneyTrails } from "~/db/schema";

/** One university's money-trail rows (its own and its faculties'; app/catalogue/money-trail.ts picks one). */
export function selectMoneyTrails(db: Db, universityId: number | SQL<number | null>) {
  return db
    .select({
      facultyId: moneyTrails.facultyId,
      depositUsd: moneyTrails.depositUsd,
      balanceDue: moneyTrails.balanceDue,
      refundRule: moneyTrails.refundRule,
      refundPercent: moneyTrails.refundPercent,
      refundClaimMonths: moneyTrails.refundClaimMonths,
      refundTo: moneyTrails.refundTo,
      sourceDate: moneyTrails.sourceDate,
      indicative: moneyTrails.indicative,
    })
    .from(moneyTrails)
    .where(eq(moneyTrails.universityId, universityId));
}
