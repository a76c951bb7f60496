import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sponsorTokenHash } from "~/sponsor/sponsor-token.server";
import { apply, issueOffer, sql } from "./case-fixtures";
import { request } from "./helpers";

// Issue 53, decision 61: a student gives a sponsor a read-only link from the case page; the sponsor view shows the
// case without the student's contact details, documents or staff note; every link that opens no case gets the same
// neutral page; nothing a sponsor holds changes the case.

const PHONE = "+234 803 555 0199";
const STAFF_NOTE = "Private note: call the embassy about Amina's file";
const TOKEN = /\/sponsor\/([A-Za-z0-9_-]{43})/;

type Case = Awaited<ReturnType<typeof apply>>;

/** A case with the offer issued and a staff note, made as a student would (a transcript beside the documents). */
async function offeredCase(): Promise<Case> {
  const application = await apply({ phone: PHONE }, { transcript: true });
  await issueOffer(application.reference, STAFF_NOTE);
  return application;
}

/** The case page's sponsor form, posted as the page posts it (`fields` over the pair and the intent). */
const post = (fields: Record<string, string>, locale = "") =>
  request(`${locale}/applications/status`, { method: "POST", body: new URLSearchParams(fields) });

/** The student makes a link with no e-mail: the page shows it once; its token. */
async function makeLink({ reference, email }: Case) {
  const response = await post({ intent: "sponsor-link", reference, email, sponsorEmail: "" });
  expect(response.status).toBe(200);
  const html = await response.text();
  const token = TOKEN.exec(html)?.[1];
  expect(token).toBeDefined();
  return { token: token!, html };
}

type LinkRow = {
  id: number;
  application_id: number;
  token_hash: string;
  sent_to: string | null;
  locale: string;
  expires_at: string;
  last_opened_at: string | null;
  revoked_at: string | null;
};

const linksOf = async (applicationId: number) =>
  (
    await env.DB.prepare("SELECT * FROM sponsor_links WHERE application_id = ? ORDER BY id")
      .bind(applicationId)
      .all<LinkRow>()
  ).results;

const allLinks = async () => (await env.DB.prepare("SELECT * FROM sponsor_links ORDER BY id").all<LinkRow>()).results;
/** What a sponsor must not change: every link but when it was last opened (the view's own GET after a post sets it). */
const linksAsMade = async () => (await allLinks()).map(({ last_opened_at: _opened, ...link }) => link);
const allPayments = async () => (await env.DB.prepare("SELECT id, status FROM payments ORDER BY id").all()).results;

/**
 * A page's body with its own address's token (the language links name it) and the response's CSP nonce put out of
 * the way: what must be the same for every closed link.
 */
const withoutToken = (html: string, token: string) =>
  html.replaceAll(token, "TOKEN").replace(/nonce="[^"]*"/g, 'nonce=""');

const view = (token: string, locale = "", query = "") => request(`${locale}/sponsor/${token}${query}`);

