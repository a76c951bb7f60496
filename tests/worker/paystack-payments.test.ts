import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { sandboxTransactions } from "~/db/sandbox-schema";
import { payments } from "~/db/schema";
import { completeSandboxTransaction } from "~/models/sandbox-transactions.server";
import { PAYSTACK_SANDBOX_SECRET_KEY } from "~/payments/gateways/paystack-sandbox.server";
import { paystackSignature } from "~/payments/gateways/paystack.server";
import { sandboxGateway } from "~/payments/gateways/sandbox.server";
import { reconcilePayment } from "~/payments/reconcile-payment.server";
import { eventually } from "../eventually";
import { request } from "./helpers";
import { checkout, mailsFor, paymentRow, postPayment as post, settle } from "./payment-steps";

// Paystack as the second gateway, against the built web Worker, its two local sandboxes (the Flutterwave one is
// the primary, the Paystack one the secondary: vitest.config.ts) and the real queue consumer. Nothing of ours is
// mocked. The primary is made to fail at initialisation by the sandbox's test switch: a customer e-mail with
// `+down-flutterwave` (app/payments/gateways/sandbox.server.ts).

const billing = {
  customerName: "Chidi Okafor",
  customerEmail: "chidi+down-flutterwave@example.com",
  customerPhone: "+2348031234567",
};
const db = () => getDb(env.DB);

/** The primary (Flutterwave sandbox) fails; the same payment goes to the Paystack sandbox. Answers its checkout. */
async function failedOverPayment(service = "standard") {
  const first = await post("/api/payment/initiate", { ...billing, service });
  expect(first.response.status).toBe(502);
  expect(first.body).toMatchObject({ success: false, failover: { gateway: "paystack-sandbox", label: "Paystack" } });
  expect(first.body.error).toMatch(/Paystack instead/);
  const txRef = first.body.txRef!;
  expect(await paymentRow(txRef)).toMatchObject({ status: "failed", gateway: "sandbox" });

  const second = await post("/api/payment/failover", { txRef });
  expect(second.response.status).toBe(200);
  expect(second.body).toMatchObject({ success: true, txRef });
  return { txRef, checkoutPath: new URL(second.body.paymentUrl!).pathname };
}

async function signedWebhook(body: unknown, key = PAYSTACK_SANDBOX_SECRET_KEY, signature?: string | null) {
  const raw = JSON.stringify(body);
  const sig = signature === undefined ? await paystackSignature(key, raw) : signature;
  return request("/api/payment/webhook/paystack", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(sig === null ? {} : { "x-paystack-signature": sig }) },
    body: raw,
  });
}

const chargeSuccess = (reference: string, amount = 15_000, currency = "USD", status = "success") => ({
  event: "charge.success",
  data: { id: 1, reference, amount, currency, status },
});

/** The Paystack sandbox's ledger says paid (the payer paid; our site heard nothing yet). */
async function paidOnPaystack(change: { amount?: number; currency?: string } = {}) {
  const { txRef } = await failedOverPayment("residency-addon");
  await completeSandboxTransaction(db(), txRef, "successful");
  if (change.amount !== undefined || change.currency !== undefined) {
    await db().update(sandboxTransactions).set(change).where(eq(sandboxTransactions.txRef, txRef));
  }
  return { txRef, payment: await paymentRow(txRef) };
}

