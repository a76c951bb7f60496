import { asc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { catalogueVersion, programs, universities } from "~/db/schema";

/**
 * What sitemap.xml lists, in one D1 batch: every university, every program offering (slug + university) and when
 * the catalogue last changed (its version row, bumped by triggers on every catalogue write).
 */
export async function listSitemapEntries(db: Db) {
  const [universityRows, offeringRows, versionRows] = await db.batch([
    db.select({ id: universities.id }).from(universities).orderBy(asc(universities.sortOrder), asc(universities.id)),
    db
      .select({ slug: programs.slug, universityId: programs.universityId })
      .from(programs)
      .orderBy(asc(programs.slug), asc(programs.universityId)),
    db.select({ changedAt: catalogueVersion.changedAt }).from(catalogueVersion),
  ]);
  return {
    universityIds: universityRows.map((u) => u.id),
    offerings: offeringRows,
    changedAt: versionRows[0]?.changedAt,
  };
}
