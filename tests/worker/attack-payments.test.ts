import { env } from "cloudflare:workers";
import { beforeAll, describe, expect } from "vitest";
import { attackSuite, json, MALFORMED_MULTIPART, post, urlencoded, type AttackCase } from "./attack-harness";
import { request } from "./helpers";
import { checkout } from "./payment-steps";

// Payments: POST /api/payment/initiate, the /payments form action, GET /api/payment/verify/{id},
// /payment-success and the gateway webhook.

const billing = {
  customerName: "Amina Bello",
  customerEmail: "amina.pay@example.com",
  customerPhone: "+2348012345678",
};
const API = "/api/payment/initiate";
const SCRIPT = `<script>alert("owned")</script>`;

/** A payment someone else made and paid: its transaction id is a small sequential number anyone can guess. */
const victim = { txRef: "", transactionId: "" };

beforeAll(async () => {
  const started = await json(API, { ...billing, service: "standard" });
  const { paymentUrl, txRef } = (await started.json()) as { paymentUrl: string; txRef: string };
  const back = await checkout(new URL(paymentUrl).pathname, "pay");
  victim.txRef = txRef;
  victim.transactionId = back.searchParams.get("transaction_id")!;
  // The sandbox's own webhook for this payment reaches the queue now, not during a case.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
});

const webhookBody = () =>
  JSON.stringify({
    event: "charge.completed",
    data: {
      id: Number(victim.transactionId),
      tx_ref: victim.txRef,
      amount: 1_000_000,
      currency: "USD",
      status: "successful",
    },
  });
const webhook = (hash: string | null) =>
  post("/api/payment/webhook", webhookBody(), {
    "Content-Type": "application/json",
    ...(hash === null ? {} : { "verif-hash": hash }),
  });

const paymentsForm = (fields: Record<string, string>, extra: [string, string][] = []): [string, string][] => [
  ...Object.entries({ ...billing, service: "basic", ...fields }),
  ...extra,
];

