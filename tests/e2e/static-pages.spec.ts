import { expect, test } from "./fixtures";

const PAGES = [
  { path: "/", title: "Study in Istanbul | Istanbul Study Gateway" },
  { path: "/universities", title: "Partner Universities | Istanbul Study Gateway" },
  { path: "/universities/2", title: "Istinye University | Istanbul Study Gateway" },
  { path: "/about", title: "About Us | Istanbul Study Gateway" },
  { path: "/application-guide", title: "Application Guide | Istanbul Study Gateway" },
  { path: "/contact", title: "Contact Us | Istanbul Study Gateway" },
];

test("every page has its own title and meta description", async ({ request }) => {
  const descriptions = new Set<string>();
  for (const { path, title } of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&amp;/g, "&"), path).toBe(title);
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
    expect(description.length, `${path} description`).toBeGreaterThan(50);
    descriptions.add(description);
  }
  expect(descriptions.size).toBe(PAGES.length);
});

test("a walk through the pages by their links lands on each page's content", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });

  await nav.getByRole("link", { name: "Application Guide" }).click();
  await expect(page.getByRole("heading", { name: "Choose Your Program" })).toBeVisible();
  await nav.getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { name: "Our Story" })).toBeVisible();
  await page.getByRole("link", { name: "Contact Us Today" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("link", { name: "Contact Form" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Universities" }).click();
  await expect(page.getByTestId("university-card")).toHaveCount(7);
  await page.getByTestId("university-card").getByRole("link", { name: "Uskudar University" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uskudar University");
  await expect(page).toHaveTitle("Uskudar University | Istanbul Study Gateway");
  await nav.getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("heading", { name: "Why Students Choose Turkey" })).toBeVisible();
});

test.describe("about", () => {
  test("Our Story, Our Values and 'Contact Us Today'", async ({ request, page }) => {
    const html = await (await request.get("/about")).text();
    for (const text of ["Our Story", "Our Values", "Integrity", "Excellence", "Accessibility", "Contact Us Today"]) {
      expect(html.includes(text), `the HTML holds ${text}`).toBe(true);
    }
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "Our Story" })).toBeVisible();
    const values = page.getByRole("region", { name: "Our Values" });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(["Integrity", "Excellence", "Accessibility"]);
    await expect(page.getByRole("link", { name: "Contact Us Today" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("application guide", () => {
  test("the six-step timeline with its documents, visa requirements and links", async ({ request, page }) => {
    const html = await (await request.get("/application-guide")).text();
    expect(html.includes("Prepare Your Documents"), "server-rendered").toBe(true);

    await page.goto("/application-guide");
    const steps = page.getByTestId("guide-steps").locator(":scope > li");
    await expect(steps).toHaveCount(6);
    await expect(steps.getByRole("heading", { level: 2 })).toHaveText([
      /Choose Your Program/,
      /Prepare Your Documents/,
      /Submit Application/,
      /Receive Acceptance Letter/,
      /Apply for Student Visa/,
      /Start Your Application Today/,
    ]);

    await expect(steps.nth(0).getByRole("link", { name: "Browse Programs" })).toHaveAttribute("href", "/programs");
    await expect(steps.nth(0).getByRole("link", { name: "Talk to an Adviser" })).toHaveAttribute("href", "/contact");

    await expect(page.getByRole("list", { name: "Documents to prepare" }).locator("li")).toHaveText([
      /passport.*at least 6 months/i,
      /high school diploma or bachelor's certificate/i,
      /transcripts/i,
      /English or Turkish proficiency certificate \(if applicable\)/i,
      /passport photos.*white background/i,
      /motivation letter/i,
    ]);
    await expect(steps.nth(2)).toContainText("admissions offices");
    await expect(steps.nth(4)).toContainText("optional");
    await expect(page.getByRole("list", { name: "Student visa requirements" }).locator("li")).toHaveText([
      /acceptance letter/i,
      /passport valid for at least 6 months beyond your intended stay/i,
      /completed visa application form/i,
      /proof of tuition payment or financial support/i,
      /travel health insurance/i,
      /accommodation details/i,
    ]);
    await expect(steps.nth(5).getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/apply");
    await expect(steps.nth(5).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");

    const closing = page.getByRole("region", { name: "Still Have Questions?" });
    await expect(closing.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(closing.getByRole("link", { name: "Explore Programs" })).toHaveAttribute("href", "/programs");
  });
});

test.describe("contact", () => {
  test("contact details from the configuration, in the first HTML", async ({ request }) => {
    const html = await (await request.get("/contact")).text();
    for (const text of [
      "info@istanbulstudygateway.com",
      "+2348031234567",
      "+905321234567",
      "Kano",
      "Lagos",
      "(representative)",
      "Mon-Fri 9AM-5PM",
      "within 24 hours",
      "https://www.instagram.com/istanbulstudygateway",
      "Ready to Start Your Educational Journey?",
    ]) {
      expect(html.includes(text), `the HTML holds ${text}`).toBe(true);
    }
  });

  test("the two views are links, by keyboard too: Contact Form by default, then Our Offices", async ({ page }) => {
    await page.goto("/contact");
    const options = page.getByRole("navigation", { name: "Contact options" });
    const form = options.getByRole("link", { name: "Contact Form" });
    const offices = options.getByRole("link", { name: "Our Offices" });
    await expect(form).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Ready to Start Your Educational Journey?" })).toBeVisible();

    await form.focus();
    await page.keyboard.press("Tab");
    await expect(offices).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact\?tab=offices$/);
    await expect(offices).toHaveAttribute("aria-current", "page");
    await expect(form).not.toHaveAttribute("aria-current");
    const list = page.getByTestId("offices").locator("li");
    await expect(list).toHaveCount(3);
    await expect(list.nth(0)).toContainText("Kano");
    await expect(list.nth(1)).toContainText("Lagos");
    await expect(list.nth(2)).toContainText("Istanbul Representative");

    await form.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { name: "Ready to Start Your Educational Journey?" })).toBeVisible();
  });
});
