import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalOverflow, expectOnScreen, expectReachable, test } from "./fixtures";

// /compare: up to three offerings (programs rows) side by side, server-rendered, shareable by URL, usable on a
// phone, and filled by "Add to compare" GET forms with or without JavaScript.

const THREE = "/compare?programs=1,25,67"; // Medicine at Medipol, Istinye, Okan
const compared = (page: Page) => page.getByTestId("compared");
const totalsUsd = (page: Page) => page.locator('td[data-row="usd"]');
const dollars = (text: string | null) => Number((text ?? "").replace(/[^\d–]/g, "").split("–")[0]);

test.describe("/compare", () => {
  test("three offerings side by side on a 412 px phone: no sideways scroll, every column on screen @mobile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const response = await page.goto(THREE);
    expect(response?.status()).toBe(200);
    await expect(compared(page)).toHaveCount(3);
    await expect(compared(page).nth(0)).toContainText("Medipol");
    await expect(compared(page).nth(1)).toContainText("Istinye");
    await expect(compared(page).nth(2)).toContainText("Okan");
    await expectNoHorizontalOverflow(page, "/compare at 412 px");
    // Side by side: the three columns share one row of the screen, each wholly inside it.
    const boxes = await compared(page).evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().toJSON()));
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(412);
      expect(box.top).toBe(boxes[0].top);
    }
    for (const row of ["deadline", "tuition", "usd", "converted", "leads-to"]) {
      await expect(page.locator(`td[data-row="${row}"]`)).toHaveCount(3);
    }
    await expect(totalsUsd(page).nth(0)).toContainText("$");
    await expect(page.locator('td[data-row="converted"]').nth(0)).toContainText("₦");
    await expect(page.getByText(/per US\$, an example rate \(indicative, example data\)/)).toBeVisible();
    for (let i = 0; i < 3; i++) await expectReachable(page.getByRole("link", { name: /^Apply for Medicine/ }).nth(i));
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalOverflow(page, "/compare at 360 px");
  });

  test("a bad address answers 400 with the reason, an unknown id 404, none an empty state", async ({ page }) => {
    let response = await page.goto("/compare?programs=1,abc");
    expect(response?.status()).toBe(400);
    await expect(page.getByTestId("error-panel")).toContainText("'abc' is not a program id");
    response = await page.goto("/compare?programs=1,2,3,4");
    expect(response?.status()).toBe(400);
    await expect(page.getByTestId("error-panel")).toContainText("Compare takes up to 3 programs at a time");
    response = await page.goto("/compare?programs=1,999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-panel")).toContainText("No program has the id 999999");
    response = await page.goto("/compare?programs=");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Nothing to compare yet")).toBeVisible();
  });

  test("the API answers the same comparison, and 400 for a bad id", async ({ request }) => {
    const ok = await request.get("/api/compare?programs=1,25");
    expect(ok.status()).toBe(200);
    const body = (await ok.json()) as {
      programs: { id: number; totalConverted: { min: number } }[];
      rate: { rateDate: string };
    };
    expect(body.programs.map((p) => p.id)).toEqual([1, 25]);
    expect(body.programs[0]?.totalConverted.min).toBeGreaterThan(0);
    const bad = await request.get("/api/compare?programs=x");
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain("'x' is not a program id");
    const one = await request.get("/api/programs/1");
    expect(((await one.json()) as { intakes: unknown[] }).intakes.length).toBeGreaterThan(0);
    expect((await request.get("/api/programs/0")).status()).toBe(400);
    expect((await request.get("/api/programs/999999")).status()).toBe(404);
  });
});

// The pages it starts from ship no script (docs/decisions/0026): Add to compare is a GET form the server answers.
test.describe("/compare from the program pages", () => {
  test("Add to compare from two program pages, switch to a shared flat, remove one @mobile", async ({ page }) => {
    await page.goto("/programs/medicine?university=1");
    await page
      .getByRole("main")
      .getByRole("button", { name: "Add to compare for Medicine at Istanbul Medipol University" })
      .first()
      .click();
    await expect(page).toHaveURL(/\/compare\?programs=1$/);
    await page.goto("/programs/medicine?university=2");
    await page
      .getByRole("main")
      .getByRole("button", { name: "Add to compare for Medicine at Istinye University" })
      .first()
      .click();
    await expect(page).toHaveURL(/\/compare\?programs=1,25$/);
    await expect(compared(page)).toHaveCount(2);
    await expectNoHorizontalOverflow(page);

    const dormitory = dollars(await totalsUsd(page).nth(0).textContent());
    await page.getByLabel("Shared flat").check();
    await page.getByRole("button", { name: "Show total" }).click();
    await expect(page).toHaveURL(/housing=flat/);
    const flat = dollars(await totalsUsd(page).nth(0).textContent());
    // Seeded: a flat costs $50 more a month than a dormitory (×12), and its deposit $200 more.
    expect(flat - dormitory).toBe(50 * 12 + 200);

    await page.getByRole("button", { name: "Remove Medicine at Medipol from the comparison" }).click();
    await expect(page).toHaveURL(/\/compare\?programs=25&housing=flat$/);
    await expect(compared(page)).toHaveCount(1);
  });
});

// Adding is a POST: a GET with ?add= (a program page loaded before that, in a tab left open) changes nothing, and
// offers the button that adds, in the page's language.
test.describe("/compare?add= from a page of before", () => {
  test("shows the comparison unchanged and the button that adds, in French on a 412 px phone @mobile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/fr/programs/medicine?university=1");
    await page
      .getByRole("main")
      .getByRole("button", { name: /^Ajouter à la comparaison \(Médecine à Istanbul Medipol/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/fr\/compare\?programs=1$/);

    const response = await page.goto("/fr/compare?add=25");
    expect(response?.status()).toBe(200);
    await expect(compared(page)).toHaveCount(1);
    const offer = page.getByRole("heading", { name: "Ajouter Médecine à Istinye University à la comparaison ?" });
    await expectOnScreen(offer, "the offer");
    await expect(page.getByText("Rien n'a encore changé")).toBeVisible();
    const add = page.getByRole("button", { name: /^Ajouter à la comparaison \(Médecine à Istinye/ });
    await expectReachable(add, "the button that adds");
    await expectNoHorizontalOverflow(page, "/fr/compare?add= at 412 px");

    await add.click();
    await expect(page).toHaveURL(/\/fr\/compare\?programs=1,25$/);
    await expect(compared(page)).toHaveCount(2);
    await expect(offer).toHaveCount(0);
  });
});
