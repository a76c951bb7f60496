import { expect, expectOnScreen, expectReachableWithoutSwiping, test } from "./fixtures";

// A program page prices for the student's nationality (the discounts it opens, named) and states the entry rules
// by qualification, from D1 (decision 0028). On the phone, as students meet it; the price form has no script.

const usd = (text: string | null) => Number((text ?? "").split("–")[0]?.replace(/[^\d]/g, ""));

test.describe("entry requirements and discounts @mobile", () => {
  test.use({ javaScriptEnabled: false });

  test("a Nigerian sees Medipol's nationality discount in the tuition and the all-in cost, named; a Kenyan does not", async ({
    page,
  }) => {
    await page.goto("/programs/medicine?university=1");
    const before = usd(await page.getByTestId("total-usd").textContent());
    const nationality = page.getByLabel("Your nationality");
    await expectReachableWithoutSwiping(nationality);
    await nationality.selectOption("NG");
    await page.getByRole("button", { name: "Show total" }).click();
    await expect(page).toHaveURL(/nationality=NG/);

    const breakdown = page.getByTestId("yearly-cost");
    const discount = breakdown.locator('[data-discount="nationality"]');
    await expect(discount).toContainText("Nationality scholarship (15%)");
    await expect(discount).toContainText("−$5,250");
    await expectOnScreen(page.getByTestId("all-in-total"), "the all-in total");
    // Without it: $35,000 − 10% early registration − 10% prepayment after it = $28,350. With it: 15% first, then
    // the same two on what is left = $24,097.
    expect(before - usd(await page.getByTestId("total-usd").textContent())).toBe(28350 - 24097);
    const rules = page.getByTestId("discount-rules");
    await expect(rules.locator('[data-applied="true"]').filter({ hasText: "Nationality scholarship" })).toContainText(
      "In the price above",
    );

    await page.getByLabel("Your nationality").selectOption("KE");
    await page.getByRole("button", { name: "Show total" }).click();
    await expect(page).toHaveURL(/nationality=KE/);
    await expect(breakdown.locator('[data-discount="nationality"]')).toHaveCount(0);
    expect(usd(await page.getByTestId("total-usd").textContent())).toBe(before);
    await expect(rules.locator('[data-applied="false"]')).toContainText(
      "Citizens of Nigeria, Cameroon, Côte d'Ivoire and Egypt.",
    );
  });

  test("Medicine states its entry rules by qualification: six WAEC credits at Istinye, five at Medipol", async ({
    page,
  }) => {
    await page.goto("/programs/medicine?university=2");
    const rules = page.getByTestId("entry-requirements");
    const waec = rules.getByRole("definition").filter({ hasText: "credits" }).first();
    await waec.scrollIntoViewIfNeeded();
    await expectOnScreen(waec, "the WAEC rule");
    await expect(waec).toHaveText(
      "At least 6 credits (C6 or better) including English, Mathematics, Biology, Chemistry and Physics",
    );
    // The seeded entry rules were read from no source: they say so, with no date.
    await expect(rules).toContainText("Indicative, example data: the university decides.");

    // The program's own page: one disclosure per university, opening without JavaScript.
    await page.goto("/programs/medicine");
    const medipol = page.getByText("Entry requirements at Istanbul Medipol University");
    await medipol.scrollIntoViewIfNeeded();
    await expectReachableWithoutSwiping(medipol);
    await medipol.click();
    await expect(
      page.locator("details[open]").getByText("At least 5 credits (C6 or better) including English"),
    ).toBeVisible();
    await expect(page.locator("details[open]")).toContainText("An interview with the Faculty of Medicine");
  });
});
