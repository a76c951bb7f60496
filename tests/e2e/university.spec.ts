import { expect, expectNoOverflowAtPhoneWidths, expectReachableWithoutSwiping, PHONE, test } from "./fixtures";

test.describe("university detail", () => {
  test("the first HTML holds the university, its programs and the sidebar", async ({ request }) => {
    const response = await request.get("/universities/1");
    expect(response.status()).toBe(200);
    // React's text separators (<!-- -->) fall where a sentence has parts; the words are what counts.
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<title>Istanbul Medipol University \| Istanbul Study Gateway<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Istanbul Medipol University, [^"]{40,}"/);
    for (const text of [
      "Beykoz, Istanbul",
      "Established 2009",
      "About Istanbul Medipol University",
      "/images/universities/medipol-campus.svg",
      "45,000+",
      "4.7/5.0",
      'id="programs"',
      "24 programs available",
      "Program Name",
      "Show All 24 Programs",
      "Featured Programs",
      "Ready to Start Your Educational Journey?",
      "info@istanbulstudygateway.com",
      "https://wa.me/",
      "Application Steps",
    ]) {
      expect(html.includes(text), `the HTML holds ${text}`).toBe(true);
    }
  });

  for (const path of ["/universities/99", "/universities/abc", "/universities/0"]) {
    test(`${path} answers 404 with 'University Not Found'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("University Not Found | Istanbul Study Gateway");
      await expect(page.getByRole("heading", { name: "University Not Found" })).toBeVisible();
      await expect(
        page.getByText("The university you are looking for does not exist or has been moved."),
      ).toBeVisible();
      await page.getByRole("link", { name: "Browse All Universities" }).click();
      await expect(page).toHaveURL(/\/universities$/);
      await expect(page.getByTestId("university-card")).toHaveCount(7);
    });
  }

  test("hero, breadcrumb, about, highlights and sidebar", async ({ page }) => {
    await page.goto("/universities/1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Istanbul Medipol University");
    await expect(page.getByRole("img", { name: "Istanbul Medipol University campus" })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Universities" })).toHaveAttribute("href", "/universities");
    await expect(crumbs.getByText("Istanbul Medipol University")).toHaveAttribute("aria-current", "page");

    const highlights = page.getByTestId("highlights");
    for (const value of ["2009", "45,000+", "English & Turkish", "$3,000 - $35,000/year", "4.7/5.0"]) {
      await expect(highlights).toContainText(value);
    }
    // The program count is the one the program list below shows (D1's), not the university's own '120+'.
    await expect(highlights.locator("dt", { hasText: /^Programs$/ }).locator("xpath=following-sibling::dd")).toHaveText(
      "24",
    );
    await expect(page.getByTestId("program-count")).toHaveText("24 programs available");
    await expect(highlights).not.toContainText("120");

    await expect(page.getByRole("heading", { name: "Ready to Start Your Educational Journey?" })).toBeVisible();
    const contact = page.getByRole("region", { name: "Contact Details" });
    await expect(contact).toContainText("Istanbul");
    await expect(contact.getByRole("link", { name: "info@istanbulstudygateway.com" })).toHaveAttribute(
      "href",
      "mailto:info@istanbulstudygateway.com",
    );
    await expect(contact.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+/);
    await expect(page.getByRole("region", { name: "Application Steps" }).locator("ol > li")).toHaveCount(5);
  });

  // Issue 40: the Nu Html Checker refused each highlight's icon, an <svg> straight inside the <div> that groups a
  // <dt> with its <dd> (such a <div> holds only those). Each icon now sits inside its <dt>.
  test("each highlight's icon sits where HTML allows it, and is still drawn", async ({ page }) => {
    await page.goto("/universities/1");
    const highlights = page.getByTestId("highlights");
    await expect(highlights.locator("> div")).toHaveCount(6);
    const misplaced = await page.locator("dl").evaluateAll((lists) =>
      lists.flatMap((dl) =>
        Array.from(dl.children).flatMap((child) => {
          const allowed = ["DT", "DD", "DIV", "SCRIPT", "TEMPLATE"];
          if (!allowed.includes(child.tagName)) return [`<${child.tagName.toLowerCase()}> in <dl>`];
          if (child.tagName !== "DIV") return [];
          return Array.from(child.children)
            .filter((c) => !["DT", "DD", "SCRIPT", "TEMPLATE"].includes(c.tagName))
            .map((c) => `<${c.tagName.toLowerCase()}> in <dl><div>`);
        }),
      ),
    );
    expect(misplaced).toEqual([]);
    const icon = highlights.locator("dt").first().locator("svg");
    await expect(icon).toBeVisible();
  });

  test("the program table: columns, 5 rows, badges, detail links, and its toggle (a link)", async ({ page }) => {
    await page.goto("/universities/7");
    const table = page.getByTestId("program-table");
    await expect(table.locator("thead th")).toHaveText([
      "Program Name",
      "Faculty",
      "Duration",
      "Language",
      "Tuition Fee",
      "Details",
    ]);
    await expect(table.locator("tbody tr")).toHaveCount(5);
    await expect(page.getByTestId("program-count")).toHaveText("30 programs available");

    const first = table.locator("tbody tr").first();
    const slugHref = await first.getByRole("link", { name: /View Details/ }).getAttribute("href");
    expect(slugHref).toMatch(/^\/programs\/[a-z0-9-]+\?university=7$/);

    await page.getByRole("link", { name: "Show All 30 Programs" }).click();
    await expect(table.locator("tbody tr")).toHaveCount(30);
    await expect(page).toHaveURL(/\/universities\/7\?all=1#programs$/);
    // English is badged apart from the other languages.
    const english = table.locator('[data-language-badge="english"]').first();
    const other = table.locator('[data-language-badge="other"]').first();
    await expect(english).toBeVisible();
    await expect(other).toBeVisible();
    expect(await english.getAttribute("class")).not.toBe(await other.getAttribute("class"));

    await page.getByRole("link", { name: "Show Less" }).click();
    await expect(table.locator("tbody tr")).toHaveCount(5);
    await expect(page).toHaveURL(/\/universities\/7#programs$/);
  });

  test("on a wide screen the table keeps its header row and 'View Details' only @desktop-only", async ({ page }) => {
    await page.goto("/universities/1");
    const table = page.getByTestId("program-table");
    await expect(table.locator("thead th").first()).toBeVisible();
    const row = table.locator("tbody tr").first();
    await expect(row.getByRole("link", { name: /View Details/ })).toBeVisible();
    await expect(row.getByRole("link", { name: /^Apply/ })).toBeHidden();
  });

  test.describe("on a 412 px phone @mobile", () => {
    test.use(PHONE);

    test("each program is a card with every field and both links on screen", async ({ page }) => {
      await page.goto("/universities/1");
      const table = page.getByTestId("program-table");
      // The header row is for screen readers only: a card names its fields by their look.
      expect((await table.locator("thead").boundingBox())!.height).toBeLessThanOrEqual(1);
      const rows = table.getByTestId("program-row");
      await expect(rows).toHaveCount(5);
      const first = rows.first();
      for (const text of ["Medicine", "6 years", "English", "$35,000/year"]) {
        await expectReachableWithoutSwiping(first.getByText(text, { exact: true }).first());
      }
      await expectReachableWithoutSwiping(first.locator("[data-language-badge=english]"));
      const details = first.getByRole("link", { name: /View Details/ });
      await expectReachableWithoutSwiping(details);
      await expect(details).toHaveAttribute("href", "/programs/medicine?university=1");
      const apply = first.getByRole("link", { name: /^Apply/ });
      await expectReachableWithoutSwiping(apply);
      await expect(apply).toHaveAttribute("href", "/apply?program=Medicine&university=1");
      await expectNoOverflowAtPhoneWidths(page);

      await page.getByRole("link", { name: "Show All 24 Programs" }).tap();
      await expect(rows).toHaveCount(24);
      await expectReachableWithoutSwiping(rows.last().getByRole("link", { name: /View Details/ }));
      await expectNoOverflowAtPhoneWidths(page);
      await details.tap();
      await expect(page).toHaveURL(/\/programs\/medicine\?university=1$/);
      await expect(page.getByRole("heading", { level: 1, name: "Medicine" })).toBeVisible();
    });
  });

  test("Featured Programs: the university's featured programs, else its first 3", async ({ page }) => {
    await page.goto("/universities/2");
    const featured = page.getByTestId("featured-program-cards").locator("li");
    await expect(featured).toHaveCount(2);
    await expect(featured.first()).toContainText("Dentistry");

    await page.goto("/universities/3"); // Isik has no featured program
    await expect(featured).toHaveCount(3);
  });

  test("the #programs anchor works on a full load and scrolls to top otherwise", async ({ page }) => {
    await page.goto("/universities/4#programs");
    await expect(page.locator("#programs")).toBeInViewport();

    await page.goto("/universities");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: /Okan/ }).click();
    await expect(page).toHaveURL(/\/universities\/4$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Istanbul Okan University");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("with D1 down or empty the page answers 'University Not Found'", async ({ browser, stateUrl }) => {
    // Its own page: the browser logs the 503 document as a console error, which the `page` fixture would flag.
    const page = await browser.newPage();
    const broken = await page.goto(stateUrl("broken", "/universities/1"));
    expect(broken?.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "University Not Found" })).toBeVisible();
    const empty = await page.goto(stateUrl("empty", "/universities/1"));
    expect(empty?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "University Not Found" })).toBeVisible();
    await page.close();
  });
});
