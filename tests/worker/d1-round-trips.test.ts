import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { statusLinkPath } from "~/case/status-link.server";
import { matchingPattern, routePatterns } from "~/security/canonical-path.server";
import { policyOf } from "~/security/route-policy";
import { builtRoutes } from "./built-routes";
import { apply, sql, withOffer } from "./case-fixtures";
import { pdfBytes } from "./document-bytes";
import { addStaff, staffRequest } from "./staff-fixtures";
import { appendRequiredDocuments, medicineApplication, request, validConsultation } from "./helpers";

// One D1 round trip per page (docs/decisions/0047-one-d1-round-trip-per-page.md). The Worker runs here with the D1
// meter on (app/db/d1-meter.server.ts, project `web-round-trips` in vitest.config.ts), which counts each request's
// D1 calls and the calls it waited for one after another, and with the catalogue version trusted for a while, as in
// production. Every browsing page (every page Chrome may prefetch, by its route's policy), in English, French and
// Arabic, with and without `?currency=NGN`: a cache miss waits for one round trip at most, a cache hit for none at
// all. A write: the read that decides, then the all-or-nothing batch, two at most.

const CALLS = "X-D1-Calls";
const ROUND_TRIPS = "X-D1-Round-Trips";
const LOCALE_PREFIXES = ["", "/fr", "/ar"];

/**
 * Pages the sitemap does not list (or lists at an address no route pattern names), with the query that makes them
 * read D1 (a compared list, a student's answer). A new browsing page that is neither in the sitemap nor here fails
 * the first test until it is added.
 */
const NOT_IN_THE_SITEMAP: Record<string, string> = {
  "routes/home": "/",
  "routes/robots": "/robots.txt",
  "routes/sitemap": "/sitemap.xml",
  "routes/compare": "/compare?programs=1,25,67",
  "routes/shortlist": "/shortlist?programs=1,25,67",
  "routes/eligibility":
    "/eligibility?qualification=waec&english=B3&mathematics=C4&biology=C5&chemistry=C6&physics=B2&proof=english_medium&level=bachelor&field=Health+Sciences&nationality=NG",
  "routes/programs-catalog": "/programs-catalog",
  "routes/programs-legacy": "/programs-legacy",
  "routes/apply-now": "/apply-now",
};

/** The JSON API's reads of the catalogue (app/api/catalogue-api.server.ts, app/api/eligibility-api.server.ts). */
const CATALOGUE_API = [
  "/api/universities",
  "/api/universities/featured",
  "/api/universities/1",
  "/api/universities/1/programs",
  "/api/programs",
  "/api/programs/featured",
  "/api/programs/1",
  "/api/compare?programs=1,25",
  "/api/eligibility?qualification=waec&english=B3&mathematics=C4&biology=C5&chemistry=C6&physics=B2&level=bachelor",
];

/**
 * Routes allowed a second round trip on a miss, each with the reason its code gives. Empty: none needs one.
 */
const SECOND_ROUND_TRIP: Record<string, string> = {};

/**
 * Writes allowed more than two round trips, each with why. Two reasons, both after the answer is decided: a write
 * that notifies asks the queue after its batch, and only once the queue accepted can the row say `queued` (the
 * outbox, decision 11); and a form posted to a page gets the page back, whose loaders React Router runs after the
 * action (the page's own one round trip).
 */
const MORE_WRITE_ROUND_TRIPS: Record<string, { roundTrips: number; why: string }> = {
  "POST /contact": { roundTrips: 3, why: "the batch, `queued` once the queue accepted, the page's reads" },
  "POST /universities/3": { roundTrips: 4, why: "the university the form names, then as /contact" },
  "POST /apply": { roundTrips: 4, why: "what decides, the batch, `queued`, the page's reads" },
  "POST /api/applications": { roundTrips: 3, why: "what decides, the batch, `queued` once the queue accepted" },
};

