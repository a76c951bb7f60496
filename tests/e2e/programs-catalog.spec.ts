import type { Page } from "@playwright/test";
import {
  expect,
  expectNoHorizontalOverflow,
  expectNoOverflowAtPhoneWidths,
  expectReachableWithoutSwiping,
  PHONE,
  test,
} from "./fixtures";

type ApiProgram = {
  id: number;
  slug: string;
  name: string;
  catalogTab: string;
  studyLevel: string;
  universityId: number;
};

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

test.describe("/programs-catalog", () => {
  test("the first HTML holds every faculty section from D1 with its first 3 offerings, 'All Programs' by default", async ({
    request,
    page,
  }) => {
    const response = await request.get("/programs-catalog");
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const label of TABS) expect(html).toContain(label.replace("&", "&amp;"));
    expect(html).toContain("Offered by");

    const programs = (await (await request.get("/api/programs")).json()) as ApiProgram[];
    const perTab = new Map<string, number>();
    for (const p of programs) perTab.set(p.catalogTab, (perTab.get(p.catalogTab) ?? 0) + 1);
    await page.goto("/programs-catalog");
    await expect(sections(page)).toHaveCount(perTab.size);
    await expect(cards(page)).toHaveCount([...perTab.values()].reduce((n, count) => n + Math.min(3, count), 0));
    // Each section with more than 3 links to its own tab, keeping the filters.
    const engineering = sections(page).filter({ has: page.getByRole("heading", { level: 2, name: /^Engineering/ }) });
    await expect(engineering.getByTestId("program-card")).toHaveCount(3);
    await expect(engineering.getByTestId("show-more")).toHaveText(
      `Show all ${perTab.get("engineering")} Engineering programs`,
    );
    await expect(engineering.getByTestId("show-more")).toHaveAttribute(
      "href",
      "/programs-catalog?tab=engineering#results",
    );
    const law = sections(page).filter({ has: page.getByRole("heading", { level: 2, name: /^Law/ }) });
    await expect(law.getByTestId("show-more")).toHaveCount(0);
    await expect(law.getByRole("link", { name: "Back to filters" })).toHaveAttribute("href", "#filters");
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
    await expect(main.getByRole("link", { name: "Read the Application Guide" })).toHaveAttribute(
      "href",
      "/application-guide",
    );
  });

  test("a full card shows picture, name, category, description, 'Offered by', level, duration, language and fees", async ({
    page,
    request,
  }) => {
    const programs = (await (await request.get("/api/programs")).json()) as (ApiProgram & {
      feesPerSemester: string;
    })[];
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
    await expect(card.getByRole("link", { name: "Istanbul Medipol University" })).toHaveAttribute(
      "href",
      "/universities/1",
    );
    await expect(card.getByRole("link", { name: /View Details/ })).toHaveAttribute(
      "href",
      "/programs/medicine?university=1",
    );
    await expect(page.locator("a a")).toHaveCount(0);

    // The card opens the program detail; 'Offered by' opens the university, not the program.
    await card.getByRole("heading", { name: "Medicine" }).click({ force: true });
    await expect(page).toHaveURL(/\/programs\/medicine\?university=1$/);
    await page.goBack();
    await cards(page).getByRole("link", { name: "Istanbul Medipol University" }).click();
    await expect(page).toHaveURL(/\/universities\/1$/);
  });

  test("a picture that fails to load leaves the default picture in its frame", async ({ page }) => {
    await page.route("**/images/programs/law.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/programs-catalog?tab=law");
    const picture = cards(page).first().getByTestId("program-picture");
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(0);
    // The frame draws the default picture beneath; a failed image with an empty alt draws nothing over it.
    expect(await picture.evaluate((img) => getComputedStyle(img.parentElement!).backgroundImage)).toContain(
      "/images/programs/default.svg",
    );
  });

  test("faculty tabs (links) filter by the catalogTab column, and the back button returns", async ({
    page,
    request,
  }) => {
    const programs = (await (await request.get("/api/programs")).json()) as ApiProgram[];
    const engineering = programs.filter((p) => p.catalogTab === "engineering");
    await page.goto("/programs-catalog");

    await tab(page, "Engineering").click();
    await expect(page).toHaveURL(/\/programs-catalog\?tab=engineering$/);
    await expect(tab(page, "Engineering")).toHaveAttribute("aria-current", "page");
    await expect(sections(page)).toHaveCount(1);
    await expect(sections(page).locator("h2")).toContainText(`Engineering (${engineering.length})`);
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole("link", { name: "Show more" }).click();
    await expect(page).toHaveURL(/\/programs-catalog\?tab=engineering&show=24#more$/);
    await expect(cards(page)).toHaveCount(24);
    await expect(cards(page).nth(12)).toBeInViewport();

    await tab(page, "Arts and Design").click();
    await expect(page).toHaveURL(/tab=arts-design$/);
    await expect(sections(page).locator("h2")).toContainText("Arts and Design");

    await page.goBack();
    await expect(page).toHaveURL(/tab=engineering&show=24#more$/);
    await expect(cards(page)).toHaveCount(24);
    await page.goBack();
    await expect(page).toHaveURL(/tab=engineering$/);
    await expect(cards(page)).toHaveCount(12);
    await page.goBack();
    await expect(page).toHaveURL(/\/programs-catalog$/);
    await expect(sections(page)).toHaveCount(new Set(programs.map((p) => p.catalogTab)).size);
  });

  test("search, level, language and university filters write the query string and combine with the tab", async ({
    page,
  }) => {
    const query = () => Object.fromEntries([...new URL(page.url()).searchParams].filter(([, v]) => v !== ""));
    await page.goto("/programs-catalog?tab=graduate");

    await page.getByRole("searchbox", { name: "Search" }).fill("psychology");
    await page.getByRole("searchbox", { name: "Search" }).press("Enter");
    await expect.poll(query).toEqual({ tab: "graduate", q: "psychology" });
    await expect(cards(page)).toHaveCount(2); // Clinical Psychology, thesis and non-thesis
    for (const heading of await cards(page).locator("h3").allTextContents()) expect(heading).toMatch(/Psychology/);
    // The tabs count what the search leaves.
    await expect(tab(page, "Social Sciences")).toContainText("(6)");

    await page.getByLabel("Study Level").selectOption("master");
    await page.getByLabel("Language", { exact: true }).selectOption("English");
    await page.getByLabel("University").selectOption("7");
    await page.getByRole("button", { name: "Search" }).click();
    await expect
      .poll(query)
      .toEqual({ tab: "graduate", q: "psychology", level: "master", language: "English", university: "7" });
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
  });

  test("filters and tab are preset from the URL", async ({ page, request }) => {
    const url = "/programs-catalog?q=engineering&level=bachelor&language=English&university=6&tab=engineering";
    const html = await (await request.get(url)).text();
    expect(html).toMatch(/value="engineering"/);
    await page.goto(url);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("engineering");
    await expect(page.getByLabel("Study Level")).toHaveValue("bachelor");
    await expect(page.getByLabel("Language", { exact: true })).toHaveValue("English");
    await expect(page.getByLabel("University")).toHaveValue("6");
    await expect(tab(page, "Engineering")).toHaveAttribute("aria-current", "page");
    for (const card of await cards(page).all()) await expect(card).toContainText("Ozyegin University");
  });

  test("'No Programs Found' with Reset Filters", async ({ page }) => {
    await page.goto("/programs-catalog?q=zzzz-no-such-program");
    await expect(page.getByText("No Programs Found")).toBeVisible();
    await page.getByRole("link", { name: "Reset Filters" }).click();
    await expect(page).toHaveURL(/\/programs-catalog$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test("an empty catalogue shows 'No Programs Found'; a failing D1 shows the error panel", async ({
    page,
    stateUrl,
  }) => {
    await page.goto(stateUrl("empty", "/programs-catalog"));
    await expect(page.getByText("No Programs Found")).toBeVisible();
    const response = await page.goto(stateUrl("broken", "/programs-catalog"));
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Error loading programs. Please try again later.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh Page" })).toBeVisible();
  });

  test.describe("on a 412 px phone @mobile", () => {
    test.use(PHONE);

    test("a page a thumb can handle: small banners, first cards per faculty, links in reach, nothing sideways", async ({
      page,
    }) => {
      await page.goto("/programs-catalog");
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height / 823, "phone screens to scroll through").toBeLessThan(32);
      await expectNoOverflowAtPhoneWidths(page);
      const picture = cards(page).first().getByTestId("program-picture");
      const box = (await picture.boundingBox())!;
      expect(box.height, "banner height").toBeLessThanOrEqual(box.width / 2.5);
      await expect(picture).toHaveAttribute("loading", "lazy");
      await expect(picture).toHaveAttribute("decoding", "async");

      const engineering = sections(page).filter({ has: page.getByRole("heading", { level: 2, name: /^Engineering/ }) });
      await expectReachableWithoutSwiping(
        engineering
          .getByTestId("program-card")
          .first()
          .getByRole("link", { name: /View Details/ }),
      );
      await expectReachableWithoutSwiping(engineering.getByTestId("show-more"));
      const back = engineering.getByRole("link", { name: "Back to filters" });
      await expectReachableWithoutSwiping(back);
      await back.tap();
      await expect(page.getByRole("searchbox", { name: "Search" })).toBeInViewport();

      await engineering.getByTestId("show-more").tap();
      await expect(page).toHaveURL(/\?tab=engineering#results$/);
      await expect(cards(page)).toHaveCount(12);
      await expectNoHorizontalOverflow(page);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("'Show all' opens the faculty tab and 'Show more' pages through it, keeping the filters", async ({ page }) => {
      await page.goto("/programs-catalog?language=English");
      const engineering = sections(page).filter({ has: page.getByRole("heading", { level: 2, name: /^Engineering/ }) });
      await engineering.getByTestId("show-more").click();
      await expect(page).toHaveURL(/\/programs-catalog\?language=English&tab=engineering#results$/);
      await expect(tab(page, "Engineering")).toHaveAttribute("aria-current", "page");
      await expect(page.getByLabel("Language", { exact: true })).toHaveValue("English");
      await expect(cards(page)).toHaveCount(12);
      await page.getByRole("link", { name: "Show more" }).click();
      await expect(page).toHaveURL(/language=English&tab=engineering&show=24#more$/);
      await expect(cards(page)).toHaveCount(24);
      await expect(page.locator("#more")).toBeInViewport();
      for (const card of await cards(page).all()) await expect(card).toContainText("English");
    });

    test("the search form and the tabs work as plain GET requests", async ({ page }) => {
      await page.goto("/programs-catalog");
      await tab(page, "Business").click();
      await expect(page).toHaveURL(/\?tab=business$/);
      await page.getByRole("searchbox", { name: "Search" }).fill("finance");
      await page.getByLabel("Language", { exact: true }).selectOption("English");
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
