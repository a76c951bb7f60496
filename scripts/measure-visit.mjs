// A student's first visit on a 2G phone: home → /programs → a program → /apply, each reached by tapping a link in
// the page, from a cold browser cache. Debian's Chromium at 412 px (measure-kit.mjs), the network at 250 kbit/s
// both ways with 300 ms latency and the CPU slowed 4× (Chrome DevTools Protocol), the site served gzipped as the
// edge serves it (gzip-proxy.mjs) from the built site with a fresh local D1. Pages are fetched once before the
// visit, so the edge cache holds them, as it does for a student.
// Prints per step: the bytes that crossed the network (headers and bodies, as compressed) and the time from the
// tap (or, for the first page, from the navigation's start) until the page's h1 is painted; medians of RUNS (3).
// Then, apart from the four: what the first tap into /apply's form costs (its scripts) and how long until the page
// has hydrated.
// Usage: npx react-router build && npm run measure:visit        (DETAILS=1 RUNS=1 lists each step's files)
import { chromium } from "@playwright/test";
import { startGzipProxy } from "./gzip-proxy.mjs";
import { requireBuild, startLocalServer } from "./local-server.mjs";
import { CHROMIUM, median, PHONE } from "./measure-kit.mjs";

requireBuild();
const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.PORT ?? 8850);
const server = startLocalServer({ port, persistDir: `.wrangler/measure-visit-${port}` });
await server.ready;
const proxy = await startGzipProxy(port + 1, server.base);
const base = `http://localhost:${port + 1}`;

/** 2G as the issue measured it: 250 kbit/s, 300 ms round trip. */
const TWO_G = { offline: false, latency: 300, downloadThroughput: 250_000 / 8, uploadThroughput: 250_000 / 8 };

/** How long a finger rests on the glass in a tap. */
const TOUCH_MS = 100;

/** The visit: the first page by address, then a link in each page's content (its first visible match). */
const STEPS = [
  { name: "home", open: "/" },
  { name: "/programs", tap: 'main a[href="/programs"]' },
  { name: "a program", tap: 'main a[href^="/programs/"]' },
  { name: "/apply", tap: 'main a[href^="/apply"]' },
];

for (const path of ["/", "/programs"]) await (await fetch(new URL(path, base))).arrayBuffer();

// A phone on 2G says so: Chrome estimates the connection from what it observes, and on a real 2G network its ECT
// hint (asked for by Accept-CH) is "2g". DevTools' throttling does not reach that estimate, which here would stay
// "4g" (localhost), so the switch sets it as a 2G phone reports it (app/lib/speculation-rules.server.ts reads it).
const browser = await chromium.launch({
  ...CHROMIUM,
  args: [...CHROMIUM.args, "--force-effective-connection-type=2G"],
});
/** @type {{ bytes: number; ms: number; url: string }[][]} */
const visits = [];
/** @type {{ bytes: number; ms: number }[]} */
const starts = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", TWO_G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    let bytes = 0;
    /** @type {Map<string, string>} */
    const urls = new Map();
    /** @type {string[]} */
    let files = [];
    cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
    cdp.on("Network.loadingFinished", (event) => {
      bytes += event.encodedDataLength;
      files.push(`${(event.encodedDataLength / 1024).toFixed(1)} KB ${urls.get(event.requestId)}`);
    });
    const visit = [];
    for (const step of STEPS) {
      bytes = 0;
      files = [];
      let ms;
      if (step.open) {
        await page.goto(new URL(step.open, base).href, { waitUntil: "commit" });
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
      visit.push({ bytes, ms, url: new URL(page.url()).pathname });
      if (process.env.DETAILS) console.log(`${step.name}:\n  ${files.join("\n  ")}`);
    }
    visits.push(visit);
    // Then the student starts the form: the tap into its first field loads the scripts (not part of the four).
    bytes = 0;
    files = [];
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
    starts.push({ bytes, ms: hydratedMs });
    if (process.env.DETAILS) console.log(`starting the form:\n  ${files.join("\n  ")}`);
    await context.close();
  }
} finally {
  await browser.close();
  proxy.close();
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`Four-page visit on 2G (250 kbit/s, 300 ms, CPU 4×), cold cache; medians of ${runs} visits\n`);
console.log("| step | page | bytes | h1 after the tap |\n|---|---|---|---|");
for (const [i] of STEPS.entries()) {
  const at = visits.map((v) => v[i]);
  const bytes = median(at.map((s) => s.bytes));
  const seconds = median(at.map((s) => s.ms)) / 1000;
  console.log(`| ${i + 1} | \`${at[0].url}\` | ${kb(bytes)} | ${seconds.toFixed(2)} s |`);
}
console.log(`| | **all four** | **${kb(median(visits.map((v) => v.reduce((sum, s) => sum + s.bytes, 0))))}** | |`);
console.log(
  `| then | the first tap into \`/apply\`'s form | ${kb(median(starts.map((s) => s.bytes)))} | hydrated ${(median(starts.map((s) => s.ms)) / 1000).toFixed(2)} s after the tap |`,
);
process.exit(0);
