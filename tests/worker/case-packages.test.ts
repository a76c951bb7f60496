import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apply, issueOffer, lookup, sql, statusAnswer } from "./case-fixtures";
import { request } from "./helpers";
import { type Initiation, paymentCount } from "./payment-steps";

// Issue 42, "Packages tied to the case" (docs/decisions/0044-packages-on-the-case.md): a package bought from the case
// page names its application (reference AND the application's e-mail, else a 4xx and no row), the steps it covers say
// "We do this for you", the case lists its payments, the API carries both, and the money trail shows at the deposit
// and visa-decision steps. Against the built Worker, its local D1 and the sandbox gateway.

const billing = { customerName: "Chiamaka Okafor", customerPhone: "+2348031112222" };

const applicationIdOf = async (txRef: string) =>
  (
    await env.DB.prepare("SELECT application_id FROM payments WHERE tx_ref = ?").bind(txRef).first<{
      application_id: number | null;
    }>()
  )?.application_id;

/** An application (Medicine at Medipol, or moved by staff to `offering`) with its offer issued: a case with steps. */
async function openCase(offering?: { universityId: number; programId: number }) {
  const { reference, id, email } = await apply({
    email: `Pack-${crypto.randomUUID().slice(0, 8)}@Example.com`,
    nationality: "NG",
  });
  if (offering) {
    await sql(
      "UPDATE applications SET university_id = ?, program_id = ? WHERE id = ?",
      offering.universityId,
      offering.programId,
      id,
    );
  }
  await issueOffer(reference);
  return { reference, id, email };
}

function initiate(body: Record<string, unknown>, locale = "en") {
  return request("/api/payment/initiate", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Language": locale },
    body: JSON.stringify(body),
  });
}

/** The /payments form posted without JavaScript, as the case page's link opens it. */
function postForm(locale: string, fields: Record<string, string>) {
  return request(`${locale}/payments?service=${fields.service}&reference=${fields.reference ?? ""}`, {
    method: "POST",
    body: new URLSearchParams({ ...billing, ...fields }),
    redirect: "manual",
  });
}

/** The payer pays on the sandbox checkout and comes back to /payment-success (which verifies): that page's HTML. */
async function payOnSandbox(paymentUrl: string) {
  const paid = await request(new URL(paymentUrl).pathname, {
    method: "POST",
    body: new URLSearchParams({ intent: "pay" }),
    redirect: "manual",
  });
  expect(paid.status).toBe(302);
  const back = new URL(paid.headers.get("Location")!);
  return (await request(`${back.pathname}${back.search}`)).text();
}

