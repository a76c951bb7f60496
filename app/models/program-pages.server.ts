import type { Db } from "~/db/client.server";
import { deferred } from "~/lib/deferred.server";
import type { Settled } from "~/lib/settled";
import { listUniversityNames } from "./universities.server";

/** The options of a program page's University filter: the university id as value, its name as label. */
export function toUniversityOptions(rows: { id: number; name: string }[]) {
  return rows.map(({ id, name }) => ({ value: id, label: name }));
}

/**
 * What the program list loaders read in parallel: the University filter's options and the programs (`programs`,
 * already started), each settled through `deferred` under the page's path (`page`). Failed universities leave the
 * filter without options; failed programs are `{ ok: false }` and the page shows its error panel.
 */
export async function loadUniversitiesAndPrograms<T>(
  page: string,
  db: Db,
  programs: PromiseLike<T>,
): Promise<{ universities: { value: number; label: string }[]; programs: Settled<T> }> {
  const [universities, rows] = await Promise.all([
    deferred(`${page}: universities`, listUniversityNames(db)),
    deferred(`${page}: programs`, programs),
  ]);
  return { universities: universities.ok ? toUniversityOptions(universities.data) : [], programs: rows };
}
