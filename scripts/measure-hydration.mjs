// When a phone's page is painted, starts its scripts and is hydrated: Debian's Chromium at 412 px, no network
// throttling, the CPU at full speed and slowed 4× (Chrome DevTools Protocol), medians of RUNS (5) loads per page.
// Usage, with a server running (e.g. `npm start`):
//   node scripts/measure-hydration.mjs [baseUrl=http://localhost:8787] [path ...]   (default /apply /payments?service=basic)
// Only pages that ship scripts hydrate (app/lib/route-scripts.ts).
// "hydrated" is when the root marks <html data-hydrated> (app/root.tsx), in ms from the navigation's start.
import { chromium } from "@playwright/test";
import { CHROMIUM, median, PHONE } from "./measure-kit.mjs";

const [baseUrl = "http://localhost:8787", ...given] = process.argv.slice(2);
const paths = given.length ? given : ["/apply", "/payments?service=basic"];
const runs = Number(process.env.RUNS ?? 5);

const browser = await chromium.launch(CHROMIUM);

console.log("| CPU | page | first contentful paint | first script request | hydrated |\n|---|---|---|---|---|");
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
        await page.waitForFunction(() => "__hydratedAt" in window, null, { timeout: 30_000 });
        loads.push(
          await page.evaluate(() => ({
            paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
            script: Math.min(
              ...performance
                .getEntriesByType("resource")
                .filter((e) => new URL(e.name).pathname.startsWith("/assets/") && e.name.endsWith(".js"))
                .map((e) => e.startTime),
            ),
            hydrated: /** @type {number} */ (/** @type {any} */ (window).__hydratedAt),
          })),
        );
        await context.close();
      }
      const ms = (key) => `${median(loads.map((l) => l[key])).toFixed(0)} ms`;
      console.log(`| ${cpu}× | \`${path}\` | ${ms("paint")} | ${ms("script")} | ${ms("hydrated")} |`);
    }
  }
} finally {
  await browser.close();
}
