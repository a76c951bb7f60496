// The rules of decision 0028 against the seeded D1: entry requirements, discounts and the document checklist.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { checklistFor, missingToApply } from "~/catalogue/checklist";
import { applyDiscounts, type DiscountRule, NO_PROFILE, rulesFor } from "~/catalogue/discounts";
import { assess, type Requirement } from "~/catalogue/eligibility-rules";
import { meritScore, type Profile } from "~/catalogue/qualifications";
import { selectChecklistRows, selectDiscountRules, selectRequirements } from "~/models/entry-rules.server";
import { loadOfferingFacts } from "~/models/offering-facts.server";
import { listProgramsBySlug } from "~/models/program-rows.server";

const FIVE_CREDITS = { english: "B3", mathematics: "C4", biology: "C5", chemistry: "C6", physics: "B2" } as const;

const waec = (grades: Profile["grades"], over: Partial<Profile> = {}): Profile => ({
  qualification: "waec",
  grades,
  score: null,
  english: { proof: "english_medium", score: null },
  nationality: "NG",
  sibling: false,
  ...over,
});

async function medicine() {
  const db = getDb();
  const offerings = await listProgramsBySlug(db, "medicine");
  const rows = (await selectRequirements(
    db,
    offerings.map((o) => o.id),
  )) as Requirement[];
  const all = offerings.map((o) => ({ ...o, rows: rows.filter((r) => r.programId === o.id) }));
  const medipol = all.find((o) => o.universitySlug === "medipol");
  if (!medipol) throw new Error("the seed has Medicine at Medipol");
  return Object.assign(all, { medipol });
}

describe("entry requirements", () => {
  it("gives a five-credit WAEC profile Medicine where the stated rule is five credits, not where it is six", async () => {
    const verdicts = (await medicine()).map((o) => [o.universitySlug, assess(o.rows, waec(FIVE_CREDITS)).gaps]);
    expect(Object.fromEntries(verdicts)).toEqual({
      medipol: [],
      istinye: [{ kind: "passes", needed: 6, have: 5 }],
      okan: [],
      uskudar: [],
    });
  });

  it("names the missing subject: without Chemistry, Medicine needs Chemistry", async () => {
    const { chemistry: _, ...noChemistry } = FIVE_CREDITS;
    for (const o of await medicine()) {
      const verdict = assess(o.rows, waec({ ...noChemistry, economics: "C4" }));
      expect(verdict.meets).toBe(false);
      expect(verdict.gaps).toContainEqual({ kind: "subject", subject: "chemistry" });
    }
  });

  it("does not count a D7 as a credit, reads NECO by its own row, and asks English proof of those without", async () => {
    const { medipol } = await medicine();
    expect(assess(medipol.rows, waec({ ...FIVE_CREDITS, chemistry: "D7" })).gaps).toContainEqual({
      kind: "subject",
      subject: "chemistry",
    });
    expect(assess(medipol.rows, waec(FIVE_CREDITS, { qualification: "neco" })).meets).toBe(true);
    const noProof = assess(medipol.rows, waec(FIVE_CREDITS, { english: null }));
    expect(noProof.gaps.map((g) => g.kind)).toEqual(["english"]);
    const lowIelts = assess(medipol.rows, waec(FIVE_CREDITS, { english: { proof: "ielts", score: 6 } }));
    expect(lowIelts.meets).toBe(false);
    expect(assess(medipol.rows, waec(FIVE_CREDITS, { english: { proof: "ielts", score: 6.5 } })).meets).toBe(true);
  });

  it("judges score-scaled qualifications by their least score", async () => {
    const { medipol } = await medicine();
    const thanawiya = (score: number) => waec({}, { qualification: "thanawiya", score });
    expect(assess(medipol.rows, thanawiya(84.5)).gaps).toEqual([{ kind: "score", needed: 85, have: 84.5 }]);
    expect(assess(medipol.rows, thanawiya(85)).meets).toBe(true);
    // Medicine is a bachelor's program: a master's-level qualification states no rule there.
    expect(assess(medipol.rows, waec({}, { qualification: "bachelor", score: 5 })).gaps).toEqual([
      { kind: "qualification" },
    ]);
  });
});