const cases: AttackCase[] = [
  {
    area: "payment API",
    attack: "malformed JSON",
    input: "{nope",
    send: () => json(API, "{nope"),
    status: [400],
    message: /Expected a JSON body/,
  },
  {
    area: "payment API",
    attack: "wrong-typed JSON",
    input: "customerName: 42, customerPhone: {}",
    send: () => json(API, { ...billing, customerName: 42, customerPhone: {}, service: "basic" }),
    status: [400],
    message: /Full name is required/,
  },
  {
    area: "payment API",
    attack: "JSON array instead of an object",
    input: "[billing]",
    send: () => json(API, [billing]),
    status: [400],
    message: /object|required/i,
  },
  {
    area: "payment API",
    attack: "missing fields",
    input: "{ service: 'basic' }",
    send: () => json(API, { service: "basic" }),
    status: [400],
    message: /Full name is required/,
  },
  {
    area: "payment API",
    attack: "1.5 MB name (over the body limit)",
    input: "customerName of 1.5 MB",
    send: () => json(API, { ...billing, customerName: "A".repeat(1_500_000), service: "basic" }),
    status: [413],
    message: /larger than 16 KB/,
  },
  {
    area: "payment API",
    attack: "line break in the name (subject injection)",
    input: "customerName 'Amina\\r\\nBcc: x@example.com'",
    send: () => json(API, { ...billing, customerName: "Amina\r\nBcc: x@example.com", service: "basic" }),
    status: [400],
    message: /control characters/,
  },
  {
    area: "payment API",
    attack: "right-to-left override in the name",
    input: "customerName 'Amina\\u202Eevil'",
    send: () => json(API, { ...billing, customerName: "Amina\u202Eevil", service: "basic" }),
    status: [400],
    message: /control characters/,
  },
  {
    area: "payment API",
    attack: "letters as a phone number",
    input: "customerPhone 'abcdefghij'",
    send: () => json(API, { ...billing, customerPhone: "abcdefghij", service: "basic" }),
    status: [400],
    message: /Valid phone number is required/,
  },
  {
    area: "payment API",
    attack: "unknown service",
    input: "service 'platinum'",
    send: () => json(API, { ...billing, service: "platinum" }),
    status: [400],
    message: /Unknown service/,
  },
  {
    area: "payment API",
    attack: "unknown service name",
    input: "serviceName 'Free Visa'",
    send: () => json(API, { ...billing, serviceName: "Free Visa" }),
    status: [400],
    message: /Unknown service/,
  },
  {
    area: "payment API",
    attack: "no service",
    input: "billing only",
    send: () => json(API, billing),
    status: [400],
    message: /No service selected/,
  },
  {
    area: "payment API",
    attack: "wrong content type",
    input: "valid JSON as text/plain",
    send: () => post(API, JSON.stringify({ ...billing, service: "basic" }), { "Content-Type": "text/plain" }),
    status: [415],
    message: /as JSON/,
  },
  {
    area: "payment API",
    attack: "no content type",
    input: "valid JSON, no Content-Type",
    send: () => post(API, JSON.stringify({ ...billing, service: "basic" })),
    status: [415],
    message: /as JSON/,
  },
  {
    area: "payment API",
    attack: "tampered amount",
    input: "service 'standard' ($150) with amount 1",
    send: () => json(API, { ...billing, service: "standard", amount: 1, description: "Standard - tampered" }),
    status: [200],
    message: /^$/,
    accepted: {
      written: "payments +1, sandbox_transactions +1",
      why: "charged the catalogue price, $150, not 1",
      check: async () => {
        const row = await env.DB.prepare("SELECT amount FROM payments ORDER BY id DESC LIMIT 1").first<{
          amount: number;
        }>();
        const charge = await env.DB.prepare("SELECT amount FROM sandbox_transactions ORDER BY id DESC LIMIT 1").first<{
          amount: number;
        }>();
        expect([row!.amount, charge!.amount]).toEqual([150, 150]);
      },
    },
  },

  {
    area: "/payments form",
    attack: "JSON body",
    input: "billing as application/json",
    send: () => json("/payments?service=basic", { ...billing, service: "basic" }),
    status: [400],
    message: /could not be read/,
  },
  {
    area: "/payments form",
    attack: "no content type",
    input: "urlencoded bytes, no Content-Type",
    send: () => post("/payments?service=basic", new URLSearchParams(paymentsForm({})).toString()),
    status: [400],
    message: /could not be read/,
  },
  {
    area: "/payments form",
    attack: "malformed multipart",
    input: "no closing boundary",
    send: () => post("/payments?service=basic", MALFORMED_MULTIPART.body, MALFORMED_MULTIPART.headers),
    status: [400],
    message: /could not be read/,
  },
  {
    area: "/payments form",
    attack: "unknown service",
    input: "service 'platinum'",
    send: () => urlencoded("/payments?service=basic", paymentsForm({ service: "platinum" })),
    status: [400],
    message: /Unknown service/,
  },
  {
    area: "/payments form",
    attack: "duplicated field",
    input: "service sent twice",
    send: () => urlencoded("/payments?service=basic", paymentsForm({}, [["service", "full"]])),
    status: [400],
    message: /sent more than once/,
  },
  {
    area: "/payments form",
    attack: "HTML/script injection, echoed back escaped",
    input: `customerName '${SCRIPT}', phone 'abcdefghij'`,
    send: () =>
      urlencoded(
        "/payments?service=basic",
        paymentsForm({ customerName: `Eve ${SCRIPT}`, customerPhone: "abcdefghij" }),
      ),
    status: [400],
    message: /Valid phone number is required/,
    html: (html) => {
      expect(html).not.toContain(SCRIPT);
      expect(html).toContain("&lt;script&gt;");
    },
  },

  {
    area: "payment verify",
    attack: "sequential transaction id alone",
    input: "GET /api/payment/verify/{someone else's id}",
    send: () => request(`/api/payment/verify/${victim.transactionId}`),
    status: [400],
    message: /tx_ref/,
  },
  {
    area: "payment verify",
    attack: "sequential transaction id with a guessed tx_ref",
    input: "GET /api/payment/verify/{id}?tx_ref=ISG-GUESSED",
    send: () => request(`/api/payment/verify/${victim.transactionId}?tx_ref=ISG-GUESSED00000000`),
    status: [200],
    message: /^$/,
    accepted: { written: "nothing", why: "{ success: false }, exactly as for an unknown payment" },
  },
  {
    area: "/payment-success",
    attack: "sequential transaction id alone",
    input: "/payment-success?status=successful&transaction_id={someone else's id}",
    send: () => request(`/payment-success?status=successful&transaction_id=${victim.transactionId}`),
    status: [200],
    message: /Payment Verification Failed/,
    html: (html) => {
      expect(html).not.toContain(victim.txRef);
      expect(html).not.toContain("$150");
    },
    accepted: { written: "nothing", why: "the failed view, nothing of that payment" },
  },
  {
    area: "webhook",
    attack: "forged: wrong signature",
    input: "charge.completed for a real payment, verif-hash 'guess'",
    send: () => webhook("guess"),
    status: [401],
    message: /Invalid webhook signature/,
  },
  {
    area: "webhook",
    attack: "forged: no signature",
    input: "charge.completed, no verif-hash",
    send: () => webhook(null),
    status: [401],
    message: /Invalid webhook signature/,
  },
  {
    area: "webhook",
    attack: "replayed (a captured, correctly signed webhook)",
    input: "the same signed charge.completed again, amount claimed 1,000,000",
    send: () => webhook(env.SANDBOX_WEBHOOK_HASH ?? null),
    status: [200],
    message: /^$/,
    accepted: {
      written: "queue_messages +1",
      why: "Flutterwave's verif-hash is static, so a replay looks genuine: it is only queued; the consumer re-verifies with the gateway and reconciles idempotently (one receipt, no double count: payments-api.test.ts)",
    },
  },
];

describe("attack suite: payments", () => {
  attackSuite(cases);
});
