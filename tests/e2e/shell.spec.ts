import type { Locator, Page } from "@playwright/test";
import { expect, expectReachable, openMenu, siteNavigation, test, waitUntilReady } from "./fixtures";
import { BROWSING_PATHS } from "./routes";

test("the home page's first HTML already holds the shell and catalogue data from D1", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Apply Now");
  expect(html).toContain("Partner Universities in Turkey");
  expect(html).toContain("Istanbul Medipol University"); // a featured university, read from D1
  expect(html).toMatch(new RegExp(`© (<!-- -->)?${new Date().getFullYear()}`));
});

test("the navigation highlights the active item by path prefix @desktop", async ({ page, isMobile }) => {
  await page.goto("/universities/2");
  let nav = await siteNavigation(page, isMobile);
  await expect(nav.getByRole("link", { name: "Universities" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");

  await page.goto("/programs-catalog");
  nav = await siteNavigation(page, isMobile);
  await expect(nav.getByRole("link", { name: "Programs" })).toHaveAttribute("aria-current", "page");
});

test("from a page that hydrates, navigation stays in the page (one document request) and focuses the new h1 @desktop", async ({
  page,
  isMobile,
}) => {
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await page.goto("/apply");
  await waitUntilReady(page);
  // The first load leaves focus where the browser puts it.
  await expect(page.locator("h1")).not.toBeFocused();
  await (await siteNavigation(page, isMobile)).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  // Tab continues from the top of the new page's content, not from the start of the document.
  await page.keyboard.press("Tab");
  await expect(page.locator("main").locator(":focus")).toHaveCount(1);
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  expect(documents).toHaveLength(1);
});

/** The `/assets/` scripts the page has requested so far. */
const scriptsRequested = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js")).length,
  );

/** The pages that ship scripts (its route policy says scripts, app/security/route-policy.ts); every other page has none. */
const HYDRATING = ["/apply", "/payments?service=standard"];

test("a browsing page ships no module script and no module preload; the pages that hydrate do", async ({ request }) => {
  for (const path of BROWSING_PATHS) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<script[^>]*type="module"|modulepreload|scripts-on-intent|\/assets\/[^"]+\.js/);
  }
  for (const path of HYDRATING)
    expect(await (await request.get(path)).text(), path).toContain('<template id="scripts-on-intent">');
});

test("a page that hydrates loads no script until a tap or keyboard focus reaches its form, then hydrates", async ({
  page,
}) => {
  for (const path of HYDRATING) {
    await page.goto(path);
    // Reading, scrolling and tapping outside the form cost nothing.
    await page.mouse.wheel(0, 400);
    await page.getByRole("heading", { level: 1 }).click();
    await page.waitForTimeout(300);
    expect(await scriptsRequested(page), `${path}: scripts before the form was reached`).toBe(0);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  }
  // A tap into the form.
  await page.goto("/apply");
  await page.getByRole("textbox", { name: "First Name" }).click();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await scriptsRequested(page)).toBeGreaterThan(5);
  // Focus reaching the form (the keyboard, a screen reader).
  await page.goto("/payments?service=standard");
  await page.getByRole("textbox").first().focus();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await scriptsRequested(page)).toBeGreaterThan(5);
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
  for (const name of ["Instagram", "Facebook"]) {
    const box = (await footer.getByRole("link", { name }).boundingBox())!;
    expect(Math.min(box.width, box.height), `${name} icon link size`).toBeGreaterThanOrEqual(44);
  }
});

test("the skip link shows on focus and moves focus to the main content @desktop", async ({ page }) => {
  await page.goto("/universities");
  await waitUntilReady(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expectReachable(skip, "skip link");
  const box = (await skip.boundingBox())!;
  expect(box.height, "skip link height").toBeGreaterThanOrEqual(24);
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator("main").locator(":focus")).toHaveCount(1);
});

test("every control shows a focus ring when reached by keyboard @desktop", async ({ page }) => {
  await page.goto("/contact");
  await waitUntilReady(page);
  const seen = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const ring = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none";
      return {
        tag: el.tagName.toLowerCase(),
        role: el.getAttribute("role"),
        ring,
        text: (el.textContent ?? "").trim().slice(0, 40),
      };
    });
    if (!focused) continue;
    seen.add(focused.role ?? focused.tag);
    expect(focused.ring, `focus ring on <${focused.tag}> '${focused.text}'`).toBe(true);
  }
  // The walk crossed links, buttons, text fields and a select on the way.
  for (const kind of ["a", "button", "input", "select"]) expect([...seen], `reached a ${kind}`).toContain(kind);
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
  expect(response.headers().location).toBe("/apply?university=3");
});

/** The menu panel spans the screen's width, from under the 4rem header bar (which keeps ☰) to the bottom. */
async function expectFullScreen(page: Page, menu: Locator) {
  const viewport = page.viewportSize()!;
  const box = (await menu.boundingBox())!;
  expect(box, "menu panel").toMatchObject({ x: 0, width: viewport.width });
  expect(box.y, "menu panel top").toBeLessThanOrEqual(65);
  expect(box.y + box.height, "menu panel bottom").toBe(viewport.height);
}

