import { expect, expectNoOverflowAtPhoneWidths, expectReachableWithoutSwiping, PHONE, test } from "./fixtures";

const NAMES = [
  "Istanbul Medipol University",
  "Istinye University",
  "Isik University",
  "Istanbul Okan University",
  "Beykoz University",
  "Ozyegin University",
  "Uskudar University",
];

test.describe("universities list", () => {
  test("the first HTML holds the whole page with the 7 universities from D1", async ({ request }) => {
    const response = await request.get("/universities");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Partner Universities \| Istanbul Study Gateway<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    for (const text of [
      "Why Choose These Universities?",
      "Council of Higher Education",
      "Internationally recognised degrees",
      "Special negotiated tuition rates",
      "Established international student communities",
      'aria-label="Accredited by the Council of Higher Education of Turkey (YÖK)"',
      "ACCREDITED",
      "Partner Universities",
      "7 universities with special arrangements for students",
      "Need Help Choosing a University?",
      "Get Free Consultation",
      ...NAMES,
    ]) {
      expect(html.includes(text), `the HTML holds ${text}`).toBe(true);
    }
    expect(html).not.toContain("Loading universities...");
  });

  test("hero, breadcrumbs, count line, grid by default and the closing block", async ({ page }) => {
    await page.goto("/universities");
    await expect(page.getByTestId("page-hero").getByRole("link", { name: "Apply Now" })).toHaveAttribute(
      "href",
      "/apply",
    );
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByText("Universities")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("img", { name: /Council of Higher Education/ })).toBeVisible();
    await expect(
      page.locator("main").getByRole("heading", { name: "Partner Universities", exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId("university-count")).toHaveText(
      "7 universities with special arrangements for students",
    );
    await expect(page.getByTestId("university-list")).toHaveAttribute("data-layout", "grid");
    await expect(page.getByTestId("university-card")).toHaveCount(7);
    await expect(page.getByRole("link", { name: "Grid view" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { name: "Need Help Choosing a University?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Free Consultation" }).last()).toHaveAttribute("href", "/contact");
  });

  test("a grid card shows its numbers, language and tuition, but no description", async ({ page }) => {
    await page.goto("/universities");
    const card = page.getByTestId("university-card").filter({ hasText: "Istanbul Medipol University" });
    // The programs we list for it (the count its page shows), not the university's own '120+'.
    await expect(card.locator("dt", { hasText: /^Programs$/ }).locator("xpath=following-sibling::dd")).toHaveText("24");
    await expect(card).not.toContainText("120");
    await expect(card).toContainText("45,000+");
    await expect(card).toContainText("English & Turkish");
    await expect(card).toContainText("$3,000 - $35,000/year");
    await expect(card.getByRole("img", { name: "Medipol logo" })).toBeVisible();
    await expect(card.getByTestId("university-description")).toHaveCount(0);
    await expect(card.getByTestId("star-rating")).toHaveCount(0);
  });

  test.describe("on a 412 px phone @mobile", () => {
    test.use(PHONE);

    test("grid and list cards fit, and their buttons are in reach", async ({ page }) => {
      for (const path of ["/universities", "/universities?view=list"]) {
        await page.goto(path);
        await expectNoOverflowAtPhoneWidths(page);
        const card = page.getByTestId("university-card").last();
        await expectReachableWithoutSwiping(card.getByRole("link", { name: "View Programs" }));
        await expectReachableWithoutSwiping(card.getByRole("link", { name: "Apply Now" }));
      }
    });
  });

  test("list stars: the whole part gives full stars, a decimal part a half star", async ({ page }) => {
    await page.goto("/universities?view=list");
    const stars = (name: string) =>
      page.getByTestId("university-card").filter({ hasText: name }).getByTestId("star-rating");
    // Medipol 4.7: four full and a half; Isik 4.0: four full, no half; Ozyegin 4.8: four and a half.
    await expect(stars("Istanbul Medipol University").locator('[data-star="full"]')).toHaveCount(4);
    await expect(stars("Istanbul Medipol University").locator('[data-star="half"]')).toHaveCount(1);
    await expect(stars("Isik University").locator('[data-star="full"]')).toHaveCount(4);
    await expect(stars("Isik University").locator('[data-star="half"]')).toHaveCount(0);
    await expect(stars("Isik University").locator('[data-star="empty"]')).toHaveCount(1);
    await expect(stars("Ozyegin University")).toContainText("4.8");
  });

  test("the grid/list toggle is a pair of links that the server renders", async ({ page }) => {
    await page.goto("/universities");
    await expect(page.getByTestId("university-list")).toHaveAttribute("data-layout", "grid");
    await page.getByRole("link", { name: "List view" }).click();
    await expect(page).toHaveURL(/\/universities\?view=list$/);
    await expect(page.getByTestId("university-list")).toHaveAttribute("data-layout", "list");
    await expect(page.getByRole("link", { name: "List view" })).toHaveAttribute("aria-current", "true");
    const card = page.getByTestId("university-card").filter({ hasText: "Istanbul Medipol University" });
    await expect(card.getByTestId("university-location")).toHaveText("Beykoz, Istanbul");
    await expect(card.getByRole("img", { name: "Rated 4.7 out of 5.0" })).toBeVisible();
    await expect(page.getByTestId("university-description")).toHaveCount(7);
    await expect(page.getByTestId("university-card-skeleton")).toHaveCount(0);
    await page.getByRole("link", { name: "Grid view" }).click();
    await expect(page).toHaveURL(/\/universities$/);
    await expect(page.getByTestId("university-list")).toHaveAttribute("data-layout", "grid");
  });

  test("a card opens its university; its buttons go to their own pages only", async ({ page }) => {
    await page.goto("/universities?view=list");
    const card = page.getByTestId("university-card").filter({ hasText: "Isik University" });

    await card.scrollIntoViewIfNeeded();
    const box = (await card.getByTestId("university-description").boundingBox())!;
    await page.mouse.click(box.x + 10, box.y + 5);
    await expect(page).toHaveURL(/\/universities\/3$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Isik University");

    await page.goBack();
    await card.getByRole("link", { name: "Apply Now" }).click();
    await expect(page).toHaveURL(/\/apply\?university=3$/);

    await page.goBack();
    await card.getByRole("link", { name: "View Programs" }).click();
    await expect(page).toHaveURL(/\/universities\/3#programs$/);
    await expect(page.locator("#programs")).toBeInViewport();

    // No link inside another link: the card is one stretched link plus two sibling links.
    expect(await page.locator("a a").count()).toBe(0);
  });

  test("a logo that fails to load leaves the card whole, its name in the logo's place", async ({ page }) => {
    await page.route("**/images/universities/istinye-logo.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/universities");
    const istinye = page.getByTestId("university-card").filter({ hasText: "Istinye University" });
    await istinye.scrollIntoViewIfNeeded();
    await expect(istinye.getByRole("img", { name: "Istinye logo" })).toHaveCount(1);
    await expectReachableWithoutSwiping(istinye.getByRole("link", { name: "Apply Now" }));
  });

  test("with D1 down: the error panel, and the rest of the page", async ({ page, stateUrl }) => {
    const response = await page.goto(stateUrl("broken", "/universities"));
    expect(response?.status()).toBe(200);
    const panel = page.getByTestId("error-panel");
    await expect(panel).toContainText("Error loading universities");
    await expect(panel).toContainText("Please try again later or contact our support team for assistance.");
    await expect(page.getByTestId("university-count")).toHaveText("");
    await expect(page.getByRole("heading", { name: "Need Help Choosing a University?" })).toBeVisible();
  });

  test("with no universities: the empty panel", async ({ page, stateUrl }) => {
    const response = await page.goto(stateUrl("empty", "/universities"));
    expect(response?.status()).toBe(200);
    const panel = page.getByTestId("empty-panel");
    await expect(panel).toContainText("No universities found");
    await expect(panel).toContainText("Please check back later for updated university listings.");
    await expect(page.getByTestId("university-count")).toHaveText(
      "0 universities with special arrangements for students",
    );
  });
});
