import type { Page } from "@playwright/test";
import { expect, expectOnScreen, test } from "./fixtures";
import { executeLocalD1, queryLocalD1 } from "./local-state";

// The program page's intakes and all-in yearly cost come from D1 on every load, and /programs?intake= lists only
// intakes still open today.

const istanbulToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());
const MEDICINE_AT_MEDIPOL = "/programs/medicine?university=1";

/** The all-in first-year total: the figure a housing switch changes. */
const allInTotal = (page: Page) => page.getByTestId("all-in-total");

/** The all-in total of Medicine at Medipol with a shared flat, read from its own page. */
async function flatTotal(page: Page) {
  await page.goto(`${MEDICINE_AT_MEDIPOL}&housing=flat`);
  return (await page.getByTestId("total-usd").textContent()) ?? "";
}

/** A student who scrolled just far enough to see the housing choice: it sits at the bottom of the screen. */
async function scrollToHousingChoice(page: Page) {
  await page.getByRole("group", { name: "Housing" }).evaluate((el) => el.scrollIntoView({ block: "end" }));
}

/** After the switch the new total is on screen where the page landed, whole and under nothing (the header). */
async function expectNewTotalOnScreen(page: Page, expected: string) {
  await expect(page.getByTestId("total-usd")).toHaveText(expected);
  await expectOnScreen(allInTotal(page), "the all-in total");
  const covered = await allInTotal(page).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    return [box.top + 1, box.bottom - 1].some((y) => !el.contains(document.elementFromPoint(x, y)));
  });
  expect(covered, "an edge of the all-in total is drawn over").toBe(false);
}

const naira = (text: string | null) => Number((text ?? "").split("–")[0]?.replace(/[^\d]/g, ""));

test.describe("intakes and the yearly cost", () => {
  test("/programs/medicine?university=1: next intake, all-in cost in USD and naira, and a new rate in D1 shows on the next load @mobile-only", async ({
    page,
  }) => {
    // On the phone only: it changes the shared NGN rate, and a desktop copy running beside it would read the other's.
    test.setTimeout(60_000); // three wrangler runs against the local D1, seconds each on a busy machine
    const [rate] = queryLocalD1<{ per_usd: number; rate_date: string; source: string }>(
      "SELECT per_usd, rate_date, source FROM exchange_rates WHERE currency = 'NGN'",
    );
    if (!rate) throw new Error("no NGN rate seeded");
    await page.goto("/programs/medicine?university=1");
    await expect(page.getByTestId("intakes")).toContainText("September 2027 intake");
    await expect(page.getByTestId("intakes")).toContainText("Apply by 31 July 2027");
    const usd = Number(
      ((await page.getByTestId("total-usd").textContent()) ?? "").split("–")[0]?.replace(/[^\d]/g, ""),
    );
    const before = naira(await page.getByTestId("total-converted").textContent());
    expect(before).toBe(Math.round((usd * rate.per_usd) / 1000) * 1000);
    // The seeded rate is example data; a rate staff read from its source carries its date.
    await expect(page.getByTestId("rate-note")).toContainText("an example rate (indicative, example data)");

    try {
      await executeLocalD1(
        "UPDATE exchange_rates SET per_usd = 2000, rate_date = '2026-11-23', example = 0, source = 'Central Bank of Nigeria' WHERE currency = 'NGN'",
      );
      await page.reload();
      expect(naira(await page.getByTestId("total-converted").textContent())).toBe(usd * 2000);
      await expect(page.getByTestId("rate-note")).toContainText("rate of 23 November 2026");
    } finally {
      await executeLocalD1(
        `UPDATE exchange_rates SET per_usd = ${rate.per_usd}, rate_date = '${rate.rate_date}', example = 1, source = '${rate.source.replaceAll("'", "''")}' WHERE currency = 'NGN'`,
      );
    }
  });

  test("housing switches by a GET parameter and changes the total", async ({ page }) => {
    await page.goto("/programs/medicine?university=1&housing=flat#cost");
    await expect(page.getByLabel("Shared flat")).toBeChecked();
    await expect(page.getByTestId("yearly-cost")).toContainText("Room in a shared flat");
    await expect(page.getByTestId("yearly-cost")).not.toContainText("Dormitory room");
  });

  test("picking a shared flat and 'Show total' change the total, and the URL says so", async ({ page }) => {
    await page.goto("/programs/medicine?university=1");
    const before = await page.getByTestId("total-usd").textContent();
    await page.getByLabel("Shared flat").check();
    await page.getByRole("button", { name: "Show total" }).click();
    await expect(page).toHaveURL(/[?&]housing=flat/);
    await expect(page).toHaveURL(/[?&]university=1/);
    await expect(page.getByTestId("total-usd")).not.toHaveText(before ?? "");
    await expect(page.getByTestId("yearly-cost")).toContainText("Room in a shared flat");
  });

  test("the new total is on screen after Show total @mobile", async ({ page }) => {
    const expected = await flatTotal(page);
    await page.goto(MEDICINE_AT_MEDIPOL);
    await expect(page.getByTestId("total-usd")).not.toHaveText(expected);
    await scrollToHousingChoice(page);
    await page.getByLabel("Shared flat").check();
    await page.getByRole("button", { name: "Show total" }).click();
    await expect(page).toHaveURL(/[?&]housing=flat/);
    await expectNewTotalOnScreen(page, expected);
  });

  test("/programs?intake=february lists only programs with a February intake still open @mobile", async ({ page }) => {
    const [expected] = queryLocalD1<{ n: number }>(
      `SELECT COUNT(DISTINCT p.slug) AS n FROM programs p JOIN program_intakes i ON i.program_id = p.id
       WHERE strftime('%m', i.starts_on) = '02' AND i.application_deadline >= ?`,
      [istanbulToday()],
    );
    await page.goto("/programs?intake=february");
    await expect(page.getByLabel("Starting in")).toHaveValue("february");
    await expect(page.getByText(`${expected?.n} programs found`)).toBeVisible();
    // Medicine starts in September only.
    await expect(page.getByRole("heading", { name: "Medicine", exact: true })).toHaveCount(0);
    await page.goto("/programs");
    await expect(page.getByRole("heading", { name: "Medicine", exact: true }).first()).toBeVisible();
  });
});
