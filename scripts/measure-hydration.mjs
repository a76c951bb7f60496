// When a phone's page is painted, and how long after the student reaches for its form (which starts its scripts,
// app/components/scripts-on-intent.tsx) it is hydrated: Debian's Chromium at 412 px, no network throttling, the CPU
// at full speed and slowed 4× (Chrome DevTools Protocol), medians of RUNS (5) loads per page.
// Usage, with a server running (e.g. `npm start`):
//   node scripts/measure-hydration.mjs [baseUrl=http://localhost:8787] [path ...]   (default /apply /payments?service=basic)
// Only pages that ship scripts hydrate (their route policy, app/security/route-policy.ts).
// "hydrated" is when the root marks <html data-hydrated> (app/root.tsx), in ms from the form's start, which is the
// page's load event here.
import { chromium } from "@playwright/test";
import { CHROMIUM, median, PHONE } from "./measure-kit.mjs";
import { startForm } from "./page-weight.mjs";

const [baseUrl = "http://localhost:8787", ...given] = process.argv.slice(2);
const paths = given.length ? given : ["/apply", "/payments?service=basic"];
const runs = Number(process.env.RUNS ?? 5);

const browser = await chromium.launch(CHROMIUM);

console.log("| CPU | page | first contentful paint | form started | hydrated after |\n|---|---|---|---|---|");
try {
  for (const cpu of [1, 4]) {
    for (const path of paths) {
      await (await fetch(new URL(path, baseUrl))).arrayBuffer(); // the edge cache holds the page, as for visitors
      const loads = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext(PHONE);
        const page = await context.newPage();
        await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: cpu });
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (!document.documentElement.hasAttribute("data-hydrated")) return;
            Object.assign(window, { __hydratedAt: performance.now() });
            observer.disconnect();
          }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
        });
        await page.goto(new URL(path, baseUrl).href);
        const started = await page.evaluate(() => performance.now());
        await startForm(page);
        await page.waitForFunction(() => "__hydratedAt" in window, null, { timeout: 30_000 });
        loads.push(
          await page.evaluate((started) => {
            const hydratedAt = /** @type {number} */ (/** @type {any} */ (window).__hydratedAt);
            return {
              paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
              started,
              hydrated: hydratedAt - started,
            };
          }, started),
        );
        await context.close();
      }
      const ms = (key) => `${median(loads.map((l) => l[key])).toFixed(0)} ms`;
      console.log(`| ${cpu}× | \`${path}\` | ${ms("paint")} | ${ms("started")} | ${ms("hydrated")} |`);
    }
  }
} finally {
  await browser.close();
}
