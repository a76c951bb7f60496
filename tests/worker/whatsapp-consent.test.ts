import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { applications, whatsappConsents } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages";
import { englishSentences } from "./english-left";
import { appendRequiredDocuments, medicineApplication, request } from "./helpers";

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

const wording = (locale: "en" | "fr" | "ar") =>
  `${m.forms_whatsapp_opt_in({}, { locale })} ${m.forms_whatsapp_opt_in_hint({}, { locale })}`;

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
