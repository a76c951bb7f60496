import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalOverflow, renderDeferredSections, test, waitUntilReady } from "./fixtures";
import { PAGE_ROUTES } from "./routes";

// axe-core's WCAG 2.0/2.1/2.2 A and AA rules on every page, as the phone project (412 px; the menu open too, on the
// home page) shows it, and on the pages whose wide layout differs, as the desktop project (1280 px) shows them. A violation is reported with its rule, impact and the elements concerned.
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page, label: string) {
  await renderDeferredSections(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  // One line per rule and up to three of its elements: enough to find them, short enough to read.
  const report = violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => `\n    ${n.target.join(" ")}: ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`);
    return `${v.id} (${v.impact}, ${v.nodes.length} elements): ${v.help}${nodes.join("")}`;
  });
  expect(report, `axe violations on ${label}`).toEqual([]);
}

// Students use phones: every page is scanned at 412 px. At 1280 px (tagged @desktop, so the desktop project runs them
// too) only the pages whose wide layout differs in kind (the header's full navigation, the filter sidebar, tables
// instead of stacked rows, two-column forms) are scanned again, which keeps the run well inside its time budget.
const WIDE_LAYOUTS = new Set([
  "home",
  "programs",
  "program-at-university",
  "compare",
  "university",
  "apply",
  "payments",
]);

for (const route of PAGE_ROUTES) {
  const where = route.state === "full" ? route.path : `${route.path}, ${route.state} D1`;
  test(`${route.name} (${where}) has no WCAG 2.2 AA violations${WIDE_LAYOUTS.has(route.name) ? " @desktop" : ""}`, async ({
    page,
    stateUrl,
    isMobile,
  }) => {
    test.setTimeout(60_000); // one or two axe scans of a whole page: tens of seconds on a busy 2-core machine
    await page.goto(stateUrl(route.state, route.path));
    await waitUntilReady(page);
    await page.waitForLoadState("networkidle");
    // The wide layout fits its screen too (the phone's is checked by phone-reach.spec.ts).
    if (!isMobile) await expectNoHorizontalOverflow(page, `${where} at 1280 px`);
    await expectNoViolations(page, `${route.path} (${route.state})`);
    // The menu is the same panel on every page: scanned open once, on the first page of the list.
    if (!isMobile || route !== PAGE_ROUTES[0]) return;
    await page.getByLabel("Site menu").click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoViolations(page, `${route.path} (${route.state}) with the menu open`);
  });
}
