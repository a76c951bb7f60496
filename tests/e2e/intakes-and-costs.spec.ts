import { expect, test, waitForHydration } from "./fixtures";
import { executeLocalD1, queryLocalD1 } from "./local-state";

// The program page's intakes and all-in yearly cost come from D1 on every load, and /programs?intake= lists only
// intakes still open today.

const istanbulToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());
const naira = (text: string | null) => Number((text ?? "").split("–")[0]?.replace(/[^\d]/g, ""));

test.describe("intakes and the yearly cost", () => {
  test("/programs/medicine?university=1: next intake, all-in cost in USD and naira, and a new rate in D1 shows on the next load @mobile", async ({
    page,
  }) => {
    const [rate] = queryLocalD1<{ per_usd: number; rate_date: string }>(
      "SELECT per_usd, rate_date FROM exchange_rates WHERE currency = 'NGN'",
    );
    if (!rate) throw new Error("no NGN rate seeded");
    await page.goto("/programs/medicine?university=1");
    await expect(page.getByTestId("intakes")).toContainText("September 2027 intake");
    await expect(page.getByTestId("intakes")).toContainText("Apply by 31 July 2027");
    const usd = Number(
      ((await page.getByTestId("total-usd").textContent()) ?? "").split("–")[0]?.replace(/[^\d]/g, ""),
    );
    const before = naira(await page.getByTestId("total-ngn").textContent());
    expect(before).toBe(Math.round((usd * rate.per_usd) / 1000) * 1000);
    await expect(page.getByTestId("rate-note")).toContainText("rate of 20 November 2026");

    try {
      await executeLocalD1("UPDATE exchange_rates SET per_usd = 2000, rate_date = '2026-11-23' WHERE currency = 'NGN'");
      await page.reload();
      expect(naira(await page.getByTestId("total-ngn").textContent())).toBe(usd * 2000);
      await expect(page.getByTestId("rate-note")).toContainText("rate of 23 November 2026");
    } finally {
      await executeLocalD1(
        `UPDATE exchange_rates SET per_usd = ${rate.per_usd}, rate_date = '${rate.rate_date}' WHERE currency = 'NGN'`,
      );
    }
  });

  test("housing switches by a GET parameter and changes the total", async ({ page }) => {
    await page.goto("/programs/medicine?university=1&housing=flat#cost");
    await expect(page.getByLabel("Shared flat")).toBeChecked();
    await expect(page.getByTestId("yearly-cost")).toContainText("Room in a shared flat");
    await expect(page.getByTestId("yearly-cost")).not.toContainText("Dormitory room");
  });

  test("with JavaScript, picking a shared flat changes the total in place, and the URL says so", async ({ page }) => {
    await page.goto("/programs/medicine?university=1");
    await waitForHydration(page);
    const before = await page.getByTestId("total-usd").textContent();
    await page.getByLabel("Shared flat").check();
    await expect(page).toHaveURL(/[?&]housing=flat/);
    await expect(page).toHaveURL(/[?&]university=1/);
    await expect(page.getByTestId("total-usd")).not.toHaveText(before ?? "");
    await expect(page.getByTestId("yearly-cost")).toContainText("Room in a shared flat");
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
