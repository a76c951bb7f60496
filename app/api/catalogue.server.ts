import { Hono, type Context } from "hono";
import { getDb } from "~/db/client.server";
import { parsePositiveId } from "~/lib/ids";
import { getUniversity, listFeaturedUniversities, listUniversities } from "~/models/universities.server";
import { listFeaturedPrograms, listPrograms, listProgramsOfUniversity } from "~/models/programs.server";

// The catalogue changes rarely (staff edit D1 by hand): browsers keep it a minute, the edge five,
// and a stale copy may be served while it refreshes.
const CATALOGUE_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

function cached<T>(c: Context, body: T) {
  c.header("Cache-Control", CATALOGUE_CACHE);
  return c.json(body);
}

/** Reads and checks the `:id` path parameter, answering 400 or 404 itself when it is not a known university. */
async function findUniversity(c: Context) {
  const raw = c.req.param("id");
  const id = parsePositiveId(raw);
  if (id === undefined) {
    return { error: c.json({ message: `Invalid university id '${raw}': expected a positive whole number.` }, 400) };
  }
  const university = await getUniversity(getDb(), id);
  if (!university) {
    return { error: c.json({ message: `University ${id} not found.` }, 404) };
  }
  return { university };
}

export const catalogueApi = new Hono<{ Bindings: Env }>()
  .get("/universities", async (c) => cached(c, await listUniversities(getDb())))
  .get("/universities/featured", async (c) => cached(c, await listFeaturedUniversities(getDb())))
  .get("/universities/:id", async (c) => {
    const found = await findUniversity(c);
    return found.error ?? cached(c, found.university);
  })
  .get("/universities/:id/programs", async (c) => {
    const found = await findUniversity(c);
    return found.error ?? cached(c, await listProgramsOfUniversity(getDb(), found.university.id));
  })
  .get("/programs", async (c) => cached(c, await listPrograms(getDb())))
  .get("/programs/featured", async (c) => cached(c, await listFeaturedPrograms(getDb())));
