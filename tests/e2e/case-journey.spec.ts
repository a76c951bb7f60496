import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalOverflow, expectOnScreen, test } from "./fixtures";
import { chooseMedicine, issueOffer } from "./apply-form";
import { addDocumentsToApply } from "./form-checks";
import { executeLocalD1, fireCron, queryLocalD1, sentEmailTexts } from "./local-state";
import { buyPackageForCase } from "./case-packages";
import { uploadForStep } from "./step-uploads";

// Issue 42's acceptance, as a Nigerian student and the staff in the D1 console live it, at 412 px with JavaScript
// off: apply → staff issue the offer → the steps, due from the intake → the visa package bought against the
// reference → the visa documents uploaded on their step → one sent back, replaced, accepted → the appointment, a
// granted visa, the arrival → the residence permit due 30 days after it, its reminder e-mailed once (the cron's
// clock moved) → registered. Staff's SQL is docs/staff.md's recipes, word for word where it can be.

const pdf = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: readFileSync(new URL("../fixtures/transcript.pdf", import.meta.url)),
});
const DAY = 24 * 60 * 60 * 1000;
const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const todayInIstanbul = () => new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
const longDay = (isoDay: string, locale = "en-GB") =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

/** Sends /apply without JavaScript as Chiamaka Okafor, a Nigerian applying for Medicine at Medipol: the reference. */
async function applyWithoutScript(page: Page, email: string) {
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await page.goto("/apply");
  await field("First Name").fill("Chiamaka");
  await field("Last Name").fill("Okafor");
  await field("Email Address").fill(email);
  await page.getByRole("combobox", { name: /^Nationality/ }).selectOption("NG");
  await chooseMedicine(page);
  await addDocumentsToApply(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  const accepted = page.locator("#application-result").getByRole("status");
  await expect(accepted).toContainText("Application submitted successfully!");
  return (await accepted.getByTestId("application-reference").textContent())!;
}

type StepRow = { kind: string; state: string; due_on: string | null };

test.describe("the case from the offer to registration (issue 42)", () => {
  test("without JavaScript at 412 px, then the case page in French and Arabic", async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 412, height: 915 },
    });
    const page = await context.newPage();
    const email = `journey-${Date.now()}@example.com`;
    const reference = await applyWithoutScript(page, email);
    const ofThisCase = `application_id = (SELECT id FROM applications WHERE reference = '${reference}')`;
    const steps = () =>
      queryLocalD1<StepRow>(`SELECT kind, state, due_on FROM application_steps WHERE ${ofThisCase} ORDER BY position`);

    // Staff issue the offer (docs/staff.md: "The case after the offer").
    await issueOffer(reference);

    // The steps' due days come from Medicine's next intake at Medipol and the Nigerian rules (visa steps earlier).
    const [intake] = queryLocalD1<{ starts_on: string }>(
      `SELECT i.starts_on FROM program_intakes i JOIN programs p ON p.id = i.program_id
         WHERE p.slug = 'medicine' AND p.university_id = (SELECT id FROM universities WHERE name = 'Istanbul Medipol University')
           AND i.starts_on > ? ORDER BY i.starts_on LIMIT 1`,
      [todayInIstanbul()],
    );
    const due = Object.fromEntries(steps().map((s) => [s.kind, s.due_on]));
    expect(due.visa_documents_ready).toBe(addDays(intake!.starts_on, -90));
    expect(due.visa_appointment_booked).toBe(addDays(intake!.starts_on, -80));
    expect(due.results_authenticated).toBe(addDays(intake!.starts_on, -100));
    expect(due.residence_permit_applied).toBeNull(); // waits for the arrival date

    const openCase = async (locale = "") => {
      await page.goto(`${locale}/applications/status`);
      await page.locator('input[name="reference"]').fill(reference);
      await page.locator('input[name="email"]').fill(email);
      await page.locator('form button[type="submit"]').click();
      await expect(page).toHaveURL(/#status-result$/);
    };
    // What the student sees on arriving (the screen, small enough to keep: docs/screenshots/issue-42) and the page.
    const shot = async (name: string) => {
      await page.screenshot({ path: test.info().outputPath(`journey-${name}.png`), scale: "css" });
      await page.screenshot({ path: test.info().outputPath(`journey-${name}-full.png`), fullPage: true });
    };
    const setStep = (kind: string, set: string) =>
      executeLocalD1(`UPDATE application_steps SET ${set} WHERE kind = '${kind}' AND ${ofThisCase}`);

    await openCase();
    await expectOnScreen(page.getByTestId("case-next-step"), "the next step");
    await expect(page.getByTestId("case-next-step")).toHaveText("Accept the offer");
    const timeline = page.getByTestId("case-timeline");
    await expect(timeline).toContainText(longDay(due.visa_documents_ready!));
    await expectNoHorizontalOverflow(page);
    await shot("1-offer-412-en");

    // The student's first steps are done (staff mark them as the student reports them).
    for (const kind of ["offer_accepted", "deposit_paid", "acceptance_letter_issued", "results_authenticated"])
      await setStep(kind, "state = 'done'");

    // The visa package (Basic), bought against the reference through the sandbox: its steps say we do them.
    await openCase();
    const { txRef } = await buyPackageForCase(page, { reference, email, service: "basic" });
    for (const kind of ["visa_documents_ready", "visa_appointment_booked"])
      await expect(timeline.locator(`li[data-kind="${kind}"]`)).toContainText("We do this for you (Basic)");
    await expect(page.getByTestId("case-payments").locator("li")).toContainText(["Basic"]);
    expect(
      queryLocalD1<{ status: string }>(`SELECT status FROM payments WHERE tx_ref = ? AND ${ofThisCase}`, [txRef]),
    ).toEqual([{ status: "successful" }]);
    await expect
      .poll(() => sentEmailTexts(txRef).then((texts) => texts.some((t) => t.includes(reference))), {
        timeout: 30_000,
      })
      .toBe(true); // the receipt names the application
    await shot("2-package-412-en");

    // The visa documents, sent on their step; staff send the sponsor's letter back with a reason (docs/staff.md recipe),
    // the student replaces it from the same box, staff accept it.
    await openCase();
    let box = await uploadForStep(page, "visa_documents_ready", "sponsor", pdf("sponsor-letter.pdf"));
    await expectOnScreen(box.getByRole("status"), "the step's notice");
    await expect(box.getByRole("status")).toContainText("sponsor-letter.pdf");
    const sponsor = box.getByTestId("step-documents").locator('[data-doc-type="sponsor"] dd');
    await expect(sponsor).toHaveText("sponsor-letter.pdf · Received, not reviewed yet");
    const reason = "The bank statement is older than three months: send one from this month";
    const sponsorRow = `doc_type = 'sponsor' AND replaced_by IS NULL AND ${ofThisCase}`;
    await executeLocalD1(
      `UPDATE application_documents SET review_state = 'needs_fix', review_reason = '${reason}' WHERE ${sponsorRow}`,
    );
    await openCase();
    box = page.locator('section[data-step="visa_documents_ready"]');
    await expect(sponsor).toContainText("sponsor-letter.pdf · Needs a fix");
    await sponsor.scrollIntoViewIfNeeded();
    await expectOnScreen(sponsor.getByText(`What to fix: ${reason}`), "staff's reason");
    await expect(box.locator('select[name="docType"]')).toHaveValue("sponsor"); // the one to fix comes first
    await shot("3-needs-fix-412-en");
    box = await uploadForStep(page, "visa_documents_ready", "sponsor", pdf("sponsor-letter-this-month.pdf"));
    await expect(sponsor).toHaveText("sponsor-letter-this-month.pdf · Received, not reviewed yet");
    await executeLocalD1(`UPDATE application_documents SET review_state = 'accepted' WHERE ${sponsorRow}`);
    await openCase();
    await expect(sponsor).toHaveText("sponsor-letter-this-month.pdf · Accepted");
    expect(
      queryLocalD1<{ file_name: string; review_state: string }>(
        `SELECT file_name, review_state FROM application_documents WHERE doc_type = 'sponsor' AND ${ofThisCase} ORDER BY id`,
      ),
    ).toEqual([
      { file_name: "sponsor-letter.pdf", review_state: "needs_fix" },
      { file_name: "sponsor-letter-this-month.pdf", review_state: "accepted" },
    ]);

    // Staff: the appointment, the visa granted, the arrival (docs/staff.md recipes); the student arrived.
    const today = todayInIstanbul();
    const arrival = addDays(today, 30);
    await setStep("visa_documents_ready", "state = 'done'");
    await setStep(
      "visa_appointment_booked",
      `state = 'done', appointment_on = '${addDays(today, 10)}', appointment_place = 'Turkish Embassy, Abuja'`,
    );
    await setStep(
      "visa_decision",
      `state = 'done', visa_decision = 'granted', visa_decided_on = '${addDays(today, 20)}'`,
    );
    await setStep("travel_booked", `state = 'done', arrival_on = '${arrival}'`);
    await setStep("arrived", "state = 'done'");

    // The residence permit is due 30 days after the arrival; the page says so, on top.
    const permitDue = addDays(arrival, 30);
    expect(steps().find((s) => s.kind === "residence_permit_applied")?.due_on).toBe(permitDue);
    await openCase();
    await expect(page.getByTestId("case-next-step")).toHaveText("Residence permit applied for");
    await expect(page.getByTestId("case-next")).toContainText(`Due ${longDay(permitDue)}`);
    await shot("4-permit-412-en");
    await openCase("/ar");
    await expect(page.getByTestId("case-next-step")).toHaveText("طلب تصريح الإقامة");
    await expectOnScreen(page.getByTestId("case-next-step"), "the next step, in Arabic");
    await expectNoHorizontalOverflow(page);
    await shot("4-permit-412-ar");

    // Five days before it is due (the cron's clock moved), the student is reminded, once, however often it runs.
    const reminderTime = Date.parse(`${addDays(permitDue, -5)}T09:00:00+03:00`);
    // The university files the permit (decision 0053); the student hands in the file, and is reminded of it.
    const reminder = `A step of your application ${reference} is due on ${longDay(permitDue)}: Residence permit applied for. Your university files it`;
    await fireCron(baseURL!, reminderTime);
    await expect.poll(() => sentEmailTexts(reminder).then((t) => t.length), { timeout: 30_000 }).toBe(1);
    await fireCron(baseURL!, reminderTime);
    await fireCron(baseURL!, reminderTime + 60 * 60 * 1000);
    await page.waitForTimeout(2_000); // a second e-mail would have been queued and sent by now
    expect(await sentEmailTexts(reminder)).toHaveLength(1);

    // Staff close the case: the permit applied for and granted, the student registered.
    for (const kind of [
      "residence_permit_applied",
      "residence_permit_granted",
      "registered",
      "health_insurance_requested",
    ])
      await setStep(kind, "state = 'done'");
    expect(steps().every((s) => s.state === "done" || s.state === "not_needed")).toBe(true);

    // The case page in the three languages: every step done, in words.
    for (const { locale, done } of [
      { locale: "", done: "Every step is done. Welcome to Istanbul!" },
      { locale: "/fr", done: "Toutes les étapes sont terminées. Bienvenue à Istanbul !" },
      { locale: "/ar", done: "اكتملت كل الخطوات. أهلاً بك في إسطنبول!" },
    ]) {
      await openCase(locale);
      await expectOnScreen(page.getByText(done), "the case's end");
      await expect(timeline.locator('li[data-mark="done"]')).toHaveCount(13);
      await expectNoHorizontalOverflow(page);
      await shot(`5-registered-412${locale.replace("/", "-") || "-en"}`);
    }
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await context.close();
  });
});
