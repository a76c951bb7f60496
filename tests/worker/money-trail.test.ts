// Issue 42, "Money trail per university": the deposit and what comes back if the visa is refused, from D1's
// money_trails (decision 0043), in the program page's cost section, in the reader's language.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { request } from "./helpers";

/** The text a reader sees in the element marked `data-testid="<id>"` (tags and React's joints removed). */
const block = (html: string, id: string) => {
  const start = html.indexOf(`data-testid="${id}"`);
  if (start < 0) return null;
  const end = html.indexOf("</section>", start);
  return html
    .slice(start, end)
    .replace(/^[^>]*>/, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
};

describe("the money trail on a program page", () => {
  it("shows Üsküdar's refund after a visa refusal: 50%, claimed within 3 months, to the account that paid", async () => {
    const text = block(await (await request("/programs/nursing?university=7")).text(), "money-trail");
    expect(text).toContain("Deposit and refunds (indicative)");
    expect(text).toContain("If the visa is refused: 50% of what was paid is refunded.");
    expect(text).toContain("Claim it within 3 months.");
    expect(text).toContain("It is paid back to the account that paid.");
    // Read on the university's own refund page, and it says exactly this: not "not checked".
    expect(text).toContain("As the university publishes it on its page, read on 28 November 2026.");
    expect(text).not.toContain("not checked by us");
  });

  it("says it in French", async () => {
    const text = block(await (await request("/fr/programs/nursing?university=7")).text(), "money-trail");
    expect(text).toContain("Acompte et remboursements (à titre indicatif)");
    expect(text).toMatch(/Si le visa est refusé : 50\s%/u);
    expect(text).toContain("dans un délai de 3 mois");
  });

  it("says İstinye's current payment page: a pre-registration fee of half the tuition, kept if registration is not completed", async () => {
    for (const program of ["medicine", "nursing"]) {
      const text = block(await (await request(`/programs/${program}?university=2`)).text(), "money-trail");
      expect(text).toContain(
        "Pre-registration fee: 50% of the tuition, deducted from it at final registration; the rest by 1 December.",
      );
      expect(text).toContain(
        "If final registration is not completed, the pre-registration fee is not refunded and cannot be transferred to another applicant.",
      );
      // The fixed deposits were an older version of the page.
      expect(text).not.toContain("Deposit:");
      expect(text).not.toMatch(/6,000|2,500/);
      expect(text).toContain("not checked by us");
    }
    const french = block(await (await request("/fr/programs/medicine?university=2")).text(), "money-trail");
    expect(french).toContain("Frais de pré-inscription : 50");
    expect(french).toContain("les frais de pré-inscription ne sont pas remboursés");
    const arabic = block(await (await request("/ar/programs/medicine?university=2")).text(), "money-trail");
    expect(arabic).toContain("رسوم التسجيل المسبق");
  });

  it("says Okan's yearly fee is not refundable after registration, and Beykoz refunds its deposit on proof", async () => {
    expect(block(await (await request("/programs/medicine?university=4")).text(), "money-trail")).toContain(
      "The yearly fee is not refundable after registration.",
    );
    const beykoz = block(await (await request("/programs/computer-engineering?university=5")).text(), "money-trail");
    expect(beykoz).toContain("Deposit: $1,000");
    expect(beykoz).toContain("the deposit is refunded on proof of the refusal");
  });

  it("shows no block for a university D1 holds no money trail of, nor on the program's own page", async () => {
    const medipol = await (await request("/programs/medicine?university=1")).text();
    expect(medipol).toContain('data-testid="yearly-cost"');
    expect(block(medipol, "money-trail")).toBeNull();
    expect(block(await (await request("/programs/medicine")).text(), "money-trail")).toBeNull();
  });
});

describe("where each money trail comes from", () => {
  type Row = { university_id: number; faculty_id: number | null; source_url: string | null; source_date: string };
  const rows = async () =>
    (
      await env.DB.prepare(
        "SELECT university_id, faculty_id, source_url, source_date, indicative FROM money_trails ORDER BY university_id, faculty_id",
      ).all<Row & { indicative: number }>()
    ).results;

  it("names the page and the day it was read for Üsküdar, Okan, Beykoz and İstinye (one row: the current page)", async () => {
    expect(await rows()).toEqual([
      {
        university_id: 2,
        faculty_id: null,
        source_url: "https://international.istinye.edu.tr/en/payment-options",
        source_date: "2026-11-28",
        indicative: 1,
      },
      {
        university_id: 4,
        faculty_id: null,
        source_url: "https://eodeme.okan.edu.tr/En/Default2.aspx",
        source_date: "2026-11-28",
        indicative: 0,
      },
      {
        university_id: 5,
        faculty_id: null,
        source_url: "https://scribd.com/document/572306669/Letter-of-Offer",
        source_date: "2026-11-28",
        indicative: 1,
      },
      {
        university_id: 7,
        faculty_id: null,
        source_url: "https://international.uskudar.edu.tr/en/refund-policy",
        source_date: "2026-11-28",
        indicative: 0,
      },
    ]);
    const istinye = await env.DB.prepare(
      "SELECT refund_rule, deposit_usd, source FROM money_trails WHERE university_id = 2",
    ).first<{ refund_rule: string; deposit_usd: number | null; source: string }>();
    expect(istinye).toMatchObject({ refund_rule: "not_if_not_registered", deposit_usd: null });
    expect(istinye?.source).toContain("read 2026-11-28 from a stored copy");
    expect(istinye?.source).toContain("indicative, staff confirm");
  });

  it("lists for staff, in staff_unconfirmed_money_trails, a row with no page or no day", async () => {
    const unconfirmed = () => env.DB.prepare("SELECT * FROM staff_unconfirmed_money_trails").all<Row>();
    expect((await unconfirmed()).results).toEqual([]);
    await env.DB.prepare(
      "INSERT INTO money_trails (university_id, refund_rule, source, source_date) VALUES (1, 'not_after_registration', 'Told by phone', '')",
    ).run();
    await env.DB.prepare(
      "INSERT INTO money_trails (university_id, faculty_id, refund_rule, source, source_date, source_url) VALUES (1, 1, 'on_visa_refusal', 'Medipol page', '2026-11-28', '  ')",
    ).run();
    expect((await unconfirmed()).results).toMatchObject([
      { university_id: 1, faculty_id: null, source: "Told by phone", source_url: null },
      { university_id: 1, faculty_id: 1, source: "Medipol page" },
    ]);
    await env.DB.prepare("DELETE FROM money_trails WHERE university_id = 1").run();
  });
});

describe("İstinye's discounts", () => {
  it("are the current page's only: 5% for paying the year at once, Medicine, Dentistry and Pharmacy alone", async () => {
    const { results } = await env.DB.prepare(
      `SELECT p.slug, d.kind, d.percent, d.example FROM discount_rules d LEFT JOIN programs p ON p.id = d.program_id
       WHERE d.university_id = 2 AND d.kind IN ('prepayment', 'early_payment') ORDER BY p.slug`,
    ).all();
    expect(results).toEqual([
      { slug: "dentistry", kind: "prepayment", percent: 5, example: 0 },
      { slug: "medicine", kind: "prepayment", percent: 5, example: 0 },
      { slug: "pharmacy", kind: "prepayment", percent: 5, example: 0 },
    ]);
  });
});

describe("the money_trails table", () => {
  const version = async () =>
    (await env.DB.prepare("SELECT version FROM catalogue_version WHERE id = 1").first<{ version: number }>())?.version;

  it("bumps the catalogue version when staff edit a row, so the edge cache serves the new rule", async () => {
    const before = await version();
    await env.DB.prepare(
      "UPDATE money_trails SET deposit_usd = 3000 WHERE university_id = 2 AND faculty_id IS NULL",
    ).run();
    expect(await version()).toBe((before ?? 0) + 1);
    expect(await (await request("/programs/nursing?university=2")).text()).toContain("$3,000");
  });

  it("takes the refund rule 'not_if_not_registered'", async () => {
    await env.DB.prepare("UPDATE money_trails SET refund_rule = 'not_if_not_registered' WHERE university_id = 2").run();
  });

  it("refuses a refund rule that does not exist", async () => {
    await expect(
      env.DB.prepare("UPDATE money_trails SET refund_rule = 'sometimes' WHERE university_id = 7").run(),
    ).rejects.toThrow(/money_trails_refund_rule_check/);
  });
});