/** The text of the timeline item of step `kind` (tags removed), up to the next step or the timeline's end. */
function stepText(html: string, kind: string) {
  const start = html.indexOf(`data-kind="${kind}"`);
  expect(start).toBeGreaterThan(0);
  const next = html.indexOf("data-kind=", start + 1);
  return html
    .slice(start, next > 0 ? next : html.indexOf("</ol>", start))
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

/** The text of the element marked `data-testid="<id>"` up to the end of its list. */
function listText(html: string, id: string) {
  const start = html.indexOf(`data-testid="${id}"`);
  if (start < 0) return null;
  return html
    .slice(start, html.indexOf("</ul>", start))
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("a package bought against a reference", () => {
  it("is refused with a 4xx and nothing written for a reference that does not exist", async () => {
    const before = await paymentCount();
    const response = await initiate({
      ...billing,
      customerEmail: "nobody@example.com",
      service: "basic",
      reference: "APP-ZZZZZZZZ",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Initiation;
    expect(body.success).toBe(false);
    expect(body.error).toBe(
      "We could not find application APP-ZZZZZZZZ with this e-mail address. Use the e-mail address you applied with.",
    );
    expect(body.errors?.customerEmail).toEqual([body.error]);
    expect(await paymentCount()).toBe(before);
  });

  it("is refused with a wrong e-mail, through the API and the form without JavaScript, in French and Arabic, nothing written", async () => {
    const { reference } = await openCase();
    const before = await paymentCount();
    const api = await initiate({ ...billing, customerEmail: "someone.else@example.com", service: "basic", reference });
    expect(api.status).toBe(400);
    // The same words as for an unknown reference: they tell no one which references exist.
    expect(((await api.json()) as Initiation).error).toBe(
      `We could not find application ${reference} with this e-mail address. Use the e-mail address you applied with.`,
    );

    const french = await postForm("/fr", { service: "basic", reference, customerEmail: "someone.else@example.com" });
    expect(french.status).toBe(400);
    expect(await french.text()).toContain(
      `Nous ne trouvons pas la candidature ${reference} avec cette adresse e-mail.`,
    );
    const arabic = await postForm("/ar", { service: "basic", reference, customerEmail: "someone.else@example.com" });
    expect(arabic.status).toBe(400);
    expect(await arabic.text()).toContain(`لم نجد الطلب ${reference} بهذا البريد الإلكتروني.`);
    expect(await paymentCount()).toBe(before);
  });

  it("with the application's e-mail (any case) sets the payment's application_id, through the API and the form", async () => {
    const { reference, id, email } = await openCase();
    const api = await initiate({ ...billing, customerEmail: email.toLowerCase(), service: "basic", reference });
    expect(api.status).toBe(200);
    const { txRef } = (await api.json()) as Initiation;
    expect(await applicationIdOf(txRef!)).toBe(id);

    const form = await postForm("", { service: "residency", reference: reference.toLowerCase(), customerEmail: email });
    expect(form.status).toBe(302);
    expect(form.headers.get("Location")).toMatch(/\/sandbox-gateway\/checkout\/ISG-/);
    const row = await env.DB.prepare(
      "SELECT application_id, amount, currency FROM payments WHERE service_key = 'residency' AND customer_email = ?",
    )
      .bind(email)
      .first<{ application_id: number; amount: number; currency: string }>();
    // The server's price, whatever the client sent.
    expect(row).toEqual({ application_id: id, amount: 150, currency: "USD" });
  });

  it("without a reference works as before: no application", async () => {
    const response = await initiate({ ...billing, customerEmail: "plain@example.com", service: "basic" });
    expect(response.status).toBe(200);
    const { txRef } = (await response.json()) as Initiation;
    expect(await applicationIdOf(txRef!)).toBeNull();
    const page = await (await request("/payments?service=basic")).text();
    expect(page).not.toContain('name="reference"');
    expect(page).not.toContain("For application");
  });

  it("shows on the payments page which application it is for, and carries the reference in a hidden field", async () => {
    const page = await (await request("/payments?service=basic&reference=app-ab12cd34")).text();
    expect(page).toContain('<input type="hidden" name="reference" value="APP-AB12CD34"/>');
    expect(page).toContain("For application APP-AB12CD34");
    // Only a reference's shape is echoed.
    const odd = await (await request("/payments?service=basic&reference=%3Cb%3Ehi")).text();
    expect(odd).not.toContain('name="reference"');
  });
});

describe("a package already paid for the application", () => {
  it("is not sold again: 409 in the payer's language (API and form), nothing written; another package still can be", async () => {
    const { reference, email } = await openCase();
    const first = (await (
      await initiate({ ...billing, customerEmail: email, service: "basic", reference })
    ).json()) as Initiation;
    // Started but not paid: a second try is allowed (the first checkout may have been abandoned).
    expect((await initiate({ ...billing, customerEmail: email, service: "basic", reference })).status).toBe(200);
    await payOnSandbox(first.paymentUrl!);

    const before = await paymentCount();
    const again = await initiate({ ...billing, customerEmail: email, service: "basic", reference }, "fr");
    expect(again.status).toBe(409);
    expect(((await again.json()) as Initiation).error).toBe(
      `Essentiel est déjà payé pour la candidature ${reference} : votre page de suivi affiche le paiement. Vous n’avez pas à payer de nouveau.`,
    );
    const form = await postForm("/ar", { service: "basic", reference, customerEmail: email });
    expect(form.status).toBe(409);
    expect(await form.text()).toContain(`للطلب ${reference}: تظهر الدفعة في صفحة حالة طلبك`);
    expect(await paymentCount()).toBe(before);

    expect((await initiate({ ...billing, customerEmail: email, service: "standard", reference })).status).toBe(200);
  });
});

describe("one open checkout per application and package", () => {
  const rowsOf = async (id: number, service: string) =>
    (
      await env.DB.prepare(
        "SELECT tx_ref, status, currency FROM payments WHERE application_id = ? AND service_key = ? ORDER BY id",
      )
        .bind(id, service)
        .all<{ tx_ref: string; status: string; currency: string }>()
    ).results;

  it("five starts at the same instant all get the first's checkout: one row, one payment, then refused", async () => {
    const { reference, id, email } = await openCase();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => initiate({ ...billing, customerEmail: email, service: "basic", reference })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as Initiation[];
    expect(new Set(bodies.map((b) => b.txRef)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.paymentUrl)).size).toBe(1);
    expect(await rowsOf(id, "basic")).toEqual([{ tx_ref: bodies[0]!.txRef, status: "pending", currency: "USD" }]);
    // The form without JavaScript joins it too.
    const form = await postForm("", { service: "basic", reference, customerEmail: email });
    expect(form.headers.get("Location")).toBe(bodies[0]!.paymentUrl);

    await payOnSandbox(bodies[0]!.paymentUrl!);
    expect((await initiate({ ...billing, customerEmail: email, service: "basic", reference })).status).toBe(409);
    expect(await rowsOf(id, "basic")).toEqual([{ tx_ref: bodies[0]!.txRef, status: "successful", currency: "USD" }]);
  });

  it("is D1's rule: a second open checkout for the same application and package cannot be written", async () => {
    const { id, email } = await openCase();
    const insert = () =>
      sql(
        `INSERT INTO payments (tx_ref, service_key, service_name, amount, currency, customer_name, customer_email,
           customer_phone, gateway, application_id) VALUES (?, 'basic', 'Basic', 100, 'USD', 'C O', ?, '+2348031112222', 'sandbox', ?)`,
        `ISG-T${crypto.randomUUID().slice(0, 12).toUpperCase()}`,
        email,
        id,
      );
    await insert();
    await expect(insert()).rejects.toThrow(/UNIQUE constraint failed/);
  });

  it("starts afresh (the old checkout cancelled) when the open one is over an hour old or in another currency", async () => {
    const { reference, id, email } = await openCase();
    // Today's naira rate, so a naira start is priced.
    await sql("UPDATE exchange_rates SET rate_date = ? WHERE currency = 'NGN'", new Date().toISOString().slice(0, 10));
    const start = async (currency = "USD") =>
      (await (
        await initiate({ ...billing, customerEmail: email, service: "basic", reference, currency })
      ).json()) as Initiation;
    const first = await start();
    await sql(
      "UPDATE payments SET created_at = ? WHERE tx_ref = ?",
      new Date(Date.now() - 2 * 3_600_000).toISOString(),
      first.txRef,
    );
    const second = await start();
    expect(second.txRef).not.toBe(first.txRef);
    const third = await start("NGN");
    expect(third.txRef).not.toBe(second.txRef);
    expect(await rowsOf(id, "basic")).toEqual([
      { tx_ref: first.txRef, status: "cancelled", currency: "USD" },
      { tx_ref: second.txRef, status: "cancelled", currency: "USD" },
      { tx_ref: third.txRef, status: "pending", currency: "NGN" },
    ]);
  });
});

describe("a package for an application that has ended", () => {
  it.each([
    ["withdrawn", "en", "Application {ref} is withdrawn: there is nothing left to pay for it."],
    ["rejected", "fr", "La candidature {ref} a été refusée : il n’y a plus rien à payer pour elle."],
  ])("(%s) is refused in the payer's language, API and form, nothing written", async (status, locale, words) => {
    const { reference, id, email } = await openCase();
    await sql("UPDATE applications SET status = ? WHERE id = ?", status, id);
    const before = await paymentCount();
    const api = await initiate({ ...billing, customerEmail: email, service: "basic", reference }, locale);
    expect(api.status).toBe(409);
    expect(((await api.json()) as Initiation).error).toBe(words.replace("{ref}", reference));
    const form = await postForm("/ar", { service: "basic", reference, customerEmail: email });
    expect(form.status).toBe(409);
    expect(await form.text()).toContain(`الطلب ${reference}`);
    expect(await paymentCount()).toBe(before);
  });
});

describe("the case page and API after a package is paid", () => {
  it("say 'We do this for you' on the steps Basic covers, list the payment, and link back from the receipt page", async () => {
    const { reference, email } = await openCase();
    const before = await (await lookup(reference, email)).text();
    // The case offers the packages, each a link to /payments with this application's reference.
    expect(before).toContain(`href="/payments?service=basic&amp;reference=${reference}"`);
    // Each with the steps it does, in the case's order.
    expect(listText(before, "case-packages")).toContain(
      "Basic · $100 Does for you: Visa documents ready and Visa appointment booked Buy Basic",
    );
    expect(stepText(before, "visa_appointment_booked")).not.toContain("We do this for you");
    expect(before).not.toContain('data-testid="case-payments"');

    const started = (await (
      await initiate({ ...billing, customerEmail: email, service: "basic", reference })
    ).json()) as Initiation;
    // Started, not paid: listed as waiting, covering nothing yet.
    const pending = await (await lookup(reference, email)).text();
    expect(listText(pending, "case-payments")).toContain("Waiting for payment");
    expect(stepText(pending, "visa_appointment_booked")).not.toContain("We do this for you");

    const success = await payOnSandbox(started.paymentUrl!);
    expect(success).toContain("Payment Successful!");
    expect(success).toContain(`href="/applications/status?ref=${reference}"`);

    const html = await (await lookup(reference, email)).text();
    expect(stepText(html, "visa_appointment_booked")).toContain("We do this for you (Basic)");
    // Said where the step says who acts: not also "You do this".
    expect(stepText(html, "visa_appointment_booked")).not.toContain("You do this");
    expect(stepText(html, "visa_documents_ready")).toContain("We do this for you (Basic)");
    expect(stepText(html, "deposit_paid")).not.toContain("We do this for you");
    expect(stepText(html, "residence_permit_applied")).not.toContain("We do this for you");
    const listed = listText(html, "case-payments");
    expect(listed).toContain("Basic");
    expect(listed).toContain("$100 (USD)");
    expect(listed).toContain("Paid");

    const french = await (await lookup(reference, email, "/fr")).text();
    expect(stepText(french, "visa_appointment_booked")).toContain("Nous nous en chargeons pour vous");
    expect(listText(french, "case-payments")).toContain("Payé");
    const arabic = await (await lookup(reference, email, "/ar")).text();
    expect(stepText(arabic, "visa_appointment_booked")).toContain("نقوم بهذا عنك");

    const application = await statusAnswer<{
      steps: { kind: string; coveredBy: string[] }[];
      payments: Record<string, unknown>[];
    }>(reference, email);
    expect(application.steps.find((s) => s.kind === "visa_appointment_booked")?.coveredBy).toEqual(["basic"]);
    expect(application.steps.find((s) => s.kind === "deposit_paid")?.coveredBy).toEqual([]);
    expect(application.payments).toEqual([
      expect.objectContaining({
        serviceKey: "basic",
        serviceName: "Basic",
        amount: 100,
        currency: "USD",
        rate: null,
        rateDate: null,
        status: "successful",
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    ]);
  });

  it("lists a naira payment with its rate and the rate's day", async () => {
    const { reference, id, email } = await openCase();
    await sql(
      `INSERT INTO payments (tx_ref, service_key, service_name, amount, currency, usd_amount, rate, rate_date,
         customer_name, customer_email, customer_phone, status, gateway, application_id)
       VALUES (?, 'visa-addon', 'Visa Application Support', 146575, 'NGN', 100, 1465.75, '2026-11-20', 'C O', ?, '+2348031112222', 'failed', 'sandbox', ?)`,
      `ISG-T${crypto.randomUUID().slice(0, 12).toUpperCase()}`,
      email,
      id,
    );
    const listed = listText(await (await lookup(reference, email)).text(), "case-payments");
    expect(listed).toContain("₦146,575");
    expect(listed).toContain("1,465.75");
    expect(listed).toContain("20 November 2026");
    expect(listed).toContain("Failed");
  });
});

describe("the money trail on the case", () => {
  it("shows Beykoz's deposit at the deposit step and its refund rule at the visa-decision step", async () => {
    const { reference, email } = await openCase({ universityId: 5, programId: 95 });
    const html = await (await lookup(reference, email)).text();
    const deposit = stepText(html, "deposit_paid");
    expect(deposit).toContain("Deposit and refunds (indicative)");
    expect(deposit).toContain("Deposit: $1,000");
    expect(deposit).not.toContain("If the visa is refused");
    const decision = stepText(html, "visa_decision");
    expect(decision).toContain("the deposit is refunded on proof of the refusal");
    expect(decision).not.toContain("Deposit: $1,000");
    expect(decision).toContain("not checked by us");
    // Only at those two steps.
    expect(stepText(html, "visa_appointment_booked")).not.toContain("Deposit and refunds");
    // The API carries the row.
    const application = await statusAnswer<{ moneyTrail: Record<string, unknown> }>(reference, email);
    expect(application.moneyTrail).toMatchObject({ depositUsd: 1000, refundRule: "on_visa_refusal" });
  });

  it("takes İstinye's pre-registration fee (half the tuition) at the deposit step, its refund rule at the visa decision, in French too", async () => {
    const { reference, email } = await openCase({ universityId: 2, programId: 25 });
    const html = await (await lookup(reference, email)).text();
    const deposit = stepText(html, "deposit_paid");
    expect(deposit).toContain("Pre-registration fee: 50% of the tuition");
    expect(deposit).toContain("the rest by 1 December");
    expect(deposit).not.toContain("Deposit: $6,000");
    expect(stepText(html, "visa_decision")).toContain(
      "If final registration is not completed, the pre-registration fee is not refunded",
    );
    expect(stepText(await (await lookup(reference, email, "/fr")).text(), "deposit_paid")).toContain(
      "Acompte et remboursements (à titre indicatif)",
    );
  });

  it("shows none for a university D1 holds no money trail of (Medipol)", async () => {
    const { reference, email } = await openCase();
    const html = await (await lookup(reference, email)).text();
    expect(html).not.toContain('data-testid="step-money-trail"');
    expect(stepText(html, "deposit_paid")).not.toContain("Deposit and refunds");
  });
});
