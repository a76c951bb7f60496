import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { applyForMedicine, offeredMedicineCase, submitMedicineApplication } from "./apply-form";
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  expectOnScreen,
  expectReachable,
  test,
  waitUntilReady,
} from "./fixtures";
import { executeLocalD1, fireCron, queryLocalD1, r2Objects, sentEmailTexts } from "./local-state";
import { buyPackageForCase } from "./case-packages";
import { uploadForStep } from "./step-uploads";

// The acceptance of issue 13, as a student and staff live it: apply → the confirmation's status link → 'received'
// → staff UPDATE in the local D1 → the cron → the e-mail → the note and the upload box → a PDF added → D1 row, R2
// object, the consultancy's e-mail → the history shows both events. The mobile project runs it at 412 px.

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
const TRANSCRIPT = { name: "transcript.pdf", mimeType: "application/pdf", buffer: fixture("transcript.pdf") };
const PASSPORT = { name: "passport.pdf", mimeType: "application/pdf", buffer: fixture("transcript.pdf") };
const NOT_FOUND =
  "We could not find an application with this reference and e-mail address. Please check both against your confirmation e-mail and try again.";

const INVALID_LINK = "This link is not valid. Please enter your reference and e-mail address below.";

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function applyWithJs(page: Page, email: string) {
  await page.goto("/apply");
  await waitUntilReady(page);
  const confirmation = await submitMedicineApplication(page, { email });
  const reference = (await confirmation.getByTestId("application-reference").textContent())!;
  return { reference, statusLink: confirmation.getByTestId("status-link") };
}

/** A 412 px phone with JavaScript off, as the case journeys meet the site. */
const phoneWithoutScript = (browser: Browser, baseURL: string | undefined) =>
  browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 412, height: 915 } });

/** The status page at `path` (its language), looked up with the application's reference and e-mail. */
async function lookUp(page: Page, path: string, reference: string, email: string) {
  await page.goto(path);
  await page.locator('input[name="reference"]').fill(reference);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('form button[type="submit"]').click();
}

