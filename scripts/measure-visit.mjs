// A student's first visit on a 2G line: home → /programs → a program → /apply, each reached by tapping a link in
// the page, from a cold browser cache. Debian's Chromium at 412 px (measure-kit.mjs) with the CPU slowed 4× (Chrome
// DevTools Protocol), the site served gzipped as the edge serves it (gzip-proxy.mjs) from the built site with a
// fresh local D1, through a line of 250 kbit/s both ways with 300 ms round trips (slow-line.mjs: unlike DevTools'
// network emulation it also slows Chrome's prefetches). Pages are fetched once before the visit, so the edge cache
// holds them, as it does for a student.
// Twice: as a phone on 2G reports itself (ECT "2g": no Speculation Rules), and as one whose connection estimate
// still says 4g on that line (a student walked from Wi-Fi to a congested cell: the rules are named, and a link is
// prefetched when the finger touches it).
// Prints per step: the bytes that came down the line (headers and bodies, as compressed; visit-meter.mjs), the time
// from the tap (or, for the first page, from the navigation's start) until the page's h1 is painted, and the pages
// the server was asked for; medians of RUNS (3). Exits 1 if any visit asked for one page twice.
// Then, apart from the four: what the first tap into /apply's form costs (its scripts) and how long until the page
// has hydrated.
// Usage: npx react-router build && npm run measure:visit        (PORT, PORT+1 and PORT+2 are used; DETAILS=1 lists
// each step's requests; PROFILES=4g measures one profile)
import { chromium } from "@playwright/test";
import { startGzipProxy } from "./gzip-proxy.mjs";
import { requireBuild, startLocalServer } from "./local-server.mjs";
import { CHROMIUM, median, PHONE } from "./measure-kit.mjs";
import { startSlowLine } from "./slow-line.mjs";
import { fetchedTwice, meterVisit } from "./visit-meter.mjs";

requireBuild();
const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.PORT ?? 8850);
const server = startLocalServer({ port, persistDir: `.wrangler/measure-visit-${port}` });
await server.ready;
const proxy = await startGzipProxy(port + 1, server.base);
/** 2G as the issue measured it: 250 kbit/s, 300 ms round trip. */
const line = await startSlowLine({ port: port + 2, targetPort: port + 1, kbits: 250, rttMs: 300 });

/**
 * What the phone reports of its connection (Chrome's switch sets the ECT client hint, which
 * workers/edge/speculation-rules.ts reads): 2g as on a 2G network; 4g as an estimate that lags.
 */
const PROFILES = [
  { name: "2g", title: "reporting 2g (no Speculation Rules)", ect: "2G" },
  { name: "4g", title: "reporting 4g (Speculation Rules named, prefetch at the touch)", ect: "4G" },
].filter((profile) => (process.env.PROFILES ?? "2g,4g").split(",").includes(profile.name));

/** How long a finger rests on the glass in a tap. */
const TOUCH_MS = 100;

/** The visit: the first page by address, then a link in each page's content (its first visible match). */
const STEPS = [
  { name: "home", open: "/" },
  { name: "/programs", tap: 'main a[href="/programs"]' },
  { name: "a program", tap: 'main a[href^="/programs/"]' },
  { name: "/apply", tap: 'main a[href^="/apply"]' },
];

for (const path of ["/", "/programs"]) await (await fetch(new URL(path, line.base))).arrayBuffer();

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
/** @param {import("./slow-line.mjs").LineRequest} r */
const pageLabel = (r) => `\`${r.path}\`${r.purpose ? ` (${r.purpose})` : ""}`;
/** @type {string[]} */
const doubles = [];

