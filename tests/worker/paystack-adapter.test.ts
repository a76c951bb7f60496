import { describe, expect, it } from "vitest";
import {
  configuredGateway,
  gatewayForProtocol,
  gatewayFromEnv,
  paymentsRefusal,
  secondaryGateway,
} from "~/payments/gateways/choose-gateway.server";
import { GatewayError, type CheckoutRequest } from "~/payments/gateways/gateway.server";
import { paystackGateway, paystackSignature } from "~/payments/gateways/paystack.server";

// The Paystack adapter against response shapes recorded from Paystack's documentation (paystack.com/docs:
// Accept payments → Redirect, Verify transaction, Webhooks). Only the network edge is stubbed: the adapter's
// injected fetch answers what Paystack answers. The signature check runs workerd's own crypto.subtle.

const SECRET = "sk_test_0123456789abcdef0123456789abcdef01234567";

type Recorded = { status: number; body: unknown };
type Call = { url: string; method: string; headers: Headers; body: unknown; signal: AbortSignal | null | undefined };

/** A fake network edge: records each request and answers the next recorded response. */
function network(...responses: (Recorded | Error)[]) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      signal: init.signal,
    });
    const next = responses.shift();
    if (!next) throw new Error("no recorded response left");
    if (next instanceof Error) throw next;
    const text = typeof next.body === "string" ? next.body : JSON.stringify(next.body);
    return new Response(text, { status: next.status, headers: { "Content-Type": "application/json" } });
  };
  return { calls, gateway: paystackGateway({ secretKey: SECRET, fetch }) };
}

const checkout: CheckoutRequest = {
  txRef: "ISG-K7M2Q9XH4TBR3WPA",
  amount: 150,
  currency: "USD",
  redirectUrl: "https://istanbulstudygateway.com/fr/payment-success",
  customer: { email: "amina@example.com", name: "Amina Bello", phone: "+2348012345678" },
  title: "Standard",
  description: "Standard: Visa support plus verification of your documents",
};

// POST /transaction/initialize, 200 (Accept payments docs).
const AUTHORIZATION_URL = {
  status: true,
  message: "Authorization URL created",
  data: {
    authorization_url: "https://checkout.paystack.com/0peioxfhpn",
    access_code: "0peioxfhpn",
    reference: "ISG-K7M2Q9XH4TBR3WPA",
  },
};

// GET /transaction/verify/:reference, 200 (Verify transaction docs, abridged).
const VERIFIED = {
  status: true,
  message: "Verification successful",
  data: {
    id: 4099260516,
    domain: "test",
    status: "success",
    reference: "ISG-K7M2Q9XH4TBR3WPA",
    amount: 15000,
    gateway_response: "Successful",
    paid_at: "2026-11-26T10:00:00.000Z",
    channel: "card",
    currency: "USD",
    customer: { id: 1, email: "amina@example.com" },
  },
};

describe("createCheckout (POST /transaction/initialize)", () => {
  it("sends our reference, the amount in minor units and the callback, with the secret key; answers the link", async () => {
    const { calls, gateway } = network({ status: 200, body: AUTHORIZATION_URL });
    expect(await gateway.createCheckout(checkout)).toEqual({ link: AUTHORIZATION_URL.data.authorization_url });
    const [call] = calls;
    expect(call!.url).toBe("https://api.paystack.co/transaction/initialize");
    expect(call!.method).toBe("POST");
    expect(call!.headers.get("Authorization")).toBe(`Bearer ${SECRET}`);
    expect(call!.body).toMatchObject({
      email: "amina@example.com",
      amount: 15_000,
      currency: "USD",
      reference: checkout.txRef,
      callback_url: checkout.redirectUrl,
    });
    // Every call has a deadline: a gateway that never answers is a GatewayError, not a hung payer.
    expect(call!.signal).toBeInstanceOf(AbortSignal);
  });

  it("throws GatewayError on a 5xx, a refusal, a body that is not JSON and a network failure or timeout", async () => {
    const { gateway } = network(
      { status: 503, body: { status: false, message: "Service unavailable" } },
      { status: 400, body: { status: false, message: "Duplicate Transaction Reference" } },
      { status: 502, body: "<html>Bad gateway</html>" },
      new DOMException("The operation was aborted due to timeout", "TimeoutError"),
    );
    for (const expected of [/503: Service unavailable/, /Duplicate Transaction Reference/, /not JSON/, /timeout/]) {
      const error = await gateway.createCheckout(checkout).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GatewayError);
      expect((error as Error).message).toMatch(expected);
    }
  });
});

