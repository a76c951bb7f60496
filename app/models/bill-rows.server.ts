// What the family's bill is made of (issue 53, app/catalogue/family-bill.ts): the bill's lines (labels in the
// request's language), the dated rates, the cost lines, the services' prices and, for one application, its
// program's tuition and its university's money trail. Started together: a page waits for one D1 round trip.
import { asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { applications, billLines, costLines, programs } from "~/db/schema";
import type { ApplicationKey } from "./application-key.server";
import { selectMoneyTrails } from "./money-trails.server";
import { selectRates } from "./offering-facts.server";
import { listServices } from "./service-rows.server";
import { translated } from "./translated.server";

/** Every line of the bill, in order, its label in the request's language. */
export function selectBillLines(db: Db) {
  return db
    .select({
      key: billLines.key,
      label: translated(billLines.label, billLines.id),
      payee: billLines.payee,
      amount: billLines.amount,
      minUsd: billLines.minUsd,
      maxUsd: billLines.maxUsd,
      costLineKey: billLines.costLineKey,
      dueStep: billLines.dueStep,
      refund: billLines.refund,
      refundTo: billLines.refundTo,
      sourceUrl: billLines.sourceUrl,
      sourceDate: billLines.sourceDate,
      indicative: billLines.indicative,
    })
    .from(billLines)
    .orderBy(asc(billLines.sortOrder), asc(billLines.id));
}

/** The Istanbul-wide cost lines and those of the university `universityId` (a subquery; NULL: the wide ones only). */
export function selectBillCostLines(db: Db, universityId: ApplicationKey) {
  return db
    .select({
      key: costLines.key,
      universityId: costLines.universityId,
      minUsd: costLines.minUsd,
      maxUsd: costLines.maxUsd,
      checkedOn: costLines.checkedOn,
      example: costLines.example,
    })
    .from(costLines)
    .where(or(isNull(costLines.universityId), eq(costLines.universityId, universityId)));
}

/** The program of the application `applicationId`: its yearly tuition, faculty and university. */
export function selectOfferingOf(db: Db, applicationId: ApplicationKey) {
  return db
    .select({
      tuitionPerYear: programs.tuitionPerYear,
      facultyId: programs.facultyId,
      universityId: programs.universityId,
    })
    .from(programs)
    .where(
      eq(
        programs.id,
        sql<
          number | null
        >`(select ${applications.programId} from ${applications} where ${applications.id} = ${applicationId})`,
      ),
    )
    .limit(1);
}

/**
 * The rows of the bill, read in one batch (start it beside the page's other reads). With an application (its id, or a
 * subquery such as byReference(…).id or bySponsorLink(…).applicationId): its program's tuition and its
 * university's money trail and cost lines too; without one (/payments), the bill of any program, the university's
 * amounts left to the offer letter.
 */
export async function readBillRows(db: Db, applicationId: ApplicationKey | null) {
  // Without an application the two reads of its program match nothing (`= NULL`): one batch either way (one call).
  const application = applicationId ?? sql<number | null>`NULL`;
  const universityId = sql<
    number | null
  >`(select ${applications.universityId} from ${applications} where ${applications.id} = ${application})`;
  const [lines, rates, costs, services, trails, offering] = await db.batch([
    selectBillLines(db),
    selectRates(db),
    selectBillCostLines(db, universityId),
    listServices(db),
    selectMoneyTrails(db, universityId),
    selectOfferingOf(db, application),
  ]);
  return { lines, rates, costs, services, trails, offering: offering[0] ?? null };
}

export type BillRows = Awaited<ReturnType<typeof readBillRows>>;
