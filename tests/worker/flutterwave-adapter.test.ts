import { describe, expect, it } from "vitest";
import { flutterwaveGateway } from "~/payments/gateways/flutterwave.server";
import { GatewayError, type CheckoutRequest } from "~/payments/gateways/gateway.server";
import { gatewayFromEnv } from "~/payments/gateways/choose-gateway.server";

// The Flutterwave Standard v3 adapter against response shapes recorded from Flutterwave's documentation
// (developer.flutterwave.com: Standard, Verify a transaction, Webhooks). Only the network edge is stubbed:
// the adapter's injected fetch answers what Flutterwave answers.

const SECRET = "FLWSECK_TEST-0123456789abcdef0123456789abcdef-X";
const HASH = "my-webhook-secret-hash";

type Recorded = { status: number; body: unknown };
type Call = { url: string; method: string; headers: Headers; body: unknown };

/** A fake network edge: records each request and answers the next recorded response. */
function network(...responses: (Recorded | Error)[]) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    });
    const next = responses.shift();
    if (!next) throw new Error("no recorded response left");
    if (next instanceof Error) throw next;
    const text = typeof next.body === "string" ? next.body : JSON.stringify(next.body);
    return new Response(text, { status: next.status, headers: { "Content-Type": "application/json" } });
  };
  return { calls, gateway: flutterwaveGateway({ secretKey: SECRET, webhookHash: HASH, fetch }) };
}

const checkout: CheckoutRequest = {
  txRef: "ISG-K7M2Q9XH4TBR3WPA",
  amount: 150,
  currency: "USD",
  redirectUrl: "https://istanbulstudygateway.com/payment-success",
  customer: { email: "amina@example.com", name: "Amina Bello", phone: "+2348012345678" },
  title: "Standard",
  description: "Standard: Visa support plus verification of your documents",
};

// POST /v3/payments, 200 (Flutterwave Standard docs).
const HOSTED_LINK = {
  status: "success",
  message: "Hosted Link",
  data: { link: "https://checkout.flutterwave.com/v3/hosted/pay/f524c1196ffda5556341" },
};

// GET /v3/transactions/288200108/verify, 200 (Verify a transaction docs, abridged only in the card block).
const VERIFIED = {
  status: "success",
  message: "Transaction fetched successfully",
  data: {
    id: 288200108,
    tx_ref: "LiveCardTest",
    flw_ref: "YemiDesola/FLW275407301",
    device_fingerprint: "N/A",
    amount: 100,
    currency: "NGN",
    charged_amount: 100,
    app_fee: 1.4,
    merchant_fee: 0,
    processor_response: "Approved by Financial Institution",
    auth_model: "PIN",
    ip: "::ffff:10.5.179.3",
    narration: "CARD Transaction ",
    status: "successful",
    payment_type: "card",
    created_at: "2020-07-15T14:31:16.000Z",
    account_id: 17321,
    card: {
      first_6digits: "232343",
      last_4digits: "4567",
      issuer: "FIRST CITY MONUMENT BANK PLC",
      country: "NIGERIA NG",
      type: "VERVE",
      expiry: "03/23",
    },
    meta: null,
    amount_settled: 98.6,
    customer: {
      id: 216519823,
      name: "Yemi Desola",
      phone_number: "N/A",
      email: "user@gmail.com",
      created_at: "2020-07-15T14:31:15.000Z",
    },
  },
};

const NOT_FOUND = { status: "error", message: "No transaction was found for this id", data: null };
const BAD_KEY = { status: "error", message: "Invalid authorization key", data: null };

describe("createCheckout (POST /v3/payments)", () => {
  it("sends the Standard payload with the secret key and answers the hosted link", async () => {
    const { calls, gateway } = network({ status: 200, body: HOSTED_LINK });
    await expect(gateway.createCheckout(checkout)).resolves.toEqual({ link: HOSTED_LINK.data.link });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.method).toBe("POST");
    expect(call!.url).toBe("https://api.flutterwave.com/v3/payments");
    expect(call!.headers.get("Authorization")).toBe(`Bearer ${SECRET}`);
    expect(call!.headers.get("Content-Type")).toBe("application/json");
    expect(call!.body).toEqual({
      tx_ref: "ISG-K7M2Q9XH4TBR3WPA",
      amount: 150, // major units
      currency: "USD",
      redirect_url: "https://istanbulstudygateway.com/payment-success",
      customer: { email: "amina@example.com", name: "Amina Bello", phonenumber: "+2348012345678" },
      customizations: { title: "Standard", description: "Standard: Visa support plus verification of your documents" },
    });
  });

  it.each([
    [
      "a validation error",
      { status: 400, body: { status: "error", message: "Invalid currency provided", data: null } },
      /Invalid currency/,
    ],
    ["a bad secret key", { status: 401, body: BAD_KEY }, /Invalid authorization key/],
    [
      "a success status without a link",
      { status: 200, body: { status: "success", message: "Hosted Link", data: {} } },
      /unexpected/,
    ],
    ["an HTML error page", { status: 502, body: "<html>Bad Gateway</html>" }, /not JSON/],
  ])("throws GatewayError on %s", async (_, recorded, message) => {
    const { gateway } = network(recorded);
    const attempt = gateway.createCheckout(checkout);
    await expect(attempt).rejects.toBeInstanceOf(GatewayError);
    await expect(attempt).rejects.toThrow(message);
  });

  it("throws GatewayError when the network fails", async () => {
    const { gateway } = network(new TypeError("Network connection lost."));
    await expect(gateway.createCheckout(checkout)).rejects.toThrow(/Network connection lost/);
  });
});

