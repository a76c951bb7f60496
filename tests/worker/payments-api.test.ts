import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { sandboxTransactions } from "~/db/sandbox-schema";
import { SANDBOX_SECRET_KEY } from "~/payments/gateways/sandbox.server";
import { completeSandboxTransaction } from "~/models/sandbox-transactions.server";
import { eventually } from "../eventually";
import { request } from "./helpers";
import { checkout, initiate, mailsFor, paymentCount, paymentRow, settle, verify } from "./payment-steps";

// The payment API against the built web Worker, its local sandbox gateway and the real queue consumer (the
// built consumer runs beside it in this vitest project, see vitest.config.ts). Nothing of ours is mocked.

const billing = { customerName: "Amina Bello", customerEmail: "amina@example.com", customerPhone: "+2348012345678" };
const db = () => getDb(env.DB);

/** Starts a payment and answers its tx_ref and the checkout path on the sandbox. */
async function startPayment(extra: Record<string, unknown> = { service: "standard" }) {
  const { response, body } = await initiate({ ...billing, ...extra });
  expect(response.status).toBe(200);
  expect(body.success).toBe(true);
  const url = new URL(body.paymentUrl!);
  return { txRef: body.txRef!, checkoutPath: url.pathname };
}

async function sandboxTransactionId(txRef: string) {
  const [row] = await db().select().from(sandboxTransactions).where(eq(sandboxTransactions.txRef, txRef));
  return String(row!.id);
}

function webhook(body: unknown, hash: string | null = env.SANDBOX_WEBHOOK_HASH!) {
  return request("/api/payment/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(hash === null ? {} : { "verif-hash": hash }) },
    body: JSON.stringify(body),
  });
}

function chargeCompleted(transactionId: string, txRef: string, amount: number) {
  return {
    event: "charge.completed",
    data: { id: Number(transactionId), tx_ref: txRef, amount, currency: "USD", status: "successful" },
  };
}

describe("POST /api/payment/initiate", () => {
  it("charges the catalogue price, whatever amount the client sends", async () => {
    const { response, body } = await initiate({
      ...billing,
      serviceName: "Document Verification & Translation",
      amount: 1,
      description: "Document Verification & Translation - tampered",
    });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      paymentUrl: expect.stringMatching(/^http:\/\/localhost\/sandbox-gateway\/checkout\/ISG-/),
    });

    const row = await paymentRow(body.txRef!);
    expect(row).toMatchObject({
      serviceKey: "document-addon",
      serviceName: "Document Verification & Translation",
      amount: 50,
      currency: "USD",
      status: "pending",
      gateway: "sandbox",
      customerEmail: billing.customerEmail,
      gatewayTransactionId: null,
    });
    // The gateway was asked for the catalogue price too.
    const [charge] = await db().select().from(sandboxTransactions).where(eq(sandboxTransactions.txRef, row.txRef));
    expect(charge).toMatchObject({ amount: 50, currency: "USD", redirectUrl: "http://localhost/payment-success" });
  });

  it("finds the service by key, by name or by payment-page name; each checkout gets its own tx_ref", async () => {
    const a = await initiate({ ...billing, service: "full", amount: "$1" });
    const b = await initiate({ ...billing, serviceName: "Full Support", amount: 200 });
    expect(a.body.success && b.body.success).toBe(true);
    expect(a.body.txRef).not.toBe(b.body.txRef);
    expect((await paymentRow(a.body.txRef!)).amount).toBe(200);
    expect((await paymentRow(b.body.txRef!)).serviceKey).toBe("full");
  });

  it("answers 400 for an unknown service and stores nothing", async () => {
    const before = await paymentCount();
    for (const body of [
      { ...billing, serviceName: "Free Visa", amount: 0 },
      { ...billing, service: "platinum" },
    ]) {
      const { response, body: answer } = await initiate(body);
      expect(response.status).toBe(400);
      expect(answer).toMatchObject({ success: false, error: expect.stringMatching(/unknown service/i) });
    }
    expect(await paymentCount()).toBe(before);
  });

  it("answers 400 with the spec's messages for invalid fields, and for a missing service", async () => {
    const before = await paymentCount();
    const { response, body } = await initiate({
      customerName: "A",
      customerEmail: "not-an-email",
      customerPhone: "123",
      service: "basic",
    });
    expect(response.status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({
      customerName: ["Full name is required"],
      customerEmail: ["Valid email is required"],
      customerPhone: ["Valid phone number is required"],
    });

    const missing = await initiate({ ...billing, amount: 100 });
    expect(missing.response.status).toBe(400);
    expect(missing.body.error).toBe("No service selected");

    const notJson = await initiate("{nope");
    expect(notJson.response.status).toBe(400);
    expect(await paymentCount()).toBe(before);
  });
});

