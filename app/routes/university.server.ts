import { data } from "react-router";
import type { ProgramRow } from "~/components/program-table";
import { getDb } from "~/db/client.server";
import { deferred } from "~/lib/deferred.server";
import { required } from "~/lib/required.server";
import { parsePositiveId } from "~/lib/ids";
import { type Intake, istanbulToday, nextOpenIntake } from "~/catalogue/intakes";
import { listUniversityIntakes } from "~/models/offering-facts.server";
import { listProgramsOfUniversity, type Program } from "~/models/program-rows.server";
import { getUniversity } from "~/models/university-rows.server";
import type { Route } from "./+types/university";

/** At most this many cards in 'Featured Programs' (the spec's "initial display 8 programs"). */
const FEATURED_CARDS = 8;
const FALLBACK_FEATURED = 3;

/** The table needs a handful of fields; the cards need whole programs, but only the few they show. */
function splitPrograms(programs: Program[], intakes: (Intake & { programId: number })[]) {
  const today = istanbulToday();
  const rows: ProgramRow[] = programs.map((p) => ({
    id: p.id,
    slug: p.slug,
    name: p.name,
    faculty: p.facultyShortName,
    duration: p.duration,
    languages: p.languages,
    tuition: p.tuition,
    nextIntake: nextOpenIntake(
      intakes.filter((i) => i.programId === p.id),
      today,
    ),
  }));
  const featured = programs.filter((p) => p.featured);
  return {
    rows,
    featured: (featured.length > 0 ? featured : programs.slice(0, FALLBACK_FEATURED)).slice(0, FEATURED_CARDS),
  };
}

/** /universities/:id — the university, with its programs streamed in (table rows and featured cards). */
export async function loadUniversityPage({ params }: Route.LoaderArgs) {
  const id = parsePositiveId(params.id);
  if (id === undefined) throw data("University not found", { status: 404 });

  const db = getDb();
  // Started now, awaited by the page: the programs stream in while the university heads the page.
  // Intakes in parallel; a failed read leaves the rows without them.
  const intakes = deferred(`university ${id}: intakes`, listUniversityIntakes(db, id));
  const programs = deferred(`university ${id}: programs`, listProgramsOfUniversity(db, id)).then(async (result) => {
    const read = await intakes;
    return result.ok ? { ok: true as const, data: splitPrograms(result.data, read.ok ? read.data : []) } : result;
  });

  // The page is about the university: without it there is no page to render, only the 503 error page.
  const university = await required(`university ${id}`, getUniversity(db, id), 503, "University unavailable");
  if (!university) throw data("University not found", { status: 404 });
  return { university, programs };
}
