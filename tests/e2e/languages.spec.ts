import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  expectReachableWithoutSwiping,
  test,
  waitUntilReady,
} from "./fixtures";
import { PAGE_ROUTES } from "./routes";

// The site in English, French and Arabic (decision 0027): the same pages under /fr and /ar, the shell in each
// language, a switcher that keeps the page and its query, and each French and Arabic page as a student on a
// 412 px phone meets it (English is what every other spec checks).

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
  const switcher = page.getByRole("contentinfo").getByRole("navigation", { name: "Site language" });
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

const localized = (locale: string, path: string) => (path === "/" ? `/${locale}` : `/${locale}${path}`);

// French reads left to right like English, in longer words: each French page is checked for fit. Arabic mirrors the
// layout: each Arabic page is checked for fit, and one page of each kind by axe (English pages are all scanned by
// a11y.spec.ts): the shell and a content page, a catalogue list, a program, a comparison, the eligibility answer,
// each form, and the 404. The other pages repeat those templates with other data, and the messages they say are
// checked for every page and language in tests/worker/untranslated.test.ts (the guide's "test each locale where it
// differs").
const ARABIC_SCANS = new Set([
  "home",
  "services",
  "payments",
  "application-status",
  "programs-catalog",
  "program-at-university",
  "compare",
  "eligibility-answer",
  "contact",
  "apply",
  "not-found",
]);
for (const locale of ["fr", "ar"])
  for (const route of PAGE_ROUTES.filter((r) => r.state === "full")) {
    const scan = locale === "ar" && ARABIC_SCANS.has(route.name);
    test(`${localized(locale, route.path)} fits a 412 px phone${scan ? " and has no WCAG 2.2 AA violations" : ""} @mobile-only`, async ({
      page,
    }) => {
      test.setTimeout(60_000); // an axe scan of a whole page: tens of seconds on a busy 2-core machine
      await page.goto(localized(locale, route.path));
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expectNoHorizontalOverflow(page);
      if (scan) await expectNoAxeViolations(page);
    });
  }

test("the Arabic phone menu opens by touch and by keyboard, reads right to left, and Escape closes it @mobile-only", async ({
  page,
}) => {
  // A browsing page (no script): the menu is a <details>, opened by a tap or by Enter.
  await page.goto("/ar/programs");
  const toggle = page.getByLabel("قائمة الموقع");
  await expectReachableWithoutSwiping(toggle);
  // Right to left: ☰ sits at the left end of the header, the logo at the right.
  const header = (await page.getByRole("banner").boundingBox())!;
  const box = (await toggle.boundingBox())!;
  expect(box.x + box.width / 2).toBeLessThan(header.width / 2);
  await toggle.tap();
  const menu = page.getByRole("dialog", { name: "القائمة" });
  await expect(menu).toBeVisible();
  await expectReachableWithoutSwiping(menu.getByRole("link", { name: "من نحن" }));
  await expect(menu.getByRole("link", { name: "Français" })).toHaveAttribute("href", "/fr/programs");
  await toggle.tap();
  await expect(menu).toBeHidden();
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();

  // A page with its script started: Escape closes the menu and gives focus back to ☰.
  await page.goto("/ar/payments?service=basic");
  await waitUntilReady(page);
  await page.getByLabel("قائمة الموقع").tap();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByLabel("قائمة الموقع")).toBeFocused();
});

test("a refused consultation answers in French and in Arabic, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [locale, submit, message] of [
    ["fr", "Obtenir une consultation gratuite", "Le nom complet doit comporter au moins 3 caractères"],
    ["ar", "احصل على استشارة مجانية", "يجب أن يتكوّن الاسم الكامل من 3 أحرف على الأقل"],
  ] as const) {
    await page.goto(`/${locale}/contact`);
    const form = page.locator("main form").filter({ has: page.locator('input[name="fullName"]') });
    await form.locator('input[name="fullName"]').fill("Al");
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await form.getByRole("button", { name: submit }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
  }
  await context.close();
});

test("a refused application answers in Arabic, with JavaScript and without", async ({ browser, page }) => {
  const REQUIRED_AR = "يُرجى ملء جميع الحقول المطلوبة";
  await page.goto("/ar/apply");
  await waitUntilReady(page);
  await page.getByRole("button", { name: "أرسل الطلب" }).click();
  await expect(page.getByRole("alert").filter({ hasText: REQUIRED_AR }).first()).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto("/ar/apply");
  // The browser's own required-field check would stop the post: off, to read the server's answer.
  const form = plain.locator("main form").filter({ has: plain.getByRole("button", { name: "أرسل الطلب" }) });
  await form.evaluate((form: HTMLFormElement) => {
    form.noValidate = true;
  });
  const refused = plain.waitForResponse((r) => r.request().method() === "POST");
  await plain.getByRole("button", { name: "أرسل الطلب" }).click();
  expect((await refused).status()).toBe(400);
  await expect(plain.getByRole("alert").filter({ hasText: REQUIRED_AR }).first()).toBeVisible();
  await expect(plain.locator("html")).toHaveAttribute("dir", "rtl");
  await context.close();
});
