// Time to first byte.
//   npm run measure:ttfb                       every browsing route, as far from D1 as Lagos is from Europe
//   node scripts/measure-ttfb.mjs <url> [count=100]   one URL of a server already running: median and p95
//
// The route table (no arguments) builds nothing: run `npm run build:local` first (the D1 meter is only in a local
// build, docs/decisions/0047). It starts two local servers from the build (scripts/local-server.mjs, fresh seeded
// D1, on PORT and PORT+1, default 8791), both with the D1 meter on (D1_ROUND_TRIPS=on), one with D1_DELAY_MS=0 and
// one with D1_DELAY_MS=150 (TTFB_DELAY_MS overrides), and the catalogue version trusted as in production. Routes:
// one address per route shape of the sitemap, and the pages it does not list. For each: a cache miss (a new
// `ttfb=` parameter each time, so a new cache key) and a cache hit, RUNS (5) times each, the median TTFB and the
// D1 round trips the meter counted. Prints a markdown table; exits 1 when a route misses the target (on a miss,
// TTFB at the delay minus TTFB at 0 at most DELAY + 20 ms; on a hit, no D1 call).
//
// It sends a desktop browser's User-Agent, so a page is measured as visitors get it (streamed), not as crawlers get
// it (whole document at once); TTFB_USER_AGENT sets another.
import { median, percentile } from "./measure-kit.mjs";
import { requireBuild, startLocalServer } from "./local-server.mjs";

const userAgent =
  process.env.TTFB_USER_AGENT ||
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** One GET: the time to the first chunk of the body, the whole time, the status and the meter's headers. */
async function once(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { "user-agent": userAgent, accept: "text/html" }, redirect: "manual" });
  const reader = response.body.getReader();
  await reader.read();
  const ttfb = performance.now() - started;
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.byteLength;
  return {
    status: response.status,
    ttfb,
    total: performance.now() - started,
    bytes,
    cache: response.headers.get("x-cache") ?? "-",
    calls: Number(response.headers.get("x-d1-calls") ?? Number.NaN),
    roundTrips: Number(response.headers.get("x-d1-round-trips") ?? Number.NaN),
  };
}

/** How the production edge cache trusts the catalogue version (wrangler.toml; local servers read it every time). */
const PRODUCTION_CACHE = { CATALOGUE_VERSION_TRUST_SECONDS: "30" };

async function oneUrl(url, count) {
  if (!Number.isInteger(count) || count < 1) {
    console.error("Usage: node scripts/measure-ttfb.mjs <url> [count=100]");
    process.exit(2);
  }
  await once(url);
  const runs = [];
  for (let i = 0; i < count; i++) runs.push(await once(url));
  const failed = runs.filter((r) => r.status !== 200);
  const ttfb = runs.map((r) => r.ttfb).sort((a, b) => a - b);
  const total = runs.map((r) => r.total).sort((a, b) => a - b);
  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(`${url}: ${count} requests${failed.length ? `, ${failed.length} not 200` : ""}`);
  console.log(
    `TTFB        median ${ms(percentile(ttfb, 50))}, p95 ${ms(percentile(ttfb, 95))}, min ${ms(ttfb[0])}, max ${ms(ttfb.at(-1))}`,
  );
  console.log(`full page   median ${ms(percentile(total, 50))}, p95 ${ms(percentile(total, 95))}`);
  if (failed.length) process.exit(1);
}

/** Pages the sitemap does not list, with the query that makes them read D1 (tests/worker/d1-round-trips.test.ts). */
const NOT_IN_THE_SITEMAP = [
  "/compare?programs=1,25,67",
  "/shortlist?programs=1,25,67",
  "/eligibility?qualification=waec&english=B3&mathematics=C4&biology=C5&chemistry=C6&physics=B2&proof=english_medium&level=bachelor&field=Health+Sciences&nationality=NG",
  "/fr/programs",
  "/ar/programs/medicine?university=1",
];

