import { expect, test } from "./fixtures";

// On a slow mobile network a page arrives in pieces, and the browser paints what it has parsed so far. Nothing
// painted may move when the rest arrives: a jump under the thumb is a mis-tap. Each page loads here at 50 KB/s with
// 150 ms of latency (Chrome DevTools Protocol throttling); the layout shifts the browser reports while it streams
// in must add up to almost nothing (Lighthouse's "good" is 0.1; these pages reach 0).
// docs/decisions/0021-stable-streaming-and-lazy-layout.md

// One page of each kind of hero (PageHero full and compact, the university's, a program's) and both long lists
// (content-visibility). /contact, /application-guide, /apply, /services and /payments passed too; they repeat
// these heroes or have none, and are left out to keep CI short.
const PAGES = [
  "/",
  "/about",
  "/universities",
  "/universities/1",
  "/programs",
  "/programs-catalog",
  "/programs/computer-engineering",
];
const MAX_SHIFT = 0.01;

test.describe("while a page streams in over a slow connection @mobile-only", () => {
  for (const path of PAGES) {
    test(`${path}: nothing already painted moves`, async ({ page }) => {
      test.setTimeout(60_000);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: 50_000,
        uploadThroughput: 50_000,
      });
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            const sources = entry.sources.map((s) =>
              s.node instanceof Element ? `${s.node.tagName} ${s.node.getAttribute("class") ?? ""}` : "text",
            );
            shifts.push({ value: entry.value, sources });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForTimeout(500); // the last pieces painted
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
      );
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(total, `layout shifts on ${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_SHIFT);
    });
  }
});