describe("a sponsor link from the case page", () => {
  it("is made without an e-mail: shown once with a WhatsApp share that holds the link and nothing personal; D1 keeps only its hash", async () => {
    const application = await offeredCase();
    const before = Date.now();
    const { token, html } = await makeLink(application);
    const [row] = await linksOf(application.id);
    expect(row).toMatchObject({ sent_to: null, locale: "en", last_opened_at: null, revoked_at: null });
    expect(row!.token_hash).toBe(await sponsorTokenHash(token));
    expect(JSON.stringify(await allLinks())).not.toContain(token);
    const days = (Date.parse(row!.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);

    const share = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(html)?.[1];
    expect(share).toBeDefined();
    const text = new URL(share!.replaceAll("&amp;", "&")).searchParams.get("text")!;
    expect(text).toContain(`/sponsor/${token}`);
    expect(text).not.toContain(application.reference);
    expect(text).not.toContain("Amina");
    expect(text).not.toContain(application.email);
    // Listed with when it was made and that nobody opened it yet, with its Revoke button.
    expect(html).toContain('data-testid="sponsor-links"');
    expect(html).toContain("Not opened yet");
    expect(html).toContain('name="intent" value="sponsor-revoke"');
  });

  it("is made with the sponsor's e-mail: queued for the consumer, the link not shown on the page", async () => {
    const application = await offeredCase();
    const response = await post({
      intent: "sponsor-link",
      reference: application.reference,
      email: application.email,
      sponsorEmail: "uncle@example.com",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(TOKEN);
    expect(html).toContain("We are e-mailing it to uncle@example.com");
    const [row] = await linksOf(application.id);
    expect(row).toMatchObject({ sent_to: "uncle@example.com", locale: "en" });
  });

  it("refuses an address that is not one, and a wrong pair, with nothing written", async () => {
    const application = await offeredCase();
    const refused = await post({
      intent: "sponsor-link",
      reference: application.reference,
      email: application.email,
      sponsorEmail: "uncle@example.com, aunt@example.com",
    });
    expect(refused.status).toBe(400);
    const wrongPair = await post({
      intent: "sponsor-link",
      reference: application.reference,
      email: "someone-else@example.com",
      sponsorEmail: "",
    });
    expect(wrongPair.status).toBe(404);
    expect(await linksOf(application.id)).toHaveLength(0);
  });
});

describe("the sponsor view", () => {
  it("shows the program, the steps and the money, and none of the student's e-mail, phone, documents, staff note or reference; the link's last opening is set", async () => {
    const application = await offeredCase();
    const { token } = await makeLink(application);
    const response = await view(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/no-store|private/);
    const html = await response.text();
    expect(html).toContain('data-testid="sponsor-view"');
    expect(html).toContain("Medicine");
    expect(html).toContain('data-testid="sponsor-steps"');
    expect(html).toContain('data-kind="deposit_paid"');
    expect(html).toContain('<meta name="robots" content="noindex"');
    for (const secret of [application.email, PHONE, "803 555", STAFF_NOTE, "transcript.pdf", "passport.pdf", ".pdf"]) {
      expect(html).not.toContain(secret);
    }
    expect(html).not.toContain(application.reference);
    // A browsing page: no script; its one form is the sponsor's payment, posting back to this link (nothing that
    // uploads, or changes the case: no intent of the case page).
    expect(html).not.toMatch(/<script[^>]+src=/);
    const forms = html.match(/<form[^>]+method="post"[^>]*>/gi) ?? [];
    expect(forms).toHaveLength(1);
    expect(forms[0]).toContain(`/sponsor/${token}#sponsor-pay`);
    expect(html).not.toContain('type="file"');
    expect(html).not.toContain('name="intent"');
    const [row] = await linksOf(application.id);
    expect(row!.last_opened_at).not.toBeNull();
  });

  it("answers its data request (what a client navigation fetches) with the view and none of the student's e-mail, phone, documents, staff note or reference", async () => {
    const application = await offeredCase();
    const { token } = await makeLink(application);
    // React Router's single fetch: the route's loader data as a turbo-stream, for this route only.
    for (const path of [`/sponsor/${token}.data`, `/fr/sponsor/${token}.data?currency=XOF`]) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toMatch(/no-store|private/);
      const body = await response.text();
      // The answer is the view's own data (so the checks below read what a navigation would get, not an error).
      expect(body, path).toContain("routes/sponsor");
      expect(body, path).toContain("Istanbul Medipol University");
      expect(body, path).toContain("deposit_paid");
      for (const secret of [
        application.email,
        PHONE,
        "803 555",
        STAFF_NOTE,
        "transcript.pdf",
        "passport.pdf",
        ".pdf",
      ]) {
        expect(body, path).not.toContain(secret);
      }
      expect(body, path).not.toContain(application.reference);
    }
  });

  it("is in the route's language and the sponsor's currency: French with CFA francs", async () => {
    const application = await offeredCase();
    const { token } = await makeLink(application);
    const response = await view(token, "/fr", "?currency=XOF");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('lang="fr"');
    expect(html).toContain("La candidature d'un étudiant".replace("'", "&#x27;"));
    expect(html).toMatch(/Environ \d+.000.F.CFA/u);
    const arabic = await (await view(token, "/ar")).text();
    expect(arabic).toContain('dir="rtl"');
  });

  it("answers a tampered, expired, revoked, unknown or malformed link with the same neutral page (404)", async () => {
    const application = await offeredCase();
    const { token } = await makeLink(application);
    const pages: string[] = [];
    const closed = async (candidate: string) => {
      const response = await view(candidate);
      expect(response.status).toBe(404);
      pages.push(withoutToken(await response.text(), candidate));
    };
    // One character changed.
    await closed(`${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`);
    // Unknown: a well-formed token nobody made.
    await closed("Q".repeat(43));
    // Malformed: not a token at all (nothing is read).
    await closed("not*a*token");
    // Expired.
    const expired = await makeLink(application);
    await sql(
      "UPDATE sponsor_links SET expires_at = ? WHERE token_hash = ?",
      "2020-01-01T00:00:00.000Z",
      await sponsorTokenHash(expired.token),
    );
    await closed(expired.token);
    // Revoked, by the student's Revoke button.
    const revoked = await makeLink(application);
    const [, , third] = await linksOf(application.id);
    const revoke = await post({
      intent: "sponsor-revoke",
      reference: application.reference,
      email: application.email,
      linkId: String(third!.id),
    });
    expect(revoke.status).toBe(200);
    expect(await revoke.text()).toContain("The link is revoked");
    await closed(revoked.token);

    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain('data-testid="sponsor-closed"');
    // The live link still opens the case; the others were never marked opened.
    expect((await view(token)).status).toBe(200);
    const rows = await linksOf(application.id);
    expect(rows.map((r) => r.last_opened_at !== null)).toEqual([true, false, false]);
  });
});

describe("nothing a sponsor holds changes the case", () => {
  it("refuses to revoke a link of another case, with nothing written", async () => {
    const mine = await offeredCase();
    const theirs = await offeredCase();
    await makeLink(theirs);
    const [their] = await linksOf(theirs.id);
    const before = await allLinks();
    const response = await post({
      intent: "sponsor-revoke",
      reference: mine.reference,
      email: mine.email,
      linkId: String(their!.id),
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Nothing was changed");
    expect(await allLinks()).toEqual(before);
  });

  it("a POST to the sponsor view, or the sponsor's token given to the case page's forms, changes nothing", async () => {
    const application = await offeredCase();
    const { token } = await makeLink(application);
    const before = await allLinks();
    const [linksBefore, paymentsBefore] = [await linksAsMade(), await allPayments()];
    const posted = await request(`/sponsor/${token}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "sponsor-revoke", linkId: String(before.at(-1)!.id) }),
    });
    // The view's one action is the payment: a post that is not one is refused (400), nothing written.
    expect(posted.status).toBe(400);
    for (const fields of <Record<string, string>[]>[
      { intent: "sponsor-revoke", linkId: String(before.at(-1)!.id), reference: token, email: "" },
      { intent: "sponsor-revoke", linkId: String(before.at(-1)!.id), token },
      { intent: "sponsor-link", reference: token, email: "x@example.com", sponsorEmail: "" },
      { intent: "whatsapp-stop", reference: token, email: "x@example.com" },
    ]) {
      const response = await post(fields);
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
    expect(await linksAsMade()).toEqual(linksBefore);
    expect(await allPayments()).toEqual(paymentsBefore);
    expect((await view(token)).status).toBe(200);
  });
});
