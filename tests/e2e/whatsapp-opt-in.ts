import type { Page } from "@playwright/test";
import { submitMedicineApplication } from "./apply-form";

/**
 * Applies on /apply as a page without JavaScript does (the page's context must have it off), ticking "Send my
 * updates on WhatsApp": `whatsappNumber` in its field, or left empty so the server takes `phone`. The reference.
 */
export async function optInOnApplyWithoutJs(
  page: Page,
  { email, phone, whatsappNumber = "" }: { email: string; phone: string; whatsappNumber?: string },
) {
  await page.goto("/apply");
  const confirmation = await submitMedicineApplication(page, { email, phone, whatsApp: { number: whatsappNumber } });
  return (await confirmation.getByTestId("application-reference").textContent())!;
}
