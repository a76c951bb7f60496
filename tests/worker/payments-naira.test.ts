import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_NGN_RATE_MAX_AGE_DAYS, nairaRateMaxAgeDays } from "~/config.server";
import { getDb } from "~/db/client.server";
import { sandboxTransactions } from "~/db/sandbox-schema";
import { emailLog } from "~/db/schema";
import { nairaFor, rateAgeDays } from "~/payments/payment-currency";
import { eventually } from "../eventually";
import { request } from "./helpers";
import { checkout, initiate, paymentCount, paymentRow, verify } from "./payment-steps";

// Paying in naira (issue 30): the server prices the service in naira at D1's dated rate (rounded up to the naira),
// stores the charge with its rate and date, the sandbox gateway charges exactly that, and a rate older than
// NGN_RATE_MAX_AGE_DAYS (7, as wrangler.toml ships it; vitest.config.ts does not pass the local runs' larger value)
// is refused for naira while dollars still work. Each test writes the rate and the date it needs: never the seeded
// 2026-11-20 against the wall clock.

const billing = { customerName: "Ngozi Eze", customerEmail: "ngozi@example.com", customerPhone: "+2348012345678" };
const db = () => getDb(env.DB);

/** The UTC day `days` before today, as exchange_rates.rate_date holds it. */
function daysAgo(days: number) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Staff's one SQL line (docs/staff.md, "Intakes, costs and rates"), as the test needs it. */
async function setNairaRate(perUsd: number, rateDate: string) {
  await env.DB.prepare("UPDATE exchange_rates SET per_usd = ?, rate_date = ? WHERE currency = 'NGN'")
    .bind(perUsd, rateDate)
    .run();
}