describe("verifyTransaction (GET /v3/transactions/{id}/verify)", () => {
  it("reads id, tx_ref, status, amount and currency from the documented response", async () => {
    const { calls, gateway } = network({ status: 200, body: VERIFIED });
    await expect(gateway.verifyTransaction("288200108")).resolves.toEqual({
      id: "288200108",
      txRef: "LiveCardTest",
      status: "successful",
      amount: 100,
      currency: "NGN",
    });
    expect(calls[0]!.method).toBe("GET");
    expect(calls[0]!.url).toBe("https://api.flutterwave.com/v3/transactions/288200108/verify");
    expect(calls[0]!.headers.get("Authorization")).toBe(`Bearer ${SECRET}`);
  });

  it("maps the other statuses, never to successful", async () => {
    for (const [status, expected] of [
      ["failed", "failed"],
      ["cancelled", "cancelled"],
      ["pending", "pending"],
      ["SUCCESSFUL", "successful"],
      ["reversed", "pending"],
    ]) {
      const { gateway } = network({ status: 200, body: { ...VERIFIED, data: { ...VERIFIED.data, status } } });
      expect((await gateway.verifyTransaction("288200108"))?.status).toBe(expected);
    }
  });

  it("answers undefined for an id Flutterwave does not know", async () => {
    const { gateway } = network({ status: 400, body: NOT_FOUND });
    await expect(gateway.verifyTransaction("123")).resolves.toBeUndefined();
  });

  it("escapes the id into the path", async () => {
    const { calls, gateway } = network({ status: 400, body: NOT_FOUND });
    await gateway.verifyTransaction("12/../../v3/transfers");
    expect(calls[0]!.url).toBe("https://api.flutterwave.com/v3/transactions/12%2F..%2F..%2Fv3%2Ftransfers/verify");
  });

  it("throws GatewayError on a bad key, a server error or a malformed body, so callers retry", async () => {
    for (const recorded of [
      { status: 401, body: BAD_KEY },
      { status: 500, body: { status: "error", message: "Internal server error", data: null } },
      { status: 200, body: { status: "success", data: { id: 1 } } },
    ]) {
      const { gateway } = network(recorded);
      await expect(gateway.verifyTransaction("288200108")).rejects.toBeInstanceOf(GatewayError);
    }
  });
});

describe("verifyWebhookSignature (verif-hash header)", () => {
  const { gateway } = network();
  const body = JSON.stringify({
    event: "charge.completed",
    data: { id: 285959875, tx_ref: "Links-616626414629", status: "successful" },
  });

  it("accepts the secret hash and nothing else", async () => {
    expect(await gateway.verifyWebhookSignature(new Headers({ "verif-hash": HASH }), body)).toBe(true);
    expect(await gateway.verifyWebhookSignature(new Headers({ "verif-hash": `${HASH}x` }), body)).toBe(false);
    expect(await gateway.verifyWebhookSignature(new Headers({ "verif-hash": HASH.slice(0, -1) }), body)).toBe(false);
    expect(await gateway.verifyWebhookSignature(new Headers(), body)).toBe(false);
  });

  it("refuses every webhook when no secret hash is configured", async () => {
    const unconfigured = flutterwaveGateway({
      secretKey: SECRET,
      webhookHash: undefined,
      fetch: async () => new Response(),
    });
    expect(await unconfigured.verifyWebhookSignature(new Headers({ "verif-hash": "" }), body)).toBe(false);
    expect(await unconfigured.verifyWebhookSignature(new Headers({ "verif-hash": "anything" }), body)).toBe(false);
  });
});

describe("gatewayFromEnv", () => {
  const DB = {} as D1Database;

  it("picks Flutterwave when PAYMENT_GATEWAY says so, with its secrets", () => {
    expect(gatewayFromEnv({ DB, PAYMENT_GATEWAY: "flutterwave", FLUTTERWAVE_SECRET_KEY: SECRET }).name).toBe(
      "flutterwave",
    );
    expect(gatewayFromEnv({ DB, PAYMENT_GATEWAY: "sandbox" }).name).toBe("sandbox");
    // Unset means Flutterwave: the sandbox only ever runs where local configuration names it.
    expect(gatewayFromEnv({ DB, FLUTTERWAVE_SECRET_KEY: SECRET }).name).toBe("flutterwave");
    expect(() => gatewayFromEnv({ DB })).toThrow(/FLUTTERWAVE_SECRET_KEY/);
  });

  it("fails fast, naming the secret, when Flutterwave has no key", () => {
    expect(() => gatewayFromEnv({ DB, PAYMENT_GATEWAY: "flutterwave" })).toThrow(/FLUTTERWAVE_SECRET_KEY/);
    expect(() => gatewayFromEnv({ DB, PAYMENT_GATEWAY: "paypal" })).toThrow(/PAYMENT_GATEWAY/);
  });
});
