import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, expectNoHorizontalOverflow, expectReachable, test, waitUntilReady } from "./fixtures";
import { expectInViewport, expectRefused } from "./form-checks";
import { executeLocalD1, fireCron, queryLocalD1, sentEmailTexts } from "./local-state";
import { optInOnApplyWithoutJs } from "./whatsapp-opt-in";

// Issue 44: a student opts in to WhatsApp updates on /apply, stops them from the status page and opts in again from
// it, on a phone without JavaScript (every form is a plain POST).

type Consent = {
  phone: string;
  wording: string;
  locale: string;
  revoked_at: string | null;
  revoked_via: string | null;
};
const consentOf = (reference: string) =>
  queryLocalD1<Consent>(
    "SELECT c.phone, c.wording, c.locale, c.revoked_at, c.revoked_via FROM whatsapp_consents c JOIN applications a ON a.id = c.application_id WHERE a.reference = ?",
    [reference],
  );

/** What the local WhatsApp sandbox accepted for `to` (scripts/whatsapp-sandbox.mjs writes one file per message). */
const SANDBOX_DIR = ".wrangler/e2e-full-whatsapp";
type SandboxMessage = { to: string; template: string; language: string; variables: string[]; text: string };
function whatsAppMessagesTo(to: string): SandboxMessage[] {
  let files: string[] = [];
  try {
    files = readdirSync(SANDBOX_DIR).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  return files
    .map((name) => JSON.parse(readFileSync(join(SANDBOX_DIR, name), "utf8")) as SandboxMessage)
    .filter((message) => message.to === to);
}

test.describe("WhatsApp updates without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opt in on /apply with a 0803… phone, see the consent in D1, stop it on the status page", async ({ page }) => {
    test.setTimeout(60_000);
    const email = `wa-${Date.now()}@example.com`;
    const reference = await optInOnApplyWithoutJs(page, { email, phone: "0803 123 4567" });
    expect(consentOf(reference)).toEqual([
      {
        phone: "+2348031234567",
        wording:
          "Send my updates on WhatsApp. Status changes, document requests and reminders, to the number below. You can stop them at any time from your status page.",
        locale: "en",
        revoked_at: null,
        revoked_via: null,
      },
    ]);

    await page.goto(`/applications/status?ref=${reference}`);
    await page.getByRole("textbox", { name: "E-mail address", exact: true }).fill(email);
    await page.getByRole("button", { name: "Show my application" }).click();
    await expect(
      page.getByText(
        "Your updates (status changes, documents to fix, step reminders) come on WhatsApp instead of e-mail, to this number: +2348031234567",
      ),
    ).toBeVisible();
    const stop = page.getByRole("button", { name: "Stop WhatsApp updates" });
    await stop.scrollIntoViewIfNeeded();
    await stop.click();
    const stopped = page.getByRole("status").filter({ hasText: "WhatsApp updates are stopped" });
    await expect(stopped).toHaveText("WhatsApp updates are stopped: your updates come by e-mail.");
    await expectInViewport(page, stopped);
    await expect(page.getByRole("button", { name: "Stop WhatsApp updates" })).toHaveCount(0);
    const [consent] = consentOf(reference);
    expect(consent).toMatchObject({ revoked_via: "status_page" });
    expect(consent?.revoked_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Opted in again from the case page (docs/decisions/0051): the box, the number prefilled with the
    // application's phone, the button; a new consent, the stopped one kept as it was.
    const optIn = page.getByRole("checkbox", { name: "Send my updates on WhatsApp" });
    await expectReachable(optIn, "the opt-in box");
    await expect(page.getByRole("textbox", { name: "WhatsApp number", exact: true })).toHaveValue("0803 123 4567");
    await optIn.check();
    await page.getByRole("textbox", { name: "WhatsApp number", exact: true }).fill("0706 123 4567");
    const start = page.getByRole("button", { name: "Start WhatsApp updates" });
    await expectReachable(start, "Start WhatsApp updates");
    await expectNoHorizontalOverflow(page);
    await start.click();
    const on = page.getByText(
      "Your updates (status changes, documents to fix, step reminders) come on WhatsApp instead of e-mail, to this number: +2347061234567",
    );
    await expectInViewport(page, on);
    await expectReachable(page.getByRole("button", { name: "Stop WhatsApp updates" }), "Stop WhatsApp updates");
    expect(consentOf(reference).map((c) => [c.phone, c.locale, c.revoked_via])).toEqual([
      ["+2348031234567", "en", "status_page"],
      ["+2347061234567", "en", null],
    ]);
  });

  test("in Arabic, right to left: the case page refuses a ticked box without a number beside the field, then opts in", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = `wa-ar-${Date.now()}@example.com`;
    const reference = await optInOnApplyWithoutJs(page, { email, phone: "0803 123 4567" });
    await page.goto(`/ar/applications/status?ref=${reference}`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('form button[type="submit"]').click();
    await page.getByRole("button", { name: "إيقاف مستجدات واتساب" }).click();

    const number = page.getByRole("textbox", { name: "رقم واتساب", exact: true });
    await number.fill("");
    await page.getByRole("checkbox", { name: "أرسلوا مستجداتي عبر واتساب" }).check();
    await page.getByRole("button", { name: "بدء مستجدات واتساب" }).click();
    await expect(number).toHaveAttribute("aria-invalid", "true");
    const refusal = page.getByText("أدخل رقم واتساب الذي نرسل إليه مستجداتك");
    await expectReachable(refusal, "the refusal");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath("case-opt-in-refused-412-ar.png") });
    expect(consentOf(reference).filter((c) => c.revoked_at === null)).toEqual([]);

    await number.fill("0803 123 4567");
    await page.getByRole("button", { name: "بدء مستجدات واتساب" }).click();
    await expectReachable(page.getByRole("button", { name: "إيقاف مستجدات واتساب" }), "the stop button");
    await page.screenshot({ path: test.info().outputPath("case-opt-in-412-ar.png") });
    expect(consentOf(reference).map((c) => [c.phone, c.locale, c.revoked_via])).toEqual([
      ["+2348031234567", "en", "status_page"],
      ["+2348031234567", "ar", null],
    ]);
  });

  test("on the payment form: the box and number at the billing step, a sandbox payment, the consent names the payment, the receipt's message on WhatsApp", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const digits = String(Date.now()).slice(-8);
    await page.goto("/payments?service=basic");
    await page.getByLabel("Full Name").fill("Chinedu Okafor");
    await page.getByLabel("Email Address").fill(`wa-pay-${Date.now()}@example.com`);
    await page.getByLabel("Phone Number").fill(`080 ${digits}`);
    const optIn = page.getByRole("checkbox", { name: "Send my updates on WhatsApp" });
    await expectReachable(optIn, "the opt-in box");
    await optIn.check();
    await expectReachable(page.getByRole("textbox", { name: "WhatsApp number (optional)" }), "the WhatsApp number");
    await expectNoHorizontalOverflow(page);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\/ISG-/);
    await page.getByRole("button", { name: /^Pay/ }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    const txRef = new URL(page.url()).searchParams.get("tx_ref")!;
    expect(
      queryLocalD1<{ phone: string; locale: string; status: string; application_id: number | null }>(
        "SELECT c.phone, c.locale, c.application_id, p.status FROM whatsapp_consents c JOIN payments p ON p.id = c.payment_id WHERE p.tx_ref = ?",
        [txRef],
      ),
    ).toEqual([{ phone: `+23480${digits}`, locale: "en", application_id: null, status: "successful" }]);
    // The consumer sends the receipt by e-mail and, to this consent's number, the payment's template.
    await expect.poll(() => whatsAppMessagesTo(`+23480${digits}`).length, { timeout: 30_000 }).toBe(1);
    const [message] = whatsAppMessagesTo(`+23480${digits}`);
    expect(message).toMatchObject({ template: "payment_received", language: "en" });
    expect(message!.variables.slice(0, 3)).toEqual([txRef, "Basic", "$100"]);
  });

  test("on the payment form in Arabic, right to left: a landline is refused beside the number, nothing written", async ({
    page,
  }) => {
    const email = `wa-pay-ar-${Date.now()}@example.com`;
    await page.goto("/ar/payments?service=basic");
    await page.locator('input[name="customerName"]').fill("Chinedu Okafor");
    await page.locator('input[name="customerEmail"]').fill(email);
    await page.locator('input[name="customerPhone"]').fill("0803 123 4567");
    await page.getByRole("checkbox", { name: "أرسلوا مستجداتي عبر واتساب" }).check();
    await page.locator('input[name="whatsappNumber"]').fill("01 234 5678");
    await page.locator('form button[type="submit"]').click();
    const number = page.locator('input[name="whatsappNumber"]');
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(number).toHaveValue("01 234 5678");
    const refusal = page.getByText("هذا ليس رقم هاتف محمول");
    await expectReachable(refusal, "the refusal");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath("payment-opt-in-refused-412-ar.png") });
    expect(queryLocalD1("SELECT id FROM payments WHERE customer_email = ?", [email])).toEqual([]);
  });

  test("opted in: staff change the status (SQL), the sandbox gets the WhatsApp template and no e-mail goes; opted out: the next change is e-mailed", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = `wa-status-${Date.now()}@example.com`;
    const phone = `+23480${String(Date.now()).slice(-8)}`;
    const reference = await optInOnApplyWithoutJs(page, { email, phone });
    const statusMail = (status: string) =>
      sentEmailTexts(
        `Your application ${reference} for Medicine at Istanbul Medipol University has a new status: ${status}.`,
      );

    // The confirmation goes on WhatsApp (and by e-mail, the student's record); the inbox's copy says so.
    await expect.poll(() => whatsAppMessagesTo(phone).length, { timeout: 45_000 }).toBe(1);
    expect(whatsAppMessagesTo(phone)[0]!.text).toBe(
      `Istanbul Study Gateway: we received your application ${reference} for Medicine. Keep this reference. Our team will contact you within 24 hours; details on your status page.`,
    );
    await expect
      .poll(async () => (await sentEmailTexts(`Student told by: e-mail and WhatsApp (${phone})`)).length, {
        timeout: 30_000,
      })
      .toBe(1);

    const statusChanges = () => whatsAppMessagesTo(phone).filter((m) => m.template === "application_status_changed");
    await executeLocalD1(`UPDATE applications SET status = 'in_review' WHERE reference = '${reference}'`);
    await fireCron(baseURL!);
    await expect.poll(() => statusChanges().length, { timeout: 45_000 }).toBe(1);
    const [message] = statusChanges();
    expect(message).toMatchObject({ template: "application_status_changed", language: "en" });
    expect(message!.text).toBe(
      `Istanbul Study Gateway: your application ${reference} for Medicine is now: In review. Details on your status page.`,
    );
    await fireCron(baseURL!); // a second run sends nothing again, on either channel
    await page.waitForTimeout(2_000);
    expect(statusChanges()).toHaveLength(1);
    expect(await statusMail("In review")).toEqual([]);

    // The student stops WhatsApp on the status page; the next change comes by e-mail.
    await page.goto(`/applications/status?ref=${reference}`);
    await page.getByRole("textbox", { name: "E-mail address", exact: true }).fill(email);
    await page.getByRole("button", { name: "Show my application" }).click();
    await page.getByRole("button", { name: "Stop WhatsApp updates" }).click();
    await expect(page.getByRole("status").filter({ hasText: "WhatsApp updates are stopped" })).toBeVisible();
    await executeLocalD1(`UPDATE applications SET status = 'documents_requested' WHERE reference = '${reference}'`);
    await fireCron(baseURL!);
    await expect.poll(async () => (await statusMail("Documents requested")).length, { timeout: 45_000 }).toBe(1);
    expect(statusChanges()).toHaveLength(1);
  });
});

test.describe("WhatsApp opt-in with JavaScript", () => {
  test("the payment form refuses a landline in the browser, beside the number, focused, before anything is sent", async ({
    page,
  }) => {
    await page.goto("/payments?service=basic");
    await waitUntilReady(page);
    await page.getByLabel("Full Name").fill("Chinedu Okafor");
    await page.getByLabel("Email Address").fill(`wa-pay-js-${Date.now()}@example.com`);
    await page.getByLabel("Phone Number").fill("01 234 5678");
    await page.getByRole("checkbox", { name: "Send my updates on WhatsApp" }).check();
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    const number = page.getByRole("textbox", { name: "WhatsApp number (optional)" });
    await expectRefused(page, number, "This is not a mobile number, so it cannot receive WhatsApp messages.");
    await expect(number).toBeFocused();
    await expect(page).toHaveURL(/\/payments\?service=basic$/);
  });
});
