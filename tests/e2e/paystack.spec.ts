import type { Page } from "@playwright/test";
import { expect, expectReachable, test, waitUntilReady } from "./fixtures";
import { expectNoErrorPage } from "./form-checks";
import { queryLocalD1 } from "./local-state";
import { fillBilling, type PaymentRow, paymentMails } from "./payment-steps";

// Paystack as the second gateway, on the student's phone (412 px, the mobile project only), offline: the site's
// two sandboxes play Flutterwave (the primary) and Paystack (the secondary). The primary is made to fail to start
// the checkout by the sandbox's local test switch, a `+down-flutterwave` e-mail (app/payments/gateways/sandbox.server.ts);
// the student is offered Paystack at once and pays through it, with and without JavaScript.

const payer = (tag: string) => ({
  name: "Ngozi Eze",
  email: `ngozi.${tag}.${Date.now()}+down-flutterwave@example.com`,
  phone: "+2348035556666",
});

function payments(email: string) {
  return queryLocalD1<PaymentRow>("SELECT * FROM payments WHERE customer_email = ? ORDER BY id", [email]);
}

/**
 * From the failover offer to the verified page: the Paystack sandbox's checkout, Pay, Paystack's callback
 * (?trxref=…&reference=…), the verified result; then one payment row, paid once through Paystack, and one receipt.
 */
async function payThroughPaystack(page: Page, who: ReturnType<typeof payer>) {
  const error = page.getByTestId("payment-error");
  await expect(error.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
  await expect(error.getByRole("alert")).toContainText("Nothing has been charged");
  const offer = error.getByRole("button", { name: "Pay with Paystack instead" });
  await expect(offer).toBeInViewport();
  const [failed] = payments(who.email);
  expect(failed).toMatchObject({ status: "failed", gateway: "sandbox", amount: 150 });
  // Beside the offer, "Ask on WhatsApp" with the failed payment's reference (decision 0029), reachable by thumb.
  const ask = error.getByTestId("ask-on-whatsapp");
  await expectReachable(ask, "Ask on WhatsApp");
  const askUrl = new URL((await ask.getAttribute("href")) ?? "");
  expect(askUrl.searchParams.get("text")).toBe(
    `Hello, my payment did not go through (payment reference ${failed!.tx_ref}).`,
  );

  await offer.click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\/ISG-/);
  await expect(page.getByTestId("sandbox-gateway")).toHaveText("Test copy of Paystack");
  await expect(page.getByTestId("sandbox-amount")).toContainText("$150");
  const pay = page.getByRole("button", { name: /^Pay/ });
  await expect(pay).toBeInViewport();
  await pay.click();

  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe("/payment-success");
  expect(url.searchParams.get("reference")).toBe(failed!.tx_ref);
  expect(url.searchParams.get("trxref")).toBe(failed!.tx_ref);
  await expect(page.getByTestId("payment-verified")).toContainText(failed!.tx_ref);
  await expectNoErrorPage(page);

  // One row, the same reference, paid once through Paystack.
  expect(payments(who.email)).toMatchObject([
    { tx_ref: failed!.tx_ref, status: "successful", gateway: "paystack-sandbox" },
  ]);
  await expect
    .poll(() => paymentMails(failed!.id), { timeout: 15_000 })
    .toEqual([
      { key: `payment:${failed!.id}:inbox`, recipient: "info@istanbulstudygateway.com", status: "sent" },
      { key: `payment:${failed!.id}:receipt`, recipient: who.email, status: "sent" },
    ]);
  await expect.poll(() => payments(who.email)[0]?.receipt_status, { timeout: 15_000 }).toBe("sent");
  const rows = payments(who.email);

  // A reload of the callback (verified again) changes nothing and sends nothing again.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  expect(payments(who.email)).toEqual(rows);
  expect(paymentMails(failed!.id)).toHaveLength(2);
}

test("@mobile-only the primary gateway fails: Paystack is offered at once and the student pays through it", async ({
  page,
}) => {
  const who = payer("js");
  await page.goto("/payments?service=standard");
  await waitUntilReady(page);
  await fillBilling(page, who);
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await payThroughPaystack(page, who);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("@mobile-only the primary gateway fails: the page offers Paystack, the student pays through it", async ({
    page,
  }) => {
    const who = payer("nojs");
    await page.goto("/payments?service=standard");
    await fillBilling(page, who);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await payThroughPaystack(page, who);
  });

  test("@mobile-only Cancel on the Paystack checkout: back as cancelled, nothing charged", async ({ page }) => {
    const who = payer("cancel");
    await page.goto("/payments?service=basic");
    await fillBilling(page, who);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await page.getByRole("button", { name: "Pay with Paystack instead" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Payment Cancelled" })).toBeVisible();
    await expect(page.getByTestId("payment-cancelled")).toContainText("You have not been charged.");
    expect(payments(who.email)).toMatchObject([{ status: "cancelled", gateway: "paystack-sandbox" }]);
  });
});

test("@mobile-only in French, the offer and the Paystack checkout speak French", async ({ page }) => {
  const who = payer("fr");
  await page.goto("/fr/payments?service=basic");
  await waitUntilReady(page);
  await page.getByLabel("Nom complet").fill(who.name);
  await page.getByLabel("Adresse e-mail").fill(who.email);
  await page.getByLabel("Numéro de téléphone").fill(who.phone);
  await page.locator('button[type="submit"]').first().click();
  const offer = page.getByRole("button", { name: "Payer plutôt avec Paystack" });
  await expect(offer).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Rien n’a été débité");
  await offer.click();
  await expect(page).toHaveURL(/\/fr\/sandbox-gateway\/checkout\/ISG-/);
  await expect(page.getByTestId("sandbox-gateway")).toHaveText("Copie de test de Paystack");
});
