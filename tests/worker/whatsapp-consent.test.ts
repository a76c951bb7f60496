import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { applications, consultationRequests, payments, whatsappConsents } from "~/db/schema";
import { statusLinkPath } from "~/case/status-link.server";
import { m } from "~/i18n/paraglide/messages";
import { englishSentences } from "./english-left";
import { appendRequiredDocuments, medicineApplication, request, validConsultation } from "./helpers";

// Issue 44: "Send my updates on WhatsApp" is explicit (a ticked box and a mobile number), stored with the words the
// student read, their language and the time, in the application's own batch; anything else is refused with nothing
// written.

type Answer = { id?: number; reference?: string; message?: string; errors?: Record<string, string[]> };

const db = () => getDb(env.DB);
const counts = async () => ({
  applications: await db().$count(applications),
  consents: await db().$count(whatsappConsents),
});
const consentsOf = (applicationId: number) =>
  db().select().from(whatsappConsents).where(eq(whatsappConsents.applicationId, applicationId));

function application(fields: Record<string, string>) {
  return appendRequiredDocuments(medicineApplication(fields));
}

async function postApi(fields: Record<string, string>, language = "en") {
  const response = await request("/api/applications", {
    method: "POST",
    body: application(fields),
    headers: { "Accept-Language": language },
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** The words beside the box, as stored: the hint names the status page, or (no status page) a STOP reply. */
const wording = (locale: "en" | "fr" | "ar", hasStatusPage = true) =>
  `${m.forms_whatsapp_opt_in({}, { locale })}. ${(hasStatusPage ? m.forms_whatsapp_opt_in_hint : m.forms_whatsapp_opt_in_hint_reply_stop)({}, { locale })}`;

describe("WhatsApp opt-in on the application", () => {
  it("stores the consent from the form without JavaScript: the phone field's 0803… number as +234803…, the words shown, the language and the time", async () => {
    const before = Date.now();
    const response = await request("/apply", {
      method: "POST",
      body: application({ phone: "0803 123 4567", whatsappOptIn: "on", whatsappNumber: "" }),
    });
    expect(response.status).toBe(200);
    const [created] = await db()
      .select({ id: applications.id, phone: applications.phone })
      .from(applications)
      .orderBy(desc(applications.id))
      .limit(1);
    expect(created?.phone).toBe("0803 123 4567");
    const rows = await consentsOf(created!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phone: "+2348031234567",
      wording: wording("en"),
      locale: "en",
      revokedAt: null,
      consultationRequestId: null,
      paymentId: null,
    });
    const consentedAt = Date.parse(rows[0]!.consentedAt);
    expect(consentedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(consentedAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("takes the WhatsApp number over the phone, and the API takes the same fields (in French, the French words)", async () => {
    const { status, body } = await postApi(
      { phone: "+234 803 000 0000", whatsappOptIn: "on", whatsappNumber: "0706-123-4567" },
      "fr",
    );
    expect(status).toBe(201);
    const rows = await consentsOf(body.id!);
    expect(rows.map((r) => [r.phone, r.wording, r.locale])).toEqual([["+2347061234567", wording("fr"), "fr"]]);
  });

  it("stores no consent when the box is not ticked, whatever the number field says", async () => {
    const { status, body } = await postApi({ phone: "0803 123 4567", whatsappNumber: "01 234 5678" });
    expect(status).toBe(201);
    expect(await consentsOf(body.id!)).toEqual([]);
  });

  const refusals = [
    [
      "a landline in E.164",
      { phone: "0803 123 4567", whatsappOptIn: "on", whatsappNumber: "+23412345678" },
      "not_mobile",
    ],
    ["a Lagos landline from the phone field", { phone: "01 234 5678", whatsappOptIn: "on" }, "not_mobile"],
    ["a malformed number", { whatsappOptIn: "on", whatsappNumber: "0803 123 45x7" }, "malformed"],
    ["a consent without any number", { whatsappOptIn: "on", whatsappNumber: "" }, "missing"],
  ] as const;
  const MESSAGES = {
    not_mobile: m.forms_whatsapp_number_not_mobile,
    malformed: m.forms_whatsapp_number_malformed,
    missing: m.forms_whatsapp_number_missing,
  };

  for (const [what, fields, problem] of refusals) {
    it(`refuses ${what} (400, nothing written)`, async () => {
      const before = await counts();
      const { status, body } = await postApi(fields);
      expect(status).toBe(400);
      const message = MESSAGES[problem]({}, { locale: "en" });
      expect(body.errors?.whatsappNumber).toEqual([message]);
      expect(body.message).toBe(message);
      expect(await counts()).toEqual(before);
    });
  }

  for (const locale of ["fr", "ar"] as const) {
    it(`refuses a landline in ${locale} with no English (the API and the ${locale} page without JavaScript)`, async () => {
      const before = await counts();
      const fields = { phone: "01 234 5678", whatsappOptIn: "on" };
      const message = m.forms_whatsapp_number_not_mobile({}, { locale });
      const { status, body } = await postApi(fields, locale);
      expect(status).toBe(400);
      expect(body.errors?.whatsappNumber).toEqual([message]);
      expect(englishSentences(body.message!)).toEqual([]);

      const page = await request(`/${locale}/apply`, { method: "POST", body: application(fields) });
      expect(page.status).toBe(400);
      const html = await page.text();
      expect(html).toContain(message);
      expect(html).not.toContain(m.forms_whatsapp_number_not_mobile({}, { locale: "en" }));
      expect(await counts()).toEqual(before);
    });
  }
});

describe("WhatsApp opt-in on the consultation form", () => {
  const post = (fields: Record<string, string>, path = "/contact") =>
    request(path, {
      method: "POST",
      body: new URLSearchParams({ ...validConsultation, source: "contact", ...fields }),
    });
  const consultationCount = () => db().$count(consultationRequests);

  it("stores the consent with the request, from the phone field (0803… as +234803…), in the page's language", async () => {
    const response = await post({ whatsappOptIn: "on", whatsappNumber: "" }, "/ar/contact");
    expect(response.status).toBe(200);
    const [saved] = await db()
      .select({ id: consultationRequests.id })
      .from(consultationRequests)
      .orderBy(desc(consultationRequests.id))
      .limit(1);
    const rows = await db()
      .select()
      .from(whatsappConsents)
      .where(eq(whatsappConsents.consultationRequestId, saved!.id));
    expect(rows.map((r) => [r.phone, r.wording, r.locale, r.applicationId])).toEqual([
      ["+2348031234567", wording("ar", false), "ar", null],
    ]);
  });

  it("takes the same fields from the JSON API (true for the box)", async () => {
    const response = await request("/api/consultation-requests", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...validConsultation, whatsappOptIn: true, whatsappNumber: "+233 24 123 4567" }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const rows = await db().select().from(whatsappConsents).where(eq(whatsappConsents.consultationRequestId, id));
    expect(rows.map((r) => r.phone)).toEqual(["+233241234567"]);
  });

  it("refuses a landline, in French with no English, and writes nothing", async () => {
    const before = { requests: await consultationCount(), consents: await db().$count(whatsappConsents) };
    const response = await post({ whatsappOptIn: "on", whatsappNumber: "01 234 5678" }, "/fr/contact");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(m.forms_whatsapp_number_not_mobile({}, { locale: "fr" }));
    expect(html).not.toContain(m.forms_whatsapp_number_not_mobile({}, { locale: "en" }));
    expect({ requests: await consultationCount(), consents: await db().$count(whatsappConsents) }).toEqual(before);
  });
});

describe("stopping WhatsApp updates from the status page", () => {
  it("offers the stop form while a consent is live; the POST revokes it ('status_page') and the page says e-mail", async () => {
    const email = `stop-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { body } = await postApi({ email, phone: "0803 123 4567", whatsappOptIn: "on" });
    const reference = body.reference!;

    const page = await (await request(await statusLinkPath(env, reference))).text();
    expect(page).toContain(m.status_whatsapp_stop({}, { locale: "en" }));
    expect(page).toContain("+2348031234567");

    const response = await request("/applications/status", {
      method: "POST",
      body: new URLSearchParams({ intent: "whatsapp-stop", reference, email }),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(m.status_whatsapp_stopped({}, { locale: "en" }));
    expect(html).not.toContain(m.status_whatsapp_stop({}, { locale: "en" }));
    const [row] = await consentsOf(body.id!);
    expect(row).toMatchObject({ revokedVia: "status_page" });
    expect(Date.parse(row!.revokedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const after = await (await request(await statusLinkPath(env, reference))).text();
    expect(after).not.toContain(m.status_whatsapp_stop({}, { locale: "en" }));
  });

  it("refuses a stop for a pair that does not match (404) and revokes nothing", async () => {
    const email = `keep-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { body } = await postApi({ email, phone: "0803 123 4567", whatsappOptIn: "on" });
    const response = await request("/applications/status", {
      method: "POST",
      body: new URLSearchParams({ intent: "whatsapp-stop", reference: body.reference!, email: "someone@example.com" }),
    });
    expect(response.status).toBe(404);
    const [row] = await consentsOf(body.id!);
    expect(row).toMatchObject({ revokedAt: null, revokedVia: null });
  });
});

describe("opting in from the case page (docs/decisions/0051)", () => {
  const locales = ["en", "fr", "ar"] as const;
  type Locale = (typeof locales)[number];
  const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);
  /** An application made without the opt-in, with a Nigerian phone: its case page offers the box. */
  async function applied() {
    const email = `case-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { body } = await postApi({ email, phone: "0803 123 4567" });
    return { id: body.id!, reference: body.reference!, email };
  }
  const start = (pair: { reference: string; email: string }, fields: Record<string, string>, locale: Locale = "en") =>
    request(`${prefix(locale)}/applications/status`, {
      method: "POST",
      body: new URLSearchParams({ intent: "whatsapp-start", reference: pair.reference, email: pair.email, ...fields }),
    });

  it.each([
    ["en", "instead of e-mail", "also come on WhatsApp"],
    ["fr", "au lieu de l&#x27;e-mail", "arrivent aussi sur WhatsApp"],
    ["ar", "بدلًا من البريد الإلكتروني", "أيضًا عبر واتساب"],
  ] as const)(
    "in %s, says updates come on WhatsApp instead of e-mail, as they do (decision 52), and what still comes by e-mail",
    async (locale, instead, also) => {
      const pair = await applied();
      const html = await (await start(pair, { whatsappOptIn: "on", whatsappNumber: "0803 123 4567" }, locale)).text();
      // The box on the page: from its anchor to the end of its form.
      const anchor = html.indexOf('id="whatsapp-updates"');
      const box = html.slice(anchor, html.indexOf("</form>", anchor));
      expect(box).toContain(instead);
      expect(box).not.toContain(also);
      expect(box).toContain(m.status_whatsapp_on_email({}, { locale }).replace(/'/g, "&#x27;"));
    },
  );

  it("offers the box with the application's phone on its signed link, and the POST stores one consent and shows the stop", async () => {
    const pair = await applied();
    const page = await (await request(await statusLinkPath(env, pair.reference))).text();
    expect(page).toContain(m.status_whatsapp_start({}, { locale: "en" }));
    expect(page).toMatch(/name="whatsappNumber"[^>]*value="0803 123 4567"/);
    // Still a browsing page: no script bundle.
    expect(page).not.toMatch(/<script[^>]*type="module"|modulepreload|scripts-on-intent|\/assets\/[\w-]+\.js/);

    const response = await start(pair, { whatsappOptIn: "on", whatsappNumber: "0803 123 4567" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(m.status_whatsapp_on({}, { locale: "en" }));
    expect(html).toContain("+2348031234567");
    expect(html).toContain(m.status_whatsapp_stop({}, { locale: "en" }));
    expect(html).not.toContain(m.status_whatsapp_start({}, { locale: "en" }));
    const rows = await consentsOf(pair.id);
    expect(rows.map((r) => [r.phone, r.wording, r.locale, r.revokedAt, r.paymentId])).toEqual([
      ["+2348031234567", wording("en"), "en", null, null],
    ]);

    // Posted twice (a reload): still one live consent.
    expect((await start(pair, { whatsappOptIn: "on", whatsappNumber: "0706 123 4567" })).status).toBe(200);
    expect(await consentsOf(pair.id)).toHaveLength(1);
    // The JSON API does not give the phone away.
    const api = await request("/api/applications/status", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(pair),
    });
    const { application } = (await api.json()) as { application: Record<string, unknown> };
    expect(application).not.toHaveProperty("phone");
  });

  it("starts again after a stop, in French: a new row, the old one keeps its revocation", async () => {
    const pair = await applied();
    expect((await start(pair, { whatsappOptIn: "on", whatsappNumber: "+234 803 123 4567" })).status).toBe(200);
    const stop = await request("/fr/applications/status", {
      method: "POST",
      body: new URLSearchParams({ intent: "whatsapp-stop", reference: pair.reference, email: pair.email }),
    });
    const stopped = await stop.text();
    expect(stopped).toContain(m.status_whatsapp_stopped({}, { locale: "fr" }));
    expect(stopped).toContain(m.status_whatsapp_start({}, { locale: "fr" }));

    const again = await start(pair, { whatsappOptIn: "on", whatsappNumber: "0706-123-4567" }, "fr");
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(m.status_whatsapp_stop({}, { locale: "fr" }));
    const rows = await db()
      .select()
      .from(whatsappConsents)
      .where(eq(whatsappConsents.applicationId, pair.id))
      .orderBy(whatsappConsents.id);
    expect(rows.map((r) => [r.phone, r.locale, r.wording, r.revokedVia])).toEqual([
      ["+2348031234567", "en", wording("en"), "status_page"],
      ["+2347061234567", "fr", wording("fr"), null],
    ]);
    expect(rows[0]!.revokedAt).not.toBeNull();
  });

  const refusals = [
    ["a landline", { whatsappOptIn: "on", whatsappNumber: "01 234 5678" }, m.forms_whatsapp_number_not_mobile],
    ["a malformed number", { whatsappOptIn: "on", whatsappNumber: "0803 123 45x7" }, m.forms_whatsapp_number_malformed],
    ["a ticked box with no number", { whatsappOptIn: "on", whatsappNumber: "" }, m.status_whatsapp_number_missing],
    ["an unticked box", { whatsappNumber: "0803 123 4567" }, m.status_whatsapp_start_unticked],
  ] as const;
  for (const locale of locales) {
    for (const [what, fields, message] of refusals) {
      it(`refuses ${what} in ${locale} (400, the case shown again with the message, nothing written)`, async () => {
        const pair = await applied();
        const before = await db().$count(whatsappConsents);
        const response = await start(pair, fields, locale);
        expect(response.status).toBe(400);
        const html = await response.text();
        expect(html).toContain(message({}, { locale }));
        expect(html).toContain(pair.reference);
        expect(html).toContain(m.status_whatsapp_start({}, { locale }));
        if (locale !== "en") expect(html).not.toContain(message({}, { locale: "en" }));
        expect(await db().$count(whatsappConsents)).toBe(before);
      });
    }
  }

  it("refuses a wrong pair exactly as the stop form does (404, the same page), and writes nothing", async () => {
    const pair = await applied();
    const wrong = { reference: pair.reference, email: "someone@example.com" };
    const before = await db().$count(whatsappConsents);
    const started = await start(wrong, { whatsappOptIn: "on", whatsappNumber: "0803 123 4567" }, "ar");
    const stopped = await request("/ar/applications/status", {
      method: "POST",
      body: new URLSearchParams({ intent: "whatsapp-stop", ...wrong }),
    });
    expect(started.status).toBe(404);
    expect(stopped.status).toBe(404);
    const [a, b] = [await started.text(), await stopped.text()];
    expect(a).toContain(m.status_not_found({}, { locale: "ar" }));
    expect(a.replace(/nonce="[^"]*"/g, "")).toBe(b.replace(/nonce="[^"]*"/g, ""));
    expect(await db().$count(whatsappConsents)).toBe(before);
  });
});

describe("WhatsApp opt-in on the payment form (docs/decisions/0051)", () => {
  const billing = { customerName: "Ngozi Eze", customerEmail: "ngozi@example.com", customerPhone: "0803 123 4567" };
  const prefix = (locale: "en" | "fr" | "ar") => (locale === "en" ? "" : `/${locale}`);
  /** The /payments form posted without JavaScript; a started payment answers with a redirect to the checkout. */
  const postForm = (fields: Record<string, string>, locale: "en" | "fr" | "ar" = "en") =>
    request(`${prefix(locale)}/payments?service=basic`, {
      method: "POST",
      body: new URLSearchParams({ ...billing, service: "basic", ...fields }),
      redirect: "manual",
    });
  const paymentCounts = async () => ({
    payments: await db().$count(payments),
    consents: await db().$count(whatsappConsents),
  });
  const newestPayment = async () => (await db().select().from(payments).orderBy(desc(payments.id)).limit(1))[0]!;
  const consentsOfPayment = (paymentId: number) =>
    db().select().from(whatsappConsents).where(eq(whatsappConsents.paymentId, paymentId));

  it("stores the consent with the pending payment, from the billing phone (0803… as +234803…), without JavaScript", async () => {
    const response = await postForm({ whatsappOptIn: "on", whatsappNumber: "" });
    expect(response.status).toBe(302);
    const payment = await newestPayment();
    expect(payment.status).toBe("pending");
    const rows = await consentsOfPayment(payment.id);
    expect(rows.map((r) => [r.phone, r.wording, r.locale, r.applicationId, r.consultationRequestId])).toEqual([
      ["+2348031234567", wording("en", false), "en", null, null],
    ]);
  });

  it("takes the same fields from the JSON API (true for the box), in French the French words", async () => {
    const response = await request("/api/payment/initiate", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "fr" },
      body: JSON.stringify({ ...billing, service: "basic", whatsappOptIn: true, whatsappNumber: "+233 24 123 4567" }),
    });
    expect(response.status).toBe(200);
    const { txRef } = (await response.json()) as { txRef: string };
    const [payment] = await db().select().from(payments).where(eq(payments.txRef, txRef));
    const rows = await consentsOfPayment(payment!.id);
    expect(rows.map((r) => [r.phone, r.wording, r.locale])).toEqual([["+233241234567", wording("fr", false), "fr"]]);
  });

  it("names the application too when the payment is bought for one (its case page's link): its status page shows the number", async () => {
    const email = `pay-case-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { body } = await postApi({ email, phone: "0803 123 4567" });
    const response = await postForm({
      customerEmail: email,
      reference: body.reference!,
      whatsappOptIn: "on",
      whatsappNumber: "0706 123 4567",
    });
    expect(response.status).toBe(302);
    const payment = await newestPayment();
    expect(payment.applicationId).toBe(body.id);
    const rows = await consentsOfPayment(payment.id);
    expect(rows.map((r) => [r.phone, r.applicationId])).toEqual([["+2347061234567", body.id]]);
    const page = await (await request(await statusLinkPath(env, body.reference!))).text();
    expect(page).toContain(m.status_whatsapp_stop({}, { locale: "en" }));
    expect(page).toContain("+2347061234567");
  });

  it("stores no consent when the box is not ticked, whatever the number field says", async () => {
    expect((await postForm({ whatsappNumber: "01 234 5678" })).status).toBe(302);
    expect(await consentsOfPayment((await newestPayment()).id)).toEqual([]);
  });

  const refusals = [
    ["a landline", { whatsappOptIn: "on", whatsappNumber: "+23412345678" }, m.forms_whatsapp_number_not_mobile],
    [
      "a Lagos landline from the billing phone",
      { whatsappOptIn: "on", customerPhone: "01 234 5678" },
      m.forms_whatsapp_number_not_mobile,
    ],
    ["a malformed number", { whatsappOptIn: "on", whatsappNumber: "0803 123 45x7" }, m.forms_whatsapp_number_malformed],
  ] as const;
  for (const locale of ["en", "fr", "ar"] as const) {
    for (const [what, fields, message] of refusals) {
      it(`refuses ${what} in ${locale} (400, the message by the field, no payment and no consent written)`, async () => {
        const before = await paymentCounts();
        const response = await postForm(fields, locale);
        expect(response.status).toBe(400);
        const html = await response.text();
        expect(html).toContain(message({}, { locale }));
        if (locale !== "en") expect(html).not.toContain(message({}, { locale: "en" }));
        expect(await paymentCounts()).toEqual(before);
      });
    }
  }

  it("refuses a landline through the API in Arabic, with no English, and writes nothing", async () => {
    const before = await paymentCounts();
    const response = await request("/api/payment/initiate", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "ar" },
      body: JSON.stringify({ ...billing, service: "basic", whatsappOptIn: true, whatsappNumber: "01 234 5678" }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; errors?: Record<string, string[]> };
    const message = m.forms_whatsapp_number_not_mobile({}, { locale: "ar" });
    expect(body.errors?.whatsappNumber).toEqual([message]);
    expect(body.error).toBe(message);
    expect(englishSentences(body.error)).toEqual([]);
    expect(await paymentCounts()).toEqual(before);
  });
});

describe("the words beside the box", () => {
  it("name the status page only where there is one: a consultation and a payment for no application say to reply STOP", async () => {
    const general = m.forms_whatsapp_opt_in_hint({}, { locale: "fr" });
    const replyStop = m.forms_whatsapp_opt_in_hint_reply_stop({}, { locale: "fr" });
    for (const [path, hint] of [
      ["/fr/contact", replyStop],
      ["/fr/payments?service=basic", replyStop],
      ["/fr/payments?service=basic&reference=APP-AB12CD34", general],
      ["/fr/apply", general],
    ] as const) {
      const html = (await (await request(path)).text()).replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
      expect(html, path).toContain(hint);
      expect(html, path).not.toContain(hint === general ? replyStop : general);
    }
  });
});
