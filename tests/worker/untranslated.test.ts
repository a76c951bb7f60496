import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type EnglishCell, englishCatalogue } from "../catalogue-english";
import { PAGE_ROUTES } from "../e2e/routes";
import { pdfBytes } from "./document-bytes";
import { englishReader, englishSentences, refusalText } from "./english-left";
import { issueOffer } from "./case-fixtures";
import { appendRequiredDocuments, medicineApplication, request, validConsultation } from "./helpers";

// Every page rendered in French and Arabic, and every page a form answers with there, read for English left
// behind: any text or label a visitor meets (text between tags, the options of every select, alt, title,
// aria-label, placeholder, the meta description) that is an English message of the catalogue (app/i18n/messages)
// whose translation differs, or English catalogue text from D1 where D1 holds its translation (or that pages label
// in the reader's language: tests/catalogue-english.ts). The student's e-mails are read the same way
// (tests/consumer/untranslated-mail.test.ts).

// Every page that shows D1 text: each route, and each university, service and faculty's pages by what D1 holds.
const column = async (sql: string) => (await env.DB.prepare(sql).all<{ v: string | number }>()).results.map((r) => r.v);
const PATHS = [
  ...new Set([
    ...PAGE_ROUTES.filter((r) => r.state === "full").map((r) => r.path),
    ...(await column("select id as v from universities order by id")).map((id) => `/universities/${id}`),
    ...(await column("select key as v from services order by id")).map((key) => `/payments?service=${key}`),
    // One program page per faculty (every program page is the same page with other D1 text).
    ...(await column("select min(slug) as v from programs group by faculty_id")).map((slug) => `/programs/${slug}`),
    // One offering with each kind of money trail (decision 0043): deposit and balance, refund share, not refundable.
    "/programs/medicine?university=2",
    "/programs/nursing?university=7",
    "/programs/medicine?university=4",
    "/programs/computer-engineering?university=5",
  ]),
];

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
  const { translated, untranslated, englishLeft: englishLeftIn } = englishReader(locale);
  let d1: EnglishCell[] = [];
  beforeAll(async () => {
    d1 = await englishCatalogue(env.DB, locale);
  });
  const at = (path: string) => (path === "/" ? `/${locale}` : `/${locale}${path}`);

  /** What is left in English on a page: messages, then D1 text, then D1 text in the page's selects. */
  const englishLeft = (html: string) => englishLeftIn(html, d1);

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

      // After the offer (staff's SQL), the case: the next step, the timeline, each step's words and documents.
      await issueOffer(reference ?? "");
      const steps = await answer(
        await post("/applications/status", new URLSearchParams({ reference: reference ?? "", email: address })),
      );
      expect(steps.html).toContain('data-testid="case-timeline"');
      expect.soft(englishLeft(steps.html), "case").toEqual([]);
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

  // Each kind of refusal on each page form, and the edge's own (its words come from workers/app.ts, not a page):
  // the answer is read as a page (messages, D1 text) and, when it is a bare text or JSON, for English sentences.
  // The rate limit's answers are read under the shipped limits (untranslated-refusals.limits.test.ts).
  describe("each kind of refusal its forms and the edge answer with", () => {
    const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
      request(at(path), { method: "POST", body, headers, redirect: "manual" });
    /** The words of a refused answer (a page, a JSON message or a text), with the English left in them. */
    async function englishOf(response: Response) {
      const text = await refusalText(response);
      return [...englishLeft(text), ...englishSentences(text)];
    }
    const address = () => `${locale}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    // What the visitor writes is theirs (the form echoes it): in their language here.
    const said = locale === "fr" ? "Je voudrais étudier la médecine." : "أرغب في دراسة الطب.";
    const pdf = (name = "passport.pdf") => new File([pdfBytes(2000)], name);
    const tooMany = (form: FormData, field: string) => {
      for (let i = 0; i < 11; i++) form.append(field, pdf(`page-${i}.pdf`));
      return form;
    };

    it("missing field: contact, apply, status lookup, payments", async () => {
      const answers = {
        contact: await post(
          "/contact",
          new URLSearchParams({ ...validConsultation, message: said, fullName: "", source: "contact" }),
        ),
        apply: await post("/apply", appendRequiredDocuments(medicineApplication({ lastName: "" }))),
        status: await post("/applications/status", new URLSearchParams({ reference: "APP-ABCDEFGH" })),
        payments: await post(
          "/payments?service=basic",
          new URLSearchParams({ customerEmail: address(), customerPhone: "+2348012345678", service: "basic" }),
        ),
      };
      for (const [form, response] of Object.entries(answers)) {
        expect.soft(response.status, form).toBe(400);
        expect.soft(await englishOf(response), form).toEqual([]);
      }
    });

    it("bad e-mail: apply and status lookup", async () => {
      const answers = {
        apply: await post("/apply", appendRequiredDocuments(medicineApplication({ email: "not-an-email" }))),
        status: await post(
          "/applications/status",
          new URLSearchParams({ reference: "APP-ABCDEFGH", email: "not-an-email" }),
        ),
      };
      for (const [form, response] of Object.entries(answers)) {
        expect.soft(response.status, form).toBe(400);
        expect.soft(await englishOf(response), form).toEqual([]);
      }
    });

    it("not found: a page, a status lookup, a POST to a sandbox that is off", async () => {
      const page = await request(at("/no-such-page"));
      expect.soft(page.status).toBe(404);
      expect.soft(await englishOf(page), "page").toEqual([]);
      const lookup = await post(
        "/applications/status",
        new URLSearchParams({ reference: "APP-NONE0000", email: address() }),
      );
      expect.soft(lookup.status).toBe(404);
      expect.soft(await englishOf(lookup), "lookup").toEqual([]);
    });

    it("method not allowed: PUT on a form page, POST on a page without a form", async () => {
      const put = await request(at("/contact"), { method: "PUT", body: "x" });
      expect.soft(put.status).toBe(405);
      expect.soft(await englishOf(put), "PUT").toEqual([]);
      const formless = await post("/about", new URLSearchParams({ a: "b" }));
      expect.soft(formless.status).toBe(405);
      expect.soft(await englishOf(formless), "POST").toEqual([]);
    });

    it("too large (413): the form pages' cap, the application's cap, a length the upload does not declare (411)", async () => {
      const big = new URLSearchParams({ ...validConsultation, message: said.repeat(100_000) });
      for (const path of ["/contact", "/applications/status", "/payments?service=basic"]) {
        const response = await post(path, big);
        expect.soft(response.status, path).toBe(413);
        expect.soft(await englishOf(response), path).toEqual([]);
      }
      // Declared larger than an application may be: refused before a byte is read.
      const declared = {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(27 * 1024 * 1024),
      };
      for (const path of ["/apply", "/applications/status/documents"]) {
        const response = await request(at(path), {
          method: "POST",
          headers: declared,
          body: "x".repeat(27 * 1024 * 1024),
        });
        expect.soft(response.status, path).toBe(413);
        expect.soft(await englishOf(response), path).toEqual([]);
      }
      const streamed = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("--x--"));
          controller.close();
        },
      });
      const unmeasured = await request(at("/apply"), {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=x" },
        body: streamed,
      });
      expect.soft(unmeasured.status).toBe(411);
      expect.soft(await englishOf(unmeasured), "411").toEqual([]);
    });

    it("too many files and missing documents: apply, and documents added from the status page", async () => {
      const apply = await post("/apply", tooMany(appendRequiredDocuments(medicineApplication()), "documents"));
      expect.soft(apply.status).toBeGreaterThanOrEqual(400);
      expect.soft(await englishOf(apply), "apply").toEqual([]);

      const email = address();
      const sent = await answer(await post("/apply", appendRequiredDocuments(medicineApplication({ email }))));
      const reference = /APP-[A-Z0-9]{8}/.exec(sent.html)?.[0] ?? "";
      await env.DB.prepare("UPDATE applications SET status = 'documents_requested' WHERE reference = ?")
        .bind(reference)
        .run();
      const pair = () => {
        const form = new FormData();
        form.set("reference", reference);
        form.set("email", email);
        return form;
      };
      const many = await post("/applications/status/documents", tooMany(pair(), "documents"));
      expect.soft(many.status).toBe(413);
      expect.soft(await englishOf(many), "too many").toEqual([]);
      const none = await post("/applications/status/documents", pair());
      expect.soft(none.status).toBe(400);
      expect.soft(await englishOf(none), "none").toEqual([]);
    });
  });
});