// On the pages that ship scripts (its route policy says scripts, app/security/route-policy.ts) the menu is also a modal: Escape, Tab kept inside, the
// page behind inert. Everywhere else it is the <details> alone (the last tests).
test.describe("the phone menu @mobile-only", () => {
  test("opens over the whole screen below the header bar, with contact links, and locks the page behind", async ({
    page,
  }) => {
    await page.goto("/apply");
    await waitUntilReady(page);
    const menu = await openMenu(page);
    await expectFullScreen(page, menu);
    await expectReachable(menu.getByRole("link", { name: "About" }), "About link");
    await expectReachable(menu.getByRole("link", { name: /info@istanbulstudygateway\.com/ }), "e-mail link");
    await expectReachable(menu.getByRole("link", { name: /WhatsApp/ }).first(), "WhatsApp link");
    await expectReachable(menu.getByRole("link", { name: "Instagram" }), "Instagram link");
    await expect(page.getByLabel("Site menu")).toBeVisible();
    // The page behind neither scrolls nor takes focus, touch or a screen reader's cursor.
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await expect(page.locator("main")).toHaveJSProperty("inert", true);
    await expect(page.locator("footer")).toHaveJSProperty("inert", true);
  });

  test("Escape closes it and gives focus back to ☰", async ({ page }) => {
    await page.goto("/payments?service=basic");
    await waitUntilReady(page);
    const menu = await openMenu(page);
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByLabel("Site menu")).toBeFocused();
    await expect(page.locator("main")).toHaveJSProperty("inert", false);
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  });

  test("Tab and Shift+Tab cycle inside it, ☰ included", async ({ page }) => {
    await page.goto("/apply");
    await waitUntilReady(page);
    await openMenu(page);
    const toggle = page.getByLabel("Site menu");
    await toggle.focus();
    const stops = await page.locator("#site-menu").locator("a[href], summary").count();
    const visited: string[] = [];
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => document.getElementById("site-menu")!.contains(document.activeElement));
      expect(inside, `Tab ${i + 1} stays in the menu`).toBe(true);
      visited.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
    }
    // After the last link, Tab comes back round to ☰ ...
    await expect(toggle).toBeFocused();
    expect(visited).toContain("Apply Now");
    // ... and Shift+Tab from ☰ goes to the last link.
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Facebook" })).toBeFocused();
  });

  test("the close button and a link to the page already shown close it, focus back on ☰", async ({ page }) => {
    await page.goto("/apply");
    await waitUntilReady(page);
    let menu = await openMenu(page);
    await page.getByLabel("Site menu").click();
    await expect(menu).toBeHidden();
    await expect(page.getByLabel("Site menu")).toBeFocused();

    menu = await openMenu(page);
    await menu.getByRole("link", { name: "Apply Now" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByLabel("Site menu")).toBeFocused();
  });

  test("a link goes to its page with the menu closed and focus on that page's h1", async ({ page }) => {
    await page.goto("/apply");
    await waitUntilReady(page);
    const menu = await openMenu(page);
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeFocused();
    await expect(page.locator("main")).toHaveJSProperty("inert", false);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("☰ still opens it over the page, and its links work", async ({ page }) => {
      await page.goto("/universities");
      await page.getByLabel("Site menu").click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expectFullScreen(page, menu);
      await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
      for (const name of ["Home", "Application Guide", "About", "Apply Now"]) {
        await expectReachable(menu.getByRole("link", { name }), `${name} link`);
      }
      await menu.getByRole("link", { name: "Application Guide" }).click();
      await expect(page).toHaveURL(/\/application-guide$/);
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    });

    // Issue 40: Tab went on past the menu's last link to the page behind it ("Apply Now" in the home hero after 16).
    // Issue 50: past the last item focus was reported on "Skip to content", drawn behind the menu. Here a keyboard
    // user opens the menu from the top of the page (Tab to ☰, Enter) and goes twice round it each way, in English
    // and in Arabic: every stop is in the menu and on top at its centre, never the skip link.
    for (const path of ["/", "/ar/universities"]) {
      test(`Tab and Shift+Tab stay in the open menu on ${path}: each stop is in it and on screen, never the skip link`, async ({
        page,
      }) => {
        await page.goto(path);
        const toggle = page.locator("#site-menu > summary");
        for (let i = 0; i < 6 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
          await page.keyboard.press("Tab");
        await expect(toggle).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(page.locator("#site-menu")).toHaveAttribute("open", "");
        const stops = await page.locator("#site-menu").locator("a[href], summary").count();
        // Twice round the menu: past its end focus leaves the document (the browser's own controls) and comes back.
        for (const key of ["Tab", "Shift+Tab"]) {
          for (let i = 0; i < 2 * stops + 2; i++) {
            await page.keyboard.press(key);
            const where = await page.evaluate(() => {
              const el = document.activeElement;
              if (!el || el === document.body) return { outside: false, onScreen: true, name: "(the browser)" };
              const box = el.getBoundingClientRect();
              const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
              return {
                outside: !document.getElementById("site-menu")!.contains(el),
                onScreen: top !== null && (top === el || el.contains(top)),
                name: (el.textContent?.trim() || el.getAttribute("aria-label") || el.tagName).slice(0, 40),
              };
            });
            expect(where.outside, `${key} ${i + 1} reached '${where.name}' outside the menu`).toBe(false);
            expect(where.onScreen, `${key} ${i + 1} reached '${where.name}', which is not on top`).toBe(true);
          }
        }
        await expect(page.locator('a[href="#main"]')).toBeHidden();
        // Closed, the page is there again.
        await toggle.click();
        await expect(page.locator("main")).toBeVisible();
      });
    }
  });
});

test("the home hero shows both its buttons inside it @mobile", async ({ page }) => {
  await page.goto("/");
  const hero = (await page.getByTestId("page-hero").boundingBox())!;
  for (const name of ["Apply Now", "Get Free Consultation"]) {
    const link = page.getByTestId("page-hero").getByRole("link", { name });
    await expectReachable(link, name);
    const button = (await link.boundingBox())!;
    expect(button.height, `${name} height`).toBeGreaterThanOrEqual(44);
    expect(button.y + button.height, `${name} inside the hero`).toBeLessThanOrEqual(hero.y + hero.height);
  }
});
