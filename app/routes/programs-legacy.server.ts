import { getDb } from "~/db/client.server";
import { deferred } from "~/lib/deferred.server";
import { legacyFilterSchema, readFilters } from "~/catalogue/program-filter-schema";
import { listFaculties } from "~/models/faculties.server";
import { loadUniversitiesAndPrograms, programQuery } from "~/models/program-pages.server";
import { findPrograms, programsByUniversityAndFaculty } from "~/models/program-rows.server";
import type { Route } from "./+types/programs-legacy";

/** /programs-legacy — every filtered program, university by university and faculty by faculty. */
export async function loadProgramsLegacyPage({ request }: Route.LoaderArgs) {
  const filters = readFilters(legacyFilterSchema, new URL(request.url).searchParams);
  const db = getDb();
  const [{ universities, programs }, faculties] = await Promise.all([
    loadUniversitiesAndPrograms("/programs-legacy", db, findPrograms(db, programQuery(filters))),
    deferred("/programs-legacy: faculties", listFaculties(db)),
  ]);
  return {
    filters,
    universityOptions: universities,
    facultyOptions: faculties.ok ? faculties.data.map(({ slug, label }) => ({ value: slug, label })) : [],
    universities: programs.ok ? programsByUniversityAndFaculty(programs.data) : null,
  };
}
