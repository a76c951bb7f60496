import { expect, expectNoHorizontalOverflow, expectOnScreen, expectReachable, test } from "./fixtures";

// Costs in the family's currency (docs/decisions/0031-display-currency.md) on a 412 px phone without JavaScript:
// the acceptance URL, the switch through the chooser's links, the cookie carrying it to the next page, and a
// French and an Arabic page in their own default currency.

const MEDICINE_AT_MEDIPOL = "/programs/medicine?university=1";
const SHOTS = "test-results/currency";

/** Text as a reader sees it: the no-break and direction marks Intl puts in figures read as spaces. */
const plain = (text: string | null) => (text ?? "").replace(/[\u202f\u00a0\u200f]/g, " ");

test.describe("costs in the family's currency @mobile-only", () => {
  test.use({ javaScriptEnabled: false });

  test("the acceptance URL shows the all-in cost in CFA francs (BEAC) with its rate, marked example data", async ({
    page,
  }) => {
    await page.goto(`${MEDICINE_AT_MEDIPOL}&currency=XAF`);
    const total = page.getByTestId("total-converted");
    await total.scrollIntoViewIfNeeded();
    await expectOnScreen(total, "the total in CFA francs");
    expect(plain(await total.textContent())).toMatch(/^FCFA \d{2},\d{3},000 – FCFA \d{2},\d{3},000/);
    await expect(page.getByTestId("rate-note")).toHaveText(
      "Central African CFA Franc at FCFA 565.48 per US$, an example rate (indicative, example data).",
    );
    await expect(page.getByTestId("total-usd")).toContainText("$");
    await expectNoHorizontalOverflow(page);
    await page.getByTestId("all-in-total").screenshot({ path: `${SHOTS}/xaf-total.png` });
  });

  test("a chooser link switches the currency, and the cookie keeps it on the next page", async ({ page }) => {
    await page.goto(MEDICINE_AT_MEDIPOL);
    await expect(page.getByTestId("total-converted")).toContainText("₦");
    const chooser = page.getByTestId("currency-choice");
    const summary = chooser.locator("summary");
    await expect(summary).toHaveText("Costs shown in: Nigerian Naira (NGN)");
    await summary.scrollIntoViewIfNeeded();
    await summary.click();
    const cedi = chooser.getByRole("link", { name: "Ghanaian Cedi (GHS)" });
    await expectReachable(cedi, "the Ghanaian cedi link");
    await chooser.screenshot({ path: `${SHOTS}/chooser-open.png` });
    await cedi.click();

    // Back on the same page, at its total, with the choice in the address (a shared link keeps it).
    await expect(page).toHaveURL(/\/programs\/medicine\?university=1&currency=GHS#all-in-total$/);
    await expectOnScreen(page.getByTestId("total-converted"), "the total in cedis");
    expect(plain(await page.getByTestId("total-converted").textContent())).toMatch(/^GH₵[\d,]+0 – GH₵[\d,]+0/);
    await expect(page.getByTestId("rate-note")).toContainText(
      "GH₵11.85 per US$, an example rate (indicative, example data)",
    );
    // The chooser (closed again on the new page) marks the choice.
    await expect(chooser.locator('a[data-currency="GHS"]')).toHaveAttribute("aria-current", "true");
    await expect(chooser.locator("a[aria-current]")).toHaveCount(1);
    expect((await page.context().cookies()).find((c) => c.name === "currency")?.value).toBe("GHS");

    // The next page has no parameter: the cookie names the currency.
    await page.goto("/compare?programs=1,25");
    await expect(page.locator('td[data-row="converted"]').first()).toContainText("GH₵");
    await expect(
      page.getByText("Ghanaian Cedi at GH₵11.85 per US$, an example rate (indicative, example data)."),
    ).toBeVisible();
    // And a link naming another currency still wins over the cookie.
    await page.goto(`${MEDICINE_AT_MEDIPOL}&currency=XOF`);
    await expect(page.getByTestId("total-converted")).toContainText("F CFA");

    // Dollars only: no converted figure at all.
    await page.goto(MEDICINE_AT_MEDIPOL);
    await page.getByTestId("currency-choice").locator("summary").click();
    await page.getByRole("link", { name: "US dollars only" }).click();
    await expect(page.getByTestId("total-usd")).toBeVisible();
    await expect(page.getByTestId("total-converted")).toHaveCount(0);
    await page.goto("/compare?programs=1,25");
    await expect(page.locator('td[data-row="converted"]')).toHaveCount(0);
  });

  test("French pages show the CFA franc (BCEAO), Arabic pages the Egyptian pound, right to left", async ({ page }) => {
    await page.goto(`/fr${MEDICINE_AT_MEDIPOL}`);
    expect(plain(await page.getByTestId("total-converted").textContent())).toMatch(/^\d{2} \d{3} 000 F CFA/);
    expect(plain(await page.getByTestId("rate-note").textContent())).toBe(
      "Conversion en franc CFA (BCEAO) : 565,48 F CFA pour 1 $US, un cours d'exemple (à titre indicatif, données d'exemple).",
    );
    await page.getByTestId("all-in-total").screenshot({ path: `${SHOTS}/fr-xof-total.png` });
    // The program's own page: every university's all-in cost in francs too.
    await page.goto("/fr/programs/medicine");
    await expect(page.getByTestId("offering-converted").first()).toContainText("F CFA");
    await expect(page.getByTestId("offerings-rate-note")).toContainText("un cours d'exemple");

    await page.goto(`/ar${MEDICINE_AT_MEDIPOL}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const total = page.getByTestId("total-converted");
    expect(plain(await total.textContent())).toMatch(/[\d,]+ ج\.م\./);
    await expect(page.getByTestId("rate-note")).toContainText("جنيه مصري");
    await expect(page.getByTestId("rate-note")).toContainText("47.6");
    await expect(page.getByTestId("rate-note")).toContainText("بيانات توضيحية");
    const direction = await total.evaluate((el) => getComputedStyle(el).direction);
    expect(direction).toBe("rtl");
    await total.scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    await page.getByTestId("currency-choice").locator("summary").click();
    await page.screenshot({ path: `${SHOTS}/ar-egp-page.png` });
  });
});