/** '20 November 2026' for a rate date, as the English pages write it. */
function longDate(isoDay: string) {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

async function ledgerRow(txRef: string) {
  const [row] = await db().select().from(sandboxTransactions).where(eq(sandboxTransactions.txRef, txRef));
  return row!;
}

/** The currency radio button for `value` in a page's HTML. */
function radio(html: string, value: string) {
  const inputs = html.match(/<input[^>]*name="currency"[^>]*>/g) ?? [];
  return inputs.find((tag) => tag.includes(`value="${value}"`)) ?? "";
}

/** The /payments form posted without JavaScript (the page's own fields, plus what a test adds). */
function postForm(service: string, fields: Record<string, string>) {
  return request(`/payments?service=${service}`, {
    method: "POST",
    body: new URLSearchParams({
      customerName: billing.customerName,
      customerEmail: billing.customerEmail,
      customerPhone: billing.customerPhone,
      service,
      ...fields,
    }),
    redirect: "manual",
  });
}

describe("the naira arithmetic", () => {
  it("rounds up to the whole naira, never down, and floating-point noise adds nothing", () => {
    expect(nairaFor(100, 1465.75)).toBe(146_575);
    expect(nairaFor(150, 1465.75)).toBe(219_863); // 219,862.5 → up
    expect(nairaFor(150, 1465.7)).toBe(219_855); // 219855.00000000003 in floating point: still 219,855
    expect(nairaFor(50, 1465.701)).toBe(73_286); // 73,285.05 → up
  });

  it("counts a rate's age in whole UTC days", () => {
    const now = new Date("2026-11-26T23:59:00Z");
    expect(rateAgeDays("2026-11-26", now)).toBe(0);
    expect(rateAgeDays("2026-11-19", now)).toBe(7);
    expect(rateAgeDays("2026-11-18", now)).toBe(8);
    expect(rateAgeDays("2026-12-01", now)).toBe(0);
    expect(rateAgeDays("not a date", now)).toBe(Number.POSITIVE_INFINITY);
  });

  it("NGN_RATE_MAX_AGE_DAYS: 7 when unset or empty, a whole number when set, anything else fails with its name", () => {
    expect(nairaRateMaxAgeDays()).toBe(DEFAULT_NGN_RATE_MAX_AGE_DAYS);
    expect(nairaRateMaxAgeDays({})).toBe(7);
    expect(nairaRateMaxAgeDays({ NGN_RATE_MAX_AGE_DAYS: "" })).toBe(7);
    expect(nairaRateMaxAgeDays({ NGN_RATE_MAX_AGE_DAYS: " 30 " })).toBe(30);
    for (const bad of ["seven", "-1", "2.5"]) {
      expect(() => nairaRateMaxAgeDays({ NGN_RATE_MAX_AGE_DAYS: bad })).toThrow(/NGN_RATE_MAX_AGE_DAYS/);
    }
  });
});

describe("POST /api/payment/initiate with currency NGN", () => {
  it("computes the naira on the server, stores it with the dollar price, rate and date, and the gateway charges it", async () => {
    const rateDate = daysAgo(2);
    await setNairaRate(1465.75, rateDate);
    // The client's amount (any currency it means) is ignored.
    const { response, body } = await initiate({ ...billing, service: "standard", currency: "NGN", amount: 1 });
    expect(response.status).toBe(200);
    expect(body.success).toBe(true);
    expect(await paymentRow(body.txRef!)).toMatchObject({
      serviceKey: "standard",
      amount: 219_863,
      currency: "NGN",
      usdAmount: 150,
      rate: 1465.75,
      rateDate,
      status: "pending",
    });
    expect(await ledgerRow(body.txRef!)).toMatchObject({ amount: 219_863, currency: "NGN" });

    // Dollars (the default when no currency is sent) store the dollar price and no rate.
    for (const extra of [{}, { currency: "USD" }]) {
      const usd = await initiate({ ...billing, service: "standard", amount: 219_863, ...extra });
      expect(usd.response.status).toBe(200);
      expect(await paymentRow(usd.body.txRef!)).toMatchObject({
        amount: 150,
        currency: "USD",
        usdAmount: 150,
        rate: null,
        rateDate: null,
      });
    }
  });

  it("refuses a forged currency with a 400 and stores nothing", async () => {
    await setNairaRate(1465.75, daysAgo(0));
    const before = await paymentCount();
    for (const currency of ["EUR", "ngn", "", 566]) {
      const { response, body } = await initiate({ ...billing, service: "basic", currency });
      expect(response.status).toBe(400);
      expect(body).toMatchObject({ success: false, error: "Choose to pay in US dollars or in naira." });
    }
    // The form without JavaScript: the same refusal, on the page.
    const form = await postForm("basic", { currency: "EUR" });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain("Choose to pay in US dollars or in naira.");
    expect(await paymentCount()).toBe(before);
  });

  it("refuses naira at a rate older than 7 days, with the message; dollars still go through", async () => {
    await setNairaRate(1465.75, daysAgo(8));
    const before = await paymentCount();
    const stale = await initiate({ ...billing, service: "basic", currency: "NGN" });
    expect(stale.response.status).toBe(409);
    expect(stale.body.error).toBe(
      "The naira rate is out of date, so we cannot take a payment in naira now: pay in dollars or try later.",
    );
    expect(await paymentCount()).toBe(before);

    // The page says so before anyone tries, and its naira choice cannot be picked.
    const page = await (await request("/payments?service=basic")).text();
    expect(page).toContain("The naira rate is out of date");
    expect(radio(page, "NGN")).toContain('disabled=""');
    expect(page).not.toContain("₦146,575");

    // The form without JavaScript, forcing NGN anyway: refused on the page, nothing stored.
    const form = await postForm("basic", { currency: "NGN" });
    expect(form.status).toBe(409);
    expect(await form.text()).toContain("The naira rate is out of date");
    expect(await paymentCount()).toBe(before);

    const usd = await initiate({ ...billing, service: "basic", currency: "USD" });
    expect(usd.response.status).toBe(200);
    expect(await paymentRow(usd.body.txRef!)).toMatchObject({ amount: 100, currency: "USD" });

    // Exactly 7 days old is still accepted.
    await setNairaRate(1465.75, daysAgo(7));
    expect((await initiate({ ...billing, service: "basic", currency: "NGN" })).response.status).toBe(200);
  });

  it("the form without JavaScript: the page shows the naira price; NGN goes to a checkout charging exactly it", async () => {
    const rateDate = daysAgo(1);
    await setNairaRate(1465.75, rateDate);
    const page = await (await request("/payments?service=basic")).text();
    const shown = `₦146,575 (US$100 at ₦1,465.75 per dollar, rate of ${longDate(rateDate)})`;
    expect(page).toContain(shown);
    expect(radio(page, "USD")).toContain('checked=""');
    expect(radio(page, "NGN")).not.toContain("disabled");

    const response = await postForm("basic", { currency: "NGN" });
    expect(response.status).toBe(302);
    const checkoutPath = new URL(response.headers.get("Location")!).pathname;
    const txRef = decodeURIComponent(checkoutPath.split("/").pop()!);
    expect(await paymentRow(txRef)).toMatchObject({ amount: 146_575, currency: "NGN", usdAmount: 100, rateDate });
    expect(await (await request(checkoutPath)).text()).toContain("₦146,575");
  });
});

describe("a naira payment, end to end", () => {
  it("checkout → Pay → verify → successful; /payment-success and the receipt show both amounts", async () => {
    const rateDate = daysAgo(3);
    await setNairaRate(1465.75, rateDate);
    const { body } = await initiate({ ...billing, service: "basic", currency: "NGN" });
    const txRef = body.txRef!;
    const back = await checkout(new URL(body.paymentUrl!).pathname, "pay");
    const transactionId = back.searchParams.get("transaction_id")!;
    expect((await verify(transactionId, txRef)).body).toEqual({ success: true });
    const row = await paymentRow(txRef);
    expect(row).toMatchObject({ status: "successful", amount: 146_575, currency: "NGN" });

    const landing = await (await request(`${back.pathname}${back.search}`)).text();
    expect(landing).toContain("Payment Successful!");
    expect(landing).toContain(`₦146,575 (US$100 at ₦1,465.75 per dollar, rate of ${longDate(rateDate)})`);

    // A French payer's page: the same facts in French.
    await setNairaRate(1465.75, rateDate);
    const fr = await initiate({ ...billing, service: "basic", currency: "NGN" });
    const frBack = await checkout(new URL(fr.body.paymentUrl!).pathname, "pay");
    const frLanding = await (await request(`/fr${frBack.pathname}${frBack.search}`)).text();
    expect(frLanding).toMatch(/146\s575/u);
    expect(frLanding).toContain("$US à");

    // The receipt went out (its text is checked in tests/consumer/payments.test.ts), its subject in naira.
    await eventually(async () => {
      const mails = await db()
        .select()
        .from(emailLog)
        .where(like(emailLog.key, `payment:${row.id}:%`))
        .orderBy(emailLog.key);
      expect(mails.map((m) => [m.key, m.status])).toEqual([
        [`payment:${row.id}:inbox`, "sent"],
        [`payment:${row.id}:receipt`, "sent"],
      ]);
      expect(mails[1]!.subject).toContain("₦146,575");
    });
  });

  it("a gateway that charged less naira, or dollars instead of naira, leaves the payment failed", async () => {
    await setNairaRate(1465.75, daysAgo(0));
    const tampered: [string, Partial<{ amount: number; currency: string }>][] = [
      ["one naira less", { amount: 146_574 }],
      ["the dollar figure", { amount: 100, currency: "USD" }],
      ["the naira figure, in dollars", { currency: "USD" }],
    ];
    for (const [, change] of tampered) {
      const { body } = await initiate({ ...billing, service: "basic", currency: "NGN" });
      // The gateway side changes what it charges after the checkout was created.
      await db().update(sandboxTransactions).set(change).where(eq(sandboxTransactions.txRef, body.txRef!));
      const back = await checkout(new URL(body.paymentUrl!).pathname, "pay");
      expect((await verify(back.searchParams.get("transaction_id")!, body.txRef!)).body).toEqual({ success: false });
      expect(await paymentRow(body.txRef!)).toMatchObject({ status: "failed", amount: 146_575, currency: "NGN" });
    }
  });
});
