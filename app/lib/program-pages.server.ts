import type { Db } from "~/db/client.server";
import { listUniversityNames } from "~/models/universities.server";

/** The options of a program page's University filter: the university id as value, its name as label. */
export function toUniversityOptions(rows: { id: number; name: string }[]) {
  return rows.map(({ id, name }) => ({ value: id, label: name }));
}

/**
 * What the /programs and /programs-catalog loaders read in parallel: the University filter's options and the
 * programs (`programs`, already started). A failed read is logged under the page's path (`page`) and settles
 * rather than rejects: the universities to an empty list, the programs to null (the page shows its error panel).
 */
export async function loadUniversitiesAndPrograms<T>(page: string, db: Db, programs: PromiseLike<T>) {
  const [universities, rows] = await Promise.all([
    listUniversityNames(db).catch((error: unknown) => {
      console.error(`${page}: could not read universities`, error);
      return [];
    }),
    Promise.resolve(programs).catch((error: unknown) => {
      console.error(`${page}: could not read programs`, error);
      return null;
    }),
  ]);
  return { universities: toUniversityOptions(universities), programs: rows };
}
