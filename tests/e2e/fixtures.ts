import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { PORTS } from "../../playwright.config";
import { startForm } from "../../scripts/page-weight.mjs";

/**
 * `page` fails the test on any console error or uncaught exception (hydration mismatches show up there).
 * `stateUrl(state, path)` addresses the servers whose D1 is empty or broken.
 */
export const test = base.extend<{ stateUrl: (state: keyof typeof PORTS, path: string) => string }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      // A 4xx answer the test asked for (a 404 page, a 400 from a form) is not a page error.
      if (msg.type() === "error" && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    // Content-Security-Policy violations (app/security/security-headers.server.ts) fail the test too.
    const violations: string[] = [];
    await page.exposeFunction("__cspViolation", (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
          `${e.effectiveDirective} ${e.blockedURI} ${e.documentURI}`,
        ),
      ),
    );
    await use(page);
    expect(errors, "console errors during the test").toEqual([]);
    expect(violations, "Content-Security-Policy violations during the test").toEqual([]);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  stateUrl: async ({}, use) => {
    await use((state, path) => `http://localhost:${PORTS[state]}${path}`);
  },
});

export { expect };

/** The phone the site is designed for (scripts/measure-kit.mjs): a mid-range Android, 412 × 823 CSS pixels, touch. */
export { PHONE } from "../../scripts/measure-kit.mjs";

/**
 * Waits until the page is as a student filling its form uses it: on a page that ships scripts
 * (its route policy says scripts, app/security/route-policy.ts), the student has reached for the form, which starts them, and React has hydrated it
 * (the root sets data-hydrated); a page without scripts is ready as it arrived.
 */
export async function waitUntilReady(page: Page) {
  await startForm(page, 15_000);
}

/**
 * What a person can reach: once scrolled into view the element is visible, lies inside the viewport, and a tap at
 * its centre lands on it (or on something inside it), not on a header, overlay or neighbour drawn over it.
 */
export async function expectReachable(locator: Locator, what = "element") {
  await locator.scrollIntoViewIfNeeded();
  await expectOnScreen(locator, what);
}

/**
 * What a person sees where the page is now, without scrolling: the element is visible, wholly inside the viewport,
 * and its centre is not under a header, overlay or neighbour.
 */
export async function expectOnScreen(locator: Locator, what = "element") {
  await expect(locator, `${what} visible`).toBeVisible();
  await expect(locator, `${what} inside the viewport`).toBeInViewport({ ratio: 1 });
  await expect(async () => {
    const hit = await centreHit(locator);
    expect(hit.hits, `a tap at the centre of the ${what} lands on ${hit.top}`).toBe(true);
  }).toPass({ timeout: 3_000 });
}