describe("verifyTransaction (GET /transaction/verify/:reference)", () => {
  it("looks the transaction up by our reference and answers it in major units", async () => {
    const { calls, gateway } = network({ status: 200, body: VERIFIED });
    expect(gateway.verifiesBy).toBe("reference");
    expect(await gateway.verifyTransaction(checkout.txRef)).toEqual({
      id: "4099260516",
      txRef: checkout.txRef,
      status: "successful",
      amount: 150,
      currency: "USD",
    });
    expect(calls[0]!.url).toBe(`https://api.paystack.co/transaction/verify/${checkout.txRef}`);
    expect(calls[0]!.headers.get("Authorization")).toBe(`Bearer ${SECRET}`);
  });

  it("maps Paystack's statuses: failed, abandoned (cancelled), ongoing (pending)", async () => {
    const answer = (status: string) => ({ status: 200, body: { ...VERIFIED, data: { ...VERIFIED.data, status } } });
    const { gateway } = network(answer("failed"), answer("abandoned"), answer("ongoing"));
    expect((await gateway.verifyTransaction(checkout.txRef))?.status).toBe("failed");
    expect((await gateway.verifyTransaction(checkout.txRef))?.status).toBe("cancelled");
    expect((await gateway.verifyTransaction(checkout.txRef))?.status).toBe("pending");
  });

  it("answers undefined for a reference Paystack does not know, and throws on a 5xx", async () => {
    const { gateway } = network(
      { status: 400, body: { status: false, message: "Transaction reference not found" } },
      { status: 500, body: { status: false, message: "An error occurred" } },
    );
    expect(await gateway.verifyTransaction("ISG-UNKNOWN0000000000")).toBeUndefined();
    await expect(gateway.verifyTransaction(checkout.txRef)).rejects.toBeInstanceOf(GatewayError);
  });
});

describe("the webhook signature (x-paystack-signature: hex HMAC-SHA512 of the raw body)", () => {
  const { gateway } = network();
  const body = JSON.stringify({ event: "charge.success", data: { reference: checkout.txRef, amount: 15000 } });

  it("is the HMAC-SHA512 others compute (a known vector computed outside workerd)", async () => {
    // HMAC-SHA512("key", "The quick brown fox jumps over the lazy dog"), as Python's hmac module computes it.
    expect(await paystackSignature("key", "The quick brown fox jumps over the lazy dog")).toBe(
      "b42af09057bac1e2d41708e48a902e09b5ff7f12ab428a4fe86653c73dd248fb82f948a549f7b791a5b41915ee4d1ec3935357e4e2317250d0372afa2ebeeb3a",
    );
  });

  it("accepts the good signature (any hex case) and refuses a forged, a truncated or a missing one", async () => {
    const good = await paystackSignature(SECRET, body);
    expect(await gateway.verifyWebhookSignature(new Headers({ "x-paystack-signature": good }), body)).toBe(true);
    expect(
      await gateway.verifyWebhookSignature(new Headers({ "x-paystack-signature": good.toUpperCase() }), body),
    ).toBe(true);
    const forged = await paystackSignature("sk_test_someone_elses_key_0000000000", body);
    expect(await gateway.verifyWebhookSignature(new Headers({ "x-paystack-signature": forged }), body)).toBe(false);
    expect(await gateway.verifyWebhookSignature(new Headers({ "x-paystack-signature": good.slice(0, -2) }), body)).toBe(
      false,
    );
    expect(await gateway.verifyWebhookSignature(new Headers(), body)).toBe(false);
    // Flutterwave's header is not Paystack's.
    expect(await gateway.verifyWebhookSignature(new Headers({ "verif-hash": good }), body)).toBe(false);
  });

  it("refuses the good signature of another body (a changed amount, a byte of whitespace)", async () => {
    const good = await paystackSignature(SECRET, body);
    const headers = new Headers({ "x-paystack-signature": good });
    expect(await gateway.verifyWebhookSignature(headers, body.replace("15000", "1"))).toBe(false);
    expect(await gateway.verifyWebhookSignature(headers, `${body} `)).toBe(false);
  });

  it("reads the reference of charge.success; other events are not completions", () => {
    expect(gateway.readWebhook(JSON.parse(body))).toEqual({
      event: "charge.success",
      transactionId: checkout.txRef,
      txRef: checkout.txRef,
      completed: true,
    });
    expect(gateway.readWebhook({ event: "transfer.success", data: { reference: "T1" } })?.completed).toBe(false);
    expect(gateway.readWebhook({ event: "charge.success", data: {} })).toBeUndefined();
  });
});

