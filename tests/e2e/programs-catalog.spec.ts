import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

type ApiProgram = { id: number; slug: string; name: string; catalogTab: string; studyLevel: string; universityId: number };

const TABS = [
  "All Programs",
  "Medicine",
  "Dentistry",
  "Pharmacy",
  "Engineering",
  "Arts and Design",
  "Business",
  "Health Sciences",
  "Law",
  "Communication",
  "Social Sciences",
  "Education",
  "Graduate",
  "Associate",
];

const tabs = (page: Page) => page.getByRole("navigation", { name: "Faculties" });
const tab = (page: Page, name: string) => tabs(page).getByRole("link", { name: new RegExp(`^${name} \\(\\d+\\)$`) });
const sections = (page: Page) => page.getByTestId("catalog-section");
const cards = (page: Page) => page.getByTestId("program-card");

function countDocuments(page: Page) {
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  return documents;
}

test.describe("/programs-catalog", () => {
  test("the first HTML holds every offering from D1 in faculty sections, 'All Programs' by default", async ({ request, page }) => {
    const response = await request.get("/programs-catalog");
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const label of TABS) expect(html).toContain(label.replace("&", "&amp;"));
    expect(html).toContain("Offered by");

    const programs = (await (await request.get("/api/programs")).json()) as ApiProgram[];
    await page.goto("/programs-catalog");
    await expect(cards(page)).toHaveCount(programs.length);
    await expect(sections(page)).toHaveCount(new Set(programs.map((p) => p.catalogTab)).size);
    await expect(tab(page, "All Programs")).toHaveAttribute("aria-current", "page");
    await expect(tab(page, "All Programs")).toContainText(`(${programs.length})`);
    for (const label of TABS) await expect(tab(page, label)).toBeVisible();

    // Every faculty section links to the application guide.
    for (const section of await sections(page).all()) {
      await expect(section.getByRole("link", { name: /How to apply/ })).toHaveAttribute("href", "/application-guide");
    }
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/apply");
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "Read the Application Guide" })).toHaveAttribute("href", "/application-guide");
  });

  test("a full card shows picture, name, category, description, 'Offered by', level, duration, language and fees", async ({ page, request }) => {
    const programs = (await (await request.get("/api/programs")).json()) as (ApiProgram & { feesPerSemester: string })[];
    const medicine = programs.find((p) => p.slug === "medicine" && p.universityId === 1);
    await page.goto("/programs-catalog?tab=medicine&university=1");
    const card = cards(page);
    await expect(card).toHaveCount(1);
    const picture = card.getByTestId("program-picture");
    await expect(picture).toHaveAttribute("src", "/images/programs/medicine.svg");
    await expect(picture).toHaveAttribute("loading", "lazy");
    await expect(picture).toHaveAttribute("width", "640");
    await expect(picture).toHaveAttribute("height", "360");
    await expect(card.getByRole("heading", { name: "Medicine" })).toBeVisible();
    await expect(card).toContainText("Health Sciences");
    await expect(card).toContainText("Bachelor's");
    await expect(card).toContainText("6 years");
    await expect(card).toContainText("English");
    await expect(card).toContainText(medicine!.feesPerSemester);
    await expect(card.getByRole("link", { name: "Istanbul Medipol University" })).toHaveAttribute("href", "/universities/1");
    await expect(card.getByRole("link", { name: /View Details/ })).toHaveAttribute("href", "/programs/medicine?university=1");
    await expect(page.locator("a a")).toHaveCount(0);

    // The card opens the program detail; 'Offered by' opens the university, not the program.
    await waitForHydration(page);
    await card.getByRole("heading", { name: "Medicine" }).click({ force: true });
    await expect(page).toHaveURL(/\/programs\/medicine\?university=1$/);
    await page.goBack();
    await cards(page).getByRole("link", { name: "Istanbul Medipol University" }).click();
    await expect(page).toHaveURL(/\/universities\/1$/);
  });

  test("a picture that fails to load falls back to the default picture", async ({ page }) => {
    await page.route("**/images/programs/law.svg", async (route) => {
      // Fail after the page has hydrated, so React's onError swaps the picture.
      await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill({ status: 404, body: "" });
    });
    await page.goto("/programs-catalog?tab=law");
    await waitForHydration(page);
    const picture = cards(page).first().getByTestId("program-picture");
    await expect(picture).toHaveAttribute("src", "/images/programs/default.svg", { timeout: 10_000 });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("faculty tabs filter by the catalogTab column, client-side, and the back button returns", async ({ page, request }) => {
    const programs = (await (await request.get("/api/programs")).json()) as ApiProgram[];
    const engineering = programs.filter((p) => p.catalogTab === "engineering");
    const documents = countDocuments(page);
    await page.goto("/programs-catalog");
    await waitForHydration(page);

    await tab(page, "Engineering").click();
    await expect(page).toHaveURL(/\/programs-catalog\?tab=engineering$/);
    await expect(tab(page, "Engineering")).toHaveAttribute("aria-current", "page");
    await expect(sections(page)).toHaveCount(1);
    await expect(sections(page).locator("h2")).toContainText("Engineering");
    await expect(cards(page)).toHaveCount(engineering.length);

    await tab(page, "Arts and Design").click();
    await expect(page).toHaveURL(/tab=arts-design$/);
    await expect(sections(page).locator("h2")).toContainText("Arts and Design");

    await page.goBack();
    await expect(page).toHaveURL(/tab=engineering$/);
    await expect(cards(page)).toHaveCount(engineering.length);
    await page.goBack();
    await expect(page).toHaveURL(/\/programs-catalog$/);
    await expect(cards(page)).toHaveCount(programs.length);
    expect(documents).toHaveLength(1);
  });

  test("search, level, language and university filters write the query string and combine with the tab", async ({ page }) => {
    const documents = countDocuments(page);
    await page.goto("/programs-catalog?tab=graduate");
    await waitForHydration(page);

    await page.getByRole("searchbox", { name: "Search" }).fill("psychology");
    await expect(page).toHaveURL(/\/programs-catalog\?tab=graduate&q=psychology$/);
    await expect(cards(page)).toHaveCount(2); // Clinical Psychology, thesis and non-thesis
    for (const heading of await cards(page).locator("h3").allTextContents()) expect(heading).toMatch(/Psychology/);
    // The tabs count what the search leaves.
    await expect(tab(page, "Social Sciences")).toContainText("(6)");

    await page.getByLabel("Study Level").selectOption("master");
    await expect(page).toHaveURL(/q=psychology&level=master/);
    await page.getByLabel("Language").selectOption("English");
    await page.getByLabel("University").selectOption("7");
    await expect(page).toHaveURL(/\/programs-catalog\?tab=graduate&q=psychology&level=master&language=English&university=7$/);
    await expect(cards(page)).toHaveCount(2);

    // Tabs keep the filters.
    await tab(page, "All Programs").click();
    await expect(page).toHaveURL(/\/programs-catalog\?q=psychology&level=master&language=English&university=7$/);

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/programs-catalog$/);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("");
    await expect(page.getByLabel("University")).toHaveValue("");

    await page.goBack();
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("psychology");
    await expect(page.getByLabel("University")).toHaveValue("7");
    expect(documents).toHaveLength(1);
  });

  test("filters and tab are preset from the URL", async ({ page, request }) => {
    const url = "/programs-catalog?q=engineering&level=bachelor&language=English&university=6&tab=engineering";
    const html = await (await request.get(url)).text();
    expect(html).toMatch(/value="engineering"/);
    await page.goto(url);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("engineering");
    await expect(page.getByLabel("Study Level")).toHaveValue("bachelor");
    await expect(page.getByLabel("Language")).toHaveValue("English");
    await expect(page.getByLabel("University")).toHaveValue("6");
    await expect(tab(page, "Engineering")).toHaveAttribute("aria-current", "page");
    for (const card of await cards(page).all()) await expect(card).toContainText("Ozyegin University");
  });

  test("'No Programs Found' with Reset Filters", async ({ page }) => {
    await page.goto("/programs-catalog?q=zzzz-no-such-program");
    await expect(page.getByText("No Programs Found")).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("link", { name: "Reset Filters" }).click();
    await expect(page).toHaveURL(/\/programs-catalog$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test("an empty catalogue shows 'No Programs Found'; a failing D1 shows the error panel", async ({ page, stateUrl }) => {
    await page.goto(stateUrl("empty", "/programs-catalog"));
    await expect(page.getByText("No Programs Found")).toBeVisible();
    const response = await page.goto(stateUrl("broken", "/programs-catalog"));
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Error loading programs. Please try again later.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh Page" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search form and the tabs work as plain GET requests", async ({ page }) => {
      await page.goto("/programs-catalog");
      await tab(page, "Business").click();
      await expect(page).toHaveURL(/\?tab=business$/);
      await page.getByRole("searchbox", { name: "Search" }).fill("finance");
      await page.getByLabel("Language").selectOption("English");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/tab=business&q=finance&level=&language=English&university=$/);
      await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("finance");
      await expect(tab(page, "Business")).toHaveAttribute("aria-current", "page");
      const names = await cards(page).locator("h3").allTextContents();
      expect(names.sort()).toEqual(["Banking & Finance", "International Finance"]);
    });

    test("a broken picture shows the default picture drawn behind it", async ({ page }) => {
      await page.route("**/images/programs/law.svg", (route) => route.fulfill({ status: 404, body: "" }));
      await page.goto("/programs-catalog?tab=law");
      const frame = cards(page).first().getByTestId("program-picture").locator("xpath=..");
      await expect(frame).toHaveCSS("background-image", /\/images\/programs\/default\.svg/);
    });
  });
});
