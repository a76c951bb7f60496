// Sponsor links (decision 61): a live link is one not revoked and not past its expiry. Reads by the token's hash
// (app/sponsor/sponsor-token.server.ts), never by the token.
import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { Locale } from "~/i18n/locale";
import { applications, applicationSteps, programs, sponsorLinks, stepRules, universities } from "~/db/schema";
import type { ApplicationKey } from "./application-key.server";
import { stepColumns } from "./application-steps.server";
import { listPaymentsOfCase, listServiceSteps } from "./case-payments.server";
import { selectMoneyTrails } from "./money-trails.server";
import { selectRates } from "./offering-facts.server";
import { listServices } from "./service-rows.server";
import { selectBillCostLines, selectBillLines, selectOfferingOf } from "./bill-rows.server";
import { translatedCopy } from "./translated.server";
import { universityOfficeColumns } from "./application-tracking.server";

const live = (tokenHash: string, now: string) =>
  and(eq(sponsorLinks.tokenHash, tokenHash), isNull(sponsorLinks.revokedAt), gt(sponsorLinks.expiresAt, now));

/**
 * The application a live link opens, as subqueries (NULL when the link is unknown, revoked or expired): its reads
 * then come back with the rest of the sponsor view, in one round trip (like byReference).
 */
export function bySponsorLink(tokenHash: string, now: string) {
  const column = (name: "id" | "application_id") =>
    sql<number | null>`(select ${sql.identifier(name)} from ${sponsorLinks} where ${live(tokenHash, now)})`;
  return { linkId: column("id"), applicationId: column("application_id") };
}

/** The live link with `tokenHash`: its id and application; undefined for an unknown, revoked or expired one. */
export async function findLiveSponsorLink(db: Db, tokenHash: string, now: string) {
  const [row] = await db
    .select({ id: sponsorLinks.id, applicationId: sponsorLinks.applicationId })
    .from(sponsorLinks)
    .where(live(tokenHash, now))
    .limit(1);
  return row;
}

/** A new link of `applicationId`: its id (the token itself is never stored, only its hash). */
export async function insertSponsorLink(
  db: Db,
  link: { applicationId: number; tokenHash: string; sentTo: string | null; locale: Locale; expiresAt: string },
) {
  const [row] = await db.insert(sponsorLinks).values(link).returning({ id: sponsorLinks.id });
  return row!.id;
}

/**
 * Revokes link `linkId` of application `applicationId` (still live or expired, not revoked yet): true when a row
 * changed. A link of another case changes nothing, in the same one statement.
 */
export async function revokeSponsorLink(db: Db, linkId: number, applicationId: number, now: string) {
  const rows = await db
    .update(sponsorLinks)
    .set({ revokedAt: now })
    .where(
      and(eq(sponsorLinks.id, linkId), eq(sponsorLinks.applicationId, applicationId), isNull(sponsorLinks.revokedAt)),
    )
    .returning({ id: sponsorLinks.id });
  return rows.length > 0;
}

/** A case's links as its page lists them, newest first (read with the case's other reads: one round trip). */
export function listSponsorLinksOf(db: Db, applicationId: ApplicationKey) {
  return db
    .select({
      id: sponsorLinks.id,
      sentTo: sponsorLinks.sentTo,
      createdAt: sponsorLinks.createdAt,
      expiresAt: sponsorLinks.expiresAt,
      lastOpenedAt: sponsorLinks.lastOpenedAt,
      revokedAt: sponsorLinks.revokedAt,
    })
    .from(sponsorLinks)
    .where(eq(sponsorLinks.applicationId, applicationId))
    .orderBy(desc(sponsorLinks.id));
}

export type SponsorLinkRow = Awaited<ReturnType<typeof listSponsorLinksOf>>[number];

/** What the consumer needs for a link's e-mail: the link, its case's first name, whether it is still live. */
export async function getSponsorLinkForMail(db: Db, linkId: number) {
  const [row] = await db
    .select({
      id: sponsorLinks.id,
      tokenHash: sponsorLinks.tokenHash,
      sentTo: sponsorLinks.sentTo,
      locale: sponsorLinks.locale,
      expiresAt: sponsorLinks.expiresAt,
      revokedAt: sponsorLinks.revokedAt,
      firstName: applications.firstName,
    })
    .from(sponsorLinks)
    .innerJoin(applications, eq(applications.id, sponsorLinks.applicationId))
    .where(eq(sponsorLinks.id, linkId))
    .limit(1);
  return row;
}

/**
 * Everything the sponsor view shows, in ONE D1 round trip (a batch): the live link's `last_opened_at` set to `now`,
 * then the case it opens, each read finding it by the link's subqueries (an unknown, revoked or expired link has no
 * rows, and its UPDATE changes none). Only what a sponsor may read: never the student's e-mail, phone, documents or
 * staff note (none of those columns is selected here). With them, the family's bill's rows (readBillRows's, sharing
 * the services, money trails and rates) and the university's international office.
 */
export async function readSponsorCase(db: Db, tokenHash: string, now: string) {
  const { applicationId } = bySponsorLink(tokenHash, now);
  const universityId = sql<
    number | null
  >`(select ${applications.universityId} from ${applications} where ${applications.id} = ${applicationId})`;
  const [, found, steps, payments, serviceSteps, services, trails, rates, lines, costs, offering] = await db.batch([
    db.update(sponsorLinks).set({ lastOpenedAt: now }).where(live(tokenHash, now)),
    db
      .select({
        id: applications.id,
        status: applications.status,
        programName: translatedCopy(programs.name, applications.programId, applications.selectedProgram),
        university: applications.selectedUniversity,
        facultyId: programs.facultyId,
        office: universityOfficeColumns,
      })
      .from(applications)
      .leftJoin(programs, eq(programs.id, applications.programId))
      .leftJoin(universities, eq(universities.id, applications.universityId))
      .where(eq(applications.id, applicationId))
      .limit(1),
    db
      .select({ ...stepColumns, wording: stepRules.wording })
      .from(applicationSteps)
      .innerJoin(stepRules, eq(stepRules.id, applicationSteps.ruleId))
      .where(eq(applicationSteps.applicationId, applicationId))
      .orderBy(asc(applicationSteps.position)),
    listPaymentsOfCase(db, applicationId),
    listServiceSteps(db),
    listServices(db),
    selectMoneyTrails(db, universityId),
    selectRates(db),
    selectBillLines(db),
    selectBillCostLines(db, universityId),
    selectOfferingOf(db, applicationId),
  ]);
  const money: [typeof payments, typeof serviceSteps, typeof services, typeof trails] = [
    payments,
    serviceSteps,
    services,
    trails,
  ];
  const bill = { lines, rates, costs, services, trails, offering: offering[0] ?? null };
  return { application: found[0], steps, money, rates, bill };
}