describe("discount rules", () => {
  it("gives a Nigerian Medipol's nationality scholarship before the payment ones, and another nationality only the latter", async () => {
    const db = getDb();
    const { medipol } = await medicine();
    const key = { id: medipol.id, universityId: medipol.universityId, tuitionPerYear: medipol.tuitionPerYear };
    const today = "2026-11-26";
    const nigerian = await loadOfferingFacts(db, [key], "dormitory", today, { ...NO_PROFILE, nationality: "NG" });
    const kenyan = await loadOfferingFacts(db, [key], "dormitory", today, { ...NO_PROFILE, nationality: "KE" });
    const ng = nigerian.facts.get(medipol.id)?.cost.tuition;
    const ke = kenyan.facts.get(medipol.id)?.cost.tuition;
    // 35,000 − 15% = 29,750; − 10% early registration = 26,775; − 10% prepayment after the others = 24,097.
    expect(ng?.discounts.map((d) => [d.kind, d.percent, d.usd])).toEqual([
      ["nationality", 15, 5250],
      ["early_payment", 10, 2975],
      ["prepayment", 10, 2678],
    ]);
    expect(ng?.netUsd).toBe(24097);
    expect(ke?.discounts.map((d) => d.kind)).toEqual(["early_payment", "prepayment"]);
    expect(ke?.netUsd).toBe(28350);
    // The all-in totals differ by the same dollars.
    const total = (f: typeof nigerian) => f.facts.get(medipol.id)?.cost.totalUsd.min ?? 0;
    expect(total(kenyan) - total(nigerian)).toBe(28350 - 24097);
  });

  it("applies İstinye's merit scholarship, then its 5% advance payment to Medicine only; the largest of a group; closed rules out", async () => {
    const rules = (await selectDiscountRules(getDb(), [2])) as DiscountRule[];
    const medicine = { id: 25, universityId: 2 };
    const nursing = { id: 28, universityId: 2 };
    const distinctions = { english: "A1", mathematics: "B2", biology: "B3", chemistry: "B2", physics: "A1" };
    const merit = { qualification: "waec" as const, grades: distinctions, score: null };
    expect(meritScore({ ...waec(distinctions) })).toBe(5);
    const open = rulesFor(rules, medicine, "2026-11-26");
    const got = applyDiscounts(39600, open, { ...NO_PROFILE, merit });
    // Merit 25% (scholarship), then the payment page's 5% for paying the year at once (issue 50).
    expect(got.applied.map((d) => [d.kind, d.percent])).toEqual([
      ["merit", 25],
      ["prepayment", 5],
    ]);
    const fewer = applyDiscounts(39600, open, {
      ...NO_PROFILE,
      merit: { ...merit, grades: { ...distinctions, physics: "C4" } },
    });
    expect(fewer.applied.map((d) => d.kind)).toEqual(["prepayment"]);
    // Medicine, Dentistry and Pharmacy only.
    expect(rulesFor(rules, nursing, "2026-11-26").some((r) => r.kind === "prepayment")).toBe(false);
    // A larger payment discount of the same group wins; one closed on the day is left out.
    const early: DiscountRule = {
      ...open.find((r) => r.kind === "prepayment")!,
      id: -1,
      kind: "early_payment",
      percent: 10,
      programId: null,
      endsOn: "2027-06-30",
    };
    const withEarly = [...rules, early];
    expect(
      applyDiscounts(39600, rulesFor(withEarly, medicine, "2026-11-26"), NO_PROFILE).applied.map((d) => [
        d.kind,
        d.percent,
      ]),
    ).toEqual([["early_payment", 10]]);
    expect(rulesFor(withEarly, medicine, "2027-07-01").some((r) => r.kind === "early_payment")).toBe(false);
  });
});

describe("document checklist", () => {
  it("asks a WAEC Medicine applicant for passport, photo and results to apply, the rest to register", async () => {
    const rows = await selectChecklistRows(getDb());
    const { medipol } = await medicine();
    const list = checklistFor(rows, {
      offering: { id: medipol.id, universityId: medipol.universityId, studyLevel: "bachelor" },
      qualification: "waec",
      nationality: "NG",
    });
    expect(list.filter((i) => i.stage === "apply").map((i) => i.docType)).toEqual(["passport", "photo", "results"]);
    expect(list.filter((i) => i.stage === "register").map((i) => i.docType)).toEqual([
      "transcript",
      "diploma",
      "recognition",
      "english",
      "sponsor",
    ]);
    // The WAEC row's note (the scratch card) wins over the general one.
    expect(list.find((i) => i.docType === "results")?.note).toMatch(/scratch card/);
    expect(missingToApply(list, ["passport", "other"])).toEqual(["photo", "results"]);
  });

  it("asks a master's applicant for the degree, transcript, English and motivation to apply", async () => {
    const rows = await selectChecklistRows(getDb());
    const list = checklistFor(rows, {
      offering: { id: 999, universityId: 1, studyLevel: "master" },
      qualification: "bachelor",
      nationality: null,
    });
    expect(list.filter((i) => i.stage === "apply").map((i) => i.docType)).toEqual([
      "passport",
      "photo",
      "transcript",
      "diploma",
      "english",
      "motivation",
    ]);
  });
});