async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.describe("/applications/status", () => {
  test("apply → status link → staff change in D1 → cron e-mail → note, upload box → a PDF added → history", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = `track-${Date.now()}@example.com`;
    const { reference, statusLink } = await applyWithJs(page, email);

    // The confirmation links to the status page with the reference filled in; the student types the e-mail.
    await statusLink.click();
    await expect(page).toHaveURL(/\/applications\/status\?ref=APP-/);
    await expect(field(page, "Application reference")).toHaveValue(reference);
    await field(page, "E-mail address").fill(email);
    await page.getByRole("button", { name: "Show my application" }).click();
    await expect(page.getByTestId("current-status")).toHaveText("Application received");
    await expect(page.getByTestId("status-documents")).toContainText("transcript.pdf");
    await expect(page.getByTestId("status-documents")).toContainText("614 B");
    await expectNoHorizontalOverflow(page);

    // Staff, in the D1 console.
    await executeLocalD1(
      `UPDATE applications SET status = 'documents_requested', staff_note = 'Please add your passport' WHERE reference = '${reference}'`,
    );
    await fireCron(baseURL!);
    const mail = await eventually(async () => (await sentEmailTexts(`Your application ${reference}`))[0]);
    expect(mail).toContain("Documents requested");
    expect(mail).toContain("A note from our team: Please add your passport");
    const link = mail.match(/http:\/\/localhost:\d+\/applications\/status\?\S+/)![0];
    expect(link).toContain("sig=");

    // The signed link opens the application without retyping: the note and the upload box.
    await page.goto(link);
    await waitUntilReady(page);
    await expect(page.getByTestId("current-status")).toHaveText("Documents requested");
    await expect(page.getByTestId("staff-note")).toContainText("Please add your passport");
    // The application view with its upload box meets WCAG 2.2 AA too (the lookup form is in a11y.spec.ts).
    await expectNoAxeViolations(page);
    await page.getByLabel("Documents", { exact: true }).setInputFiles([PASSPORT]);
    await page.getByRole("button", { name: "Add documents" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Documents added" })).toBeVisible();
    await expect(page.getByTestId("status-documents")).toContainText("passport.pdf");
    const history = page.getByTestId("status-history").getByRole("listitem");
    await expect(history).toHaveCount(3);
    await expect(history.nth(0)).toContainText("Documents added");
    await expect(history.nth(0)).toContainText("passport.pdf");
    await expect(history.nth(1)).toContainText("Documents requested");
    await expect(history.nth(1)).toContainText("Please add your passport");
    await expect(history.nth(2)).toContainText("Application received");
    await expectNoHorizontalOverflow(page);

    // D1 row + R2 object, and the consultancy's e-mail.
    const [row] = queryLocalD1<{ r2_key: string; size: number }>(
      "SELECT d.r2_key, d.size FROM application_documents d JOIN applications a ON a.id = d.application_id WHERE a.reference = ? AND d.file_name = 'passport.pdf'",
      [reference],
    );
    expect(row?.size).toBe(614);
    expect((await r2Objects()).find((o) => o.key === row!.r2_key)?.customMetadata).toMatchObject({
      applicationReference: reference,
    });
    const inbox = await eventually(
      async () => (await sentEmailTexts(`added documents to application ${reference}`))[0],
    );
    expect(inbox).toContain("1 added: passport.pdf");
  });

  test("without JavaScript: the lookup form posts, a wrong pair and a made-up reference read the same", async ({
    browser,
    baseURL,
    request,
  }) => {
    const email = `nojs-${Date.now()}@example.com`;
    const reference = await applyForMedicine(request, {
      firstName: "Musa",
      lastName: "Ibrahim",
      email,
      document_0: TRANSCRIPT,
    });
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const lookup = async (ref: string, mail: string) => {
      await page.goto("/applications/status");
      await field(page, "Application reference").fill(ref);
      await field(page, "E-mail address").fill(mail);
      await page.getByRole("button", { name: "Show my application" }).click();
    };
    await lookup(reference, "someone.else@example.com");
    await expect(page.getByRole("alert")).toContainText(NOT_FOUND);
    const wrongPair = await page.locator("main").innerHTML();
    await lookup("APP-ZZZZZZZZ", "someone.else@example.com");
    await expect(page.getByRole("alert")).toContainText(NOT_FOUND);
    expect(await page.locator("main").innerHTML()).toBe(wrongPair);

    await lookup(reference.toLowerCase(), email);
    await expect(page.getByTestId("current-status")).toBeVisible();
    await expect(page).toHaveURL(/#status-result$/);
    await context.close();
  });

  test("a tampered link says it is not valid, with the lookup form that still finds the application", async ({
    page,
    request,
  }) => {
    const email = `tampered-${Date.now()}@example.com`;
    const reference = await applyForMedicine(request, {
      firstName: "Musa",
      lastName: "Ibrahim",
      email,
      document_0: TRANSCRIPT,
    });
    // Every way of altering a link gets the same page (tests/worker/application-status.test.ts tries each part);
    // here, what the student sees of it on the phone.
    await page.goto(
      `/applications/status?${new URLSearchParams({ ref: reference, expires: "4102444800", sig: "A".repeat(43) })}`,
    );
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(INVALID_LINK);
    await expect(alert).not.toContainText("expired");
    await expectReachable(alert, "the not-valid message");
    await expect(page.getByTestId("current-status")).toHaveCount(0);

    // The form below it is how the student gets in.
    await waitUntilReady(page);
    await expect(field(page, "Application reference")).toHaveValue("");
    await field(page, "Application reference").fill(reference);
    await field(page, "E-mail address").fill(email);
    await expectReachable(page.getByRole("button", { name: "Show my application" }), "Show my application");
    await page.getByRole("button", { name: "Show my application" }).click();
    await expect(page.getByTestId("current-status")).toHaveText("Application received");
    await expectNoHorizontalOverflow(page);
  });
});

test.describe("the case after the offer", () => {
  test("without JavaScript at 412 px: staff issue the offer in D1, the student sees the next step on top, then every step", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = `case-${Date.now()}@example.com`;
    // Staff, in the D1 console: the offer, and the first step done.
    const reference = await offeredMedicineCase(request, email);
    await executeLocalD1(
      `UPDATE application_steps SET state = 'done' WHERE kind = 'offer_accepted' AND application_id = (SELECT id FROM applications WHERE reference = '${reference}')`,
    );

    const context = await phoneWithoutScript(browser, baseURL);
    const page = await context.newPage();
    for (const { locale, next, current } of [
      { locale: "", next: "Pay the deposit", current: "You do this" },
      { locale: "/ar", next: "دفع العربون", current: "هذه الخطوة عليك" },
    ]) {
      await lookUp(page, `${locale}/applications/status`, reference, email);
      await expect(page).toHaveURL(/#status-result$/);

      // On top, where the answer lands: the next step, its due date and who does it.
      await expectOnScreen(page.getByTestId("case-next-step"), "the next step");
      await expect(page.getByTestId("case-next-step")).toHaveText(next);
      await expect(page.getByTestId("case-next")).toContainText(current);
      await expectOnScreen(page.getByTestId("case-next").getByTestId("ask-on-whatsapp"), "Ask on WhatsApp");

      // The timeline: thirteen steps (the state health insurance since issue 50), the first done, the second current, in words.
      const steps = page.getByTestId("case-timeline").locator("li");
      await expect(steps).toHaveCount(13);
      await expect(steps.nth(0)).toHaveAttribute("data-mark", "done");
      await expect(steps.nth(1)).toHaveAttribute("aria-current", "step");
      await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: test.info().outputPath(`case-412${locale.replace("/", "-") || "-en"}.png`) });
      await page.screenshot({
        path: test.info().outputPath(`case-412${locale.replace("/", "-") || "-en"}-full.png`),
        fullPage: true,
      });
    }
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await context.close();
  });
});

