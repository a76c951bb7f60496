// Payments tied to an application's case (decision 0044): which application a payer may pay for, the payments made
// on a case, and which steps each package does for the student (`service_steps`, migration 0030). Reads only: the
// payment row itself is written by insertPendingPayment (app/models/payment-rows.server.ts).
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { ApplicationKey } from "./application-key.server";
import { applications, payments, serviceSteps, services } from "~/db/schema";
import { bySponsorLink } from "./sponsor-links.server";
import { translatedCopy } from "./translated.server";

/** The keys of the packages paid for the application of the row (comma-separated), as a column. */
// Spelled out: in a one-table select drizzle leaves columns unqualified, and "id" would be the payment's.
const paidServiceKeys = sql<string | null>`(select group_concat("p"."service_key") from "payments" "p"
  where "p"."application_id" = "applications"."id" and "p"."status" = 'successful')`;

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
      paid: paidServiceKeys,
    })
    .from(applications)
    .where(
      and(eq(applications.reference, reference), sql`lower(${applications.email}) = ${email.trim().toLowerCase()}`),
    )
    .limit(1);
  return row && { id: row.id, status: row.status, paidServiceKeys: row.paid?.split(",") ?? [] };
}

/**
 * The application a live sponsor link opens (by its token's hash; unknown, revoked and expired links find nothing,
 * alike): its id, reference, status, the packages already paid for it, and the link's id. One query.
 */
export async function findCaseForSponsor(db: Db, tokenHash: string, now: string) {
  const link = bySponsorLink(tokenHash, now);
  const [row] = await db
    .select({
      id: applications.id,
      reference: applications.reference,
      status: applications.status,
      paid: paidServiceKeys,
      linkId: link.linkId,
    })
    .from(applications)
    .where(eq(applications.id, link.applicationId))
    .limit(1);
  if (!row || row.linkId === null) return undefined;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    paidServiceKeys: row.paid?.split(",") ?? [],
    linkId: row.linkId,
  };
}

/**
 * Whom a sponsor's payment `paymentId` is told to: the student of its application (address, first name, language),
 * the application's reference, and the service as the catalogue names it in the student's language.
 */
export async function findSponsorPaymentStudent(db: Db, paymentId: number) {
  const [row] = await db
    .select({
      reference: applications.reference,
      email: applications.email,
      firstName: applications.firstName,
      locale: applications.locale,
      serviceName: translatedCopy(
        services.paymentName,
        sql`(select "id" from "services" where "key" = "payments"."service_key")`,
        payments.serviceName,
        applications.locale,
      ),
    })
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId))
    .where(eq(payments.id, paymentId));
  return row;
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
      // A sponsor's payment is named with its payer on the student's case ("paid by …").
      customerName: payments.customerName,
      sponsorLinkId: payments.sponsorLinkId,
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
