import { asc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { faculties } from "~/db/schema";
import { translated } from "./translated.server";

export type Faculty = Awaited<ReturnType<typeof listFaculties>>[number];

/**
 * The faculties in catalogue order: `name` and `shortName` as D1 spells them (what the application form sends and
 * staff read), `label` and `shortLabel` in the request's language (what a select shows).
 */
export function listFaculties(db: Db) {
  return db
    .select({
      id: faculties.id,
      slug: faculties.slug,
      name: faculties.name,
      shortName: faculties.shortName,
      label: translated(faculties.name, faculties.id),
      shortLabel: translated(faculties.shortName, faculties.id),
    })
    .from(faculties)
    .orderBy(asc(faculties.sortOrder));
}
