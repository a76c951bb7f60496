import { asc, eq, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { universities } from "~/db/schema";
import { translated } from "./translated.server";

/**
 * How many programs D1 lists for the university: what the pages show as its program count. The row's
 * `total_programs` is the university's own figure for every program it runs (most taught only in Turkish), and
 * showing it above "24 programs available" read as a contradiction (docs/decisions/0014). The SQL is spelled out
 * because drizzle writes a selected column without its table, which a correlated subquery cannot use.
 */
const programCount =
  sql<number>`(select count(*) from "programs" where "programs"."university_id" = "universities"."id")`.mapWith(Number);

// The camelCase shape of spec section 3 plus what the pages need (slug, shortName, logoUrl, about, website), the
// texts in the request's language (built per query for that reason).
const universityColumns = () => ({
  id: universities.id,
  slug: universities.slug,
  name: universities.name,
  shortName: universities.shortName,
  location: universities.location,
  country: universities.country,
  description: translated(universities.description, universities.id),
  about: translated(universities.about, universities.id),
  totalPrograms: universities.totalPrograms,
  totalStudents: universities.totalStudents,
  teachingLanguage: universities.teachingLanguage,
  tuitionFee: universities.tuitionFee,
  rating: universities.rating,
  establishedYear: universities.establishedYear,
  logoUrl: universities.logoUrl,
  imageUrl: universities.imageUrl,
  website: universities.website,
  featured: universities.featured,
});

/** Every university in the order the catalogue lists them, as `columns`; `.where`/`.limit` may narrow it. */
function selectInCatalogueOrder<Columns extends SelectedFields>(db: Db, columns: Columns) {
  return db.select(columns).from(universities).orderBy(asc(universities.sortOrder), asc(universities.id)).$dynamic();
}

export type University = Awaited<ReturnType<typeof listUniversities>>[number];

export function listUniversities(db: Db) {
  return selectInCatalogueOrder(db, universityColumns());
}

export function listFeaturedUniversities(db: Db, limit = 6) {
  return selectInCatalogueOrder(db, universityColumns()).where(eq(universities.featured, true)).limit(limit);
}

// What a university card shows (spec section 2, "University card"): no long `about` text, so the
// list pages send the browser only what they render.
const universityCardColumns = () => ({
  id: universities.id,
  name: universities.name,
  shortName: universities.shortName,
  location: universities.location,
  description: translated(universities.description, universities.id),
  programCount,
  totalStudents: universities.totalStudents,
  teachingLanguage: universities.teachingLanguage,
  tuitionFee: universities.tuitionFee,
  rating: universities.rating,
  logoUrl: universities.logoUrl,
});

export type UniversityCard = Awaited<ReturnType<typeof listUniversityCards>>[number];

export function listUniversityCards(db: Db) {
  return selectInCatalogueOrder(db, universityCardColumns());
}

export function listFeaturedUniversityCards(db: Db, limit = 6) {
  return selectInCatalogueOrder(db, universityCardColumns()).where(eq(universities.featured, true)).limit(limit);
}

export async function getUniversity(db: Db, id: number) {
  const [row] = await db
    .select({ ...universityColumns(), programCount })
    .from(universities)
    .where(eq(universities.id, id));
  return row;
}

/** id and names only: for filters, links and the application form. */
export function listUniversityNames(db: Db) {
  return selectInCatalogueOrder(db, {
    id: universities.id,
    name: universities.name,
    shortName: universities.shortName,
    logoUrl: universities.logoUrl,
  });
}