/** One address per shape of the sitemap's addresses (a number or a program's slug is a parameter). */
async function browsingRoutes(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const byShape = new Map();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const { pathname, search } = new URL(loc.replaceAll("&amp;", "&"));
    if (/^\/(fr|ar)(\/|$)/.test(pathname)) continue;
    const shape = `${pathname.replace(/\/programs\/[^/]+/, "/programs/:slug").replace(/\/\d+/g, "/:id")}${search.replace(/=\d+/g, "=:id")}`;
    if (!byShape.has(shape)) byShape.set(shape, `${pathname}${search}`);
  }
  return [...byShape.values(), "/sitemap.xml", ...NOT_IN_THE_SITEMAP];
}

const withParam = (path, param) => `${path}${path.includes("?") ? "&" : "?"}${param}`;

/** A route on both servers, run by run in turns (so a busy moment of the machine falls on both alike). */
async function measure(bases, path, runs) {
  // Warm this route's code and data (a hit's copy, once the miss's body has ended and been stored).
  for (const base of bases) await once(`${base}${path}`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const results = bases.map(() => ({ miss: [], hit: [] }));
  for (let i = 0; i < runs; i++) {
    const missing = withParam(path, `ttfb=${Date.now()}${i}`);
    for (const [j, base] of bases.entries()) results[j].miss.push(await once(`${base}${missing}`));
    for (const [j, base] of bases.entries()) results[j].hit.push(await once(`${base}${path}`));
  }
  return results;
}

async function routeTable() {
  requireBuild("run `npm run build:local` first (the D1 meter is only in a local build)");
  const port = Number(process.env.PORT || 8791);
  const delay = Number(process.env.TTFB_DELAY_MS || 150);
  const runs = Number(process.env.RUNS || 5);
  // One after the other: two `vite preview`s starting at once race on the route types they both write.
  const servers = [];
  for (const [i, ms] of [0, delay].entries()) {
    const server = startLocalServer({
      port: port + i,
      persistDir: `.wrangler/ttfb-state-${i}`,
      env: { D1_ROUND_TRIPS: "on", D1_DELAY_MS: String(ms), LOCAL_CRON: "off", ...PRODUCTION_CACHE },
    });
    await server.ready;
    servers.push(server);
  }
  const routes = await browsingRoutes(servers[0].base);
  const rows = [];
  let failed = 0;
  for (const path of routes) {
    const [near, far] = await measure(
      servers.map((server) => server.base),
      path,
      runs,
    );
    const m = (list) => median(list.map((r) => r.ttfb));
    const most = (list, key) => Math.max(...list.map((r) => r[key]));
    const cached = far.hit.every((r) => r.cache === "hit");
    const added = m(far.miss) - m(near.miss);
    const ok = added <= delay + 20 && (!cached || most(far.hit, "calls") === 0);
    if (!ok) failed++;
    const status = [...near.miss, ...far.hit].find((r) => r.status !== 200)?.status;
    rows.push(
      `| ${path}${status ? ` (${status})` : ""} | ${m(near.miss).toFixed(0)} | ${m(far.miss).toFixed(0)} | ${added.toFixed(0)} | ${most(far.miss, "roundTrips")} | ${cached ? m(near.hit).toFixed(0) : "not cached"} | ${cached ? m(far.hit).toFixed(0) : "–"} | ${cached ? most(far.hit, "calls") : "–"} | ${ok ? "yes" : "**no**"} |`,
    );
    console.error(rows.at(-1));
  }
  console.log(
    `\nTTFB in ms, median of ${runs}, D1_DELAY_MS 0 and ${delay}; round trips and calls as the D1 meter counted them (most of the runs).\n`,
  );
  console.log(
    `| Route | Miss, 0 | Miss, ${delay} | Added | Round trips (miss) | Hit, 0 | Hit, ${delay} | D1 calls (hit) | Target |`,
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const row of rows) console.log(row);
  console.log(`\n${routes.length - failed} of ${routes.length} routes within the target.`);
  process.exit(failed ? 1 : 0);
}

const [url, countArg = "100"] = process.argv.slice(2);
if (url) await oneUrl(url, Number(countArg));
else await routeTable();
