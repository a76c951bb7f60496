import { expect, test, waitForHydration } from "./fixtures";

test("the home page's first HTML already holds the shell and catalogue data from D1", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Apply Now");
  expect(html).toContain("Partner Universities in Turkey");
  expect(html).toContain("Istanbul Medipol University"); // a featured university, read from D1
  expect(html).toMatch(new RegExp(`© (<!-- -->)?${new Date().getFullYear()}`));
});

test("the header highlights the active item by path prefix", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/universities/2");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Universities" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");

  await page.goto("/programs-catalog");
  await expect(nav.getByRole("link", { name: "Programs" })).toHaveAttribute("aria-current", "page");
});

test("navigation after hydration stays in the page (one document request)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(documents).toHaveLength(1);
});

test("the footer shows contact details, partner links from D1 and the current year", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
  for (const id of [1, 2, 3, 4, 5]) {
    await expect(footer.locator(`a[href="/universities/${id}"]`)).toHaveCount(1);
  }
  await expect(footer.getByRole("link", { name: "All Universities" })).toHaveAttribute("href", "/universities");
  await expect(footer).toContainText("info@istanbulstudygateway.com");
  await expect(footer).toContainText("Mon-Fri 9AM-5PM");
  await expect(footer).toContainText(String(new Date().getFullYear()));
});

test("the mobile menu opens full screen with contact links and closes on link click @mobile", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByLabel("Open menu").click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: /info@istanbulstudygateway\.com/ })).toBeVisible();
  await expect(menu.getByRole("link", { name: /WhatsApp/ }).first()).toBeVisible();
  await expect(menu.getByRole("link", { name: "Instagram" })).toBeVisible();
  await menu.getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(menu).toBeHidden();
});

test("unknown paths answer 404 with the '404 Page Not Found' page inside the shell", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
});

test("/apply-now redirects permanently to /apply, keeping the query", async ({ request }) => {
  const response = await request.get("/apply-now?university=3", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/apply?university=3");
});

test("no page scrolls sideways on a 390 px phone, and the home hero shows both its buttons @mobile", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/", "/universities", "/universities/1", "/programs", "/programs-catalog", "/programs-legacy", "/programs/medicine", "/apply", "/services", "/payments?service=full", "/contact", "/about", "/application-guide"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${path}`).toBe(0);
  }
  await page.goto("/");
  const hero = (await page.getByTestId("page-hero").boundingBox())!;
  for (const name of ["Apply Now", "Get Free Consultation"]) {
    const button = (await page.getByTestId("page-hero").getByRole("link", { name }).boundingBox())!;
    expect(button.y + button.height, `${name} inside the hero`).toBeLessThanOrEqual(hero.y + hero.height);
  }
});
