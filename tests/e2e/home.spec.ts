import { expect, test } from "./fixtures";

const REASONS = [
  "Affordable Tuition",
  "Quality Education",
  "Growing International Community",
  "Post-Graduation Opportunities",
  "Simplified Application Process",
];

test.describe("home page", () => {
  test("the first HTML holds every section with its data from D1", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Study in Istanbul \| Istanbul Study Gateway<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    for (const text of [
      "Why Students Choose Turkey",
      ...REASONS,
      "30-70% lower",
      "Start Your Application",
      "Partner Universities in Turkey",
      "View All",
      "Explore All Universities",
      "Popular Programs at Turkish Universities",
      "Explore All Programs",
      'id="testimonials"',
    ]) {
      expect(html.includes(text), `the HTML holds ${text}`).toBe(true);
    }
    // Featured universities, featured programs and testimonials, read from D1, are in the document itself.
    expect(html).toContain("Istanbul Medipol University");
    expect(html).toContain("Uskudar University");
    // Not featured (the footer lists every partner, so only the page above it counts).
    expect(html.slice(0, html.indexOf("<footer"))).not.toContain(">Beykoz University<");
    expect(html).toContain("Computer Engineering");
    expect(html).toContain("Chinedu Okafor");
    expect(html).not.toContain('data-testid="university-card-skeleton"');
  });

  test("shows the hero, up to 6 universities, 4 programs and testimonials with working links", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const main = page.locator("main");
    const hero = page.getByTestId("page-hero");
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/apply");
    for (const reason of REASONS) await expect(main.getByRole("heading", { name: reason })).toBeVisible();
    await expect(main.getByRole("link", { name: "Start Your Application" })).toHaveAttribute("href", "/apply");

    await expect(page.getByTestId("featured-universities").getByTestId("university-card")).toHaveCount(6);
    await expect(main.getByRole("link", { name: "View All" })).toHaveAttribute("href", "/universities");
    await expect(main.getByRole("link", { name: "Explore All Universities" })).toHaveAttribute("href", "/universities");

    await expect(page.getByTestId("featured-programs").locator("li")).toHaveCount(4);
    await expect(page.getByTestId("featured-programs")).toContainText("Medicine");
    await expect(main.getByRole("link", { name: "Explore All Programs" })).toHaveAttribute("href", "/programs");

    const testimonials = page.locator("#testimonials");
    await expect(testimonials.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(testimonials.locator("figure")).toHaveCount(6);
  });

  test("the hero is 500px tall, 600px on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.goto("/");
    expect((await page.getByTestId("page-hero").boundingBox())?.height).toBe(500);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(async () => (await page.getByTestId("page-hero").boundingBox())?.height).toBe(600);
  });

  test("a tap anywhere on a card opens it; the card's own buttons go where they say", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");

    const medipol = page.getByTestId("university-card").filter({ hasText: "Istanbul Medipol University" });
    await medipol.scrollIntoViewIfNeeded();
    const box = (await medipol.getByText("Students").boundingBox())!;
    await page.mouse.click(box.x + 5, box.y + 5); // on the card's facts, not on its name
    await expect(page).toHaveURL(/\/universities\/1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Istanbul Medipol University" })).toBeVisible();

    await page.goBack();
    await medipol.getByRole("link", { name: "Apply Now" }).click();
    await expect(page).toHaveURL(/\/apply\?university=1$/);

    await page.goBack();
    await medipol.getByRole("link", { name: "View Programs" }).click();
    await expect(page).toHaveURL(/\/universities\/1#programs$/);
    await expect(page.locator("#programs")).toBeInViewport();
  });

  test("the footer's Testimonials link reaches the testimonials section from another page", async ({ page }) => {
    await page.goto("/about");
    await page.locator("footer").getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL(/\/#testimonials$/);
    await expect(page.locator("#testimonials")).toBeInViewport();
  });

  test("with D1 down the page still renders, with 'Error loading universities' and 'Error loading programs'", async ({
    page,
    stateUrl,
  }) => {
    const response = await page.goto(stateUrl("broken", "/"));
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("page-hero")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why Students Choose Turkey" })).toBeVisible();
    await expect(page.getByText("Error loading universities")).toBeVisible();
    await expect(page.getByText("Error loading programs")).toBeVisible();
    await expect(page.locator("#testimonials")).toBeVisible();
  });

  test("with an empty catalogue the sections say so", async ({ page, stateUrl }) => {
    const response = await page.goto(stateUrl("empty", "/"));
    expect(response?.status()).toBe(200);
    await expect(page.getByText("No universities found")).toBeVisible();
    await expect(page.getByText("No programs found")).toBeVisible();
    await expect(page.getByTestId("error-panel")).toHaveCount(0);
  });
});
