// Issue 40, item 10: seed rows nobody read from a source say they are example data, on the page and in `source`;
// Medipol's rules are the ones its international office stated, its prepayment discount counted after the others.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { applyDiscounts, type DiscountRule, NO_PROFILE, rulesFor } from "~/catalogue/discounts";
import { selectDiscountRules } from "~/models/entry-rules.server";
import { loadOfferingFacts } from "~/models/offering-facts.server";
import { request } from "./helpers";

const rule = (over: Partial<DiscountRule> & Pick<DiscountRule, "id" | "kind" | "percent" | "stackGroup">) =>
  ({
    universityId: 1,
    programId: null,
    label: over.kind,
    conditions: "",
    nationalities: null,
    qualification: null,
    minScore: null,
    startsOn: null,
    endsOn: null,
    checkedOn: "2026-11-27",
    example: false,
    ...over,
  }) as DiscountRule;

describe("the price engine", () => {
  const scholarship = rule({
    id: 1,
    kind: "nationality",
    percent: 15,
    stackGroup: "scholarship",
    nationalities: ["NG"],
  });
  const early = rule({ id: 2, kind: "early_payment", percent: 10, stackGroup: "payment" });
  const prepayment = rule({ id: 3, kind: "prepayment", percent: 10, stackGroup: "after_others" });

  it("takes a discount stated to apply after the others off what they left, whatever the rules' order", () => {
    const nigerian = { ...NO_PROFILE, nationality: "NG" };
    for (const rules of [
      [scholarship, early, prepayment],
      [prepayment, early, scholarship],
    ]) {
      const got = applyDiscounts(10000, rules, nigerian);
      // 10,000 − 15% = 8,500; − 10% = 7,650 (groups compound, as before); then 10% of the 7,650 left = 765.
      expect(got.applied.map((d) => [d.kind, d.percent, d.usd])).toEqual([
        ["nationality", 15, 1500],
        ["early_payment", 10, 850],
        ["prepayment", 10, 765],
      ]);
      expect(got.netUsd).toBe(6885);
    }
    // Without the scholarship: 10,000 − 1,000 = 9,000, then 900.
    expect(applyDiscounts(10000, [early, prepayment], NO_PROFILE).netUsd).toBe(8100);
  });

  it("lets an offering's own rule replace its university's rule of the same kind", () => {
    const everyProgram = rule({ id: 4, kind: "early_payment", percent: 20, stackGroup: "payment" });
    const medicineOnly = rule({ id: 5, kind: "early_payment", percent: 10, stackGroup: "payment", programId: 1 });
    const rules = [everyProgram, medicineOnly, prepayment];
    expect(rulesFor(rules, { id: 1, universityId: 1 }, "2026-11-27").map((r) => r.id)).toEqual([5, 3]);
    expect(rulesFor(rules, { id: 4, universityId: 1 }, "2026-11-27").map((r) => r.id)).toEqual([4, 3]);
  });
});

