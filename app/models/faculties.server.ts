import { asc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { faculties } from "~/db/schema";

export type Faculty = Awaited<ReturnType<typeof listFaculties>>[number];

export function listFaculties(db: Db) {
  return db
    .select({ id: faculties.id, slug: faculties.slug, name: faculties.name, shortName: faculties.shortName })
    .from(faculties)
    .orderBy(asc(faculties.sortOrder));
}