/** Whether a tap at the element's centre lands on it (or on something inside it), and what it lands on. */
function centreHit(locator: Locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const name = (node: Element | null) =>
      node
        ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""} class="${node.getAttribute("class") ?? ""}">`
        : "nothing";
    return { hits: top !== null && (top === el || el.contains(top)), top: name(top) };
  });
}

/**
 * The same check as expectReachable for every element a locator matches, in one round trip (a menu's dozen links):
 * each one scrolled into view is drawn, lies wholly inside the viewport, and a tap at its centre lands on it.
 */
export async function expectEachReachable(locator: Locator, what = "element") {
  const misses = await locator.evaluateAll((elements) =>
    elements.flatMap((el) => {
      el.scrollIntoView({ block: "center", inline: "nearest" });
      const box = el.getBoundingClientRect();
      const name = (el.textContent?.trim() || el.getAttribute("aria-label") || el.tagName).slice(0, 40);
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden") return [`'${name}' is not drawn`];
      const inside =
        box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
      if (!inside) return [`'${name}' is not wholly inside the viewport`];
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && (top === el || el.contains(top))
        ? []
        : [`a tap at the centre of '${name}' lands on <${top?.tagName.toLowerCase() ?? "nothing"}>`];
    }),
  );
  expect(await locator.count(), `${what} found`).toBeGreaterThan(0);
  expect(misses, `${what} out of reach`).toEqual([]);
}

/** axe-core's WCAG 2.0/2.1/2.2 A and AA rules. */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The page as it stands has no WCAG 2.2 AA violation by axe-core, reported one line per rule with up to three of its
 * elements. The sections the page lays out only near the screen (content-visibility: auto on .render-near and
 * .render-later) are laid out first, as a student scrolling down gets them: axe reads colours by hit-testing, which
 * does not see into a section not yet rendered, so their text would go unchecked or be checked against what lies
 * beneath.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  await page.evaluate(() => {
    document.querySelectorAll<HTMLElement>(".render-near, .render-later").forEach((el) => {
      el.style.contentVisibility = "visible";
    });
  });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const report = violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => `\n    ${n.target.join(" ")}: ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`);
    return `${v.id} (${v.impact}, ${v.nodes.length} elements): ${v.help}${nodes.join("")}`;
  });
  expect(report, `axe violations on ${label}`).toEqual([]);
}

/**
 * Stricter than expectReachable for what sits in rows and cards: the page is scrolled vertically only, so something
 * a student could reach only by swiping a box sideways does not count. Then the element is visible, wholly inside
 * the viewport's width, and a tap at its centre lands on it.
 */
export async function expectReachableWithoutSwiping(locator: Locator) {
  await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollTo(0, window.scrollY + r.top - (window.innerHeight - r.height) / 2);
  });
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const width = await locator.evaluate(() => document.documentElement.clientWidth);
  expect(box.x, "left edge on screen").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "right edge on screen").toBeLessThanOrEqual(width);
  const hit = await centreHit(locator);
  expect(hit.hits, `a tap at its centre reaches it, not ${hit.top}`).toBe(true);
}

/** The page does not scroll sideways: nothing is wider than the screen. */
export async function expectNoHorizontalOverflow(page: Page, where = page.url()) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `page width at ${clientWidth} px on ${where}`).toBeLessThanOrEqual(clientWidth);
}

/** No sideways scroll at 412 px (the phone the site is designed for) nor at 360 px (a small one); the viewport is restored. */
export async function expectNoOverflowAtPhoneWidths(page: Page) {
  const size = page.viewportSize()!;
  for (const width of [412, 360]) {
    await page.setViewportSize({ width, height: size.height });
    await expectNoHorizontalOverflow(page, `${page.url()} at ${width} px`);
  }
  await page.setViewportSize(size);
}

/** Opens the phone menu with ☰ (after hydration) and returns it. */
export async function openMenu(page: Page) {
  await waitUntilReady(page);
  await page.getByLabel("Site menu").click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  return menu;
}

/** The site navigation as this screen shows it: the header bar on a desktop, the ☰ menu on a phone. */
export async function siteNavigation(page: Page, isMobile: boolean) {
  return isMobile
    ? (await openMenu(page)).getByRole("navigation", { name: "Mobile" })
    : page.getByRole("navigation", { name: "Main" });
}

/**
 * Every control a thumb aims at is at least 24x24 CSS px (WCAG 2.2 target size). Links inside running text
 * (display: inline) are exempt, as WCAG allows, and so are visually hidden controls (1x1 px: the skip link before
 * focus, a file input behind its label).
 */
export async function expectTargetsAtLeast24px(page: Page, where = page.url()) {
  const small = await page.evaluate(() =>
    Array.from(document.querySelectorAll("a[href], button, summary, input, select, textarea, [role=tab]"))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden" || style.display === "inline")
          return false;
        if (el.closest("details:not([open])") && el.tagName !== "SUMMARY") return false;
        return box.width < 24 || box.height < 24;
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
        return `<${el.tagName.toLowerCase()}> '${name}' ${Math.round(box.width)}x${Math.round(box.height)}`;
      }),
  );
  expect(small, `targets under 24x24 px on ${where}`).toEqual([]);
}