test.describe("document review", () => {
  test("without JavaScript at 412 px: staff send the passport back in D1, the student reads why in Arabic, is e-mailed once and replaces it", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = `review-${Date.now()}@example.com`;
    const reference = await applyForMedicine(request, {
      firstName: "Chiamaka",
      lastName: "Okafor",
      email,
      nationality: "NG",
    });
    const reason = "The passport page is cut off: scan the whole page";
    await executeLocalD1(
      `UPDATE application_documents SET review_state = 'needs_fix', review_reason = '${reason}' WHERE doc_type = 'passport' AND application_id = (SELECT id FROM applications WHERE reference = '${reference}')`,
    );
    await fireCron(baseURL!);
    const mail = await eventually(async () => (await sentEmailTexts(`for your application ${reference} (`))[0]);
    expect(mail).toContain(`What to fix: ${reason}`);
    await fireCron(baseURL!);

    const context = await phoneWithoutScript(browser, baseURL);
    const page = await context.newPage();
    await lookUp(page, "/ar/applications/status", reference, email);
    const passport = page.getByTestId("status-documents").locator("li").first();
    await expect(passport.getByTestId("document-review")).toHaveText("يحتاج إلى تصحيح");
    await passport.getByTestId("document-review-reason").scrollIntoViewIfNeeded();
    await expectOnScreen(passport.getByTestId("document-review-reason"), "the reason");
    await expect(passport.getByTestId("document-review-reason")).toContainText(reason);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath("document-review-412-ar.png"), fullPage: true });

    // The box is open for the fix, its type first; the new file replaces the old one, which is kept.
    await expect(page.locator('select[name="docType"]')).toHaveValue("passport");
    await page.locator('input[name="documents"]').setInputFiles([{ ...PASSPORT, name: "passport-whole.pdf" }]);
    await page.locator('form[action*="/applications/status/documents"] button[type="submit"]').click();
    await expect(page.getByTestId("status-documents").locator("li").first().getByTestId("document-review")).toHaveText(
      "استُبدل بملف أحدث",
    );
    const rows = queryLocalD1<{ file_name: string; review_state: string; replaced_by: number | null; id: number }>(
      "SELECT d.id, d.file_name, d.review_state, d.replaced_by FROM application_documents d JOIN applications a ON a.id = d.application_id WHERE a.reference = ? AND d.doc_type = 'passport' ORDER BY d.id",
      [reference],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ review_state: "needs_fix", replaced_by: rows[1]!.id });
    expect(rows[1]).toMatchObject({ file_name: "passport-whole.pdf", review_state: "received", replaced_by: null });
    expect(await sentEmailTexts(`for your application ${reference} (`)).toHaveLength(1);
    await context.close();
  });
});

