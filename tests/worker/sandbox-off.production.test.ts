import { env } from "cloudflare:workers";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { payments } from "~/db/schema";
import { PAYSTACK_SANDBOX_SECRET_KEY } from "~/payments/gateways/paystack-sandbox.server";
import { paystackSignature } from "~/payments/gateways/paystack.server";
import { SANDBOX_SECRET_KEY } from "~/payments/gateways/sandbox.server";
import { m } from "~/i18n/paraglide/messages";
import { request } from "./helpers";

// The web Worker exactly as `wrangler deploy` would configure it (build/server/wrangler.json, no .dev.vars, no
// secrets yet): Flutterwave, so the sandbox gateway does not exist, even on localhost. npm test runs this file on
// the production bundle too (no sandbox code, no sandbox routes: decision 0039), where every answer is the same.

const paymentRows = async () => (await getDb(env.DB).select({ n: count() }).from(payments))[0]!.n;

describe("the shipped configuration", () => {
  it("names Flutterwave", () => {
    expect(env.PAYMENT_GATEWAY).toBe("flutterwave");
  });

  it("answers 404 on every /sandbox-gateway path", async () => {
    expect((await request("/sandbox-gateway/checkout/ISG-ANY")).status).toBe(404);
    const pay = await request("/sandbox-gateway/checkout/ISG-ANY", {
      method: "POST",
      body: new URLSearchParams({ intent: "pay" }),
    });
    expect(pay.status).toBe(404);
    const create = await request("/sandbox-gateway/v3/payments", {
      method: "POST",
      headers: { Authorization: `Bearer ${SANDBOX_SECRET_KEY}`, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(create.status).toBe(404);
    const verify = await request("/sandbox-gateway/v3/transactions/1/verify", {
      headers: { Authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
    });
    expect(verify.status).toBe(404);
    // The Paystack sandbox's API too.
    const paystack = { Authorization: `Bearer ${PAYSTACK_SANDBOX_SECRET_KEY}`, "Content-Type": "application/json" };
    const initialize = await request("/sandbox-gateway/paystack/transaction/initialize", {
      method: "POST",
      headers: paystack,
      body: "{}",
    });
    expect(initialize.status).toBe(404);
    expect((await request("/sandbox-gateway/paystack/transaction/verify/ISG-ANY", { headers: paystack })).status).toBe(
      404,
    );
  });

  it("has no sandbox ledger in its database once the deployed migrations are applied (decision 0057)", async () => {
    const tables = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'sandbox%'",
    ).all();
    expect(tables.results).toEqual([]);
  });

  it("refuses payments until the Flutterwave secret is set, saying so, and stores nothing", async () => {
    const before = await paymentRows();
    const response = await request("/api/payment/initiate", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        customerName: "Ada Obi",
        customerEmail: "ada@example.com",
        customerPhone: "+2348031234567",
        service: "basic",
      }),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      success: false,
      error: m.payments_error_switched_off({}, { locale: "en" }),
    });
    expect(await paymentRows()).toBe(before);
  });

  it("refuses a webhook without reading it when no hash is configured", async () => {
    const response = await request("/api/payment/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json", "verif-hash": "sandbox-webhook-hash" },
      body: JSON.stringify({ event: "charge.completed", data: { id: 1, tx_ref: "ISG-X" } }),
    });
    expect(response.status).toBe(401);
  });

  it("refuses a Paystack webhook, even one signed with the sandbox's key, while payments are not configured", async () => {
    const body = JSON.stringify({ event: "charge.success", data: { reference: "ISG-X" } });
    const response = await request("/api/payment/webhook/paystack", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "x-paystack-signature": await paystackSignature(PAYSTACK_SANDBOX_SECRET_KEY, body),
      },
      body,
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ received: false });
  });
});
