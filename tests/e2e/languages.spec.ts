import { expect, test } from "./fixtures";

// The site in English, French and Arabic (issue 28, in progress): the same pages under /fr and /ar, the shell in
// each language, and a switcher that keeps the page and its query.

test("each language's pages say their language and direction, and the shell speaks it", async ({ page }) => {
  for (const [path, lang, dir, quickLinks] of [
    ["/", "en", "ltr", "Quick Links"],
    ["/fr", "fr", "ltr", "Liens rapides"],
    ["/ar", "ar", "rtl", "روابط سريعة"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: quickLinks })).toBeVisible();
  }
});

test("a French page's links stay in French; an unknown prefix or /en/… is not a page", async ({ page, request }) => {
  await page.goto("/fr/about");
  // The footer's site links, apart from the language switcher's.
  const hrefs = await page
    .getByRole("contentinfo")
    .locator("a[href^='/']:not([hreflang])")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) expect(href, href).toMatch(/^\/fr(\/|#|$)/);
  expect((await request.get("/en/about")).status()).toBe(404);
  expect((await request.get("/de/about")).status()).toBe(404);
});

test("the switcher keeps the page and its query, and every page names its three addresses", async ({ page }) => {
  await page.goto("/programs/medicine?university=1");
  const switcher = page.getByRole("contentinfo").getByRole("navigation", { name: "Language" });
  await switcher.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar\/programs\/medicine\?university=1$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ar\/programs\/medicine/);
  for (const [lang, path] of [
    ["en", "/programs/medicine"],
    ["fr", "/fr/programs/medicine"],
    ["ar", "/ar/programs/medicine"],
    ["x-default", "/programs/medicine"],
  ] as const)
    await expect(head.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      "href",
      new RegExp(`^https?://[^/]+${path.replaceAll("/", "\\/")}(\\?|$)`),
    );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ar_AR");
});