describe("Medipol's rules in the seeded D1", () => {
  const facts = async (id: number, tuitionPerYear: number, nationality: string | null) => {
    const { facts } = await loadOfferingFacts(
      getDb(),
      [{ id, universityId: 1, tuitionPerYear }],
      "dormitory",
      "2026-11-27",
      {
        ...NO_PROFILE,
        nationality,
      },
    );
    const tuition = facts.get(id)?.cost.tuition;
    return { discounts: tuition?.discounts.map((d) => [d.kind, d.percent, d.usd]), netUsd: tuition?.netUsd };
  };

  it("gives citizens of Nigeria, Cameroon, Côte d'Ivoire and Egypt 15%, then early registration, then prepayment", async () => {
    // Medicine (35,000): 15% = 5,250; 10% of 29,750 = 2,975; 10% of 26,775 = 2,678 (2,677.5 rounded).
    for (const nationality of ["NG", "CM", "CI", "EG"]) {
      expect(await facts(1, 35000, nationality)).toEqual({
        discounts: [
          ["nationality", 15, 5250],
          ["early_payment", 10, 2975],
          ["prepayment", 10, 2678],
        ],
        netUsd: 24097,
      });
    }
    // A Kenyan: early registration 10%, then prepayment on the rest.
    expect(await facts(1, 35000, "KE")).toEqual({
      discounts: [
        ["early_payment", 10, 3500],
        ["prepayment", 10, 3150],
      ],
      netUsd: 28350,
    });
  });

  it("gives other programs 20% early registration, Medicine, Dentistry and Pharmacy 10%", async () => {
    // Nursing (id 4, 6,500): 20% = 1,300; then 10% of 5,200 = 520.
    expect(await facts(4, 6500, null)).toEqual({
      discounts: [
        ["early_payment", 20, 1300],
        ["prepayment", 10, 520],
      ],
      netUsd: 4680,
    });
    for (const [id, tuition] of [
      [2, 25000],
      [3, 14500],
    ] as const) {
      expect((await facts(id, tuition, null)).discounts?.[0]).toEqual(["early_payment", 10, tuition / 10]);
    }
  });

  it("names Medipol's international office as the source without claiming a page was read, İstinye's advance payment rule its page; the rest is example data", async () => {
    const rows = await getDb().query.discountRules.findMany();
    const medipol = rows.filter((r) => r.universityId === 1);
    expect(medipol.length).toBeGreaterThanOrEqual(4);
    for (const r of medipol) {
      expect(r.example).toBe(false);
      expect(r.source).toMatch(/^Medipol international office, as stated to the consultancy team/);
      expect(r.source).toContain("not read by us");
    }
    // İstinye's one payment discount, read on its payment page (issue 50).
    const istinyePage = rows.filter((r) =>
      r.source.startsWith("https://international.istinye.edu.tr/en/payment-options"),
    );
    expect(istinyePage.map((r) => [r.kind, r.percent, r.example])).toEqual([
      ["prepayment", 5, false],
      ["prepayment", 5, false],
      ["prepayment", 5, false],
    ]);
    const others = rows.filter((r) => r.universityId !== 1 && !istinyePage.includes(r));
    expect(others.length).toBeGreaterThan(0);
    for (const r of others) {
      expect(r.example).toBe(true);
      expect(r.source).toMatch(/^Example data written for the demo, not read from any source/);
    }
    const rules = (await selectDiscountRules(getDb(), [1])) as DiscountRule[];
    expect(rules.find((r) => r.kind === "nationality")?.nationalities).toEqual(["NG", "CM", "CI", "EG"]);
  });
});

/** The text a reader sees in every element marked `data-testid="<id>"` (React's <!-- --> joints removed). */
const texts = (html: string, id: string) =>
  [...html.matchAll(new RegExp(`data-testid="${id}"[^>]*>(.*?)</`, "g"))].map((m) =>
    (m[1] ?? "").replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&").trim(),
  );

describe("the pages", () => {
  it("say 'indicative, example data' for invented rules and costs, never a checked date, in English", async () => {
    const html = await (await request("/programs/medicine?university=4")).text();
    expect(texts(html, "rule-provenance")).toEqual(["Indicative, example data", "Indicative, example data"]);
    expect(texts(html, "rules-provenance")).toEqual(["Indicative, example data: the university decides."]);
    expect(texts(html, "cost-provenance")[0]).toMatch(/^Indicative, example data: living costs/);
    expect(html).not.toContain("checked 20 November 2026");
    const scholarships = await (await request("/eligibility")).text();
    expect(texts(scholarships, "rule-provenance")).toContain("indicative, example data");
    expect(scholarships).not.toContain("checked 20 November 2026");
  });

  it("says so in French too", async () => {
    const html = await (await request("/fr/programs/medicine?university=4")).text();
    expect(texts(html, "rule-provenance")).toEqual([
      "À titre indicatif, données d'exemple",
      "À titre indicatif, données d'exemple",
    ]);
    expect(texts(html, "rules-provenance")).toEqual(["À titre indicatif, données d'exemple : l'université décide."]);
    expect(texts(html, "cost-provenance")[0]).toMatch(/^À titre indicatif, données d'exemple : les frais de vie/);
    expect(html).not.toContain("vérifié le 20 novembre 2026");
  });

  it("dates Medipol's stated rules, and still marks its invented entry rules and costs as example data", async () => {
    const html = await (await request("/programs/medicine?university=1&nationality=NG")).text();
    const rules = texts(html, "rule-provenance");
    expect(rules.length).toBe(3);
    for (const text of rules) expect(text).toBe("Indicative, checked 27 November 2026");
    expect(texts(html, "rules-provenance")).toEqual(["Indicative, example data: the university decides."]);
    expect(html).toContain("Nationality scholarship");
  });

  it("dates a rate staff have checked against its source (example = 0), as before", async () => {
    const page = "/programs/medicine?university=4&currency=GHS";
    expect(await (await request(page)).text()).toContain(
      "Ghanaian Cedi at GH₵11.85 per US$, an example rate (indicative, example data).",
    );
    await env.DB.prepare(
      "UPDATE exchange_rates SET example = 0, rate_date = '2026-11-26', source = 'Bank of Ghana, interbank rate' WHERE currency = 'GHS'",
    ).run();
    expect(await (await request(page)).text()).toContain(
      "Ghanaian Cedi at GH₵11.85 per US$, rate of 26 November 2026.",
    );
  });
});
