import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

// What a person perceives on a phone: nothing scrolls sideways, and a control is on screen and really receives
// the tap (not covered by another element). Named like the shared helpers planned for fixtures.ts, so specs can
// switch to those later.

/** The phone the site is designed for (scripts/measure-kit.mjs): a mid-range Android, 412 × 823 CSS pixels, touch. */
export { PHONE } from "../../scripts/measure-kit.mjs";

export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways (${scrollWidth} > ${clientWidth})`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/** The element is visible, wholly inside the viewport's width without sideways scrolling, and a tap at its centre lands on it. */
export async function expectReachable(locator: Locator) {
  // Scrolls the page vertically only: something reachable only by scrolling a box sideways does not count.
  await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollTo(0, window.scrollY + r.top - (window.innerHeight - r.height) / 2);
  });
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const width = await locator.evaluate(() => document.documentElement.clientWidth);
  expect(box.x, "left edge on screen").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "right edge on screen").toBeLessThanOrEqual(width);
  const hit = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const target = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return target !== null && (target === el || el.contains(target));
  });
  expect(hit, "a tap at its centre reaches it").toBe(true);
}

/** Checks the page at 360 px (a small phone) as well as at the current width, then restores the viewport. */
export async function expectNoOverflowAtPhoneWidths(page: Page) {
  const size = page.viewportSize()!;
  for (const width of [412, 360]) {
    await page.setViewportSize({ width, height: size.height });
    await expectNoHorizontalOverflow(page);
  }
  await page.setViewportSize(size);
}
