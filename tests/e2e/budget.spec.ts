import { firstLoadWeight, kb } from "../../scripts/page-weight.mjs";
import { PHONE } from "../../scripts/measure-kit.mjs";
import { expect, test } from "./fixtures";

// The weight budget of a first visit on a phone (docs/decisions/0026): everything a cold load at 412 px fetches
// before the student scrolls (HTML, CSS, scripts, images), gzipped as the edge serves it. A browsing page ships no
// script and stays within 30 KB; the pages that hydrate carry React and React Router (about 110 KB) on top.
// Growth fails here and has to be argued for (raise the budget in the same commit, with the reason).

const BROWSING_KB = 30;
const BUDGETS: { path: string; kb: number }[] = [
  ...[
    "/",
    "/universities",
    "/universities/1",
    "/programs",
    "/programs-catalog",
    "/programs-legacy",
    "/programs/computer-engineering",
    "/compare",
    "/about",
    "/application-guide",
    "/contact",
    "/services",
    "/applications/status",
    "/no-such-page",
  ].map((path) => ({ path, kb: BROWSING_KB })),
  // React and React Router are ~110 KB of these; the target for /apply is 160 KB (see decision 0026).
  { path: "/apply", kb: 170 },
  { path: "/payments?service=basic", kb: 160 },
];

test.describe("first-load budget @desktop-only", () => {
  for (const budget of BUDGETS) {
    test(`${budget.path}: at most ${budget.kb} KB on a phone's first load`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ ...PHONE, baseURL });
      const weight = await firstLoadWeight(context, budget.path);
      await context.close();
      const parts = `HTML ${kb(weight.html)}, CSS ${kb(weight.css)}, JS ${kb(weight.js)}, images ${kb(weight.images)}`;
      expect(weight.total, `${budget.path}: ${kb(weight.total)} (${parts})`).toBeLessThanOrEqual(budget.kb * 1024);
    });
  }
});
