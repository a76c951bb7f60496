import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type BillInput, type BillLineRow, familyBill, type FamilyBillView } from "~/catalogue/family-bill";
import { convertRange } from "~/catalogue/display-currency";
import { moneyTrailWords, type MoneyTrail } from "~/catalogue/money-trail";
import { statusLinkPath } from "~/case/status-link.server";
import { getDb } from "~/db/client.server";
import { readBillRows } from "~/models/bill-rows.server";
import { withOffer } from "./case-fixtures";
import { request } from "./helpers";

// The family's whole bill (issue 53): totals that are the sum of the lines as shown in every currency, the
// university's refund in the money trail's own words, "indicative" where nobody confirmed a figure; and the bill on
// /payments and on the case page, each line with who receives it.

const row = (over: Partial<BillLineRow> & Pick<BillLineRow, "key" | "amount">): BillLineRow => ({
  label: over.key,
  payee: "us",
  minUsd: null,
  maxUsd: null,
  costLineKey: null,
  dueStep: null,
  refund: "none",
  refundTo: null,
  sourceUrl: null,
  sourceDate: "2026-12-06",
  indicative: true,
  ...over,
});

const uskudar: MoneyTrail = {
  facultyId: null,
  depositUsd: 1999,
  balanceDue: null,
  refundRule: "on_visa_refusal",
  refundPercent: 50,
  refundClaimMonths: 3,
  refundTo: "payer_account",
  sourceDate: "2026-11-28",
  indicative: false,
};

const INPUT: BillInput = {
  lines: [
    row({ key: "free", amount: "range", minUsd: 0, maxUsd: 0, indicative: false }),
    row({ key: "package", amount: "packages", refund: "our_terms", indicative: false }),
    row({ key: "deposit", amount: "deposit", payee: "university", dueStep: "deposit_paid", refund: "university_rule" }),
    row({
      key: "tuition",
      amount: "tuition_balance",
      payee: "university",
      dueStep: "registered",
      refund: "university_rule",
    }),
    row({
      key: "visa",
      amount: "range",
      payee: "embassy",
      minUsd: 7,
      maxUsd: 22,
      dueStep: "visa_appointment_booked",
      sourceUrl: "https://example.org/fees",
    }),
    row({
      key: "insurance",
      amount: "cost_line",
      payee: "insurer",
      costLineKey: "health_insurance",
      refund: "insurer_terms",
    }),
    row({ key: "card", amount: "cost_line", payee: "state", costLineKey: "residence_card", indicative: false }),
  ],
  rates: [
    { currency: "NGN", perUsd: 1465.75, rateDate: "2026-11-20", source: "CBN", example: false },
    { currency: "XOF", perUsd: 566.4, rateDate: "2026-11-21", source: "BCEAO", example: false },
  ],
  costs: [
    { key: "health_insurance", universityId: null, minUsd: 110, maxUsd: 200, checkedOn: "2026-11-20", example: true },
    { key: "residence_card", universityId: null, minUsd: 40, maxUsd: 40, checkedOn: "2026-11-28", example: false },
    { key: "residence_card", universityId: 7, minUsd: 45, maxUsd: 45, checkedOn: "2026-11-28", example: false },
  ],
  services: [
    { key: "basic", price: 100, kind: "package" },
    { key: "full", price: 200, kind: "package" },
    { key: "visa-addon", price: 100, kind: "addon" },
  ],
  trails: [uskudar],
  offering: { tuitionPerYear: 12_345, facultyId: 4, universityId: 7 },
};

const stepTitle = (kind: string) => `step:${kind}`;
const bill = (currency: "USD" | "NGN" | "XOF", over: Partial<BillInput> = {}, serviceKey?: string) =>
  familyBill({ ...INPUT, ...over }, { currency, stepTitle, serviceKey });
const line = (view: FamilyBillView, key: string) => view.lines.find((l) => l.key === key)!;

function summed(view: FamilyBillView, pick: "usd" | "local") {
  return view.lines.reduce(
    (total, l) => (l[pick] ? { min: total.min + l[pick].min, max: total.max + l[pick].max } : total),
    { min: 0, max: 0 },
  );
}

