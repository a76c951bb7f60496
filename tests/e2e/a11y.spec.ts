import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, test, waitUntilReady } from "./fixtures";
import { PAGE_ROUTES } from "./routes";

// axe-core's WCAG 2.0/2.1/2.2 A and AA rules on every page, as the phone project (412 px; the menu open too, on the
// home page) shows it, and on the pages whose wide layout differs, as the desktop project (1280 px) shows them. A
// violation is reported with its rule, impact and the elements concerned (expectNoAxeViolations in fixtures.ts).

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
    await expectNoAxeViolations(page, `${route.path} (${route.state})`);
    // The menu is the same panel on every page: scanned open once, on the first page of the list.
    if (!isMobile || route !== PAGE_ROUTES[0]) return;
    await page.getByLabel("Site menu").click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoAxeViolations(page, `${route.path} (${route.state}) with the menu open`);
  });
}
