import type { Page } from "@playwright/test";
import { expect, expectNoOverflowAtPhoneWidths, expectReachableWithoutSwiping, PHONE, test } from "./fixtures";

type ApiUniversity = { id: number; name: string };
type ApiProgram = { universityId: number; facultySlug: string };

const universities = (page: Page) => page.getByTestId("legacy-university");
const accordions = (page: Page) => page.getByTestId("faculty-accordion");
const university = (page: Page, slug: string) => page.locator(`section#${slug}`);
const jumpList = (page: Page) => page.getByRole("navigation", { name: "Jump to University" });

test.describe("/programs-legacy", () => {
  test("the first HTML holds every university from D1 with collapsed faculty accordions", async ({ request, page }) => {
    const response = await request.get("/programs-legacy");
    expect(response.status()).toBe(200);
    const html = await response.text();
    const names = ((await (await request.get("/api/universities")).json()) as ApiUniversity[]).map((u) => u.name);
    for (const name of names) expect(html).toContain(name);
    for (const text of ["Jump to University", "Expand All Faculties", "Faculty of Medicine", "<details"]) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/<details[^>]* open=""/);

    await page.goto("/programs-legacy");
    await expect(universities(page)).toHaveCount(names.length);
    await expect(jumpList(page).getByRole("link")).toHaveCount(names.length);
    await expect(jumpList(page).getByRole("link", { name: "Okan", exact: false })).toHaveAttribute("href", "#okan");
    const count = await accordions(page).count();
    expect(count).toBeGreaterThan(names.length);
    for (const details of await accordions(page).all()) await expect(details).not.toHaveAttribute("open");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/apply");
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "Application Guide" })).toHaveAttribute("href", "/application-guide");
  });

  test("an accordion opens to a table of program, language, duration and tuition", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/programs-legacy");
    const medicine = university(page, "medipol")
      .getByTestId("faculty-accordion")
      .filter({ hasText: "Faculty of Medicine" });
    const table = medicine.getByRole("table");
    await expect(table).toBeHidden();
    await medicine.locator("summary").click();
    await expect(medicine).toHaveAttribute("open", "");
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText(["Program", "Language", "Duration", "Tuition"]);
    const row = table.getByRole("row").nth(1);
    await expect(row).toContainText("Medicine");
    await expect(row).toContainText("English");
    await expect(row).toContainText("6 years");
    await expect(row).toContainText(/\$[\d,]+\/year/);
    await expect(row.getByRole("link", { name: "Medicine" })).toHaveAttribute(
      "href",
      "/programs/medicine?university=1",
    );
    await medicine.locator("summary").click();
    await expect(table).toBeHidden();
  });

  test("the duration column hides on small screens @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/programs-legacy?university=1&expand=all");
    const table = accordions(page).first().getByRole("table");
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Program" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Duration" })).toBeHidden();
  });

  test.describe("on a 412 px phone @mobile", () => {
    test.use(PHONE);

    test("every faculty table's rows are cards with the program, language and tuition on screen", async ({ page }) => {
      await page.goto("/programs-legacy?expand=all");
      await expectNoOverflowAtPhoneWidths(page);
      const okan = university(page, "okan");
      const table = okan.getByTestId("faculty-accordion").first().getByRole("table");
      // The header row is for screen readers only: a card names its fields by their look.
      expect((await table.locator("thead").boundingBox())!.height).toBeLessThanOrEqual(1);
      const row = table.locator("tbody tr").first();
      await expectReachableWithoutSwiping(row.getByRole("link"));
      await expect(row.getByRole("link")).toHaveAttribute("href", /^\/programs\/[a-z0-9-]+\?university=4$/);
      await expectReachableWithoutSwiping(row.locator("[data-language-badge]"));
      await expectReachableWithoutSwiping(row.getByText(/^\$[\d,]+\/year$/));
      // The widest tables of the catalogue (long names, two languages) fit too.
      const uskudar = university(page, "uskudar");
      for (const link of await uskudar.getByRole("table").getByRole("link").all()) {
        const box = (await link.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(412);
      }
    });
  });

  test("'Expand All Faculties' opens every accordion and 'Collapse All Faculties' closes them", async ({ page }) => {
    await page.goto("/programs-legacy");
    const total = await accordions(page).count();
    await page.getByRole("button", { name: "Expand All Faculties" }).click();
    await expect(page).toHaveURL(/\/programs-legacy\?.*expand=all$/); // the server renders them open
    await expect(page.locator("[data-testid=faculty-accordion][open]")).toHaveCount(total);
    await page.getByRole("button", { name: "Collapse All Faculties" }).click();
    await expect(page.locator("[data-testid=faculty-accordion][open]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Expand All Faculties" })).toBeVisible();
  });

  test("a URL hash naming a university opens its first faculty and scrolls to it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/programs-legacy#okan");
    const okan = university(page, "okan");
    await expect(okan.getByTestId("faculty-accordion").first()).toHaveAttribute("open", "");
    await expect(okan.getByTestId("faculty-accordion").nth(1)).not.toHaveAttribute("open");
    await expect(okan.locator("h2")).toBeInViewport();
    await expect(university(page, "medipol").getByTestId("faculty-accordion").first()).not.toHaveAttribute("open");

    // The kebab case of the full name works too.
    await page.goto("/programs-legacy#istanbul-medipol-university");
    await expect(university(page, "medipol").getByTestId("faculty-accordion").first()).toHaveAttribute("open", "");
    await expect(university(page, "medipol").locator("h2")).toBeInViewport();

    // No element has the id 'USKUDAR', so the browser does not scroll by itself: the page's own rule does.
    await page.goto("about:blank");
    await page.goto("/programs-legacy#USKUDAR");
    await expect(university(page, "uskudar").getByTestId("faculty-accordion").first()).toHaveAttribute("open", "");
    await expect(university(page, "uskudar").locator("h2")).toBeInViewport();

    // An unknown hash opens nothing (a new document: a hash-only change would keep the open accordions).
    await page.goto("about:blank");
    await page.goto("/programs-legacy#nowhere");
    await expect(page.locator("[data-testid=faculty-accordion][open]")).toHaveCount(0);
  });

  test("'Jump to University' links apply the hash rule", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/programs-legacy");
    await jumpList(page).getByRole("link", { name: "Uskudar University" }).click();
    await expect(page).toHaveURL(/#uskudar$/);
    const uskudar = university(page, "uskudar");
    await expect(uskudar.getByTestId("faculty-accordion").first()).toHaveAttribute("open", "");
    await expect(uskudar.locator("h2")).toBeInViewport();
  });

  test("filters write the query string; the jump list shows only for more than one university", async ({
    page,
    request,
  }) => {
    const programs = (await (await request.get("/api/programs")).json()) as ApiProgram[];
    const withDentistry = new Set(programs.filter((p) => p.facultySlug === "dentistry").map((p) => p.universityId));
    expect(withDentistry.size).toBeGreaterThan(1);
    const query = () => new URL(page.url()).searchParams;
    const apply = () => page.getByRole("button", { name: "Apply Filters" }).click();
    await page.goto("/programs-legacy");

    await page.getByLabel("Faculty", { exact: true }).selectOption("dentistry");
    await apply();
    await expect.poll(() => query().get("faculty")).toBe("dentistry");
    await expect(universities(page)).toHaveCount(withDentistry.size);
    for (const section of await universities(page).all()) {
      await expect(section.getByTestId("faculty-accordion")).toHaveCount(1);
      await expect(section.getByTestId("faculty-accordion")).toContainText("Faculty of Dentistry");
    }
    await expect(jumpList(page)).toBeVisible();

    await page.getByLabel("University", { exact: true }).selectOption("2");
    await apply();
    await expect.poll(() => query().get("university")).toBe("2");
    expect(query().get("faculty")).toBe("dentistry");
    await expect(universities(page)).toHaveCount(1);
    await expect(jumpList(page)).toHaveCount(0);

    await page.getByRole("searchbox", { name: "Search" }).fill("zzz");
    await page.getByRole("searchbox", { name: "Search" }).press("Enter");
    await expect(page.getByText("No Programs Found")).toBeVisible();

    await page.goBack();
    await expect.poll(() => query().get("q") ?? "").toBe("");
    await expect(page.getByLabel("University", { exact: true })).toHaveValue("2");

    await page.getByLabel("University", { exact: true }).selectOption("");
    await page.getByLabel("Language", { exact: true }).selectOption("Turkish");
    await apply();
    await expect.poll(() => query().get("language")).toBe("Turkish");
    await expect(page.getByText("No Programs Found")).toBeVisible();
    await page.getByRole("link", { name: "Reset Filters" }).click();
    await expect(page).toHaveURL(/\/programs-legacy$/);
    await expect(universities(page).first()).toBeVisible();
  });

  test("empty and failing D1 show 'No Programs Found' and the error panel", async ({ page, stateUrl }) => {
    await page.goto(stateUrl("empty", "/programs-legacy"));
    await expect(page.getByText("No Programs Found")).toBeVisible();
    const response = await page.goto(stateUrl("broken", "/programs-legacy"));
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Error loading programs. Please try again later.")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("accordions open, filters submit and 'Expand All Faculties' renders every faculty open", async ({ page }) => {
      await page.goto("/programs-legacy");
      const first = accordions(page).first();
      await first.locator("summary").click();
      await expect(first.getByRole("table")).toBeVisible();

      await page.getByLabel("University", { exact: true }).selectOption("4");
      await page.getByRole("button", { name: "Apply Filters" }).click();
      await expect(page).toHaveURL(/university=4/);
      await expect(universities(page)).toHaveCount(1);
      await expect(universities(page)).toContainText("Istanbul Okan University");

      await page.getByRole("button", { name: "Expand All Faculties" }).click();
      await expect(page).toHaveURL(/university=4.*expand=all/);
      const total = await accordions(page).count();
      await expect(page.locator("[data-testid=faculty-accordion][open]")).toHaveCount(total);
      await expect(page.getByRole("button", { name: "Collapse All Faculties" })).toBeVisible();
    });
  });
});
