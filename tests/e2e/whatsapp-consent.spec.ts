import { expect, test } from "./fixtures";
import { expectInViewport } from "./form-checks";
import { queryLocalD1 } from "./local-state";
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
          "Send my updates on WhatsApp Status changes, document requests and reminders, to the number below. You can stop them at any time from your status page.",
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
});