test.describe("uploads for a step", () => {
  test("without JavaScript at 412 px: after the offer (SQL) the student sends the visa documents from the step's box and sees them received", async ({
    page: phone,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = `step-upload-${Date.now()}@example.com`;
    const reference = await offeredMedicineCase(request, email);

    const context = await phoneWithoutScript(browser, baseURL);
    const page = await context.newPage();
    await lookUp(page, "/applications/status", reference, email);

    // The box is under its step, named by it, and offers only the step's documents.
    const step = page.getByTestId("case-timeline").locator('li[data-kind="visa_documents_ready"]');
    const box = step.getByRole("region", { name: "Send the documents for “Visa documents ready”" });
    await expectReachable(box.getByRole("button", { name: "Add documents" }), "the step's send button");
    await expect(box.getByRole("combobox", { name: "Which document is it?" }).locator("option")).toHaveText([
      "Passport",
      "Passport photo",
      "Sponsor letter and bank statement",
      "Secondary school results",
      // A Nigerian's visa file, as the Turkish Embassy in Abuja's notice lists it (issue 50, item 4).
      "Admission and acceptance letter",
      "Tuition receipt and the university's confirmation of payment",
      "Diploma or degree certificate",
    ]);

    const sponsor = { name: "sponsor-letter.pdf", mimeType: "application/pdf", buffer: fixture("transcript.pdf") };
    let answered = await uploadForStep(page, "visa_documents_ready", "sponsor", sponsor);
    // The answered page lands on the step's notice, on screen.
    await expectOnScreen(answered.getByRole("status"), "the step's notice");
    await expect(answered.getByRole("status")).toContainText("sponsor-letter.pdf");
    answered = await uploadForStep(page, "visa_documents_ready", "passport", {
      ...PASSPORT,
      name: "passport-2027.pdf",
    });
    await expectOnScreen(answered.getByRole("status"), "the step's notice");

    // Both listed on the step as received; the passport sent with the application stays the application's (a
    // document belongs to the step it was sent for, issue 50): the step lists its own.
    const documents = answered.getByTestId("step-documents");
    await expect(documents.locator('[data-doc-type="sponsor"] dd')).toHaveText(
      "sponsor-letter.pdf · Received, not reviewed yet",
    );
    await expect(documents.locator('[data-doc-type="passport"] dd')).toHaveText(
      "passport-2027.pdf · Received, not reviewed yet",
    );
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath("step-upload-412-en.png") });

    const rows = queryLocalD1<{
      file_name: string;
      doc_type: string;
      review_state: string;
      replaced_by: number | null;
    }>(
      "SELECT d.file_name, d.doc_type, d.review_state, d.replaced_by FROM application_documents d JOIN applications a ON a.id = d.application_id WHERE a.reference = ? AND d.doc_type IN ('sponsor', 'passport') ORDER BY d.id",
      [reference],
    );
    expect(rows.map((r) => [r.file_name, r.review_state, r.replaced_by === null])).toEqual([
      ["transcript.pdf", "received", true],
      ["sponsor-letter.pdf", "received", true],
      ["passport-2027.pdf", "received", true],
    ]);

    // In Arabic, right to left: the same box under its step, in the page's words.
    await lookUp(page, "/ar/applications/status", reference, email);
    const arabic = page.getByRole("region", { name: "أرسل مستندات «تجهيز مستندات التأشيرة»" });
    await expect(arabic.locator('[data-doc-type="sponsor"] dd')).toContainText("sponsor-letter.pdf");
    await expectReachable(arabic.getByRole("button", { name: "أضِف مستندات" }), "the step's send button");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath("step-upload-412-ar.png") });
    await context.close();

    // The boxes meet WCAG 2.2 AA (axe runs in the page, so in a context with JavaScript; the page ships none).
    await lookUp(phone, "/applications/status", reference, email);
    await expect(phone.getByTestId("step-upload")).toHaveCount(6);
    await expectNoAxeViolations(phone);
  });
});

