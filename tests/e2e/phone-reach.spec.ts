import {
  expect,
  expectEachReachable,
  expectNoHorizontalOverflow,
  expectReachable,
  expectTargetsAtLeast24px,
  openMenu,
  test,
} from "./fixtures";
import { PAGE_ROUTES } from "./routes";

// What a student perceives on a phone, page by page: nothing scrolls sideways on a small (360 px) or a common
// (412 px) Android screen, every control is at least 24x24 px, the page's main action can be reached and tapped, and with ☰ open every menu link and
// the Apply Now button can be reached and tapped above the page.
test.describe("on a phone @mobile-only", () => {
  for (const route of PAGE_ROUTES) {
    const where = route.state === "full" ? route.path : `${route.path} (${route.state} D1)`;
    test(`${route.name}: ${where} fits the screen, its targets, its main action and every menu link can be tapped`, async ({
      page,
      stateUrl,
    }) => {
      const phone = page.viewportSize()!;
      await page.goto(stateUrl(route.state, route.path));
      await page.waitForLoadState("networkidle");
      await expectNoHorizontalOverflow(page, `${where} at ${phone.width} px`);
      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoHorizontalOverflow(page, `${where} at 360 px`);
      await page.setViewportSize(phone);
      await expectTargetsAtLeast24px(page, where);

      const main = page.getByRole("main");
      await expectReachable(
        main.getByRole(route.cta.role, { name: route.cta.name, exact: true }).first(),
        `'${route.cta.name}'`,
      );

      await page.evaluate(() => window.scrollTo(0, 0));
      const menu = await openMenu(page);
      const links = menu.getByRole("link");
      const count = await links.count();
      expect(count, "links in the menu").toBeGreaterThanOrEqual(7);
      await expectEachReachable(links, "menu links");
      await expectReachable(menu.getByRole("link", { name: "Apply Now" }), "the menu's Apply Now");
    });
  }
});
