// `npm run lighthouse`: Lighthouse (mobile, default simulated throttling) against the built site, served by
// scripts/serve.mjs with a fresh seeded D1 and gzip-compressed by scripts/gzip-proxy.mjs as the edge would. Each
// route runs LH_RUNS times (3), each in a fresh Chrome (a first visit); the table shows the median run by
// performance score: the four category scores, the median LCP and Total Blocking Time, and the script bytes and
// HTML bytes transferred. Build first (`npm run build:local`).
//   LH_PORT (8797: the server; the proxy listens on LH_PORT + 1)   LH_RUNS (3)   LH_ROUTES ("/,/programs"; 17 by default)
//   CHROME_PATH or CHROMIUM_PATH (/usr/bin/chromium)   LH_DETAILS=1 (print the LCP element and render-blocking requests)
//   LH_SAVE=dir (write each run's full report as JSON)
//   LH_CASE=1 (also the case page of an application after its offer, from its signed link, in en, fr and ar)
//   LH_SPONSOR=1 (also the sponsor view of such a case, from a link its student makes, in en, fr with CFA francs, ar)
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { openCase, openSponsorView } from "./case-for-measurement.mjs";
import { startGzipProxy } from "./gzip-proxy.mjs";
import { requireBuild, startLocalServer } from "./local-server.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH, median } from "./measure-kit.mjs";

/** The browsing and form pages, the French and Arabic home and program pages, and the pages that answer "can I get in?". */
const ROUTES = (
  process.env.LH_ROUTES ??
  [
    "/",
    "/universities",
    "/universities/1",
    "/programs",
    "/programs-catalog",
    "/programs/computer-engineering",
    "/programs/medicine?university=1",
    "/apply",
    "/services",
    "/payments?service=basic",
    "/fr/",
    "/ar/",
    "/fr/programs/medicine?university=1",
    "/ar/programs/medicine?university=1",
    "/eligibility",
    "/shortlist",
    "/compare?programs=1",
  ].join(",")
).split(",");
const RUNS = Number(process.env.LH_RUNS ?? 3);
const port = Number(process.env.LH_PORT ?? 8797);
const proxyPort = port + 1;
const origin = `http://localhost:${proxyPort}`;
const chromePath = process.env.CHROME_PATH || CHROMIUM_PATH;

requireBuild("run `npm run build:local` first");

/**
 * One Lighthouse run in a Chrome of its own. Lighthouse clears the cache and storage between runs in one browser,
 * but not what the site asked the browser to remember: after one run Chrome sends the ECT client hint the pages
 * ask for (Accept-CH), so every later run was a returning visitor's, fetching the speculation rules a first visit
 * never gets (workers/edge/speculation-rules.ts). A fresh profile per run measures the first visit every time.
 */
async function firstVisit(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    return lhr;
  } finally {
    await chrome.kill();
  }
}

// The site, with links and canonical URLs naming the proxy's origin (what Lighthouse visits).
const persistDir = ".wrangler/lighthouse";
const server = startLocalServer({
  port,
  persistDir,
  env: { PUBLIC_ORIGIN: origin, LOCAL_CRON: "off" },
});

/** A route as printed: a signed link without its expiry and signature, a sponsor link without its token. */
const shown = (route) =>
  route
    .replace(/expires=\d+&/, "")
    .replace(/sig=[^&]+/, "sig=…")
    .replace(/\/sponsor\/[^/?]+/, "/sponsor/…");
/** One line of the printed table. */
const tableRow = (r) =>
  `| \`${shown(r.route)}\` | ${r.perf} / ${r.a11y} / ${r.bp} / ${r.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${kb(r.js)} | ${kb(r.html)} |`;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

try {
  await server.ready;
  const proxy = await startGzipProxy(proxyPort, `http://localhost:${port}`);
  const rows = [];
  if (process.env.LH_CASE) {
    const casePath = await openCase(`http://localhost:${port}`);
    ROUTES.push(...["", "/fr", "/ar"].map((locale) => `${locale}${casePath}`));
  }
  if (process.env.LH_SPONSOR) {
    // The sponsor's own language and currency: the French view in CFA francs, as a family in Dakar would choose.
    const sponsorPath = await openSponsorView(`http://localhost:${port}`);
    ROUTES.push(sponsorPath, `/fr${sponsorPath}?currency=XOF`, `/ar${sponsorPath}`);
  }
  try {
    for (const route of ROUTES) {
      const url = `${origin}${route}`;
      await fetch(url); // the first render fills the edge cache; Lighthouse measures what visitors get after it
      const runs = [];
      for (let i = 0, retries = 0; i < RUNS; i++) {
        const lhr = await firstVisit(url);
        if (lhr.runtimeError && retries < 3) {
          // Lighthouse itself failed (e.g. NO_NAVSTART: its trace lost the navigation) and scored the page 0: a
          // run that measured nothing is run again rather than counted.
          console.error(`${route} run ${i + 1}: ${lhr.runtimeError.code}, run again`);
          retries++;
          i--;
          continue;
        }
        const score = (name) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
        const items = lhr.audits["resource-summary"]?.details?.items ?? [];
        const bytes = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id);
        if (process.env.LH_SAVE) {
          // The whole report, for reading in Lighthouse's viewer or with jq.
          const { mkdirSync, writeFileSync } = await import("node:fs");
          mkdirSync(process.env.LH_SAVE, { recursive: true });
          const name = route.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
          writeFileSync(`${process.env.LH_SAVE}/${name}-${i + 1}.json`, JSON.stringify(lhr));
        }
        if (process.env.LH_DETAILS) {
          // What delays the largest paint: its element, its phases, and the requests that block rendering.
          const pick = (id) => JSON.stringify(lhr.audits[id]?.details?.items ?? lhr.audits[id]?.displayValue ?? null);
          console.error(`${route} run ${i + 1}:`);
          for (const id of ["largest-contentful-paint-element", "render-blocking-resources", "network-rtt"]) {
            console.error(`  ${id}: ${pick(id).slice(0, 1500)}`);
          }
        }
        runs.push({
          perf: score("performance"),
          a11y: score("accessibility"),
          bp: score("best-practices"),
          seo: score("seo"),
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
          js: bytes("script"),
          html: bytes("document"),
          failing,
        });
      }
      const perfMedian = median(runs.map((r) => r.perf));
      const run = runs.find((r) => r.perf === perfMedian) ?? runs[0];
      const row = { route, ...run, lcp: median(runs.map((r) => r.lcp)), tbt: median(runs.map((r) => r.tbt)) };
      rows.push(row);
      console.error(`measured ${tableRow(row)}`);
    }
  } finally {
    proxy.close();
  }
  console.log(
    `\nLighthouse ${RUNS > 1 ? `median of ${RUNS}` : "1 run"}, mobile, gzip (${new Date().toISOString().slice(0, 10)})\n`,
  );
  console.log("| page | perf / a11y / bp / seo | LCP | TBT | JS (transfer) | HTML (transfer) |");
  console.log("|---|---|---|---|---|---|");
  for (const r of rows) console.log(tableRow(r));
  const failing = rows.filter((r) => r.failing.length).map((r) => `${shown(r.route)}: ${r.failing.join(", ")}`);
  if (failing.length) console.log(`\nAudits not passed (median run):\n${failing.join("\n")}`);
} finally {
  server.stop();
}
process.exit(0);
