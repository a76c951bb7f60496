import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addDocumentsToApply } from "./form-checks";

// The document checklist of /apply (issue 29, docs/decisions/0028-entry-discounts-checklist.md) on a 412 px phone
// without JavaScript: the chosen program's list, an application without what it needs to apply refused with the
// message naming them, and accepted with them.

const PHONE = { width: 412, height: 823 };
const TRANSCRIPT = {
  name: "transcript.pdf",
  mimeType: "application/pdf",
  buffer: readFileSync(new URL("../fixtures/transcript.pdf", import.meta.url)),
};
const MISSING = "Please add these documents to apply: Passport, Passport photo, Secondary school results.";

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

test.describe("/apply checklist without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("Medicine at Medipol lists what it needs, refuses an application without it, accepts it with it @mobile-only", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/apply?program=Medicine&university=1");
    await expect(page.getByRole("combobox", { name: "Program", exact: true })).toHaveValue("Medicine");
    const toApply = page.getByRole("region", { name: "Needed to apply" });
    const items = toApply.locator("[data-doc-type]");
    await expect(items).toHaveCount(3);
    expect(await items.evaluateAll((boxes) => boxes.map((b) => b.getAttribute("data-doc-type")))).toEqual([
      "passport",
      "photo",
      "results",
    ]);
    await expect(items.nth(0)).toContainText("Passport");
    await expect(items.nth(1)).toContainText("Passport photo");
    await expect(items.nth(2)).toContainText("Secondary school results");

    // No document at all: refused, the three named (not only "Please upload at least one document").
    await field(page, "First Name").fill("Zainab");
    await field(page, "Last Name").fill("Musa");
    await field(page, "Email Address").fill(`zainab.${Date.now()}@example.com`);
    const refusedEmpty = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Submit Application" }).click();
    expect((await refusedEmpty).status()).toBe(400);
    await expect(page.locator("#application-result").getByRole("alert")).toContainText(MISSING);

    // Only another document: refused, the three named.
    await page.getByLabel("Add documents").setInputFiles([TRANSCRIPT]);
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Submit Application" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.locator("#application-result").getByRole("alert")).toContainText(MISSING);
    await expect(field(page, "First Name")).toHaveValue("Zainab");

    // With them (a browser never refills a file input: the other document is chosen again too).
    await page.getByLabel("Add documents").setInputFiles([TRANSCRIPT]);
    await addDocumentsToApply(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    const confirmation = page.locator("#application-result").getByRole("status");
    await expect(confirmation).toContainText("Application submitted successfully!");
    // "Ask on WhatsApp" with the reference as the first message, nothing personal.
    const reference = (await confirmation.getByTestId("application-reference").textContent()) ?? "";
    const ask = new URL((await confirmation.getByTestId("ask-on-whatsapp").getAttribute("href")) ?? "");
    expect(ask.origin).toBe("https://wa.me");
    expect(ask.searchParams.get("text")).toBe(`Hello, my application reference is ${reference}.`);
    await expect(confirmation.getByTestId("ask-on-whatsapp")).toBeInViewport();
  });
});