test.describe("packages tied to the case", () => {
  test("without JavaScript at 412 px: Basic bought from the case page through the sandbox, then 'We do this for you' on the appointment step and the payment listed", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = `package-${Date.now()}@example.com`;
    const reference = await offeredMedicineCase(request, email);

    const context = await phoneWithoutScript(browser, baseURL);
    const page = await context.newPage();
    await lookUp(page, "/applications/status", reference, email);
    const appointment = page.getByTestId("case-timeline").locator('li[data-kind="visa_appointment_booked"]');
    await expect(appointment).not.toContainText("We do this for you");
    await expect(page.getByTestId("case-payments")).toHaveCount(0);

    const { txRef } = await buyPackageForCase(page, { reference, email, service: "basic" });

    // Back on the case: the step Basic does says so, in words, where it said who acts.
    const covered = appointment.getByText("We do this for you (Basic)");
    await covered.scrollIntoViewIfNeeded();
    await expectOnScreen(covered, "We do this for you");
    await expect(appointment).not.toContainText("You do this");
    const payment = page.getByTestId("case-payments").locator("li");
    await expect(payment).toHaveCount(1);
    await payment.scrollIntoViewIfNeeded();
    await expectOnScreen(payment, "the payment");
    await expect(payment).toContainText("Basic");
    await expect(payment).toContainText("$100 (USD)");
    await expect(payment).toContainText("Paid");
    // Bought: no second link to buy it for this application.
    await expect(page.getByTestId("case-packages").locator('li[data-service="basic"] a')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath("case-package-412-en.png"), fullPage: true });
    await appointment.screenshot({ path: test.info().outputPath("case-package-412-en-step.png") });
    await page
      .getByTestId("case-payments")
      .locator("..")
      .screenshot({ path: test.info().outputPath("case-package-412-en-payments.png") });

    // The same case in Arabic, right to left: the step and the payment in its words.
    await lookUp(page, "/ar/applications/status", reference, email);
    const coveredAr = appointment.getByText("نقوم بهذا عنك (الباقة الأساسية)");
    await coveredAr.scrollIntoViewIfNeeded();
    await expectOnScreen(coveredAr, "نقوم بهذا عنك");
    await expect(page.getByTestId("case-payments")).toContainText("مدفوع");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath("case-package-412-ar.png"), fullPage: true });
    await page
      .getByTestId("case-packages")
      .locator("..")
      .screenshot({ path: test.info().outputPath("case-package-412-ar-packages.png") });

    const [row] = queryLocalD1<{ status: string; application_id: number; reference: string }>(
      "SELECT p.status, p.application_id, a.reference FROM payments p JOIN applications a ON a.id = p.application_id WHERE p.tx_ref = ?",
      [txRef],
    );
    expect(row).toMatchObject({ status: "successful", reference });
    await context.close();
  });
});
