import { describe, expect, it } from "vitest";
import { m } from "~/i18n/paraglide/messages";
import { englishReader, englishSentences, refusalText } from "./english-left";
import { inOneWindow, request, validConsultation } from "./helpers";

// The rate limit's refusal (429) on every page form in French and Arabic, under the limits wrangler.toml ships:
// the page says it in the visitor's language (the catalogue's words for the locale), with no English left
// (the other refusals: untranslated.test.ts). The JSON API says it in the language Accept-Language asks for.

let nextClient = 1;

describe.each(["fr", "ar"] as const)("the rate limit's answer in %s", (locale) => {
  const { englishLeft } = englishReader(locale);
  const limited = m.edge_rate_limited({ seconds: "60" }, { locale });
  const said = locale === "fr" ? "Je voudrais étudier la médecine." : "أرغب في دراسة الطب.";
  // The page forms' 429s in both languages, with no English left, are refusals.limits.test.ts's (each with its form
  // filled again); the payment form's is here.
  it(
    `/payments?service=basic answers its 429 in ${locale}`,
    inOneWindow(async () => {
      const headers = { "CF-Connecting-IP": `198.51.100.${nextClient++}` };
      const body = () => new URLSearchParams({ customerEmail: "not-an-email", service: "basic" });
      let response: Response | undefined;
      // Past the address's ceiling (20 a minute: wrangler.toml).
      for (let i = 0; i < 25; i++) {
        response = await request(`/${locale}/payments?service=basic`, {
          method: "POST",
          headers,
          body: body(),
          redirect: "manual",
        });
        if (response.status === 429) break;
        await response.body?.cancel();
      }
      expect(response?.status).toBe(429);
      const html = await response!.text();
      expect(html).toContain(limited);
      expect(englishLeft(html)).toEqual([]);
    }),
  );

  // The spam guard's refusal, the same for every form: words rendered once, where the form is answered.
  it.each([
    ["/contact", { ...validConsultation, message: said }],
    ["/payments?service=basic", { customerName: "Amina Bello", customerEmail: "amina@example.com", service: "basic" }],
  ])(`%s answers a form sent too fast in ${locale}`, async (path, fields) => {
    const headers = { "CF-Connecting-IP": `198.51.100.${nextClient++}` };
    const body = new URLSearchParams({ ...fields, customerPhone: "+2348012345678", formStartedAt: String(Date.now()) });
    const response = await request(`/${locale}${path}`, { method: "POST", headers, body, redirect: "manual" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(m.forms_too_fast({}, { locale }));
    expect(englishLeft(html)).toEqual([]);
  });

  it(
    `the JSON API answers its 429 in ${locale} when Accept-Language asks for it`,
    inOneWindow(async () => {
      const headers = {
        "CF-Connecting-IP": `198.51.100.${nextClient++}`,
        "Content-Type": "application/json",
        "Accept-Language": locale,
      };
      let response: Response | undefined;
      for (let i = 0; i < 15; i++) {
        response = await request("/api/applications/status", {
          method: "POST",
          headers,
          body: JSON.stringify({ reference: "APP-GUESS000", email: "a@example.com" }),
        });
        if (response.status === 429) break;
        await response.body?.cancel();
      }
      expect(response?.status).toBe(429);
      const text = await refusalText(response!);
      expect(text).toBe(limited);
      expect(englishSentences(text)).toEqual([]);
    }),
  );
});
