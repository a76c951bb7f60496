import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type EnglishCell, englishCatalogue, englishIn } from "../catalogue-english";
import { PAGE_ROUTES } from "../e2e/routes";
import { appendRequiredDocuments, medicineApplication, request, validConsultation } from "./helpers";

// Every page rendered in French and Arabic, and every page a form answers with there, read for English left
// behind: any text or label a visitor meets (text between tags, the options of every select, alt, title,
// aria-label, placeholder, the meta description) that is an English message of the catalogue (app/i18n/messages)
// whose translation differs, or English catalogue text from D1 where D1 holds its translation (or that pages label
// in the reader's language: tests/catalogue-english.ts). The student's e-mails are read the same way
// (tests/consumer/untranslated-mail.test.ts).

type Catalogue = Record<string, unknown>;
const files = import.meta.glob<Catalogue>("../../app/i18n/messages/**/*.json", { eager: true, import: "default" });
const catalogue = (locale: string) =>
  Object.assign(
    {},
    ...Object.entries(files)
      .filter(([path]) => path.endsWith(`/${locale}.json`))
      .map(([, c]) => c),
  );

/** The texts a message can read as: a plain string, or each variant of a plural/select message. */
const texts = (message: unknown): string[] =>
  typeof message === "string"
    ? [message]
    : Array.isArray(message)
      ? message.flatMap((variant) => Object.values((variant as { match?: Record<string, string> }).match ?? {}))
      : [];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message as a whole-text pattern, each `{variable}` standing for any text. */
const pattern = (text: string) =>
  new RegExp(
    `^${text
      .trim()
      .split(/\{\w+\}/)
      .map((part) => escapeRegExp(part.replace(/\s+/g, " ")))
      .join(".+")}$`,
  );
const normalize = (s: string) => s.replace(/\s+/g, " ").trim();
/** Enough English outside its variables to tell it from other text (not "{program} at {university}"). */
const distinctive = (text: string) =>
  /[A-Za-z]{3,}/.test(text.replace(/\{\w+\}/g, " ").replace(/\b(at|in|of|and|the|for)\b/g, ""));

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

/** What a visitor reads on the page: its text runs and its labels. */
function visibleTexts(html: string, locale: string) {
  // Not scripts and styles, nor what is marked as another language (the switcher's "English").
  const otherLanguage = new RegExp(`<(\\w+)[^>]*\\slang="(?!${locale}")[^"]*"[^>]*>[\\s\\S]*?</\\1>`, "g");
  const body = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ").replace(otherLanguage, " ");
  const runs = body.split(/<[^>]+>/).map((run) => normalize(decode(run)));
  const labels = [...body.matchAll(/\s(?:alt|title|aria-label|placeholder|content|label)="([^"]*)"/g)].map((m) =>
    normalize(decode(m[1] ?? "")),
  );
  return [...runs, ...labels].filter((text) => /[A-Za-z]{2}/.test(text));
}

const english = catalogue("en");
/** Messages made of names (a university's, which stay as they are) or not shown on pages (e-mails). */
const NOT_READ = (key: string) => key === "footer_university_name" || key.startsWith("email_");

// Every page that shows D1 text: each route, and each university, service and faculty's pages by what D1 holds.
const column = async (sql: string) => (await env.DB.prepare(sql).all<{ v: string | number }>()).results.map((r) => r.v);
const PATHS = [
  ...new Set([
    ...PAGE_ROUTES.filter((r) => r.state === "full").map((r) => r.path),
    ...(await column("select id as v from universities order by id")).map((id) => `/universities/${id}`),
    ...(await column("select key as v from services order by id")).map((key) => `/payments?service=${key}`),
    // One program page per faculty (every program page is the same page with other D1 text).
    ...(await column("select min(slug) as v from programs group by faculty_id")).map((slug) => `/programs/${slug}`),
  ]),
];

/** Each <select>'s options and groups, with the select's name. */
function selectOptions(html: string) {
  return [...html.matchAll(/<select[^>]*\sname="([^"]*)"[^>]*>([\s\S]*?)<\/select>/g)].flatMap(
    ([, name, inside = ""]) =>
      [
        ...[...inside.matchAll(/<option[^>]*>([\s\S]*?)<\/option>/g)].map((o) => o[1] ?? ""),
        ...[...inside.matchAll(/<optgroup[^>]*\slabel="([^"]*)"/g)].map((g) => g[1] ?? ""),
      ].map((text) => ({ name, text: normalize(decode(text)) })),
  );
}

/** The answer to a form post, and the page a redirect to this site leads to. */
async function answer(response: Response): Promise<{ status: number; html: string; location?: string }> {
  const location = response.headers.get("Location") ?? undefined;
  if (response.status >= 300 && response.status < 400 && location) {
    await response.body?.cancel();
    const next = new URL(location, "http://localhost");
    if (next.host !== "localhost") return { status: response.status, html: "", location };
    return { ...(await answer(await request(`${next.pathname}${next.search}`, { redirect: "manual" }))), location };
  }
  return { status: response.status, html: await response.text() };
}