/** One example address per English browsing route: from the sitemap, else from NOT_IN_THE_SITEMAP. */
async function browsingPages() {
  const routes = await builtRoutes();
  const patterns = routePatterns(routes);
  const english = Object.values(routes).filter(
    (route) =>
      route &&
      route.id !== "root" &&
      route.path !== "*" &&
      !/^(fr|ar)\//.test(route.id) &&
      policyOf(route.module.handle)?.prefetch === true,
  );
  const sitemap = await (await request("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  const pages = new Map<string, string>();
  for (const path of [...listed.map((p) => new URL(`http://localhost${p}`).pathname), ...listed]) {
    const id = matchingPattern(path.split("/").filter(Boolean), patterns)?.id;
    if (id && !pages.has(id)) pages.set(id, path);
  }
  const found = new Map<string, string>();
  for (const route of english) {
    const id = route?.id ?? "";
    const path = pages.get(id) ?? NOT_IN_THE_SITEMAP[id];
    found.set(id, path ?? "");
  }
  return found;
}

const withQuery = (path: string, query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;
const counts = (response: Response) => ({
  calls: Number(response.headers.get(CALLS)),
  roundTrips: Number(response.headers.get(ROUND_TRIPS)),
});

describe("D1 round trips", () => {
  it("knows an address for every browsing route, and the meter is on", async () => {
    const pages = await browsingPages();
    expect(pages.size).toBeGreaterThan(10);
    expect([...pages].filter(([, path]) => !path).map(([id]) => id)).toEqual([]);
    const response = await request("/robots.txt");
    await response.text();
    expect(response.headers.get(ROUND_TRIPS)).not.toBeNull();
  });

  it("a miss waits for one round trip, a hit for none, on every browsing page in every language and currency", {
    timeout: 300_000,
  }, async () => {
    const pages = await browsingPages();
    // The catalogue version is known from here on (the sitemap read it), as on a warm isolate.
    const found: string[] = [];
    for (const [id, path] of pages) {
      for (const prefix of LOCALE_PREFIXES) {
        for (const url of [
          `${prefix}${path}`.replace(/^\/(fr|ar)\/$/, "/$1"),
          withQuery(`${prefix}${path}`, "currency=NGN"),
        ]) {
          const miss = await request(url, { redirect: "manual" });
          await miss.text();
          const cache = miss.headers.get("X-Cache");
          const allowed = SECOND_ROUND_TRIP[id] ? 2 : 1;
          const { calls, roundTrips } = counts(miss);
          if (roundTrips > allowed)
            found.push(`${url} (${id}): ${roundTrips} round trips, ${calls} calls on a ${cache ?? "render"}`);
          if (cache !== "miss") continue;
          // The copy is stored once the miss's body has ended (in the background): ask until it is served.
          let hit = miss;
          for (let attempt = 0; attempt < 50 && hit.headers.get("X-Cache") !== "hit"; attempt++) {
            await new Promise((resolve) => setTimeout(resolve, 20));
            hit = await request(url, { redirect: "manual" });
            await hit.text();
          }
          expect(hit.headers.get("X-Cache"), url).toBe("hit");
          if (counts(hit).calls > 0) found.push(`${url} (${id}): ${counts(hit).calls} D1 calls on a hit`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("the catalogue API answers in one round trip on a miss and none on a hit", async () => {
    await (await request("/robots.txt")).text(); // the catalogue version known, as on a warm isolate
    const found: string[] = [];
    for (const path of CATALOGUE_API) {
      const miss = await request(path);
      await miss.text();
      expect(miss.status, path).toBe(200);
      if (counts(miss).roundTrips > 1)
        found.push(`${path}: ${counts(miss).roundTrips} round trips on a ${miss.headers.get("X-Cache") ?? "render"}`);
      if (miss.headers.get("X-Cache") !== "miss") continue;
      let hit = miss;
      for (let attempt = 0; attempt < 50 && hit.headers.get("X-Cache") !== "hit"; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        hit = await request(path);
        await hit.text();
      }
      if (counts(hit).calls > 0) found.push(`${path}: ${counts(hit).calls} D1 calls on a hit`);
    }
    expect(found).toEqual([]);
  });

  it("a write waits for two round trips at most (the read that decides, then the all-or-nothing batch), or those named", async () => {
    const consultation = (source: string) =>
      new URLSearchParams({ ...validConsultation, source, email: `w${crypto.randomUUID().slice(0, 6)}@example.com` });
    const writes: [string, () => Promise<Response>][] = [
      ["POST /contact", () => request("/contact", { method: "POST", body: consultation("contact") })],
      [
        "POST /universities/3",
        () => request("/universities/3", { method: "POST", body: consultation("university:3") }),
      ],
      [
        "POST /api/consultation-requests",
        () =>
          request("/api/consultation-requests", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ ...validConsultation, email: "api-w@example.com" }),
          }),
      ],
      [
        "POST /apply",
        () => request("/apply", { method: "POST", body: appendRequiredDocuments(medicineApplication()) }),
      ],
      [
        "POST /api/applications",
        () => request("/api/applications", { method: "POST", body: appendRequiredDocuments(medicineApplication()) }),
      ],
      [
        "POST /shortlist",
        () => request("/shortlist", { method: "POST", body: new URLSearchParams({ add: "1" }), redirect: "manual" }),
      ],
      [
        "POST /compare",
        () => request("/compare", { method: "POST", body: new URLSearchParams({ add: "1" }), redirect: "manual" }),
      ],
    ];
    const found: string[] = [];
    for (const [name, send] of writes) {
      const allowed = MORE_WRITE_ROUND_TRIPS[name]?.roundTrips ?? 2;
      const response = await send();
      if (response.status >= 400) found.push(`${name}: refused with ${response.status}`);
      await response.clone().text();
      const { calls, roundTrips } = counts(response);
      if (roundTrips > allowed) found.push(`${name}: ${roundTrips} round trips, ${calls} calls`);
    }
    expect(found).toEqual([]);
  });

  it("a student's own page, the status lookup and its signed link, waits for one round trip (its reads find the application by reference beside it)", async () => {
    const { reference, email } = await apply();
    const reads: [string, () => Promise<Response>][] = [
      [
        "POST /api/applications/status",
        () =>
          request("/api/applications/status", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ reference, email }),
          }),
      ],
      [
        "POST /api/applications/status, a wrong e-mail",
        () =>
          request("/api/applications/status", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ reference, email: "someone-else@example.com" }),
          }),
      ],
      ["GET its signed link", async () => request(await statusLinkPath(env, reference))],
    ];
    const found: string[] = [];
    for (const [name, send] of reads) {
      const response = await send();
      await response.clone().text();
      const { calls, roundTrips } = counts(response);
      if (roundTrips > 1) found.push(`${name}: ${roundTrips} round trips, ${calls} calls`);
    }
    expect(found).toEqual([]);
  });

  it("/payments and a case with its offer (both with the family's bill, issue 53) wait for one round trip", async () => {
    const { reference } = await withOffer();
    const reads: [string, () => Promise<Response>][] = [
      ["GET /payments?service=standard", () => request("/payments?service=standard")],
      ["GET /fr/payments?service=full, in CFA francs", () => request("/fr/payments?service=full&currency=XOF")],
      ["GET a case's signed link, offer issued", async () => request(await statusLinkPath(env, reference))],
    ];
    const found: string[] = [];
    for (const [name, send] of reads) {
      const response = await send();
      expect(response.status, name).toBe(200);
      await response.text();
      const { calls, roundTrips } = counts(response);
      if (roundTrips > 1) found.push(`${name}: ${roundTrips} round trips, ${calls} calls`);
    }
    expect(found).toEqual([]);
  });

  it("the sponsor view waits for one round trip (the batch that marks its link opened and reads the case by the link), a malformed token for none", async () => {
    const { reference, email } = await withOffer();
    const made = await request("/applications/status", {
      method: "POST",
      body: new URLSearchParams({ intent: "sponsor-link", reference, email, sponsorEmail: "" }),
    });
    const token = /\/sponsor\/([A-Za-z0-9_-]{43})/.exec(await made.text())?.[1];
    expect(token).toBeDefined();
    const found: string[] = [];
    for (const path of [
      `/sponsor/${token}`,
      `/fr/sponsor/${token}?currency=XOF`,
      `/ar/sponsor/${token}`,
      `/sponsor/${"Q".repeat(43)}`,
    ]) {
      const response = await request(path);
      await response.text();
      const { calls, roundTrips } = counts(response);
      if (roundTrips > 1) found.push(`${path}: ${roundTrips} round trips, ${calls} calls`);
    }
    // A token that is not one reads nothing of its own: only what every page reads (the root's), as a page without
    // reads of its own does.
    const [malformed, bare] = [await request("/sponsor/not*a*token"), await request("/applications/status")];
    await Promise.all([malformed.text(), bare.text()]);
    expect(malformed.status).toBe(404);
    expect(counts(malformed).calls).toBe(counts(bare).calls);
    expect(found).toEqual([]);
  });

  it('the booking pages wait for one round trip: each step of /book, a booking\'s page, and its "Move it"', async () => {
    const found: string[] = [];
    const measure = async (path: string) => {
      const response = await request(path, { redirect: "manual" });
      const html = await response.text();
      const { calls, roundTrips } = counts(response);
      if (roundTrips > 1) found.push(`${path}: ${roundTrips} round trips, ${calls} calls`);
      return html;
    };
    await measure("/book");
    const days = await measure("/fr/book?call=fr&country=CM");
    const day = /[?&]day=(\d{4}-\d{2}-\d{2})/.exec(days.replaceAll("&amp;", "&"))![1];
    const times = await measure(`/ar/book?call=en&country=NG&day=${day}`);
    const slot = /name="slot"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="slot"/.exec(times)!;
    await measure(`/book?call=en&country=NG&day=${day}&slot=${encodeURIComponent(slot[1] ?? slot[2]!)}`);
    const booked = await request("/book", {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({
        ...validConsultation,
        slot: slot[1] ?? slot[2]!,
        callLanguage: "en",
        timeZone: "Africa/Lagos",
      }),
    });
    expect(booked.status).toBe(303);
    const location = booked.headers.get("Location")!;
    await measure(location);
    await measure(`${location}&move=1`);
    expect(found).toEqual([]);
  });

  it("a case upload reads the case once: the lookup before the write, then only the documents and history it changed", async () => {
    const { reference, email, id } = await apply();
    await sql("UPDATE applications SET status = 'documents_requested' WHERE id = ?", id);
    const form = new FormData();
    form.set("reference", reference);
    form.set("email", email);
    form.append("documents", new File([pdfBytes(3000)], "passport.pdf"));
    const response = await request("/applications/status/documents", { method: "POST", body: form });
    expect(response.status).toBe(200);
    await response.text();
    // The case's twelve reads with its sponsor links (one round trip; the family's bill is one batch), the write's
    // batch, the two parts it changed, documents and history (one round trip), and the page's own read after the
    // action. Reading the whole case again was 22 calls.
    expect(counts(response)).toEqual({ calls: 16, roundTrips: 4 });
  });

  it("a staff page reads in one round trip: the staff member's lookup rides with the page's reads", async () => {
    const { reference } = await withOffer();
    const as = "round.trips@example.com";
    await addStaff(as, "Round Trips");
    const found: string[] = [];
    for (const path of [
      "/staff",
      `/staff/search?q=${reference}`,
      "/staff/consultations",
      "/staff/counsellors",
      `/staff/cases/${reference}`,
    ]) {
      const response = await staffRequest(path, { as });
      expect(response.status, path).toBe(200);
      await response.text();
      const { calls, roundTrips } = counts(response);
      if (roundTrips > 1) found.push(`${path}: ${roundTrips} round trips, ${calls} calls`);
    }
    expect(found).toEqual([]);
  });
});
