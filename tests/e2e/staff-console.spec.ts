import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { applyForMedicine } from "./apply-form";
import { expect, expectNoHorizontalOverflow, expectOnScreen, test } from "./fixtures";
import { queryLocalD1 } from "./local-state";
import { STAFF, staffBrowser } from "./staff-console";

// Issue 52's acceptance: staff run a case from the console, without JavaScript, at 1280 px (the office) and 412 px
// (a phone in the Lagos office), signed in through the local stand-in for Cloudflare Access. A student's documents
// wait on Today; a passport is opened in the browser and sent back with a reason holding an apostrophe and Arabic;
// the student reads it and sends a new one; staff accept it, issue the offer, set the appointment, a granted visa and
// the arrival; the history names who made each change; two staff changing one step at once: the second is told.

const PASSPORT = {
  name: "passport-whole.pdf",
  mimeType: "application/pdf",
  buffer: readFileSync(new URL("../fixtures/transcript.pdf", import.meta.url)),
};
const REASON = "The photo page isn't whole — صفحة الصورة غير كاملة";
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Saves the visible screen and the whole page under the test's output (the closing note's screenshots). */
const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  await page.screenshot({ path: test.info().outputPath(`${name}-full.png`), fullPage: true });
};

/** The form of step `kind` on the case page (its list item). */
const stepOf = (page: Page, kind: string) => page.locator(`li#step-${kind}`);

/** Saves the status form with `status` (an allowed move), and waits for "Saved." */
async function setStatus(page: Page, status: string) {
  await page.locator("#status-status").selectOption(status);
  await page.getByRole("button", { name: "Save the status" }).click();
  await expect(page.getByTestId("case-saved")).toBeVisible();
}

