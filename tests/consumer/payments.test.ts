import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emailLog, payments } from "~/db/schema";
import { flutterwaveGateway } from "~/payments/gateways/flutterwave.server";
import { sandboxGateway } from "~/payments/gateways/sandbox.server";
import { reconcilePayment } from "~/payments/reconcile-payment.server";
import { completeSandboxTransaction, createSandboxTransaction } from "~/models/sandbox-transactions.server";
import type { QueueMessage } from "~/queue/messages";
import { getPayment } from "~/models/payment-rows.server";
import { receiptMail } from "../../workers/consumer/payment";
import { DEAD_LETTERS, db, deliver, insertPayment } from "./fixtures";

const newPayment = insertPayment;

async function row(id: number) {
  const [found] = await db().select().from(payments).where(eq(payments.id, id));
  return found!;
}

const mailsFor = (id: number) =>
  db()
    .select()
    .from(emailLog)
    .where(like(emailLog.key, `payment:${id}:%`))
    .orderBy(emailLog.key);

/** A Flutterwave gateway whose network edge answers from a table of recorded transactions. */
function flutterwaveWith(
  transactions: Record<string, { tx_ref: string; status: string; amount: number; currency: string }>,
) {
  return flutterwaveGateway({
    secretKey: "FLWSECK_TEST-0000000000000000000000000000000-X",
    webhookHash: "hash-hash",
    fetch: async (url) => {
      const id = /transactions\/([^/]+)\/verify$/.exec(url)?.[1] ?? "";
      const tx = transactions[id];
      return tx
        ? Response.json({
            status: "success",
            message: "Transaction fetched successfully",
            data: { id: Number(id), ...tx },
          })
        : Response.json(
            { status: "error", message: "No transaction was found for this id", data: null },
            { status: 400 },
          );
    },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("reconcilePayment: the rules", () => {
  it("a later failed attempt never undoes a successful payment", async () => {
    const payment = await newPayment({ gateway: "flutterwave" });
    const gateway = flutterwaveWith({
      "101": { tx_ref: payment.txRef, status: "successful", amount: 150, currency: "USD" },
      "102": { tx_ref: payment.txRef, status: "failed", amount: 150, currency: "USD" },
    });
    const first = await reconcilePayment(db(), gateway, "101");
    expect(first).toMatchObject({
      outcome: "recorded",
      changed: true,
      paid: true,
      payment: { status: "successful", gatewayTransactionId: "101" },
    });
    const second = await reconcilePayment(db(), gateway, "102");
    expect(second).toMatchObject({
      outcome: "recorded",
      changed: false,
      paid: false,
      payment: { status: "successful", gatewayTransactionId: "101" },
    });
    const again = await reconcilePayment(db(), gateway, "101");
    expect(again).toMatchObject({ changed: false, paid: true });
  });

  it("callbacks out of order end in the same state: failed, then successful", async () => {
    const payment = await newPayment({ gateway: "flutterwave" });
    const gateway = flutterwaveWith({
      "201": { tx_ref: payment.txRef, status: "failed", amount: 150, currency: "USD" },
      "202": { tx_ref: payment.txRef, status: "successful", amount: 150, currency: "USD" },
    });
    expect(await reconcilePayment(db(), gateway, "201")).toMatchObject({ payment: { status: "failed" } });
    expect(await reconcilePayment(db(), gateway, "202")).toMatchObject({
      changed: true,
      payment: { status: "successful", gatewayTransactionId: "202" },
    });
    expect(await reconcilePayment(db(), gateway, "201")).toMatchObject({
      changed: false,
      payment: { status: "successful" },
    });
  });

  it("successful only when amount (>=) and currency match the row", async () => {
    const cases: [number, string, string][] = [
      [149.99, "USD", "failed"],
      [150, "NGN", "failed"],
      [150, "usd", "successful"],
      [175, "USD", "successful"],
    ];
    for (const [amount, currency, expected] of cases) {
      const payment = await newPayment({ gateway: "flutterwave" });
      const gateway = flutterwaveWith({ "301": { tx_ref: payment.txRef, status: "successful", amount, currency } });
      const result = await reconcilePayment(db(), gateway, "301");
      expect(result.outcome === "recorded" && result.payment.status).toBe(expected);
    }
  });

  it("unknown ids, foreign tx_refs, another gateway's rows and a mismatching redirect tx_ref change nothing", async () => {
    const payment = await newPayment({ gateway: "flutterwave" });
    const sandboxRow = await newPayment({ gateway: "sandbox" });
    const gateway = flutterwaveWith({
      "401": { tx_ref: "SOMEONE-ELSES-REF", status: "successful", amount: 150, currency: "USD" },
      "402": { tx_ref: sandboxRow.txRef, status: "successful", amount: 150, currency: "USD" },
      "403": { tx_ref: payment.txRef, status: "successful", amount: 150, currency: "USD" },
    });
    expect(await reconcilePayment(db(), gateway, "999")).toEqual({ outcome: "unknown" });
    expect(await reconcilePayment(db(), gateway, "401")).toEqual({ outcome: "unknown" });
    expect(await reconcilePayment(db(), gateway, "402")).toEqual({ outcome: "unknown" });
    expect(await reconcilePayment(db(), gateway, "403", { expectedTxRef: "ISG-OTHER" })).toEqual({
      outcome: "unknown",
    });
    expect(await row(payment.id)).toEqual(payment);
    expect(await row(sandboxRow.id)).toEqual(sandboxRow);
  });
});

describe("payment.webhook", () => {
  async function paidOnSandbox() {
    const payment = await newPayment();
    const charge = await createSandboxTransaction(db(), {
      txRef: payment.txRef,
      amount: 150,
      currency: "USD",
      customerEmail: payment.customerEmail,
      customerName: payment.customerName,
      redirectUrl: "http://localhost/payment-success",
    });
    await completeSandboxTransaction(db(), payment.txRef, "successful");
    return { payment, transactionId: String(charge!.id) };
  }

  const webhookMessage = (transactionId: string, txRef: string | null): QueueMessage => ({
    id: crypto.randomUUID(),
    type: "payment.webhook",
    event: "charge.completed",
    transactionId,
    txRef,
  });

  it("verifies with the gateway, marks the payment successful and sends receipt and notice once, however often it comes", async () => {
    const { payment, transactionId } = await paidOnSandbox();
    const message = webhookMessage(transactionId, payment.txRef);
    const first = await deliver([message, { ...message, id: crypto.randomUUID() }]);
    expect(first.explicitAcks).toHaveLength(2);
    const second = await deliver([message]);
    expect(second.explicitAcks).toHaveLength(1);

    expect(await row(payment.id)).toMatchObject({
      status: "successful",
      gatewayTransactionId: transactionId,
      receiptStatus: "sent",
    });
    const mails = await mailsFor(payment.id);
    expect(mails.map((m) => [m.key, m.recipient, m.status, m.attempts])).toEqual([
      [`payment:${payment.id}:inbox`, env.CONTACT_EMAIL, "sent", 3],
      [`payment:${payment.id}:receipt`, payment.customerEmail, "sent", 3],
    ]);
    expect(mails[1]!.subject).toBe("Payment receipt: Standard ($150)");
  });

  it("acks and changes nothing for a transaction that is not ours or not paid", async () => {
    const pending = await newPayment();
    const charge = await createSandboxTransaction(db(), {
      txRef: pending.txRef,
      amount: 150,
      currency: "USD",
      customerEmail: pending.customerEmail,
      customerName: pending.customerName,
      redirectUrl: "http://localhost/payment-success",
    });
    const result = await deliver([webhookMessage("999999", null), webhookMessage(String(charge!.id), pending.txRef)]);
    expect(result.explicitAcks).toHaveLength(2);
    expect(await row(pending.id)).toEqual(pending);
    expect(await mailsFor(pending.id)).toEqual([]);
  });

  it("retries when the gateway cannot be reached", async () => {
    const payment = await newPayment({ gateway: "flutterwave" });
    // The network edge: api.flutterwave.com is unreachable.
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    const flutterwaveEnv = {
      ...env,
      PAYMENT_GATEWAY: "flutterwave",
      // Local runs add the Paystack sandbox as secondary; a real gateway never sits beside a sandbox.
      PAYMENT_GATEWAY_SECONDARY: "",
      FLUTTERWAVE_SECRET_KEY: "FLWSECK_TEST-000000000000-X",
    } as unknown as ConsumerEnv;
    const result = await deliver([webhookMessage("501", payment.txRef)], { consumerEnv: flutterwaveEnv });
    expect(fetchSpy).toHaveBeenCalledWith("https://api.flutterwave.com/v3/transactions/501/verify", expect.anything());
    expect(result.explicitAcks).toHaveLength(0);
    expect(result.retryMessages).toHaveLength(1);
    expect(await row(payment.id)).toEqual(payment);
  });
});

describe("payment.succeeded", () => {
  it("sends the e-mails for a successful payment only", async () => {
    const pending = await newPayment();
    await deliver([{ id: crypto.randomUUID(), type: "payment.succeeded", paymentId: pending.id }]);
    expect(await mailsFor(pending.id)).toEqual([]);

    const paid = await newPayment({
      status: "successful",
      gatewayTransactionId: "77",
      verifiedAt: new Date().toISOString(),
    });
    await deliver([{ id: crypto.randomUUID(), type: "payment.succeeded", paymentId: paid.id }]);
    expect((await mailsFor(paid.id)).map((m) => m.status)).toEqual(["sent", "sent"]);
    expect((await row(paid.id)).receiptStatus).toBe("sent");
  });

  it("links the receipt to the site's public origin (PUBLIC_ORIGIN), whatever it is set to", async () => {
    // The real local send_email binding still sends; the wrapper only keeps a copy of what went out.
    const sent: { to: string; text?: string; html?: string }[] = [];
    const mailer = {
      send: async (mail: { to: string; text?: string; html?: string }) => {
        sent.push(mail);
        return env.MAILER.send(mail as never);
      },
    };
    expect(env.PUBLIC_ORIGIN).toBe("https://istanbulstudygateway.com");
    const configured = await newPayment({
      status: "successful",
      gatewayTransactionId: "78",
      verifiedAt: new Date().toISOString(),
    });
    await deliver([{ id: crypto.randomUUID(), type: "payment.succeeded", paymentId: configured.id }], {
      consumerEnv: { ...env, MAILER: mailer as never },
    });
    const local = await newPayment({
      status: "successful",
      gatewayTransactionId: "79",
      verifiedAt: new Date().toISOString(),
    });
    const localEnv = { ...env, PUBLIC_ORIGIN: "http://localhost:3000/", MAILER: mailer } as unknown as ConsumerEnv;
    await deliver([{ id: crypto.randomUUID(), type: "payment.succeeded", paymentId: local.id }], {
      consumerEnv: localEnv,
    });

    const receipts = sent.filter(
      (mail) => mail.to === configured.customerEmail && mail.text?.includes("This is your receipt"),
    );
    expect(receipts).toHaveLength(2);
    expect(receipts[0]!.text).toContain("visit https://istanbulstudygateway.com/contact.");
    expect(receipts[0]!.html).toContain("https://istanbulstudygateway.com/contact");
    expect(receipts[1]!.text).toContain("visit http://localhost:3000/contact.");
    expect(sent.map((mail) => mail.text).join("\n")).not.toContain("localhost:8787");
  });

  it("refuses a PUBLIC_ORIGIN that is not an origin, naming it", async () => {
    const paid = await newPayment({
      status: "successful",
      gatewayTransactionId: "80",
      verifiedAt: new Date().toISOString(),
    });
    const result = await deliver([{ id: crypto.randomUUID(), type: "payment.succeeded", paymentId: paid.id }], {
      consumerEnv: { ...env, PUBLIC_ORIGIN: "istanbulstudygateway.com" } as unknown as ConsumerEnv,
    });
    expect(result.retryMessages).toHaveLength(1);
    expect((await mailsFor(paid.id)).filter((m) => m.key.endsWith(":receipt"))).toEqual([]);
  });

  it("records the failure on the payment when the message reaches the dead-letter queue", async () => {
    const paid = await newPayment({ status: "successful" });
    await deliver([{ id: crypto.randomUUID(), type: "payment.succeeded", paymentId: paid.id }], {
      queue: DEAD_LETTERS,
    });
    expect((await row(paid.id)).receiptStatus).toBe("failed");
  });
});

describe("the sandbox gateway from the consumer", () => {
  it("reads the ledger the web Worker's sandbox writes (shared D1), in Flutterwave's shape", async () => {
    const payment = await newPayment();
    const charge = await createSandboxTransaction(db(), {
      txRef: payment.txRef,
      amount: 150,
      currency: "USD",
      customerEmail: payment.customerEmail,
      customerName: payment.customerName,
      redirectUrl: "http://localhost/payment-success",
    });
    const gateway = sandboxGateway({ DB: env.DB, webhookHash: undefined });
    expect(await gateway.verifyTransaction(String(charge!.id))).toEqual({
      id: String(charge!.id),
      txRef: payment.txRef,
      status: "pending",
      amount: 150,
      currency: "USD",
    });
  });
});

describe("a payment in naira", () => {
  const naira = {
    amount: 146_575,
    currency: "NGN",
    usdAmount: 100,
    rate: 1465.75,
    rateDate: "2026-11-20",
    serviceKey: "basic",
    serviceName: "Basic",
  } as const;

  it("is successful only for the naira amount (or more) in naira: never the dollar figure, never the naira figure in dollars", async () => {
    const cases: [number, string, string][] = [
      [146_574, "NGN", "failed"],
      [100, "USD", "failed"],
      [146_575, "USD", "failed"],
      [146_575, "ngn", "successful"],
    ];
    for (const [amount, currency, expected] of cases) {
      const payment = await newPayment({ ...naira, gateway: "flutterwave" });
      const gateway = flutterwaveWith({ "401": { tx_ref: payment.txRef, status: "successful", amount, currency } });
      const result = await reconcilePayment(db(), gateway, "401");
      expect(result.outcome === "recorded" && result.payment.status).toBe(expected);
    }
  });

  it("its receipt and the consultancy's notice show the naira, the dollars and the dated rate, in the payer's language", async () => {
    const paid = { ...naira, status: "successful" as const, verifiedAt: "2026-11-21T14:03:00.000Z" };
    /** A paid payment as the consumer reads it (getPayment). */
    const mailed = async (values: Parameters<typeof newPayment>[0]) =>
      (await getPayment(db(), (await newPayment(values)).id))!;
    const english = await mailed({ ...paid, customerEmail: `naira-en-${crypto.randomUUID()}@example.com` });
    const receipt = receiptMail(english, env.PUBLIC_ORIGIN);
    expect(receipt.subject).toBe("Payment receipt: Basic (₦146,575)");
    expect(receipt.text).toMatch(
      /^Amount paid: ₦146,575 \(US\$100 at ₦1,465\.75 per dollar, rate of 20 November 2026\)$/m,
    );

    const french = await mailed({ ...paid, locale: "fr" });
    expect(receiptMail(french, env.PUBLIC_ORIGIN).text).toMatch(
      /^Montant payé\s?: 146\s575\s₦ \(100 \$US à 1\s465,75\s₦ pour un dollar, cours du 20 novembre 2026\)$/mu,
    );
    const arabic = await mailed({ ...paid, locale: "ar" });
    expect(receiptMail(arabic, env.PUBLIC_ORIGIN).text).toContain("100 دولار أمريكي بسعر");
    expect(receiptMail(arabic, env.PUBLIC_ORIGIN).text).toContain("20 نوفمبر 2026");

    // Sent once each, through the queue, as for dollars.
    await deliver([{ id: crypto.randomUUID(), type: "payment.succeeded", paymentId: english.id }]);
    expect((await mailsFor(english.id)).map((m) => [m.key, m.status])).toEqual([
      [`payment:${english.id}:inbox`, "sent"],
      [`payment:${english.id}:receipt`, "sent"],
    ]);
  });
});
