import type { Locator, Page } from "@playwright/test";
import { PHONE } from "../../scripts/measure-kit.mjs";
import { expect, expectNoHorizontalOverflow, expectReachable, test } from "./fixtures";

// The shortlist without an account: "Save" POST forms on program cards and pages fill a cookie that /shortlist
// shows (deadline, all-in cost), compares from and shares as a link. The pages ship no script: every test runs
// without JavaScript on the 412 px phone.

const saved = (page: Page) => page.getByTestId("shortlisted");
/** Each saved offering as "program, university". */
const offerings = (page: Page) =>
  saved(page).evaluateAll((items) =>
    items.map((li) => `${li.querySelector("h2")?.textContent}, ${li.querySelector("p")?.textContent}`),
  );

/** Taps `control` as a thumb would: on screen, not covered, and at least 44 px tall. */
async function tap(control: Locator) {
  await expectReachable(control);
  expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await control.click();
}

/** Saves offerings by posting what each program page's "Save" form posts (the context keeps the cookie), then shows them. */
async function saveAll(page: Page, ids: number[], prefix = "") {
  for (const id of ids) {
    const response = await page.request.post(`${prefix}/shortlist`, { form: { add: String(id) }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
  }
  await page.goto(`${prefix}/shortlist`);
}

test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });

test.describe("/shortlist", () => {
  test("Save from a program card and from a program page, without JavaScript; the list survives a reload @mobile-only", async ({
    page,
  }) => {
    await page.goto("/shortlist");
    await expect(page.getByText("Your shortlist is empty")).toBeVisible();
    await expect(page.getByText('Tap "Save" on any program to keep it here')).toBeVisible();

    await page.goto("/universities/1");
    const card = page.getByTestId("program-card").first();
    const cardName = (await card.getByRole("heading").textContent()) ?? "";
    await tap(card.getByRole("button", { name: /^Save .+ to my shortlist$/ }));
    await expect(page).toHaveURL(/\/shortlist$/);
    await expect(saved(page)).toHaveCount(1);
    await expect(saved(page).first().getByRole("heading")).toHaveText(cardName);

    await page.goto("/programs/medicine?university=2");
    await tap(
      page
        .getByRole("main")
        .getByRole("button", { name: "Save Medicine at Istinye University to my shortlist" })
        .first(),
    );
    await expect(page).toHaveURL(/\/shortlist$/);
    await expect(saved(page)).toHaveCount(2);
    const medicine = saved(page).nth(1);
    await expect(medicine).toContainText("Istinye University");
    // Its next deadline and all-in yearly cost, in dollars and naira.
    await expect(medicine.locator('[data-row="deadline"] dd')).toContainText(/\d{4}/);
    await expect(medicine.locator('[data-row="all-in"] dd')).toContainText("$");
    await expect(medicine.locator('[data-row="all-in"] dd')).toContainText("₦");

    await page.reload();
    await expect(saved(page)).toHaveCount(2);
    await expectNoHorizontalOverflow(page, "/shortlist at 412 px");
    await tap(page.getByRole("button", { name: "Remove Medicine at Istinye University from my shortlist" }));
    await expect(page).toHaveURL(/\/shortlist$/);
    await expect(saved(page)).toHaveCount(1);
  });

  test("a shared link opens the same list on another phone, which can save it @mobile-only", async ({
    page,
    browser,
  }) => {
    await saveAll(page, [1, 25, 67]);
    await tap(page.getByRole("link", { name: "Share this list" }));
    await expect(page).toHaveURL(/\/shortlist\?programs=1,25,67$/);
    await expect(page.getByText("This is the list saved on this phone.")).toBeVisible();
    const names = await offerings(page);
    expect(names).toEqual([
      "Medicine, Istanbul Medipol University",
      "Medicine, Istinye University",
      "Medicine, Istanbul Okan University",
    ]);

    // Another phone: a fresh context, no cookie.
    const other = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const phone = await other.newPage();
    await phone.goto(page.url());
    await expect(phone.getByRole("heading", { level: 1 })).toHaveText("A shared shortlist");
    expect(await offerings(phone)).toEqual(names);
    // Read-only until saved.
    await expect(phone.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
    await tap(phone.getByRole("button", { name: "Save this list on this phone" }));
    await expect(phone).toHaveURL(/\/shortlist$/);
    await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Your shortlist");
    await phone.reload();
    expect(await offerings(phone)).toEqual(names);
    await expect(phone.getByRole("button", { name: /^Remove/ })).toHaveCount(3);
    await other.close();
  });

  test("Compare selected opens /compare for three ticked; four answer why, boxes kept @mobile-only", async ({
    page,
  }) => {
    await saveAll(page, [1, 25, 67, 2]);
    await expect(saved(page)).toHaveCount(4);
    for (const i of [0, 1, 2, 3]) await tap(saved(page).nth(i).locator("label"));
    await tap(page.getByRole("button", { name: "Compare selected" }));
    await expect(page.getByTestId("error-panel")).toContainText("You ticked 4: compare shows up to 3 programs");
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(4);

    await saved(page).nth(3).getByRole("checkbox").uncheck();
    await tap(page.getByRole("button", { name: "Compare selected" }));
    await expect(page).toHaveURL(/\/compare\?programs=1,25,67$/);
    await expect(page.getByTestId("compared")).toHaveCount(3);
  });

  test("in Arabic the list reads right to left with nothing wider than a 412 px phone @mobile-only", async ({
    page,
  }) => {
    await saveAll(page, [1, 25, 67], "/ar");
    await expect(page).toHaveURL(/\/ar\/shortlist$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(saved(page)).toHaveCount(3);
    await expectNoHorizontalOverflow(page, "/ar/shortlist at 412 px");
    const first = saved(page).first();
    await expectReachable(first.getByRole("button", { name: /^احذف/ }));
    await expectReachable(page.getByRole("button", { name: "قارن بين المحدَّد" }));
    // The card's start edge is its right edge in Arabic.
    const card = (await first.boundingBox())!;
    const heading = (await first.getByRole("heading").boundingBox())!;
    expect(card.x + card.width - (heading.x + heading.width)).toBeLessThan(40);
  });
});