describe.each(["fr", "ar"] as const)("every page in %s", (locale) => {
  const translated = catalogue(locale);
  // The English messages that read differently in this language, as patterns (shortest last: a long message is
  // reported before a word it contains).
  const untranslated = Object.entries(english)
    .filter(([key]) => key !== "$schema" && !NOT_READ(key))
    .flatMap(([key, message]) => {
      const own = texts(translated[key]);
      // A text that reads as this language's own message ("… بتوقيت UTC" for "{time} UTC") is translated.
      const ownPatterns = own.map(pattern);
      return texts(message)
        .filter((text) => !own.includes(text) && distinctive(text))
        .map((text) => ({ key, text, pattern: pattern(text), ownPatterns }));
    });
  let d1: EnglishCell[] = [];
  beforeAll(async () => {
    d1 = await englishCatalogue(env.DB, locale);
  });
  const at = (path: string) => (path === "/" ? `/${locale}` : `/${locale}${path}`);

  /** What is left in English on a page: messages, then D1 text, then D1 text in the page's selects. */
  function englishLeft(html: string) {
    const visible = visibleTexts(html, locale);
    return [
      ...visible.flatMap((text) =>
        untranslated
          .filter((m) => m.pattern.test(text) && !m.ownPatterns.some((own) => own.test(text)))
          .map((m) => `${m.key}: "${text}"`),
      ),
      // D1 text outside the selects, then each select's options (named by their select).
      ...englishIn(visibleTexts(html.replace(/<select[\s\S]*?<\/select>/g, " "), locale), d1),
      ...selectOptions(html).flatMap(({ name, text }) =>
        englishIn([text], d1).map((left) => `select[${name}] ${left}`),
      ),
    ];
  }

  it("knows the English catalogue, messages and D1 text", () => {
    expect(untranslated.length).toBeGreaterThan(20);
    expect(d1.length).toBeGreaterThan(200);
    expect(d1.map((e) => e.text)).toEqual(expect.arrayContaining(["Medicine", "Faculty of Medicine", "Basic"]));
  });

  it("draws the accreditation seal in words of this language, not as a picture of English words", async () => {
    const html = await (await request(at("/universities"))).text();
    expect(html).not.toMatch(/<img[^>]*accredit/);
    expect(html).toMatch(new RegExp(`<svg[^>]*role="img"[\\s\\S]*>${translated.catalogue_badge_accredited}<`));
  });

  for (const path of PATHS) {
    it(`${at(path)} has no English left`, async () => {
      const html = await (await request(at(path))).text();
      expect(englishLeft(html), at(path)).toEqual([]);
    });
  }

  // Each answer is read even when one before it failed (expect.soft), so a failure lists every page it found.
  describe("the pages its forms answer with", () => {
    const email = () => `${locale}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    // What the visitor writes is theirs (the form echoes it): in their language here.
    const message = locale === "fr" ? "Je voudrais étudier la médecine." : "أرغب في دراسة الطب.";
    const post = (path: string, body: BodyInit) => request(at(path), { method: "POST", body, redirect: "manual" });

    it("the consultation form: sent, and refused", async () => {
      const sent = await answer(
        await post(
          "/contact",
          new URLSearchParams({ ...validConsultation, message, source: "contact", email: email() }),
        ),
      );
      expect(sent.status).toBe(200);
      expect.soft(englishLeft(sent.html), "sent").toEqual([]);
      const refused = await answer(
        await post(
          "/contact",
          new URLSearchParams({ ...validConsultation, message, source: "contact", email: "not-an-email" }),
        ),
      );
      expect(refused.status).toBe(400);
      expect.soft(englishLeft(refused.html), "refused").toEqual([]);
    });

    it("the application form: sent, refused, and the status lookup that follows", async () => {
      const address = email();
      const sent = await answer(await post("/apply", appendRequiredDocuments(medicineApplication({ email: address }))));
      expect(sent.status).toBe(200);
      expect.soft(englishLeft(sent.html), "sent").toEqual([]);
      const reference = /APP-[A-Z0-9]{8}/.exec(sent.html)?.[0];
      expect(reference).toBeDefined();

      // A program its faculty and university do not offer: refused, naming the faculty.
      const wrong = appendRequiredDocuments(medicineApplication({ email: email(), selectedProgram: "Astronomy" }));
      const refused = await answer(await post("/apply", wrong));
      expect(refused.status).toBe(400);
      expect.soft(englishLeft(refused.html), "refused").toEqual([]);

      const status = await answer(
        await post("/applications/status", new URLSearchParams({ reference: reference ?? "", email: address })),
      );
      expect(status.status).toBe(200);
      expect(status.html).toContain(reference);
      expect.soft(englishLeft(status.html), "status").toEqual([]);
    });

    it("the payment form: refused, and the checkout's way back when the payer cancels", async () => {
      const billing = { customerName: "Amina Bello", customerPhone: "+2348012345678", service: "basic" };
      const refused = await answer(
        await post("/payments?service=basic", new URLSearchParams({ ...billing, customerEmail: "not-an-email" })),
      );
      expect(refused.status).toBe(400);
      expect.soft(englishLeft(refused.html), "refused").toEqual([]);

      const sent = await post("/payments?service=basic", new URLSearchParams({ ...billing, customerEmail: email() }));
      expect(sent.status).toBe(302);
      const txRef = /ISG-[A-Za-z0-9_-]+/.exec(sent.headers.get("Location") ?? "")?.[0];
      expect(txRef).toBeDefined();
      const back = await request(at(`/payment-success?status=cancelled&tx_ref=${txRef}`));
      const html = await back.text();
      expect(html).toContain(txRef);
      expect.soft(englishLeft(html), "html").toEqual([]);
    });
  });
});
