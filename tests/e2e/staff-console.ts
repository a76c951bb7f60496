import type { Browser, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The seeded local staff (scripts/local-staff.sql). */
export const STAFF = {
  ngozi: { name: "Ngozi Adeyemi", email: "ngozi.staff@example.com" },
  emre: { name: "Emre Kaya", email: "emre.staff@example.com" },
} as const;

/**
 * A browser of a staff member signed in through the local stand-in for Cloudflare Access, as staff sign in
 * through Access (docs/deploy.md): JavaScript off, at `width` px. Opens on Today.
 */
export async function staffBrowser(
  browser: Browser,
  baseURL: string | undefined,
  who: keyof typeof STAFF,
  width: number,
) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto("/__local-access/sign-in");
  await page.getByRole("button", { name: `Sign in as ${STAFF[who].name}` }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByTestId("staff-signed-in")).toContainText(STAFF[who].email);
  return page;
}

/** The page's text, tags removed, spaces collapsed (for history lines). */
export const textOf = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? "").replace(/\s+/g, " ");
