import { env } from "cloudflare:workers";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { applications, consultationRequests, payments } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages";
import { checkSpamGuard } from "~/security/spam-guard.server";
import { TURNSTILE_DUMMY_TOKEN } from "~/security/turnstile.server";
import { medicineApplication, request, inOneWindow } from "./helpers";

/** The refusals' words in English, from the catalogue. */
const RATE_LIMITED_MESSAGE = m.edge_rate_limited({ seconds: "60" }, { locale: "en" });
const TOO_FAST_MESSAGE = m.forms_too_fast({}, { locale: "en" });

// Rate limits and the spam guard with the values wrangler.toml ships (60 consultations a minute per client,
// 3 seconds minimum fill time). Each test posts from its own client address, as Cloudflare's edge reports it.

const db = () => getDb(env.DB);
const consultations = async () => (await db().select({ n: count() }).from(consultationRequests))[0]!.n;
const paymentRows = async () => (await db().select({ n: count() }).from(payments))[0]!.n;
const applicationRows = async () => (await db().select({ n: count() }).from(applications))[0]!.n;

let nextPerson = 1;
/**
 * A consultation from a person of their own (e-mail and phone): one e-mail or phone is held to 3 a minute
 * (identity-limits.limits.test.ts), and these tests are about the address's limit.
 */
const consultationOf = () => {
  const n = nextPerson++;
  return {
    fullName: "Bola Adeyemi",
    email: `bola${n}-${crypto.randomUUID().slice(0, 6)}@example.com`,
    phone: `0805${String(2_000_000 + n * 7919).slice(-7)}`,
    studyLevel: "master",
  };
};
const billing = {
  customerName: "Ada Obi",
  customerEmail: "ada@example.com",
  customerPhone: "+2348031234567",
  service: "basic",
};
let nextClient = 1;
const client = () => ({ "CF-Connecting-IP": `203.0.113.${nextClient++}` });

const postJson = (path: string, body: unknown, headers: Record<string, string>) =>
  request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string>) =>
  request(path, { method: "POST", headers, body: new URLSearchParams(fields), redirect: "manual" });

describe("rate limits", () => {
  it(
    "70 consultation requests in a few seconds from one client: 201 until the limit, then 429 with Retry-After",
    inOneWindow(async () => {
      const from = client();
      const before = await consultations();
      const statuses: number[] = [];
      for (let i = 0; i < 70; i++) {
        const response = await postJson(
          "/api/consultation-requests",
          { ...consultationOf(), message: `request ${i}` },
          from,
        );
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get("Retry-After")).toBe("60");
          expect(await response.json()).toMatchObject({ message: RATE_LIMITED_MESSAGE });
        } else {
          await response.body?.cancel();
        }
      }
      const created = statuses.filter((s) => s === 201).length;
      expect(created).toBe(60);
      expect(statuses.slice(0, 60).every((s) => s === 201)).toBe(true);
      expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
      expect(await consultations()).toBe(before + created);
    }),
    60_000,
  );

  it(
    "counts the form and the API together, answers the page with a message, and stores nothing",
    inOneWindow(async () => {
      const from = client();
      for (let i = 0; i < 60; i++)
        expect((await postForm("/contact", { intent: "consultation", ...consultationOf() }, from)).status).toBe(200);
      const before = await consultations();
      const page = await postForm("/contact", { intent: "consultation", ...consultationOf() }, from);
      expect(page.status).toBe(429);
      expect(page.headers.get("Retry-After")).toBe("60");
      expect(page.headers.get("Content-Type")).toContain("text/html");
      // The form comes back filled, with the words and the WhatsApp hand-off (the consultation, never a name).
      const html = await page.text();
      expect(html).toContain(RATE_LIMITED_MESSAGE);
      expect(html).toContain('value="Bola Adeyemi"');
      expect(html).toContain('data-testid="limited-refusal"');
      expect((await postJson("/api/consultation-requests", consultationOf(), from)).status).toBe(429);
      expect(await consultations()).toBe(before);
      // Another client is not affected.
      expect((await postJson("/api/consultation-requests", consultationOf(), client())).status).toBe(201);
    }),
    60_000,
  );

  it(
    "limits payment initiations",
    inOneWindow(async () => {
      const from = client();
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        const response = await postJson("/api/payment/initiate", billing, from);
        statuses.push(response.status);
        await response.body?.cancel();
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.slice(20)).toEqual([429, 429]);
    }),
  );

  it(
    "limits resumable-upload requests (creations and chunks together) at 1,200 a minute",
    inOneWindow(async () => {
      const from = client();
      const tus = { ...from, "Tus-Resumable": "1.0.0" };
      const statuses: number[] = [];
      for (let i = 0; i < 1201; i++) {
        // A PATCH to an upload that does not exist counts like a chunk (404 past the limit check).
        const response =
          i % 2 === 0
            ? await request("/api/uploads", { method: "POST", headers: { ...tus, "Upload-Length": "x" } })
            : await request("/api/uploads/nonexistent-upload-id-0000", {
                method: "PATCH",
                headers: { ...tus, "Content-Type": "application/offset+octet-stream", "Upload-Offset": "0" },
                body: new Uint8Array(10),
              });
        statuses.push(response.status);
        await response.body?.cancel();
      }
      expect(statuses.slice(0, 1200).every((s) => s === 400 || s === 404)).toBe(true);
      expect(statuses[1200]).toBe(429);
    }),
    90_000,
  );
});

