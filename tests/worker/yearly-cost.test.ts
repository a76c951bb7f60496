import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { isOpen, istanbulToday, nextOpenIntake, upcomingIntakes } from "~/catalogue/intakes";
import {
  type CostLine,
  discountUsd,
  linesFor,
  MONTHS_PER_YEAR,
  readHousing,
  yearlyCost,
} from "~/catalogue/yearly-cost";
import { convertRange, convertUsd } from "~/catalogue/display-currency";
import { loadOfferingFacts } from "~/models/offering-facts.server";
import { findPrograms } from "~/models/program-rows.server";

const line = (over: Partial<CostLine> & Pick<CostLine, "key">): CostLine => ({
  universityId: null,
  label: over.key,
  period: "year",
  housing: null,
  minUsd: 0,
  maxUsd: 0,
  checkedOn: "2026-11-20",
  example: false,
  sortOrder: 0,
  ...over,
});

const LINES: CostLine[] = [
  line({ key: "permit", minUsd: 40, maxUsd: 40, sortOrder: 1 }),
  line({ key: "deposit_dorm", period: "once", housing: "dormitory", minUsd: 200, maxUsd: 400, sortOrder: 2 }),
  line({ key: "deposit_flat", period: "once", housing: "flat", minUsd: 400, maxUsd: 900, sortOrder: 2 }),
  line({ key: "housing", period: "month", housing: "dormitory", minUsd: 300, maxUsd: 550, sortOrder: 3 }),
  line({ key: "housing", period: "month", housing: "flat", minUsd: 350, maxUsd: 650, sortOrder: 3 }),
  line({ key: "food", period: "month", minUsd: 200, maxUsd: 320, sortOrder: 4 }),
  line({ key: "food", universityId: 3, period: "month", minUsd: 150, maxUsd: 250, sortOrder: 4 }),
];

describe("yearly cost arithmetic", () => {
  it("rounds a percent discount to the nearest whole dollar, halves up", () => {
    expect(discountUsd(35000, 10)).toBe(3500);
    expect(discountUsd(20425, 10)).toBe(2043); // 2042.5 → 2043
    expect(discountUsd(3333, 15)).toBe(500); // 499.95 → 500
    expect(discountUsd(3301, 15)).toBe(495); // 495.15 → 495
    expect(discountUsd(5000, 0)).toBe(0);
  });

  it("counts a month twelve times, a one-off once, and sums ranges end to end", () => {
    const cost = yearlyCost({ tuitionUsd: 6000, universityId: 1, discounts: [], lines: LINES, housing: "dormitory" });
    expect(MONTHS_PER_YEAR).toBe(12);
    expect(cost.items.map((i) => i.key)).toEqual(["permit", "deposit_dorm", "housing", "food"]);
    expect(cost.items.find((i) => i.key === "housing")).toMatchObject({
      monthly: { min: 300, max: 550 },
      yearly: { min: 3600, max: 6600 },
    });
    // 6000 + 40 + 200..400 + 3600..6600 + 2400..3840
    expect(cost.totalUsd).toEqual({ min: 12240, max: 16880 });
  });

  it("takes the discount off the tuition before the total", () => {
    const discount = {
      id: 1,
      kind: "prepayment" as const,
      label: "Early payment",
      percent: 10,
      usd: 2043,
      checkedOn: "2026-11-20",
      example: false,
    };
    const cost = yearlyCost({ tuitionUsd: 20425, universityId: 1, discounts: [discount], lines: [], housing: "flat" });
    expect(cost.tuition).toMatchObject({ listUsd: 20425, netUsd: 18382, discounts: [{ usd: 2043, percent: 10 }] });
    expect(cost.totalUsd).toEqual({ min: 18382, max: 18382 });
  });

  it("switches the housing lines with the housing choice", () => {
    const dorm = yearlyCost({ tuitionUsd: 0, universityId: 1, discounts: [], lines: LINES, housing: "dormitory" });
    const flat = yearlyCost({ tuitionUsd: 0, universityId: 1, discounts: [], lines: LINES, housing: "flat" });
    expect(flat.items.map((i) => i.key)).toEqual(["permit", "deposit_flat", "housing", "food"]);
    expect(flat.totalUsd.min - dorm.totalUsd.min).toBe(400 - 200 + (350 - 300) * 12);
    expect(readHousing("flat")).toBe("flat");
    expect(readHousing("villa")).toBe("dormitory");
    expect(readHousing(null)).toBe("dormitory");
  });

  it("lets a university's own line replace the Istanbul-wide one of the same key, and only there", () => {
    expect(linesFor(LINES, 3, "dormitory").find((l) => l.key === "food")?.minUsd).toBe(150);
    expect(linesFor(LINES, 4, "dormitory").find((l) => l.key === "food")?.minUsd).toBe(200);
    // Order of the rows in D1 does not matter.
    expect(linesFor([...LINES].reverse(), 3, "dormitory").find((l) => l.key === "food")?.minUsd).toBe(150);
  });

  it("converts to naira at the rate, to the nearest ₦1,000, halves up", () => {
    const naira = (perUsd: number) => ({ currency: "NGN" as const, perUsd });
    expect(convertUsd(1, naira(1465.75))).toBe(1000); // 1,465.75 → 1,000
    expect(convertUsd(2, naira(1250))).toBe(3000); // 2,500 → 3,000 (half up)
    expect(convertUsd(12240, naira(1465.75))).toBe(17_941_000); // 17,940,780
    expect(convertUsd(0, naira(1465.75))).toBe(0);
    expect(convertRange({ min: 100, max: 200 }, naira(1500))).toEqual({ min: 150_000, max: 300_000 });
  });
});

