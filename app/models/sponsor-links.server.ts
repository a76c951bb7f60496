// Sponsor links (decision 61): a live link is one not revoked and not past its expiry. Reads by the token's hash
// (app/sponsor/sponsor-token.server.ts), never by the token.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sponsorLinks } from "~/db/schema";

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
