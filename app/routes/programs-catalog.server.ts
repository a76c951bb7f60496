import { getDb } from "~/db/client.server";
import { CATALOG_TABS } from "~/catalogue/program-filter-options";
import { catalogFilterSchema, readFilters } from "~/catalogue/program-filter-schema";
import { firstPage, readShown } from "~/catalogue/program-list";
import { loadUniversitiesAndPrograms, programQuery } from "~/models/program-pages.server";
import { findPrograms, groupBy } from "~/models/program-rows.server";
import type { Route } from "./+types/programs-catalog";

const TAB_KEYS = CATALOG_TABS.map((t) => t.key);

/** /programs-catalog — the filtered catalogue by faculty tab, with each tab's count (first page of cards only). */
export async function loadProgramsCatalogPage({ request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const filters = readFilters(catalogFilterSchema, searchParams);
  const shown = readShown(searchParams);
  const db = getDb();
  const { universities, programs } = await loadUniversitiesAndPrograms(
    "/programs-catalog",
    db,
    findPrograms(db, programQuery(filters)),
  );
  if (!programs.ok) return { filters, universities: [], sections: null, tabCounts: {}, shown };
  const rows = programs.data;

  // Tabs count what the other filters leave, so a visitor sees where their search has results.
  const tabCounts: Record<string, number> = { all: rows.length };
  for (const row of rows) tabCounts[row.catalogTab] = (tabCounts[row.catalogTab] ?? 0) + 1;
  const inTab = filters.tab === "all" ? rows : rows.filter((r) => r.catalogTab === filters.tab);
  // Only the first page of cards travels to the browser ('Show more' asks the server for the next), and only
  // what a full card shows.
  const sections = firstPage(
    groupBy(
      inTab.map((r) => ({
        id: r.id,
        slug: r.slug,
        name: r.name,
        category: r.category,
        catalogTab: r.catalogTab,
        description: r.description,
        universityId: r.universityId,
        universityName: r.universityName,
        studyLevel: r.studyLevel,
        duration: r.duration,
        languages: r.languages,
        feesPerSemester: r.feesPerSemester,
      })),
      (r) => r.catalogTab,
      TAB_KEYS,
    ),
    shown,
  );
  return {
    filters,
    universities,
    sections,
    tabCounts,
    shown,
  };
}