describe("intakes", () => {
  const intakes = [
    { startsOn: "2027-09-20", applicationDeadline: "2027-08-15", decisionWeeks: 2, checkedOn: "2026-11-20" },
    { startsOn: "2027-02-15", applicationDeadline: "2026-11-15", decisionWeeks: 2, checkedOn: "2026-11-20" },
    { startsOn: "2026-09-21", applicationDeadline: "2026-08-15", decisionWeeks: 2, checkedOn: "2026-11-20" },
  ];

  it("is open through its deadline day and closed the day after", () => {
    expect(isOpen({ applicationDeadline: "2026-11-15" }, "2026-11-15")).toBe(true);
    expect(isOpen({ applicationDeadline: "2026-11-15" }, "2026-11-16")).toBe(false);
  });

  it("lists intakes not yet started, earliest first, a passed deadline as closed, and the next open one", () => {
    expect(upcomingIntakes(intakes, "2026-11-23").map((i) => [i.startsOn, i.open])).toEqual([
      ["2027-02-15", false],
      ["2027-09-20", true],
    ]);
    expect(nextOpenIntake(intakes, "2026-11-23")?.startsOn).toBe("2027-09-20");
    expect(nextOpenIntake(intakes, "2026-11-01")?.startsOn).toBe("2027-02-15");
    expect(nextOpenIntake(intakes, "2027-08-16")).toBeNull();
  });

  it("takes today in Istanbul (UTC+3)", () => {
    expect(istanbulToday(new Date("2026-11-23T20:59:00Z"))).toBe("2026-11-23");
    expect(istanbulToday(new Date("2026-11-23T21:00:00Z"))).toBe("2026-11-24");
  });
});

describe("the intake filter and the offerings' facts, on the seeded D1", () => {
  it("keeps only offerings with a February intake whose deadline has not passed", async () => {
    const db = getDb();
    const rows = await findPrograms(db, { intake: { month: "02", today: "2026-11-23" } });
    expect(rows.length).toBeGreaterThan(0);
    // Medicine, dentistry and pharmacy start in September only; Ozyegin has no spring intake; Isik's closed on 15 November.
    expect(rows.filter((r) => ["medicine", "dentistry", "pharmacy"].includes(r.slug))).toEqual([]);
    expect(rows.filter((r) => r.universityId === 6 || r.universityId === 3)).toEqual([]);
    // Before Isik's deadline its offerings are in.
    const earlier = await findPrograms(db, { intake: { month: "02", today: "2026-11-15" } });
    expect(earlier.some((r) => r.universityId === 3)).toBe(true);
    expect(earlier.length).toBeGreaterThan(rows.length);
    // After every February deadline, none.
    expect(await findPrograms(db, { intake: { month: "02", today: "2027-02-02" } })).toEqual([]);
    // Combines with the other filters; September lists every offering.
    const engineering = await findPrograms(db, {
      category: "Engineering",
      intake: { month: "02", today: "2026-11-23" },
    });
    expect(engineering.every((r) => r.category === "Engineering")).toBe(true);
    expect(await findPrograms(db, { intake: { month: "09", today: "2026-11-23" } })).toHaveLength(152);
  });

  it("gives Medicine at Medipol its next intake and an all-in cost in USD and naira from D1", async () => {
    const db = getDb();
    const { rate, facts } = await loadOfferingFacts(
      db,
      [{ id: 1, universityId: 1, tuitionPerYear: 35000 }],
      "dormitory",
      "2026-11-23",
    );
    expect(rate).toMatchObject({ perUsd: 1465.75, rateDate: "2026-11-20" });
    const medicine = facts.get(1);
    expect(medicine?.nextIntake).toMatchObject({ startsOn: "2027-09-20", applicationDeadline: "2027-07-31" });
    // 35,000 − 10% early registration = 31,500; − 10% prepayment after it = 28,350.
    expect(medicine?.cost.tuition).toMatchObject({ listUsd: 35000, netUsd: 28350 });
    // 28,350 + card 40 (students pay no permit fee: decision 0053) + insurance 110..200 + deposit 200..400 + (300..550 + 200..320 + 15..35) × 12
    expect(medicine?.cost.totalUsd).toEqual({
      min: 28350 + 40 + 110 + 200 + 515 * 12,
      max: 28350 + 40 + 200 + 400 + 905 * 12,
    });
    expect(medicine?.totalConverted).toEqual(
      convertRange(medicine?.cost.totalUsd ?? { min: 0, max: 0 }, { currency: "NGN", perUsd: 1465.75 }),
    );
  });
});
