import { getDb } from "~/db/client.server";
import { PROGRAM_CATEGORIES } from "~/catalogue/program-filter-options";
import { programsFilterSchema, readFilters } from "~/catalogue/program-filter-schema";
import { firstPage, readShown } from "~/catalogue/program-list";
import { loadUniversitiesAndPrograms, programQuery } from "~/models/program-pages.server";
import { findPrograms, groupBy, summarizePrograms } from "~/models/program-rows.server";
import type { Route } from "./+types/programs";

/** /programs — the filtered programs, summarised across universities and grouped by field (first page only). */
export async function loadProgramsPage({ request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const filters = readFilters(programsFilterSchema, searchParams);
  const db = getDb();
  const { universities, programs } = await loadUniversitiesAndPrograms(
    "/programs",
    db,
    findPrograms(db, programQuery(filters))
      .then(summarizePrograms)
      // The programs most universities offer first (Medicine, Nursing, Computer Engineering…), so a group's first
      // cards are the ones most students look for; then by name.
      .then((summaries) => summaries.sort((a, b) => b.universities.length - a.universities.length)),
  );
  const shown = readShown(searchParams);
  return {
    filters,
    universities,
    // Only the first page of cards travels to the browser; 'Show more' asks the server for the next.
    groups: programs.ok
      ? firstPage(
          groupBy(programs.data, (p) => p.category, PROGRAM_CATEGORIES),
          shown,
        )
      : null,
    total: programs.ok ? programs.data.length : 0,
    shown,
  };
}