describe("GET /api/payment/verify/{transactionId}", () => {
  it("answers success false for a transaction id the gateway does not know", async () => {
    const { response, body } = await verify("987654321", "ISG-NOSUCHPAYMENT0000");
    expect(response.status).toBe(200);
    expect(body).toEqual({ success: false });
    expect((await verify("not%20an%20id", "ISG-NOSUCHPAYMENT0000")).response.status).toBe(400);
  });

  it("needs the pair: a transaction id alone is a 400, another payment's tx_ref answers like an unknown one", async () => {
    const mine = await startPayment();
    const paid = await checkout(mine.checkoutPath, "pay");
    const transactionId = paid.searchParams.get("transaction_id")!;
    const alone = await request(`/api/payment/verify/${transactionId}`);
    expect(alone.status).toBe(400);
    expect(((await alone.json()) as { message: string }).message).toMatch(/tx_ref/);

    const other = await startPayment({ service: "basic" });
    const mismatched = await verify(transactionId, other.txRef);
    expect(mismatched.response.status).toBe(200);
    expect(mismatched.body).toEqual({ success: false });
    // The other payment was not touched by a transaction that is not its own.
    expect(await paymentRow(other.txRef)).toMatchObject({ status: "pending", gatewayTransactionId: null });

    // /payment-success shows nothing of a payment whose pair does not match.
    for (const query of [`transaction_id=${transactionId}`, `transaction_id=${transactionId}&tx_ref=${other.txRef}`]) {
      const html = await (await request(`/payment-success?status=successful&${query}`)).text();
      expect(html).toContain("Payment Verification Failed");
      expect(html).not.toContain(mine.txRef);
      expect(html).not.toContain("$150");
    }
    expect((await verify(transactionId, mine.txRef)).body).toEqual({ success: true });
  });

  it("answers success false for a paid transaction that is not one of our payments, and changes nothing", async () => {
    // Someone creates and pays a checkout on the gateway directly, then tries to pass its id off as a payment.
    const created = await request("/sandbox-gateway/v3/payments", {
      method: "POST",
      headers: { Authorization: `Bearer ${SANDBOX_SECRET_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        tx_ref: `FOREIGN-${crypto.randomUUID()}`,
        amount: 200,
        currency: "USD",
        redirect_url: "http://localhost/payment-success",
        customer: { email: "x@example.com" },
      }),
    });
    expect(created.status).toBe(200);
    const { data } = (await created.json()) as { data: { link: string } };
    const back = await checkout(new URL(data.link).pathname, "pay");
    const foreignId = back.searchParams.get("transaction_id")!;
    const before = await paymentCount();
    expect((await verify(foreignId, back.searchParams.get("tx_ref")!)).body).toEqual({ success: false });

    // A real payment's transaction, checked against another payment's tx_ref, is foreign too.
    const mine = await startPayment();
    const paid = await checkout(mine.checkoutPath, "pay");
    const response = await request(
      `/api/payment/verify/${paid.searchParams.get("transaction_id")}?tx_ref=${encodeURIComponent("ISG-SOMEONEELSE")}`,
    );
    expect(await response.json()).toEqual({ success: false });
    expect(await paymentCount()).toBe(before + 1);
  });
});

describe("the sandbox gateway protocol, end to end", () => {
  it("create → hosted checkout → Pay → redirect → verify → successful row → one receipt", async () => {
    const { txRef, checkoutPath } = await startPayment({ service: "standard", amount: 1 });

    const page = await request(checkoutPath);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("$150");
    expect(html).toContain("Istanbul Study Gateway");
    expect(html).toContain(txRef);

    const back = await checkout(checkoutPath, "pay");
    expect(back.pathname).toBe("/payment-success");
    expect(back.searchParams.get("status")).toBe("successful");
    expect(back.searchParams.get("tx_ref")).toBe(txRef);
    const transactionId = back.searchParams.get("transaction_id")!;
    expect(transactionId).toMatch(/^\d+$/);

    // The gateway's own verify endpoint, over HTTP, in Flutterwave's shape.
    const gatewayView = await request(`/sandbox-gateway/v3/transactions/${transactionId}/verify`, {
      headers: { Authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
    });
    expect(await gatewayView.json()).toMatchObject({
      status: "success",
      data: { id: Number(transactionId), tx_ref: txRef, status: "successful", amount: 150, currency: "USD" },
    });
    expect((await request(`/sandbox-gateway/v3/transactions/${transactionId}/verify`)).status).toBe(401);

    expect((await verify(transactionId, txRef)).body).toEqual({ success: true });
    const row = await paymentRow(txRef);
    expect(row).toMatchObject({ status: "successful", gatewayTransactionId: transactionId, amount: 150 });
    expect(row.verifiedAt).not.toBeNull();

    // Verifying again (a reload of /payment-success) changes nothing: the payment as it was (the receipt's
    // bookkeeping is the consumer's, which may send it meanwhile: checked below).
    expect((await verify(transactionId, txRef)).body).toEqual({ success: true });
    const withoutReceipt = ({ receiptStatus, ...payment }: typeof row) => payment;
    expect(withoutReceipt(await paymentRow(txRef))).toEqual(withoutReceipt(row));

    // The page the payer lands on verifies in its loader: the first HTML holds the result.
    const landing = await request(`${back.pathname}${back.search}`);
    expect(await landing.text()).toContain("Payment Successful!");

    // The webhook (sent by the sandbox) and the verify call both reach the consumer: one receipt, one notice.
    await eventually(async () => {
      const mails = await mailsFor(row.id);
      expect(mails.map((m) => [m.key, m.status, m.recipient])).toEqual([
        [`payment:${row.id}:inbox`, "sent", env.CONTACT_EMAIL],
        [`payment:${row.id}:receipt`, "sent", billing.customerEmail],
      ]);
      expect((await paymentRow(txRef)).receiptStatus).toBe("sent");
    });
  });

  it("Cancel sends the payer back as cancelled; the payment is cancelled and cannot be paid afterwards", async () => {
    const { txRef, checkoutPath } = await startPayment({ service: "basic" });
    const back = await checkout(checkoutPath, "cancel");
    expect(back.searchParams.get("status")).toBe("cancelled");
    const transactionId = back.searchParams.get("transaction_id")!;
    expect((await verify(transactionId, txRef)).body).toEqual({ success: false });
    expect(await paymentRow(txRef)).toMatchObject({ status: "cancelled", gatewayTransactionId: transactionId });

    // A replayed Pay on the finished checkout does not flip it.
    const again = await checkout(checkoutPath, "pay");
    expect(again.searchParams.get("status")).toBe("cancelled");
    expect((await verify(transactionId, txRef)).body).toEqual({ success: false });
    // The payer sees the cancelled view: not charged, the reference, a retry of the same service with the details kept.
    const page = await request(`/payment-success${back.search}`).then((r) => r.text());
    expect(page).toContain("Payment Cancelled");
    expect(page).toContain("You have not been charged.");
    expect(page).toContain(txRef);
    expect(page).toContain(`href="/payments?service=basic&amp;retry=${txRef}"`);
    expect(page).not.toContain("Payment Verification Failed");

    // Flutterwave sends a cancelled payer back without a transaction id: the tx_ref alone finds the row.
    const flutterwaveStyle = await request(`/payment-success?status=cancelled&tx_ref=${txRef}`).then((r) => r.text());
    expect(flutterwaveStyle).toContain("Payment Cancelled");
    // A made-up reference reveals nothing.
    const unknown = await request("/payment-success?status=cancelled&tx_ref=ISG-AAAAAAAAAAAAAAAA").then((r) =>
      r.text(),
    );
    expect(unknown).toContain("Payment Verification Failed");
    expect(unknown).not.toContain("Payment Cancelled");

    // The retry link fills the billing form from that row (found by its unguessable tx_ref only).
    const retry = await request(`/payments?service=basic&retry=${txRef}`);
    expect(retry.headers.get("Cache-Control")).toContain("no-store");
    const retryHtml = await retry.text();
    const row = await paymentRow(txRef);
    expect(retryHtml).toContain(`value="${row!.customerEmail}"`);
    expect(await request(`/payments?service=full&retry=${txRef}`).then((r) => r.text())).not.toContain(
      `value="${row!.customerEmail}"`,
    );
  });

  it("/payment-success without a transaction id shows the failed view at once", async () => {
    const html = await (await request("/payment-success?status=successful")).text();
    expect(html).toContain("Payment Verification Failed");
  });
});

describe("POST /api/payment/webhook", () => {
  /** A payment the payer has paid on the gateway, whose webhook has not been processed yet. */
  async function paidButUnreconciled() {
    const { txRef } = await startPayment({ service: "residency-addon" });
    // The gateway's ledger says paid (as if the payer paid while our site heard nothing yet).
    await completeSandboxTransaction(db(), txRef, "successful");
    return { txRef, transactionId: await sandboxTransactionId(txRef), payment: await paymentRow(txRef) };
  }

  it("answers 401 to a bad or missing signature and changes nothing", async () => {
    const { txRef, transactionId, payment } = await paidButUnreconciled();
    const body = chargeCompleted(transactionId, txRef, 50);
    for (const hash of ["wrong-hash", "", null]) {
      const response = await webhook(body, hash);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ received: false });
    }
    await settle();
    expect(await paymentRow(txRef)).toEqual(payment);
    expect(await mailsFor(payment.id)).toEqual([]);
  });

  it("reconciles a webhook delivered twice into one successful payment and one receipt", async () => {
    const { txRef, transactionId, payment } = await paidButUnreconciled();
    // The body's claims are not trusted (amount 1): the consumer asks the gateway.
    const body = chargeCompleted(transactionId, txRef, 1);
    for (let i = 0; i < 2; i++) {
      const response = await webhook(body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });
    }
    // Nothing is reconciled in the web Worker: the consumer does it.
    expect((await paymentRow(txRef)).status).toBe("pending");

    await eventually(async () => {
      const mails = await mailsFor(payment.id);
      expect(mails.map((m) => [m.key, m.status])).toEqual([
        [`payment:${payment.id}:inbox`, "sent"],
        [`payment:${payment.id}:receipt`, "sent"],
      ]);
      // Both deliveries were processed: each asked for the receipt, it went out once.
      expect(mails.find((m) => m.key.endsWith(":receipt"))!.attempts).toBe(2);
    });
    const row = await paymentRow(txRef);
    expect(row).toMatchObject({
      status: "successful",
      gatewayTransactionId: transactionId,
      amount: 50,
      receiptStatus: "sent",
    });
    expect(row.verifiedAt).not.toBeNull();
  });

  it("ignores signed webhooks for transactions that are not ours, and other events", async () => {
    const ignored = await webhook({ event: "transfer.completed", data: { id: 1 } });
    expect(ignored.status).toBe(200);
    expect((await webhook({ hello: "world" })).status).toBe(400);
  });
});
