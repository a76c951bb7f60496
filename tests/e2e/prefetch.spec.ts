import type { Page } from "@playwright/test";
import { CHROMIUM } from "../../scripts/measure-kit.mjs";
import { expect, test } from "./fixtures";

// The headless shell the other specs drive has no Speculation Rules: these tests drive the whole browser.
test.use({ launchOptions: CHROMIUM });

// Speculation Rules (app/lib/speculation-rules.server.ts): on a fast connection a link is fetched when the finger
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
