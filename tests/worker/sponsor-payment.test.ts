import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newSponsorToken, sponsorLinkExpiry, sponsorTokenHash } from "~/sponsor/sponsor-token.server";
import { apply, issueOffer, sql, statusAnswer } from "./case-fixtures";
import { request } from "./helpers";
import { type Initiation, paymentCount } from "./payment-steps";

// Issue 53, "The sponsor pays": a package paid from a sponsor link, with the sponsor's own name, e-mail, phone and
// country. The link's token is the proof that ties the payment to its case (POST /api/payment/initiate with
// `sponsor`, the road the sponsor view's form action takes too); the application comes from the link, the amount from
// D1; a dead link, a paid package, an ended case and another payer's open checkout are refused with nothing written.

const sponsor = {
  customerName: "Obi Okafor",
  customerEmail: "uncle.obi@example.com",
  customerPhone: "+447700900123",
  payerCountry: "GB",
};

/** A case with the offer issued and a sponsor link made for it (a row as the sponsor-link form writes it). */
async function caseWithLink({ expiresAt = sponsorLinkExpiry(), revokedAt = null as string | null } = {}) {
  const application = await apply({ email: `spay-${crypto.randomUUID().slice(0, 8)}@example.com`, nationality: "NG" });
  await issueOffer(application.reference);
  const token = newSponsorToken();
  await sql(
    "INSERT INTO sponsor_links (application_id, token_hash, expires_at, revoked_at) VALUES (?, ?, ?, ?)",
    application.id,
    await sponsorTokenHash(token),
    expiresAt,
    revokedAt,
  );
  const link = await env.DB.prepare("SELECT id FROM sponsor_links WHERE application_id = ?")
    .bind(application.id)
    .first<{ id: number }>();
  return { ...application, token, linkId: link!.id };
}

async function initiate(body: Record<string, unknown>, locale = "en") {
  const response = await request("/api/payment/initiate", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Language": locale },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Initiation };
}

const rowOf = (txRef: string) =>
  env.DB.prepare(
    `SELECT application_id, sponsor_link_id, customer_name, customer_email, customer_phone, payer_country, amount,
       currency, status FROM payments WHERE tx_ref = ?`,
  )
    .bind(txRef)
    .first();

/** The payer pays on the sandbox checkout and comes back to /payment-success (which verifies it). */
async function payOnSandbox(paymentUrl: string) {
  const paid = await request(new URL(paymentUrl).pathname, {
    method: "POST",
    body: new URLSearchParams({ intent: "pay" }),
    redirect: "manual",
  });
  expect(paid.status).toBe(302);
  const back = new URL(paid.headers.get("Location")!);
  expect((await request(`${back.pathname}${back.search}`)).status).toBe(200);
}

describe("a sponsor's payment", () => {
  it("is tied to the link's application, records the payer and their country, and charges D1's price", async () => {
    const { id, token, linkId } = await caseWithLink();
    const price = await env.DB.prepare("SELECT price_usd AS price FROM services WHERE key = 'standard'").first<{
      price: number;
    }>();
    // A client amount is ignored; the student's reference is not needed (nor allowed with a link).
    const started = await initiate({ ...sponsor, sponsor: token, service: "standard", amount: 1 });
    expect(started.status).toBe(200);
    expect(started.body.paymentUrl).toMatch(/\/sandbox-gateway\/checkout\/ISG-/);
    expect(await rowOf(started.body.txRef!)).toEqual({
      application_id: id,
      sponsor_link_id: linkId,
      customer_name: "Obi Okafor",
      customer_email: "uncle.obi@example.com",
      customer_phone: "+447700900123",
      payer_country: "GB",
      amount: price!.price,
      currency: "USD",
      status: "pending",
    });
  });

  it("once paid, the student's case lists it with the payer named; a second Standard is refused 409, nothing written", async () => {
    const { reference, email, token } = await caseWithLink();
    const first = await initiate({ ...sponsor, sponsor: token, service: "standard" });
    await payOnSandbox(first.body.paymentUrl!);

    const payments = (
      await statusAnswer<{ payments: { serviceKey: string; status: string; paidByWords: string }[] }>(reference, email)
    ).payments;
    expect(payments).toEqual([
      expect.objectContaining({ serviceKey: "standard", status: "successful", paidByWords: "Paid by Obi Okafor" }),
    ]);

    const before = await paymentCount();
    const again = await initiate({ ...sponsor, sponsor: token, service: "standard" }, "fr");
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      `Standard est déjà payé pour la candidature ${reference} : il n'y a plus rien à payer pour cela.`,
    );
    // The student too: the package is paid, whoever paid it.
    const student = await initiate({ ...sponsor, customerEmail: email, reference, service: "standard" });
    expect(student.status).toBe(409);
    expect(await paymentCount()).toBe(before);
  });

  it("from an unknown, tampered, revoked or expired link is refused with one neutral answer, nothing written", async () => {
    const live = await caseWithLink();
    const revoked = await caseWithLink({ revokedAt: new Date().toISOString() });
    const expired = await caseWithLink({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const tampered = `${live.token.slice(0, -1)}${live.token.endsWith("A") ? "B" : "A"}`;
    const before = await paymentCount();
    for (const token of [newSponsorToken(), tampered, revoked.token, expired.token, "not a token!", ""]) {
      const refused = await initiate({ ...sponsor, sponsor: token, service: "standard" });
      expect(refused.status, token).toBe(404);
      expect(refused.body.error).toBe("This link does not open a case any more. Ask the student for a new link.");
    }
    expect(await paymentCount()).toBe(before);
  });

  it("needs the payer's country, refuses a reference beside the link, and an ended case; nothing written", async () => {
    const { reference, token } = await caseWithLink();
    const before = await paymentCount();
    const { payerCountry: _country, ...noCountry } = sponsor;
    const countryless = await initiate({ ...noCountry, sponsor: token, service: "standard" });
    expect(countryless.status).toBe(400);
    expect(countryless.body.errors?.payerCountry).toEqual(["Choose the country you pay from."]);
    const unknownCountry = await initiate({ ...sponsor, payerCountry: "XX", sponsor: token, service: "standard" });
    expect(unknownCountry.status).toBe(400);
    expect((await initiate({ ...sponsor, sponsor: token, reference, service: "standard" })).status).toBe(400);

    await sql("UPDATE applications SET status = 'withdrawn' WHERE reference = ?", reference);
    const ended = await initiate({ ...sponsor, sponsor: token, service: "standard" });
    expect(ended.status).toBe(409);
    expect(ended.body.error).toBe(`Application ${reference} is withdrawn: there is nothing left to pay for it.`);
    expect(await paymentCount()).toBe(before);
  });

  it("never joins the student's open checkout of the package (409, nothing written); its own, it does", async () => {
    const { reference, email, token } = await caseWithLink();
    const student = await initiate({ ...sponsor, customerEmail: email, reference, service: "basic" });
    expect(student.status).toBe(200);
    const before = await paymentCount();
    const refused = await initiate({ ...sponsor, sponsor: token, service: "basic" });
    expect(refused.status).toBe(409);
    expect(refused.body.paymentUrl).toBeUndefined();
    expect(await paymentCount()).toBe(before);

    // The sponsor's own second start of a package joins their open checkout, as the student's does.
    const first = await initiate({ ...sponsor, sponsor: token, service: "standard" });
    const second = await initiate({ ...sponsor, sponsor: token, service: "standard" });
    expect(second.body.txRef).toBe(first.body.txRef);
  });
});
