import { env } from "cloudflare:workers";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { applications, consultationRequests } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages";
import { pdfBytes } from "./document-bytes";
import { appendRequiredDocuments, medicineApplication, inOneWindow, request, validConsultation } from "./helpers";
import { englishReader } from "./english-left";

// A refusal that helps (issue 54), under the limits wrangler.toml ships: a form refused by its rate limit, posted
// without JavaScript, comes back filled, in the page's language, saying when to send it again (and Retry-After),
// naming the files a page cannot give back, with the WhatsApp hand-off; nothing is stored. The API says the same
// words with its 429.

let nextClient = 1;
const client = () => ({ "CF-Connecting-IP": `192.0.2.${nextClient++}` });
const db = () => getDb(env.DB);
const rows = async (table: typeof applications | typeof consultationRequests) =>
  (await db().select({ n: count() }).from(table))[0]!.n;

/** Posts `body()` from one client until the limit answers (each post before it counts, refused or not). */
async function postUntilLimited(path: string, body: () => BodyInit, headers: Record<string, string>) {
  for (let i = 0; i < 200; i++) {
    const response = await request(path, { method: "POST", headers, body: body(), redirect: "manual" });
    if (response.status === 429) return response;
    await response.body?.cancel();
  }
  throw new Error(`${path}: no 429 after 200 posts`);
}

/** The value of the input or textarea named `name` in `html`, as the browser would fill it. */
function filled(html: string, name: string) {
  const input = new RegExp(
    `<input[^>]*name="${name}"[^>]*value="([^"]*)"|<input[^>]*value="([^"]*)"[^>]*name="${name}"`,
  ).exec(html);
  if (input) return input[1] ?? input[2];
  return new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1];
}

describe.each(["fr", "ar"] as const)("a form refused by its limit, in %s, without JavaScript", (locale) => {
  const words = m.edge_rate_limited({ seconds: "60" }, { locale });
  const { englishLeft } = englishReader(locale);

  it(
    "the application comes back with every typed field, the files it could not keep named, nothing stored",
    inOneWindow(async () => {
      const headers = client();
      // The limit counts every post: refused ones (no last name) use it up without storing anything.
      await postUntilLimited(`/${locale}/apply`, () => medicineApplication({ lastName: "" }), headers).then((r) =>
        r.body?.cancel(),
      );
      const before = await rows(applications);
      const typed = {
        email: "amina.bello@example.com",
        phone: "+2348031234567",
        message: locale === "fr" ? "Je voudrais étudier la médecine." : "أرغب في دراسة الطب.",
      };
      const form = appendRequiredDocuments(medicineApplication(typed));
      const response = await request(`/${locale}/apply`, { method: "POST", headers, body: form });
      expect(response.status).toBe(429);
      expect(response.headers.get("Retry-After")).toBe("60");
      const html = await response.text();
      expect(englishLeft(html)).toEqual([]);
      expect(html).toContain(words);
      expect(html).toContain(m.forms_limited_kept({}, { locale }));
      expect(filled(html, "firstName")).toBe("Amina");
      expect(filled(html, "lastName")).toBe("Bello");
      expect(filled(html, "email")).toBe(typed.email);
      expect(filled(html, "phone")).toBe(typed.phone);
      expect(filled(html, "message")).toBe(typed.message);
      // The chosen program stays chosen.
      expect(html).toMatch(/<option[^>]*value="Medicine"[^>]*selected|<option[^>]*selected[^>]*value="Medicine"/);
      // Files cannot come back in a page: each is named, to be chosen again.
      expect(html).toContain('data-testid="files-not-kept"');
      for (const file of ["passport.pdf", "photo.pdf", "results.pdf"]) expect(html).toContain(file);
      // The hand-off carries what was being done, never the name, e-mail or phone typed.
      const link = /href="(https:\/\/wa\.me\/[^"]+)"[^>]*data-testid="ask-on-whatsapp"/.exec(html)?.[1] ?? "";
      const text = decodeURIComponent(new URL(link.replaceAll("&amp;", "&")).searchParams.get("text") ?? "");
      expect(text).toBe(m.handoff_limited_application({ program: "Medicine" }, { locale }));
      for (const personal of ["Amina", typed.email, "8031234567"]) expect(text).not.toContain(personal);
      expect(await rows(applications)).toBe(before);
      // Sixty refused posts first: the address's ceiling is set for a room (wrangler.toml).
    }),
    60_000,
  );

  it(
    "the consultation comes back with every typed field and the words; nothing stored",
    inOneWindow(async () => {
      const headers = client();
      const said =
        locale === "fr" ? "Un master en informatique, s’il vous plaît." : "ماجستير في هندسة الحاسوب من فضلك.";
      await postUntilLimited(
        `/${locale}/contact`,
        () => new URLSearchParams({ ...validConsultation, email: "not-an-email" }),
        headers,
      ).then((r) => r.body?.cancel());
      const before = await rows(consultationRequests);
      const response = await request(`/${locale}/contact`, {
        method: "POST",
        headers,
        body: new URLSearchParams({ ...validConsultation, message: said }),
      });
      expect(response.status).toBe(429);
      expect(response.headers.get("Retry-After")).toBe("60");
      const html = await response.text();
      expect(englishLeft(html)).toEqual([]);
      expect(html).toContain(words);
      expect(filled(html, "fullName")).toBe(validConsultation.fullName);
      expect(filled(html, "email")).toBe(validConsultation.email);
      expect(filled(html, "phone")).toBe(validConsultation.phone);
      expect(filled(html, "message")).toBe(said);
      expect(html).toContain('data-testid="limited-refusal"');
      expect(await rows(consultationRequests)).toBe(before);
    }),
    60_000,
  );

  it(
    "the JSON API answers its 429 with the same words, in the language asked for",
    inOneWindow(async () => {
      const headers = { ...client(), "Content-Type": "application/json", "Accept-Language": locale };
      const response = await postUntilLimited(
        "/api/consultation-requests",
        () => JSON.stringify({ ...validConsultation, email: "not-an-email" }),
        headers,
      );
      expect(response.headers.get("Retry-After")).toBe("60");
      expect(await response.json()).toMatchObject({ message: words });
    }),
    60_000,
  );
});