test.describe("the staff console (issue 52)", () => {
  test("a case run from the console without JavaScript, at 1280 px and 412 px", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(150_000);
    const email = `console-${Date.now()}@example.com`;
    const reference = await applyForMedicine(request, {
      firstName: "Chiamaka",
      lastName: "Okafor",
      email,
      nationality: "NG",
    });

    // Today, at the office's 1280 px: the student's documents wait for review, each line opening the case.
    const office = await staffBrowser(browser, baseURL, "ngozi", 1280);
    const waiting = office.getByTestId("today-documents").locator("tr, li").filter({ hasText: reference });
    await expect(waiting.first()).toBeVisible();
    await shot(office, "staff-today-1280");
    await waiting.first().getByRole("link").first().click();
    await expect(office).toHaveURL(new RegExp(`/staff/cases/${reference}$`));
    await expect(office.getByRole("heading", { level: 1 })).toContainText(reference);
    await expect(office.locator("main")).toContainText("Chiamaka Okafor");
    await shot(office, "staff-case-1280");

    // The passport opened in the browser: its bytes, shown in place (not downloaded), sandboxed, never cached.
    const passport = office
      .locator("li[data-document-id]")
      .filter({ has: office.getByText("Type: Passport", { exact: true }) })
      .first();
    const open = passport.getByRole("link", { name: /^Open / });
    const fileName = ((await open.textContent()) ?? "").replace(/^Open /, "").trim();
    const href = (await open.getAttribute("href"))!;
    // (The headless shell that runs these tests has no PDF viewer and would download it: the browser's own request,
    // with the staff member's cookie, shows what a full Chromium gets.)
    const shown = await office.context().request.get(href);
    expect(shown.status()).toBe(200);
    const headers = shown.headers();
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["content-disposition"]).toMatch(/^inline; /);
    expect(headers["content-security-policy"]).toMatch(/^sandbox/);
    expect(headers["cache-control"]).toContain("no-store");
    expect((await shown.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Sent back with a reason holding an apostrophe and Arabic: kept as typed, and the history names Ngozi.
    await passport.getByLabel("The reason").fill(REASON);
    await passport.getByRole("button", { name: `Send back ${fileName}` }).click();
    await expect(office.getByTestId("case-saved")).toBeVisible();
    await expect(office.getByTestId("review-reason").first()).toContainText(REASON);

    // The student, on a phone: the reason on the case page, and a new passport sent in its place.
    const phone = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 412, height: 915 },
    });
    const student = await phone.newPage();
    await student.goto("/applications/status");
    await student.locator('input[name="reference"]').fill(reference);
    await student.locator('input[name="email"]').fill(email);
    await student.locator('form button[type="submit"]').click();
    const reason = student.getByTestId("status-documents").getByTestId("document-review-reason").first();
    await reason.scrollIntoViewIfNeeded();
    await expectOnScreen(reason, "the reason staff gave");
    await expect(reason).toContainText(REASON);
    await expect(student.locator('select[name="docType"]')).toHaveValue("passport");
    await student.locator('input[name="documents"]').setInputFiles([PASSPORT]);
    await student.locator('form[action*="/applications/status/documents"] button[type="submit"]').click();
    await expect(student.getByTestId("status-documents")).toContainText("passport-whole.pdf");

    // Staff on a phone (412 px): Today lists the new passport; accepted; the offer issued through the allowed moves.
    const lagos = await staffBrowser(browser, baseURL, "ngozi", 412);
    await expect(lagos.getByTestId("today-documents")).toContainText("passport-whole.pdf");
    await expectNoHorizontalOverflow(lagos);
    await shot(lagos, "staff-today-412");
    await lagos.goto(`/staff/cases/${reference}`);
    const fresh = lagos.locator("li[data-document-id]").filter({ hasText: "passport-whole.pdf" }).first();
    await fresh.getByRole("button", { name: "Accept passport-whole.pdf" }).click();
    await expect(lagos.getByTestId("case-saved")).toBeVisible();
    for (const status of ["in_review", "submitted_to_university", "offer_issued"]) await setStatus(lagos, status);
    await expect(lagos.getByTestId("case-status")).toHaveAttribute("data-status", "offer_issued");
    await expectNoHorizontalOverflow(lagos);

    // The appointment, a granted visa, the arrival: each on its step's form.
    const appointment = stepOf(lagos, "visa_appointment_booked");
    await appointment.getByLabel("Appointment day").fill(inDays(20));
    await appointment.getByLabel("Appointment place").fill("Turkish Embassy, Abuja");
    await appointment.getByRole("button", { name: /^Save / }).click();
    await expect(lagos.getByTestId("case-saved")).toBeVisible();
    const decision = stepOf(lagos, "visa_decision");
    await decision.getByRole("combobox", { name: "Visa decision" }).selectOption("granted");
    await decision.getByLabel("Day of the decision").fill(inDays(30));
    await decision.getByRole("button", { name: /^Save / }).click();
    await expect(lagos.getByTestId("case-saved")).toBeVisible();
    const travel = stepOf(lagos, "travel_booked");
    await travel.getByLabel("Arrival day in Türkiye").fill(inDays(40));
    await travel.getByRole("button", { name: /^Save / }).click();
    await expect(lagos.getByTestId("case-saved")).toBeVisible();
    await shot(lagos, "staff-case-412");

    // The history names Ngozi for each change she made; D1 says the same.
    const history = lagos.getByTestId("case-history");
    await expect(history).toContainText("Ngozi Adeyemi");
    const actors = queryLocalD1<{ actor: string | null }>(
      `SELECT actor FROM application_events WHERE kind IN ('status', 'document_review') AND application_id = (SELECT id FROM applications WHERE reference = ?)
       UNION ALL SELECT actor FROM application_step_events WHERE old_state IS NOT NULL AND application_id = (SELECT id FROM applications WHERE reference = ?)`,
      [reference, reference],
    );
    expect(actors.length).toBeGreaterThanOrEqual(7);
    expect(new Set(actors.map((a) => a.actor))).toEqual(new Set([STAFF.ngozi.email]));

    // Two staff change the same step at once: Emre saves first, Ngozi's form (read before) is refused with what is
    // there now, and her typed place is kept.
    const emre = await staffBrowser(browser, baseURL, "emre", 1280);
    await emre.goto(`/staff/cases/${reference}`);
    await office.goto(`/staff/cases/${reference}`);
    await stepOf(emre, "visa_appointment_booked").getByLabel("Appointment place").fill("VFS Global, Lagos");
    await stepOf(emre, "visa_appointment_booked")
      .getByRole("button", { name: /^Save / })
      .click();
    await expect(emre.getByTestId("case-saved")).toBeVisible();
    await stepOf(office, "visa_appointment_booked").getByLabel("Appointment place").fill("Consulate, Lagos");
    await stepOf(office, "visa_appointment_booked")
      .getByRole("button", { name: /^Save / })
      .click();
    await expect(office.getByTestId("case-refused")).toContainText("Someone else changed this after you opened it");
    await expect(office.locator("body")).toContainText("VFS Global, Lagos");
    await expect(stepOf(office, "visa_appointment_booked").getByLabel("Appointment place")).toHaveValue(
      "Consulate, Lagos",
    );
    const [place] = queryLocalD1<{ appointment_place: string }>(
      "SELECT appointment_place FROM application_steps WHERE kind = 'visa_appointment_booked' AND application_id = (SELECT id FROM applications WHERE reference = ?)",
      [reference],
    );
    expect(place!.appointment_place).toBe("VFS Global, Lagos");
    await shot(office, "staff-case-409-1280");
    await phone.close();
  });

  test("without a token the console is a bare 403, on every spelling", async ({ request }) => {
    for (const path of ["/staff", "/Staff", "/fr/staff", "/staff/consultations"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(403);
      expect(await response.text()).toBe("Forbidden");
    }
  });
});