describe("the two configured gateways", () => {
  const DB = {} as D1Database;
  const FLW = "FLWSECK_TEST-0123456789abcdef0123456789abcdef-X";

  it("names a primary and an optional secondary, each found by name and by protocol", () => {
    const vars = {
      DB,
      PAYMENT_GATEWAY: "flutterwave",
      PAYMENT_GATEWAY_SECONDARY: "paystack",
      FLUTTERWAVE_SECRET_KEY: FLW,
      PAYSTACK_SECRET_KEY: SECRET,
    };
    expect(gatewayFromEnv(vars).name).toBe("flutterwave");
    expect(secondaryGateway(vars)?.name).toBe("paystack");
    expect(gatewayForProtocol("paystack", vars)?.name).toBe("paystack");
    expect(gatewayForProtocol("flutterwave", vars)?.name).toBe("flutterwave");
    expect(configuredGateway("paystack", vars)?.name).toBe("paystack");
    // A gateway this deployment is not configured with is never used.
    expect(configuredGateway("sandbox", vars)).toBeUndefined();
    // Swapped: how staff switch the primary.
    const swapped = { ...vars, PAYMENT_GATEWAY: "paystack", PAYMENT_GATEWAY_SECONDARY: "flutterwave" };
    expect(gatewayFromEnv(swapped).name).toBe("paystack");
    expect(secondaryGateway(swapped)?.name).toBe("flutterwave");
    // No secondary: nothing to offer.
    expect(secondaryGateway({ DB, PAYMENT_GATEWAY: "paystack", PAYSTACK_SECRET_KEY: SECRET })).toBeUndefined();
    expect(gatewayForProtocol("flutterwave", { DB, PAYMENT_GATEWAY: "paystack", PAYSTACK_SECRET_KEY: SECRET })).toBe(
      undefined,
    );
  });

  it("fails fast naming what is wrong: Paystack without its key, the same gateway twice, a sandbox beside a real one", () => {
    expect(() => gatewayFromEnv({ DB, PAYMENT_GATEWAY: "paystack" })).toThrow(/PAYSTACK_SECRET_KEY/);
    expect(() =>
      gatewayFromEnv({
        DB,
        PAYMENT_GATEWAY: "flutterwave",
        FLUTTERWAVE_SECRET_KEY: FLW,
        PAYMENT_GATEWAY_SECONDARY: "paystack",
      }),
    ).toThrow(/PAYSTACK_SECRET_KEY/);
    expect(() =>
      gatewayFromEnv({
        DB,
        PAYMENT_GATEWAY: "paystack",
        PAYMENT_GATEWAY_SECONDARY: "paystack",
        PAYSTACK_SECRET_KEY: SECRET,
      }),
    ).toThrow(/PAYMENT_GATEWAY_SECONDARY/);
    expect(() =>
      gatewayFromEnv({
        DB,
        PAYMENT_GATEWAY: "paystack",
        PAYSTACK_SECRET_KEY: SECRET,
        PAYMENT_GATEWAY_SECONDARY: "sandbox",
      }),
    ).toThrow(/never mixed/);
  });

  it("refuses payments off localhost when either gateway is a local sandbox", () => {
    const local = { DB, PAYMENT_GATEWAY: "sandbox", PAYMENT_GATEWAY_SECONDARY: "paystack-sandbox" };
    expect(paymentsRefusal(local, "http://localhost:8911")).toBeUndefined();
    expect(paymentsRefusal(local, "https://istanbulstudygateway.com")).toMatch(/localhost/);
    expect(paymentsRefusal({ DB, PAYMENT_GATEWAY: "paystack-sandbox" }, "https://example.com")).toMatch(/localhost/);
  });
});
