import { getDb } from "~/db/client.server";
import { preselect } from "~/applications/application-options";
import { deferred } from "~/lib/deferred.server";
import { listFaculties } from "~/models/faculties.server";
import { istanbulToday } from "~/catalogue/intakes";
import { listIntakeChoices, listProgramChoices } from "~/models/program-rows.server";
import { listUniversityNames } from "~/models/university-rows.server";
import { selectChecklistRows } from "~/models/entry-rules.server";
import type { Route } from "./+types/apply";

/** /apply — the catalogue the form offers (faculties, universities, programs) and the choice the URL preselects. */
export async function loadApplyPage({ request }: Route.LoaderArgs) {
  const db = getDb();
  const read = await deferred(
    "/apply: catalogue",
    Promise.all([
      listFaculties(db),
      listUniversityNames(db),
      listProgramChoices(db),
      selectChecklistRows(db),
      listIntakeChoices(db, istanbulToday()),
    ]),
  );
  // Without the catalogue the form cannot offer a choice: the page shows the programs error panel instead.
  if (!read.ok) return { catalogue: null, preselected: null, checklistRows: [] };
  const [faculties, universities, programs, checklistRows, intakes] = read.data;
  const catalogue = {
    faculties: faculties.map(({ id, name, shortName, label, shortLabel }) => ({
      id,
      name,
      shortName,
      label,
      shortLabel,
    })),
    universities: universities.map(({ id, name, shortName }) => ({ id, name, shortName })),
    programs,
    intakes,
  };
  // Every checklist row (a few dozen): the page recomputes the student's list when the program changes.
  return { catalogue, preselected: preselect(new URL(request.url).searchParams, catalogue), checklistRows };
}
