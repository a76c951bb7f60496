import type { Page } from "@playwright/test";
import { PORTS } from "../../playwright.config";
import { startGzipProxy } from "../../scripts/gzip-proxy.mjs";
import { CHROMIUM } from "../../scripts/measure-kit.mjs";
import { startSlowLine } from "../../scripts/slow-line.mjs";
import { meterVisit } from "../../scripts/visit-meter.mjs";
import { expect, test } from "./fixtures";

// The headless shell the other specs drive has no Speculation Rules: these tests drive the whole browser. It says
// it is on a fast connection (the ECT client hint "4g"), whatever it estimates of localhost or of a slow line.
test.use({ launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, "--force-effective-connection-type=4G"] } });

// Speculation Rules (workers/edge/speculation-rules.ts): on a fast connection a link is fetched when the finger
// touches it, never before, and never for a visitor who asked to save data or on a slower connection. Chrome tells
// the connection in the ECT client hint from the second page on. Whether the page that opened came from that fetch
// is the navigation's own record: `deliveryType` "navigational-prefetch".

/** Presses on the home page's link to /programs, waits as a slow finger would, lets go; the page it opens. */
async function pressAndOpenPrograms(page: Page) {
  const link = page.locator('main a[href="/programs"]').first();
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  if (!box) throw new Error("the link to /programs is not on screen");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(1_500);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string })
        .deliveryType,
  );
}

test("a link touched is fetched before it is let go, and the page opens from that fetch", async ({ page }) => {
  const prefetched: string[] = [];
  page.on("request", (r) => r.headers()["sec-purpose"]?.includes("prefetch") && prefetched.push(r.url()));
  await page.goto("/about"); // the first answer asks for the ECT hint
  const home = await page.goto("/");
  expect(home?.headers()["speculation-rules"]).toBe('"/speculation-rules.json"');
  // Nothing is fetched on sight: only on intent.
  await page.waitForTimeout(1_000);
  expect(prefetched).toEqual([]);
  expect(await pressAndOpenPrograms(page)).toBe("navigational-prefetch");
});

test.describe("a phone that reports a fast connection on a slow line", () => {
  // Chrome's estimate lags (a student walks from Wi-Fi to a congested cell): it still says 4g, so the rules are
  // named, while the line carries 250 kbit/s with 300 ms round trips (scripts/slow-line.mjs, which slows the
  // prefetch too). A quick tap lands while the prefetch is still on its way; a slow one after it has arrived.
  for (const [holdMs, when] of [
    [100, "still on its way"],
    [2_500, "already arrived"],
  ] as const) {
    test(`a link let go while its prefetch is ${when} opens from that prefetch: the page is fetched once, and counted once @mobile-only`, async ({
      page,
      context,
    }) => {
      // Gzipped as the edge serves it, then the line.
      const gzip = await startGzipProxy(PORTS.full + 4, `http://localhost:${PORTS.full}`);
      const line = await startSlowLine({ port: PORTS.full + 3, targetPort: PORTS.full + 4 });
      try {
        const cdp = await context.newCDPSession(page);
        const meter = meterVisit(line);
        await page.goto(`${line.base}/about`); // the first answer asks for the ECT hint
        const home = await page.goto(`${line.base}/`);
        expect(home?.headers()["speculation-rules"]).toBe('"/speculation-rules.json"');
        await page.waitForLoadState("networkidle");

        meter.begin();
        const link = page.locator('main a[href="/programs"]').first();
        await link.scrollIntoViewIfNeeded();
        const box = await link.boundingBox();
        if (!box) throw new Error("the link to /programs is not on screen");
        const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
        await page.waitForTimeout(holdMs);
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        await expect(page).toHaveURL(/\/programs$/, { timeout: 15_000 });
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 15_000 });
        await page.waitForLoadState("networkidle");

        // The server was asked once, by the prefetch, and the navigation took its answer.
        const asked = line.requests.filter((r) => r.path === "/programs").map((r) => r.purpose);
        expect(asked).toEqual(["prefetch"]);
        const delivery = await page.evaluate(
          () =>
            (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string })
              .deliveryType,
        );
        expect(delivery).toBe("navigational-prefetch");
        // What the measuring script (scripts/visit-meter.mjs) reports for the step: the page once.
        expect(meter.end().pages).toEqual(["/programs"]);
      } finally {
        await line.close();
        gzip.closeAllConnections();
        gzip.close();
      }
    });
  }
});

test.describe("with Save-Data: on", () => {
  test.use({ extraHTTPHeaders: { "Save-Data": "on" } });

  test("no rules are named and nothing is prefetched", async ({ page }) => {
    await page.goto("/about");
    const home = await page.goto("/");
    expect(home?.headers()["speculation-rules"]).toBeUndefined();
    expect(await pressAndOpenPrograms(page)).toBe("");
  });
});

test("the rules never name a personal or payment page, and come with their own media type", async ({ request }) => {
  const response = await request.get("/speculation-rules.json");
  expect(response.headers()["content-type"]).toBe("application/speculationrules+json");
  const rules = await response.json();
  expect(rules.prefetch[0].eagerness).toBe("conservative");
  const excluded = JSON.stringify(rules.prefetch[0].where.and[1]);
  for (const path of ["/payments", "/payment-success", "/applications/", "/sandbox-gateway/", "/api/"])
    expect(excluded).toContain(path);
});

test("only a fast connection reported by the ECT client hint gets the rules", async ({ request }) => {
  for (const ect of ["slow-2g", "2g", "3g", undefined]) {
    const response = await request.get("/", { headers: ect ? { ECT: ect } : {} });
    expect(response.headers()["speculation-rules"], `ECT ${ect}`).toBeUndefined();
    expect(response.headers()["accept-ch"]).toBe("ECT");
  }
  const fast = await request.get("/", { headers: { ECT: "4g" } });
  expect(fast.headers()["speculation-rules"]).toBe('"/speculation-rules.json"');
});