describe("failover: the primary cannot start the checkout, the student pays through Paystack, once", () => {
  it("initiate fails → Paystack offered → checkout → ?reference= callback → verified → one receipt", async () => {
    const { txRef, checkoutPath } = await failedOverPayment();
    // One row, switched: same reference and amount, now Paystack's and pending.
    expect(await paymentRow(txRef)).toMatchObject({ status: "pending", gateway: "paystack-sandbox", amount: 150 });
    const [ledger] = await db().select().from(sandboxTransactions).where(eq(sandboxTransactions.txRef, txRef));
    expect(ledger).toMatchObject({ protocol: "paystack", amount: 150, currency: "USD" });

    // Asking again opens nothing twice.
    const again = await post("/api/payment/failover", { txRef });
    expect(again.response.status).toBe(400);
    expect(again.body.success).toBe(false);

    const page = await request(checkoutPath);
    const html = await page.text();
    expect(html).toContain("Test copy of Paystack");
    expect(html).toContain(txRef);

    const back = await checkout(checkoutPath, "pay");
    expect(back.pathname).toBe("/payment-success");
    expect(back.searchParams.get("reference")).toBe(txRef);
    expect(back.searchParams.get("trxref")).toBe(txRef);
    expect(back.searchParams.has("transaction_id")).toBe(false);

    // Paystack's verify endpoint over HTTP, in Paystack's shape (kobo/cents).
    const gatewayView = await request(`/sandbox-gateway/paystack/transaction/verify/${txRef}`, {
      headers: { Authorization: `Bearer ${PAYSTACK_SANDBOX_SECRET_KEY}` },
    });
    expect(await gatewayView.json()).toMatchObject({
      status: true,
      data: { reference: txRef, status: "success", amount: 15_000, currency: "USD" },
    });

    const landing = await request(`${back.pathname}${back.search}`);
    expect(await landing.text()).toContain("Payment Successful!");
    const row = await paymentRow(txRef);
    expect(row).toMatchObject({
      status: "successful",
      gateway: "paystack-sandbox",
      gatewayTransactionId: String(ledger!.id),
    });

    // The primary can no longer reconcile the row: it is Paystack's.
    const primary = sandboxGateway({ DB: env.DB, webhookHash: env.SANDBOX_WEBHOOK_HASH });
    expect(await reconcilePayment(db(), primary, String(ledger!.id), { expectedTxRef: txRef })).toEqual({
      outcome: "unknown",
    });

    // The signed webhook (sent by the Paystack sandbox) and the page's verification: one receipt, one notice.
    await eventually(async () => {
      const mails = await mailsFor(row.id);
      expect(mails.map((m) => [m.key, m.status, m.recipient])).toEqual([
        [`payment:${row.id}:inbox`, "sent", env.CONTACT_EMAIL],
        [`payment:${row.id}:receipt`, "sent", billing.customerEmail],
      ]);
    });
    expect(await paymentRow(txRef)).toMatchObject({ status: "successful", receiptStatus: "sent" });
  }, 20_000);

  it("Cancel on the Paystack checkout comes back cancelled (abandoned), nothing charged", async () => {
    const { txRef, checkoutPath } = await failedOverPayment("basic");
    const back = await checkout(checkoutPath, "cancel");
    expect(back.searchParams.get("reference")).toBe(txRef);
    const landing = await (await request(`${back.pathname}${back.search}`)).text();
    expect(landing).toContain('data-testid="payment-cancelled"');
    expect(await paymentRow(txRef)).toMatchObject({ status: "cancelled", gateway: "paystack-sandbox" });
  });

  it("a payment the primary started normally cannot be moved to Paystack", async () => {
    const started = await post("/api/payment/initiate", {
      ...billing,
      customerEmail: "chidi@example.com",
      service: "basic",
    });
    expect(started.response.status).toBe(200);
    const txRef = started.body.txRef!;
    const moved = await post("/api/payment/failover", { txRef });
    expect(moved.response.status).toBe(400);
    expect(await paymentRow(txRef)).toMatchObject({ status: "pending", gateway: "sandbox" });
    expect((await post("/api/payment/failover", { txRef: "ISG-NOSUCHPAYMENT0000" })).response.status).toBe(400);
  });

  it("an attempt refused more than an hour ago is not switched: the student starts again at today's price", async () => {
    const first = await post("/api/payment/initiate", { ...billing, service: "basic" });
    expect(first.response.status).toBe(502);
    const txRef = first.body.txRef!;
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    await db().update(payments).set({ createdAt: twoHoursAgo }).where(eq(payments.txRef, txRef));
    const moved = await post("/api/payment/failover", { txRef });
    expect(moved.response.status).toBe(400);
    expect(moved.body.error).toMatch(/start the payment again/);
    expect(await paymentRow(txRef)).toMatchObject({ status: "failed", gateway: "sandbox" });
  });
});

describe("POST /api/payment/webhook/paystack", () => {
  it("refuses a forged, a missing or another key's signature, and changes nothing", async () => {
    const { txRef, payment } = await paidOnPaystack();
    const body = chargeSuccess(txRef);
    const forged = await signedWebhook(body, "sk_test_not_the_sandbox_key_0000000000");
    const missing = await signedWebhook(body, PAYSTACK_SANDBOX_SECRET_KEY, null);
    const garbage = await signedWebhook(body, PAYSTACK_SANDBOX_SECRET_KEY, "deadbeef");
    for (const response of [forged, missing, garbage]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ received: false });
    }
    await settle();
    expect(await paymentRow(txRef)).toEqual(payment);
    expect(await mailsFor(payment.id)).toEqual([]);
  }, 20_000);

  it("reconciles a success once; a replay and a reordered 'failed' after it change nothing; one receipt", async () => {
    const { txRef, payment } = await paidOnPaystack();
    // The body's claims are not trusted (amount 1): the consumer re-verifies with the gateway.
    const response = await signedWebhook(chargeSuccess(txRef, 1));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    await eventually(async () => {
      expect(await paymentRow(txRef)).toMatchObject({ status: "successful", receiptStatus: "sent" });
    });
    const paid = await paymentRow(txRef);

    // Replayed, and a signed event claiming failure delivered after the success: re-verified, nothing changes.
    expect((await signedWebhook(chargeSuccess(txRef))).status).toBe(200);
    expect((await signedWebhook(chargeSuccess(txRef, 15_000, "USD", "failed"))).status).toBe(200);
    const failedEvent = await signedWebhook({ event: "charge.failed", data: { reference: txRef, status: "failed" } });
    expect(failedEvent.status).toBe(200);
    await settle();
    expect(await paymentRow(txRef)).toEqual(paid);
    const mails = await mailsFor(payment.id);
    expect(mails.map((m) => [m.key, m.status])).toEqual([
      [`payment:${payment.id}:inbox`, "sent"],
      [`payment:${payment.id}:receipt`, "sent"],
    ]);
  }, 20_000);

  it("refuses a paid transaction whose amount or currency is not the payment's: failed, no receipt", async () => {
    for (const change of [{ amount: 1 }, { currency: "NGN" }]) {
      const { txRef, payment } = await paidOnPaystack(change);
      expect((await signedWebhook(chargeSuccess(txRef))).status).toBe(200);
      await eventually(async () => {
        expect((await paymentRow(txRef)).status).toBe("failed");
      });
      await settle();
      expect(await mailsFor(payment.id)).toEqual([]);
    }
  }, 20_000);

  it("acknowledges other events, refuses a body without a reference, ignores references that are not ours", async () => {
    expect((await signedWebhook({ event: "transfer.success", data: { reference: "TRF-1" } })).status).toBe(200);
    expect((await signedWebhook({ hello: "world" })).status).toBe(400);
    expect((await signedWebhook(chargeSuccess("ISG-NOTOURS000000000"))).status).toBe(200);
  });
});
