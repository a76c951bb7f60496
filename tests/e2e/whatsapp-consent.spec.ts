import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { expectInViewport } from "./form-checks";
import { executeLocalD1, fireCron, queryLocalD1, sentEmailTexts } from "./local-state";
import { optInOnApplyWithoutJs } from "./whatsapp-opt-in";

// Issue 44: a student opts in to WhatsApp updates on /apply and stops them from the status page, on a phone
// without JavaScript (both forms are plain POSTs).

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
    await expect(page.getByText("Your updates also come on WhatsApp, to this number: +2348031234567")).toBeVisible();
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