describe("the spam guard", () => {
  it(
    "answers a filled honeypot like a success and stores nothing (consultation form)",
    inOneWindow(async () => {
      const before = await consultations();
      const response = await postForm(
        "/contact",
        { intent: "consultation", ...consultationOf(), website: "http://spam.example" },
        client(),
      );
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Message Sent!");
      expect(await consultations()).toBe(before);
    }),
  );

  it(
    "guards the consultation JSON API the same way",
    inOneWindow(async () => {
      const before = await consultations();
      const honeypot = await postJson("/api/consultation-requests", { ...consultationOf(), website: "x" }, client());
      expect(honeypot.status).toBe(201);
      expect(await honeypot.json()).toMatchObject({ emailSent: true, fullName: "Bola Adeyemi" });
      const tooSoon = await postJson(
        "/api/consultation-requests",
        { ...consultationOf(), formStartedAt: String(Date.now()) },
        client(),
      );
      expect(tooSoon.status).toBe(400);
      expect(await tooSoon.json()).toEqual({ message: TOO_FAST_MESSAGE });
      expect(await consultations()).toBe(before);
      // Clients of spec section 7 send neither field.
      expect((await postJson("/api/consultation-requests", consultationOf(), client())).status).toBe(201);
    }),
  );

  it(
    "refuses a form sent sooner than a person could fill it, keeping what was typed; accepts it later",
    inOneWindow(async () => {
      const before = await consultations();
      const tooSoon = await postForm(
        "/contact",
        { intent: "consultation", ...consultationOf(), formStartedAt: String(Date.now() - 500) },
        client(),
      );
      expect(tooSoon.status).toBe(400);
      const html = await tooSoon.text();
      expect(html).toContain(TOO_FAST_MESSAGE.replace("'", "&#x27;"));
      expect(html).toContain("Bola Adeyemi");
      expect(await consultations()).toBe(before);
      const later = await postForm(
        "/contact",
        { intent: "consultation", ...consultationOf(), formStartedAt: String(Date.now() - 10_000) },
        client(),
      );
      expect(later.status).toBe(200);
      expect(await consultations()).toBe(before + 1);
    }),
  );

  it(
    "guards the payment form and its JSON API the same way",
    inOneWindow(async () => {
      const before = await paymentRows();
      const honeypot = await postJson("/api/payment/initiate", { ...billing, website: "x" }, client());
      expect(honeypot.status).toBe(200);
      expect(await honeypot.json()).toMatchObject({ success: true });
      const tooSoon = await postJson(
        "/api/payment/initiate",
        { ...billing, formStartedAt: String(Date.now()) },
        client(),
      );
      expect(tooSoon.status).toBe(400);
      expect(await tooSoon.json()).toMatchObject({ success: false, error: TOO_FAST_MESSAGE });
      const form = await postForm("/payments?service=basic", { ...billing, website: "x" }, client());
      expect(form.status).toBe(302);
      expect(form.headers.get("Location")).toBe("http://localhost/services");
      expect(await paymentRows()).toBe(before);
    }),
  );

  it(
    "answers an application with a filled honeypot like a success and stores nothing",
    inOneWindow(async () => {
      const before = await applicationRows();
      const form = medicineApplication({ email: "amina@example.com", website: "spam" });
      form.set("document_0", new File(["%PDF-1.4\n%%EOF\n"], "a.pdf", { type: "application/pdf" }));
      const response = await request("/api/applications", { method: "POST", headers: client(), body: form });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ reference: expect.stringMatching(/^APP-/) });
      expect(await applicationRows()).toBe(before);
    }),
  );

  it(
    "asks for Turnstile only when a site key is configured, verified offline on localhost",
    inOneWindow(async () => {
      const local = new Request("http://localhost/contact", { method: "POST" });
      const publicSite = new Request("https://istanbulstudygateway.com/contact", { method: "POST" });
      const fields = (token?: string) => ({
        get: (name: string) => (name === "cf-turnstile-response" ? token : undefined),
      });
      expect(await checkSpamGuard(fields(), local, {})).toEqual({ ok: true });
      const on = { TURNSTILE_SITE_KEY: "1x00000000000000000000AA" };
      expect(await checkSpamGuard(fields(TURNSTILE_DUMMY_TOKEN), local, on)).toEqual({ ok: true });
      expect(await checkSpamGuard(fields("forged"), local, on)).toEqual({
        ok: false,
        reason: "turnstile",
      });
      expect(await checkSpamGuard(fields(), local, on)).toMatchObject({ ok: false, reason: "turnstile" });
      // A public site with a site key but no secret refuses rather than letting bots through.
      expect(await checkSpamGuard(fields(TURNSTILE_DUMMY_TOKEN), publicSite, on)).toMatchObject({
        ok: false,
        reason: "turnstile",
      });
    }),
  );
});