try {
  for (const profile of PROFILES) {
    const browser = await chromium.launch({
      ...CHROMIUM,
      args: [...CHROMIUM.args, `--force-effective-connection-type=${profile.ect}`],
    });
    /** @type {{ bytes: number; ms: number; url: string; pages: string }[][]} */
    const visits = [];
    /** @type {{ bytes: number; ms: number }[]} */
    const starts = [];
    try {
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext(PHONE);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        const meter = meterVisit(line);
        /** @type {string[]} */
        const pagesOfVisit = [];
        const visit = [];
        for (const step of STEPS) {
          meter.begin();
          let ms;
          if (step.open) {
            await page.goto(new URL(step.open, line.base).href, { waitUntil: "commit" });
            await page.locator("h1").first().waitFor({ state: "visible", timeout: 60_000 });
            ms = await page.evaluate(() => performance.now());
          } else {
            const link = page.locator(step.tap).locator("visible=true").first();
            await link.scrollIntoViewIfNeeded();
            const from = page.url();
            const box = await link.boundingBox();
            if (!box) throw new Error(`${step.tap} is not on screen`);
            const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
            // A finger rests on the glass about 100 ms: the touch starts (and the link may be prefetched) before the tap.
            const tappedAt = Date.now();
            await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
            await page.waitForTimeout(TOUCH_MS);
            await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
            await page.waitForURL((url) => url.href !== from, { waitUntil: "commit", timeout: 60_000 });
            await page.locator("h1").first().waitFor({ state: "visible", timeout: 60_000 });
            ms = Date.now() - tappedAt;
          }
          // Everything the page loads (images, lazy or not) before the next tap counts.
          await page.waitForLoadState("networkidle", { timeout: 120_000 });
          const cost = meter.end();
          pagesOfVisit.push(...cost.pages);
          const pages = cost.requests.filter((r) => r.accept.startsWith("text/html"));
          visit.push({
            bytes: cost.bytes,
            ms,
            url: new URL(page.url()).pathname,
            pages: pages.map(pageLabel).join(", "),
          });
          if (process.env.DETAILS)
            console.log(
              `${profile.name} ${step.name}:\n  ${cost.requests.map((r) => `${r.method} ${r.path} ${r.purpose}`).join("\n  ")}`,
            );
        }
        for (const path of fetchedTwice(pagesOfVisit)) doubles.push(`${profile.name}, visit ${run + 1}: ${path}`);
        visits.push(visit);
        // Then the student starts the form: the tap into its first field loads the scripts (not part of the four).
        meter.begin();
        const first = page.locator("main form input:not([type=hidden])").first();
        const box = await first.boundingBox();
        if (!box) throw new Error("the form's first field is not on screen");
        const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        const tappedAt = Date.now();
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
        await page.waitForTimeout(TOUCH_MS);
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 120_000 });
        const hydratedMs = Date.now() - tappedAt;
        await page.waitForLoadState("networkidle", { timeout: 120_000 });
        starts.push({ bytes: meter.end().bytes, ms: hydratedMs });
        await context.close();
      }
    } finally {
      await browser.close();
    }

    console.log(
      `\nFour-page visit on a 2G line (250 kbit/s, 300 ms, CPU 4×), the phone ${profile.title}, cold cache; medians of ${runs} visits\n`,
    );
    console.log("| step | page | bytes | h1 after the tap | pages asked for (first visit) |\n|---|---|---|---|---|");
    for (const [i] of STEPS.entries()) {
      const at = visits.map((v) => v[i]);
      const bytes = median(at.map((s) => s.bytes));
      const seconds = median(at.map((s) => s.ms)) / 1000;
      console.log(`| ${i + 1} | \`${at[0].url}\` | ${kb(bytes)} | ${seconds.toFixed(2)} s | ${at[0].pages} |`);
    }
    console.log(
      `| | **all four** | **${kb(median(visits.map((v) => v.reduce((sum, s) => sum + s.bytes, 0))))}** | | |`,
    );
    console.log(
      `| then | the first tap into \`/apply\`'s form | ${kb(median(starts.map((s) => s.bytes)))} | hydrated ${(median(starts.map((s) => s.ms)) / 1000).toFixed(2)} s after the tap | |`,
    );
  }
} finally {
  await line.close();
  proxy.close();
}

if (doubles.length) {
  console.log(`\nPages the server was asked for twice in one visit:\n  ${doubles.join("\n  ")}`);
  process.exit(1);
}
console.log("\nNo page was asked for twice in any visit.");
process.exit(0);