describe("the family's bill (pure)", () => {
  it("totals equal the sum of the lines as shown, in dollars, naira and CFA francs", () => {
    for (const currency of ["USD", "NGN", "XOF"] as const) {
      const view = bill(currency);
      expect(view.totals.usd).toEqual(summed(view, "usd"));
      if (currency === "USD") {
        expect(view.totals.local).toBeNull();
        continue;
      }
      expect(view.totals.local).toEqual(summed(view, "local"));
      // Each line converted once, to the currency's round unit (as every page converts).
      const rate = INPUT.rates.find((r) => r.currency === currency)!;
      for (const l of view.lines.filter((l) => l.usd)) {
        expect(l.local).toEqual(convertRange(l.usd!, { currency, perUsd: rate.perUsd }));
        expect(Number.isInteger(l.local!.min) && Number.isInteger(l.local!.max)).toBe(true);
      }
    }
    // The numbers the totals hold: 0 + (100–200) + 1,999 + (12,345 − 1,999) + (7–22) + (110–200) + 45.
    expect(bill("USD").totals.usd).toEqual({ min: 12_607, max: 12_812 });
  });

  it("names who receives each amount, when it falls due, and the university's refund in the money trail's words", () => {
    const view = bill("NGN");
    expect(line(view, "deposit").usd).toEqual({ min: 1999, max: 1999 });
    expect(line(view, "tuition").usd).toEqual({ min: 10_346, max: 10_346 });
    const refund = moneyTrailWords(uskudar).refund!;
    expect(refund).toContain("50");
    expect(line(view, "deposit").refundWords).toBe(refund);
    expect(line(view, "tuition").refundWords).toBe(refund);
    expect(line(view, "deposit").sourceWords).toBe(moneyTrailWords(uskudar).source);
    expect(line(view, "visa").payeeWords).toMatch(/embassy/i);
    expect(line(view, "visa").dueWords).toContain("step:visa_appointment_booked");
    expect(line(view, "package").dueWords).toMatch(/before/i);
    expect(line(view, "free").usdWords).toBe("Free");
    // The university's own card fee line replaces the Istanbul-wide one.
    expect(line(view, "card").usd).toEqual({ min: 45, max: 45 });
    expect(view.words.rate).toContain("1,465.75");
    expect(view.words.free).toMatch(/costs nothing/);
  });

  it("marks indicative what nobody confirmed: the row's flag, an example cost line, the money trail's, the catalogue's tuition", () => {
    const view = bill("USD");
    expect(line(view, "free").indicative).toBe(false);
    expect(line(view, "package").indicative).toBe(false);
    expect(line(view, "visa").indicative).toBe(true);
    expect(line(view, "insurance").indicative).toBe(true); // example cost line
    expect(line(view, "card").indicative).toBe(false);
    expect(line(view, "deposit").indicative).toBe(false); // the trail was read on its page
    expect(line(view, "tuition").indicative).toBe(true);
    const unread = bill("USD", { trails: [{ ...uskudar, indicative: true }] });
    expect(line(unread, "deposit").indicative).toBe(true);
  });

  it("before a program is known (/payments): the university's amounts are the offer letter's, out of the totals, which say so", () => {
    const view = bill("XOF", { offering: null, trails: [] }, "full");
    expect(line(view, "deposit").usd).toBeNull();
    expect(line(view, "tuition").usd).toBeNull();
    expect(line(view, "package").usd).toEqual({ min: 200, max: 200 });
    expect(view.words.totalExcludes).toContain("deposit");
    expect(view.totals.usd).toEqual(summed(view, "usd"));
    expect(view.totals.local).toEqual(summed(view, "local"));
  });

  it("a currency D1 holds no rate of: dollars only, and it says so", () => {
    const view = familyBill(INPUT, { currency: "GHS", stepTitle });
    expect(view.totals.local).toBeNull();
    expect(view.words.rate).toMatch(/GHS/);
  });
});

describe("the family's bill on the pages", () => {
  it("the seeded lines read in one go, with a source and a day each", async () => {
    const rows = await readBillRows(getDb(), null);
    expect(rows.lines.map((l) => l.key)).toEqual([
      "applying_free",
      "our_package",
      "university_deposit",
      "tuition_balance",
      "visa_fee",
      "health_insurance",
      "residence_card",
    ]);
    for (const l of rows.lines) expect(l.sourceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const unconfirmed = await env.DB.prepare("SELECT key FROM staff_unconfirmed_bill_lines").all<{ key: string }>();
    expect(unconfirmed.results.map((r) => r.key)).toContain("visa_fee");
    expect(unconfirmed.results.map((r) => r.key)).not.toContain("applying_free");
  });

  it("/payments holds every line with who receives it, the free application, and the totals in the family's currency", async () => {
    const html = await (await request("/fr/payments?service=standard", { headers: { Cookie: "currency=XOF" } })).text();
    expect(html).toContain('data-testid="family-bill"');
    for (const [key, payee] of [
      ["applying_free", "us"],
      ["our_package", "us"],
      ["university_deposit", "university"],
      ["visa_fee", "embassy"],
      ["health_insurance", "insurer"],
      ["residence_card", "state"],
    ])
      expect(html).toMatch(new RegExp(`data-key="${key}" data-payee="${payee}"`));
    expect(html).toContain("Postuler aux universités par notre intermédiaire");
    expect(html).toContain("ne coûte rien");
    expect(html).toMatch(/F\s?CFA/);
  });

  it("the case page (offer issued) holds the bill of its program, with its payees", async () => {
    const { reference } = await withOffer();
    const html = await (await request(await statusLinkPath(env, reference))).text();
    expect(html).toContain('data-testid="family-bill"');
    expect(html).toMatch(/data-key="tuition_balance" data-payee="university"/);
    expect(html).toMatch(/data-key="residence_card" data-payee="state"/);
    expect(html).toContain("Applying to the universities through us");
  });
});
