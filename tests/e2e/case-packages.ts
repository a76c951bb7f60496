import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// A package bought from the case page (decision 0044), as a student does it, with or without JavaScript and in any of
// the site's languages: the page's own fields and links are found by their names and addresses, not their words.

export type CasePurchase = {
  /** The application's reference, as the case page shows it. */
  reference: string;
  /** The application's e-mail: the payment must be made with it, and the case is looked up again with it. */
  email: string;
  /** The service's key on /services (basic, standard, residency, full, visa-addon, …). */
  service: string;
  name?: string;
  phone?: string;
};

/**
 * From the case page (showing `reference`), buys `service` for it through the local sandbox gateway: its link on the
 * case, the billing form, the sandbox checkout's Pay, /payment-success, its link back to the application, the
 * lookup with `email`. Ends on the case page again; answers the payment's tx_ref.
 */
export async function buyPackageForCase(
  page: Page,
  { reference, email, service, name = "Chiamaka Okafor", phone = "+2348031112222" }: CasePurchase,
) {
  const buy = page.locator(
    `[data-testid="case-packages"] a[href*="service=${service}&"][href*="reference=${reference}"]`,
  );
  await buy.scrollIntoViewIfNeeded();
  await buy.click();
  await expect(page).toHaveURL(new RegExp(`/payments\\?service=${service}&reference=${reference}`));
  await expect(page.getByTestId("order-reference")).toContainText(reference);
  await page.locator('input[name="customerName"]').fill(name);
  await page.locator('input[name="customerEmail"]').fill(email);
  await page.locator('input[name="customerPhone"]').fill(phone);
  await page.locator('form:has(input[name="customerName"]) button[type="submit"]').click();

  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\/ISG-/);
  await page.locator('button[name="intent"][value="pay"]').click();
  await expect(page.getByTestId("payment-verified")).toBeVisible();
  const txRef = new URL(page.url()).searchParams.get("tx_ref") ?? "";

  // Back to the case: the reference is filled in, the student gives the e-mail.
  await page.locator(`a[href*="/applications/status?ref=${reference}"]`).click();
  await expect(page.locator('input[name="reference"]')).toHaveValue(reference);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('form:has(input[name="email"]) button[type="submit"]').click();
  await expect(page.getByTestId("case-timeline")).toBeVisible();
  return { txRef };
}
