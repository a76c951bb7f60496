// Payments tied to an application's case (decision 0044): which application a payer may pay for, the payments made
// on a case, and which steps each package does for the student (`service_steps`, migration 0030). Reads only: the
// payment row itself is written by insertPendingPayment (app/models/payment-rows.server.ts).
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { ApplicationKey } from "./application-key.server";
import { applications, payments, serviceSteps, services } from "~/db/schema";
import { translatedCopy } from "./translated.server";

/**
 * The application `reference` whose address is `email` (any case): its id, its status and the keys of the packages
 * already paid for it, or undefined. An unknown reference and a wrong address are one answer, found in one query: the caller
 * cannot tell them apart, nor can a payer.
 */
export async function findCaseForPayer(db: Db, reference: string, email: string) {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      // Spelled out: in a one-table select drizzle leaves columns unqualified, and "id" would be the payment's.
      paid: sql<string | null>`(select group_concat("p"."service_key") from "payments" "p"
        where "p"."application_id" = "applications"."id" and "p"."status" = 'successful')`,
    })
    .from(applications)
    .where(
      and(eq(applications.reference, reference), sql`lower(${applications.email}) = ${email.trim().toLowerCase()}`),
    )
    .limit(1);
  return row && { id: row.id, status: row.status, paidServiceKeys: row.paid?.split(",") ?? [] };
}

/** The payments made on an application, newest first, their service named in the request's language. */
export function listPaymentsOfCase(db: Db, applicationId: ApplicationKey) {
  return db
    .select({
      serviceKey: payments.serviceKey,
      serviceName: translatedCopy(
        services.paymentName,
        sql`(select "id" from "services" where "key" = "payments"."service_key")`,
        payments.serviceName,
      ),
      amount: payments.amount,
      currency: payments.currency,
      usdAmount: payments.usdAmount,
      rate: payments.rate,
      rateDate: payments.rateDate,
      status: payments.status,
      createdAt: payments.createdAt,
      verifiedAt: payments.verifiedAt,
    })
    .from(payments)
    .where(eq(payments.applicationId, applicationId))
    .orderBy(desc(payments.id));
}

export type CasePayment = Awaited<ReturnType<typeof listPaymentsOfCase>>[number];

/** Every package's steps (a dozen rows): which step kinds each service does for the student. */
export function listServiceSteps(db: Db) {
  return db
    .select({ serviceKey: serviceSteps.serviceKey, kind: serviceSteps.kind })
    .from(serviceSteps)
    .orderBy(asc(serviceSteps.serviceKey));
}
