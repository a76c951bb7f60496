import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { MEDICINE_APPLICATION } from "../medicine-application";
import { expect } from "./fixtures";
import { addDocumentsToApply } from "./form-checks";
import { executeLocalD1 } from "./local-state";

const TRANSCRIPT = {
  name: "transcript.pdf",
  mimeType: "application/pdf",
  buffer: readFileSync(new URL("../fixtures/transcript.pdf", import.meta.url)),
};
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

type Upload = typeof TRANSCRIPT;

/**
 * A student applies for Medicine at Medipol through the API, with what its checklist asks for and `fields` over it
 * (a file is `{ name, mimeType, buffer }`): the new reference.
 */
export async function applyForMedicine(request: APIRequestContext, fields: Record<string, string | Upload> = {}) {
  const created = await request.post("/api/applications", {
    multipart: {
      selectedFaculty: MEDICINE_APPLICATION.selectedFaculty,
      selectedUniversity: MEDICINE_APPLICATION.selectedUniversity,
      selectedProgram: MEDICINE_APPLICATION.selectedProgram,
      // What Medicine needs to apply (the checklist refuses an application without them).
      documents_passport: TRANSCRIPT,
      documents_photo: TRANSCRIPT,
      documents_results: TRANSCRIPT,
      ...fields,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { reference: string }).reference;
}

/** Staff issue the offer in the local D1 (docs/staff.md, "The case after the offer"): the triggers open the steps. */
export const issueOffer = (reference: string) =>
  executeLocalD1("UPDATE applications SET status = 'offer_issued' WHERE reference = ?", [reference]);

/**
 * Chiamaka Okafor, a Nigerian, applies for Medicine at Medipol with `email` (and `fields` over it), and staff issue
 * her offer: the reference of a case with its steps open, as the case, sponsor and budget tests start from.
 */
export async function offeredMedicineCase(
  request: APIRequestContext,
  email: string,
  fields: Record<string, string> = {},
) {
  const reference = await applyForMedicine(request, {
    firstName: "Chiamaka",
    lastName: "Okafor",
    email,
    nationality: "NG",
    ...fields,
  });
  await issueOffer(reference);
  return reference;
}

/** Chooses Medicine at Medipol in the /apply form open on `page` (faculty, then university, then program). */
export async function chooseMedicine(page: Page) {
  const { selectedFaculty, selectedUniversity, selectedProgram } = MEDICINE_APPLICATION;
  await page.getByRole("combobox", { name: "Faculty", exact: true }).selectOption(selectedFaculty);
  await page.getByRole("combobox", { name: "University", exact: true }).selectOption(selectedUniversity);
  await page.getByRole("combobox", { name: "Program", exact: true }).selectOption({ label: selectedProgram });
}

/**
 * Fills the /apply form already open on `page` as Amina Bello applying for Medicine at Medipol with a transcript, and
 * submits it, with or without JavaScript (whatever the page's context has): `phone` in its field when given,
 * "Send my updates on WhatsApp" ticked when `whatsApp` is (its number typed when it names one). The confirmation.
 */
export async function submitMedicineApplication(
  page: Page,
  { email, phone, whatsApp }: { email: string; phone?: string; whatsApp?: { number?: string } },
) {
  await field(page, "First Name").fill("Amina");
  await field(page, "Last Name").fill("Bello");
  await field(page, "Email Address").fill(email);
  if (phone !== undefined) await field(page, "Phone Number (optional)").fill(phone);
  if (whatsApp) {
    const optIn = page.getByRole("checkbox", { name: "Send my updates on WhatsApp" });
    await optIn.scrollIntoViewIfNeeded();
    await optIn.check();
    if (whatsApp.number) await field(page, "WhatsApp number (optional)").fill(whatsApp.number);
  }
  await chooseMedicine(page);
  await page.getByLabel("Add documents").setInputFiles([TRANSCRIPT]);
  await addDocumentsToApply(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: "Application submitted successfully!" });
  await expect(confirmation).toBeVisible();
  return confirmation;
}