describe("the status page's lookup, refused per reference (CASE_LIMITER), in fr, without JavaScript", () => {
  it(
    "comes back with the reference and e-mail typed, the words, Retry-After and the hand-off naming the reference",
    inOneWindow(async () => {
      const reference = `APP-${crypto.randomUUID().replaceAll("-", "").slice(0, 8).toUpperCase()}`;
      const pair = { reference, email: "amina.bello@example.com" };
      // Ten lookups of one reference a minute, from as many addresses: the eleventh is the reference's limit's.
      for (let i = 0; i < 10; i++) {
        const response = await request("/fr/applications/status", {
          method: "POST",
          headers: client(),
          body: new URLSearchParams(pair),
        });
        expect(response.status).toBe(404);
        await response.body?.cancel();
      }
      const response = await request("/fr/applications/status", {
        method: "POST",
        headers: client(),
        body: new URLSearchParams(pair),
      });
      expect(response.status).toBe(429);
      const seconds = response.headers.get("Retry-After") ?? "";
      expect(Number(seconds)).toBeGreaterThan(0);
      const html = await response.text();
      expect(englishReader("fr").englishLeft(html)).toEqual([]);
      expect(html).toContain(m.edge_rate_limited({ seconds }, { locale: "fr" }));
      expect(html).toContain('data-testid="limited-refusal"');
      expect(html).toContain(m.forms_limited_kept({}, { locale: "fr" }));
      expect(filled(html, "reference")).toBe(reference);
      expect(filled(html, "email")).toBe(pair.email);
      const link = /href="(https:\/\/wa\.me\/[^"]+)"[^>]*data-testid="ask-on-whatsapp"/.exec(html)?.[1] ?? "";
      const text = decodeURIComponent(new URL(link.replaceAll("&amp;", "&")).searchParams.get("text") ?? "");
      expect(text).toBe(m.handoff_limited_reference({ reference }, { locale: "fr" }));
    }),
    60_000,
  );
});

describe("the case page's documents, refused at the edge, in ar, without JavaScript", () => {
  it(
    "come back with the lookup form filled, the files not kept named and the hand-off naming the reference",
    inOneWindow(async () => {
      const headers = client();
      const pair = { reference: "APP-CASE0054", email: "amina.bello@example.com" };
      const documents = (fields: Record<string, string>) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        form.append("docType", "transcript");
        form.append("documents", new File([pdfBytes(600)], "transcript.pdf"));
        return form;
      };
      // The address's application ceiling, spent by posts that name no case (each is counted, refused or not).
      await postUntilLimited("/ar/applications/status/documents", () => documents({}), headers).then((r) =>
        r.body?.cancel(),
      );
      const response = await request("/ar/applications/status/documents", {
        method: "POST",
        headers,
        body: documents(pair),
      });
      expect(response.status).toBe(429);
      expect(response.headers.get("Retry-After")).toBe("60");
      const html = await response.text();
      expect(englishReader("ar").englishLeft(html)).toEqual([]);
      expect(html).toContain(m.edge_rate_limited({ seconds: "60" }, { locale: "ar" }));
      expect(filled(html, "reference")).toBe(pair.reference);
      expect(filled(html, "email")).toBe(pair.email);
      expect(html).toContain('data-testid="files-not-kept"');
      expect(html).toContain("transcript.pdf");
      const link = /href="(https:\/\/wa\.me\/[^"]+)"[^>]*data-testid="ask-on-whatsapp"/.exec(html)?.[1] ?? "";
      const text = decodeURIComponent(new URL(link.replaceAll("&amp;", "&")).searchParams.get("text") ?? "");
      expect(text).toBe(m.handoff_limited_reference({ reference: pair.reference }, { locale: "ar" }));
    }),
    60_000,
  );
});
