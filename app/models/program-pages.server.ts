import type { Db } from "~/db/client.server";
import { deferred } from "~/lib/deferred.server";
import { INTAKE_MONTHS, istanbulToday } from "~/catalogue/intakes";
import type { Settled } from "~/lib/settled";
import type { ProgramQuery } from "./program-rows.server";
import { listUniversityNames } from "./university-rows.server";

/** The filters a program page reads from its URL (~/catalogue/program-filter-schema), under their query parameter names. */
type PageFilters = {
  program?: string;
  level?: string;
  language?: string;
  university?: number;
  faculty?: string;
  q?: string;
  intake?: string;
};

/**
 * A program page's filters as the query for findPrograms. A text search (q) looks in faculty and university names
 * too; an intake offers only starts whose deadline has not passed today (Istanbul).
 */
export function programQuery(filters: PageFilters): ProgramQuery {
  return {
    category: filters.program,
    studyLevel: filters.level,
    language: filters.language,
    universityId: filters.university,
    facultySlug: filters.faculty,
    search: filters.q,
    searchEverywhere: true,
    intake: filters.intake
      ? { month: INTAKE_MONTHS.find((m) => m.value === filters.intake)?.month ?? "", today: istanbulToday() }
      : undefined,
  };
}

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
