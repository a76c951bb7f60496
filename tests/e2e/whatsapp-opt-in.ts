import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { addDocumentsToApply } from "./form-checks";

const TRANSCRIPT = {
  name: "transcript.pdf",
  mimeType: "application/pdf",
  buffer: readFileSync(new URL("../fixtures/transcript.pdf", import.meta.url)),
};
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/**
 * Applies on /apply as a page without JavaScript does (the page's context must have it off), ticking "Send my
 * updates on WhatsApp": `whatsappNumber` in its field, or left empty so the server takes `phone`. The reference.
 */
export async function optInOnApplyWithoutJs(
  page: Page,
  { email, phone, whatsappNumber = "" }: { email: string; phone: string; whatsappNumber?: string },
) {
  await page.goto("/apply");
  await field(page, "First Name").fill("Amina");
  await field(page, "Last Name").fill("Bello");
  await field(page, "Email Address").fill(email);
  await field(page, "Phone Number (optional)").fill(phone);
  const optIn = page.getByRole("checkbox", { name: "Send my updates on WhatsApp" });
  await optIn.scrollIntoViewIfNeeded();
  await optIn.check();
  if (whatsappNumber) await field(page, "WhatsApp number (optional)").fill(whatsappNumber);
  await page.getByRole("combobox", { name: "Faculty", exact: true }).selectOption("Faculty of Medicine");
  await page.getByRole("combobox", { name: "University", exact: true }).selectOption("Istanbul Medipol University");
  await page.getByRole("combobox", { name: "Program", exact: true }).selectOption({ label: "Medicine" });
  await page.getByLabel("Add documents").setInputFiles([TRANSCRIPT]);
  await addDocumentsToApply(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: "Application submitted successfully!" });
  await expect(confirmation).toBeVisible();
  return (await confirmation.getByTestId("application-reference").textContent())!;
}
