import { Hono, type Context } from "hono";
import { getDb } from "~/db/client.server";
import { m } from "~/i18n/paraglide/messages";
import { COMPARE_MESSAGES, parseCompareIds } from "~/catalogue/compare-schema";
import { parsePositiveId } from "~/lib/ids";
import { istanbulToday } from "~/catalogue/intakes";
import { readCurrency } from "~/catalogue/display-currency";
import { NO_PROFILE } from "~/catalogue/discounts";
import { readNationality } from "~/catalogue/nationality";
import { readHousing } from "~/catalogue/yearly-cost";
import { selectRequirements } from "~/models/entry-rules.server";
import { loadOfferingsWithFacts } from "~/models/offering-facts.server";
import { getUniversity, listFeaturedUniversities, listUniversities } from "~/models/university-rows.server";
import { listFeaturedPrograms, listPrograms, listProgramsOfUniversity } from "~/models/program-rows.server";

// The catalogue changes rarely (staff edit D1 by hand): browsers keep it a minute, the edge five,
// and a stale copy may be served while it refreshes.
const CATALOGUE_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

/** The currency totals are converted to besides dollars: `?currency=` (app/catalogue/display-currency.ts), naira unless it names another. */
const apiCurrency = (c: Context) => readCurrency(c.req.query("currency")) ?? "NGN";

function cached<T>(c: Context, body: T) {
  c.header("Cache-Control", CATALOGUE_CACHE);
  return c.json(body);
}

/** Reads and checks the `:id` path parameter, answering 400 or 404 itself when it is not a known university. */
async function findUniversity(c: Context) {
  const raw = c.req.param("id");
  const id = parsePositiveId(raw);
  if (id === undefined) {
    return { error: c.json({ message: m.forms_api_invalid_university_id({ raw: raw ?? "" }) }, 400) };
  }
  const university = await getUniversity(getDb(), id);
  if (!university) {
    return { error: c.json({ message: m.forms_api_university_not_found({ id: String(id) }) }, 404) };
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
    // The programs are read beside the university (one round trip): the id in the path is all they need.
    const id = parsePositiveId(c.req.param("id"));
    const [found, programs] = await Promise.all([
      findUniversity(c),
      id === undefined ? [] : listProgramsOfUniversity(getDb(), id),
    ]);
    return found.error ?? cached(c, programs);
  })
  .get("/programs", async (c) => cached(c, await listPrograms(getDb())))
  .get("/programs/featured", async (c) => cached(c, await listFeaturedPrograms(getDb())))
  // One offering (a program at one university) with its intakes, cost lines, discount rules and entry requirements;
  // ?housing=dormitory|flat, ?nationality=NG (the discounts it opens are in the tuition and totals), ?currency=XOF.
  .get("/programs/:id", async (c) => {
    const raw = c.req.param("id");
    const id = parsePositiveId(raw);
    if (id === undefined) return c.json({ message: COMPARE_MESSAGES.notAnId(raw.slice(0, 20)) }, 400);
    const housing = readHousing(c.req.query("housing"));
    const profile = { ...NO_PROFILE, nationality: readNationality(c.req.query("nationality")) };
    const db = getDb();
    const [{ rate, offerings }, requirements] = await Promise.all([
      loadOfferingsWithFacts(db, [id], housing, istanbulToday(), profile, apiCurrency(c)),
      selectRequirements(db, [id]),
    ]);
    const [program] = offerings;
    if (!program) return c.json({ message: m.forms_api_program_not_found({ ids: String(id) }) }, 404);
    return cached(c, { ...program, rate, nationality: profile.nationality, entryRequirements: requirements });
  })
  // Up to three offerings side by side: ?programs=1,25,67 (&housing=flat, &currency=GHS).
  .get("/compare", async (c) => {
    const parsed = parseCompareIds(c.req.query("programs"));
    if (!parsed.ok) return c.json({ message: parsed.message }, 400);
    if (parsed.ids.length === 0) {
      return c.json({ message: m.forms_api_compare_count() }, 400);
    }
    const housing = readHousing(c.req.query("housing"));
    const profile = { ...NO_PROFILE, nationality: readNationality(c.req.query("nationality")) };
    const { rate, missing, offerings } = await loadOfferingsWithFacts(
      getDb(),
      parsed.ids,
      housing,
      istanbulToday(),
      profile,
      apiCurrency(c),
    );
    if (missing.length > 0) return c.json({ message: m.forms_api_program_not_found({ ids: missing.join(", ") }) }, 404);
    return cached(c, { housing, rate, programs: offerings });
  });
