import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { firstPage, GROUP_PREVIEW, PAGE_SIZE, readShown, searchWith } from "~/catalogue/program-list";
import { programOverview } from "~/catalogue/program-overview";
import {
  findPrograms,
  groupBy,
  programsByUniversityAndFaculty,
  resolveProgramSlug,
  summarizePrograms,
} from "~/models/program-rows.server";

describe("findPrograms (the browsing pages' query)", () => {
  it("answers every offering without filters", async () => {
    expect(await findPrograms(getDb(), {})).toHaveLength(152);
  });

  it("combines category, level, language and university", async () => {
    const rows = await findPrograms(getDb(), {
      category: "Engineering",
      studyLevel: "bachelor",
      language: "English",
      universityId: 1,
    });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({
        category: "Engineering",
        studyLevel: "bachelor",
        languages: "English",
        universityId: 1,
      });
    }
  });

  it("searches the name, and with searchEverywhere the faculty and university too, without LIKE wildcards", async () => {
    const db = getDb();
    expect((await findPrograms(db, { search: "DENTISTRY" })).map((r) => r.slug)).toEqual(
      expect.arrayContaining(["dentistry"]),
    );
    expect(await findPrograms(db, { search: "Uskudar" })).toHaveLength(0);
    expect(await findPrograms(db, { search: "Uskudar", searchEverywhere: true })).toHaveLength(30);
    expect(await findPrograms(db, { search: "%" })).toHaveLength(0);
    expect(await findPrograms(db, { search: "_" })).toHaveLength(0);
  });

  it("filters by faculty slug", async () => {
    const rows = await findPrograms(getDb(), { facultySlug: "medicine" });
    expect(new Set(rows.map((r) => r.slug))).toEqual(new Set(["medicine"]));
  });
});

describe("summarizePrograms (one /programs card per program name)", () => {
  it("aggregates Medicine across its universities with the tuition range from D1", async () => {
    const summaries = summarizePrograms(await findPrograms(getDb(), {}));
    expect(summaries).toHaveLength(new Set(summaries.map((s) => s.slug)).size);
    const medicine = summaries.find((s) => s.slug === "medicine");
    expect(medicine).toMatchObject({
      tuitionMin: 20425,
      tuitionMax: 39600,
      tuition: "$20,425-$39,600/year",
      duration: "6 years",
    });
    expect(medicine?.universities.length).toBeGreaterThanOrEqual(4);
    const computer = summaries.find((s) => s.slug === "computer-engineering");
    expect(computer).toMatchObject({ tuitionMin: 3300, tuitionMax: 8000 });
  });

  it("groups by category in the spec's order", async () => {
    const summaries = summarizePrograms(await findPrograms(getDb(), {}));
    const groups = groupBy(summaries, (s) => s.category, [
      "Health Sciences",
      "Engineering",
      "Business",
      "Arts & Design",
      "Social Sciences",
    ]);
    expect(groups.map((g) => g.key)).toEqual([
      "Health Sciences",
      "Engineering",
      "Business",
      "Arts & Design",
      "Social Sciences",
    ]);
  });
});

describe("programsByUniversityAndFaculty (the legacy page)", () => {
  it("nests every program under its university and faculty", async () => {
    const universities = programsByUniversityAndFaculty(await findPrograms(getDb(), {}));
    expect(universities.map((u) => u.slug)).toEqual([
      "medipol",
      "istinye",
      "isik",
      "okan",
      "beykoz",
      "ozyegin",
      "uskudar",
    ]);
    const counts = universities.map((u) => u.faculties.reduce((n, f) => n + f.programs.length, 0));
    expect(counts).toEqual([24, 26, 16, 28, 9, 19, 30]);
    expect(universities[0]?.faculties[0]?.name).toBe("Faculty of Medicine");
  });
});

describe("resolveProgramSlug (the /programs/{slug} address)", () => {
  it("answers a slug's offerings, and the spec's artificial-intelligence as its D1 program", async () => {
    const db = getDb();
    const medicine = await resolveProgramSlug(db, "medicine");
    expect(medicine.slug).toBe("medicine");
    expect(medicine.offerings.map((o) => o.universityId)).toEqual([1, 2, 4, 7]);

    const ai = await resolveProgramSlug(db, "artificial-intelligence");
    expect(ai.slug).toBe("artificial-intelligence-engineering");
    expect(ai.offerings.length).toBeGreaterThan(0);
    for (const o of ai.offerings) expect(o.name).toBe("Artificial Intelligence Engineering");

    expect(await resolveProgramSlug(db, "no-such-program")).toEqual({ slug: "no-such-program", offerings: [] });
  });

  it("resolves every program slug the spec names", async () => {
    const db = getDb();
    const named = [
      "medicine",
      "dentistry",
      "computer-engineering",
      "business-administration",
      "psychology",
      "pharmacy",
      "nursing",
      "artificial-intelligence",
      "flight-training",
    ];
    for (const slug of named) expect((await resolveProgramSlug(db, slug)).offerings.length, slug).toBeGreaterThan(0);
  });
});

describe("firstPage (long program lists on a phone)", () => {
  const group = (key: string, n: number) => ({ key, items: Array.from({ length: n }, (_, i) => `${key}${i}`) });

  it("shows a short result whole", () => {
    const page = firstPage([group("a", 5), group("b", 7)], PAGE_SIZE);
    expect(page.map((g) => g.items.length)).toEqual([5, 7]);
    expect(page.map((g) => g.total)).toEqual([5, 7]);
  });

  it("previews several groups, and pages through a single one", () => {
    expect(firstPage([group("a", 20), group("b", 2)], PAGE_SIZE).map((g) => [g.items.length, g.total])).toEqual([
      [GROUP_PREVIEW, 20],
      [2, 2],
    ]);
    expect(firstPage([group("a", 30)], PAGE_SIZE)[0]).toMatchObject({
      total: 30,
      items: group("a", 30).items.slice(0, 12),
    });
    expect(firstPage([group("a", 30)], 24)[0]?.items).toHaveLength(24);
    expect(firstPage([group("a", 30)], 36)[0]?.items).toHaveLength(30);
  });

  it("reads ?show= as whole pages, and ignores nonsense", () => {
    const shown = (value: string) => readShown(new URLSearchParams({ show: value }));
    expect(readShown(new URLSearchParams())).toBe(12);
    expect(shown("24")).toBe(24);
    expect(shown("13")).toBe(24);
    expect(shown("-5")).toBe(12);
    expect(shown("abc")).toBe(12);
    expect(shown("99999999")).toBe(1000);
  });

  it("links keep the filters, change one and drop show", () => {
    expect(searchWith("?program=Business&show=24&level=master", { program: "Engineering" })).toBe(
      "?program=Engineering&level=master",
    );
    expect(searchWith("", { show: "24" })).toBe("?show=24");
    expect(searchWith("?show=24", { show: "36" })).toBe("?show=36");
  });
});

describe("programOverview (a program page about every offering)", () => {
  it("tells the program's facts across universities, from D1", async () => {
    const text = programOverview({
      name: "Medicine",
      level: "Bachelor's Degree",
      faculty: "Faculty of Medicine",
      languages: ["English", "English", "English"],
      durations: ["6 years", "6 years", "6 years"],
      tuitionMin: 20425,
      tuitionMax: 39600,
      universities: ["Istanbul Medipol University", "Istinye University", "Uskudar University"],
    });
    expect(text).toContain(
      "taught in English at 3 of our partner universities in Istanbul: Istanbul Medipol University, Istinye University and Uskudar University",
    );
    expect(text).toContain("It takes 6 years, and tuition ranges from $20,425 to $39,600 per year.");
    expect(text).not.toMatch(/Medipol's|hospital/i);
  });

  it("reads well for one university and for differing durations", () => {
    const one = programOverview({
      name: "Law",
      level: "Bachelor's Degree",
      faculty: "Faculty of Law",
      languages: ["Turkish"],
      durations: ["4 years"],
      tuitionMin: 6000,
      tuitionMax: 6000,
      universities: ["Istanbul Okan University"],
    });
    expect(one).toContain("taught in Turkish at Istanbul Okan University, one of our partner universities");
    expect(one).toContain("tuition is $6,000 per year");
    const two = programOverview({
      name: "X",
      level: "Master's Degree",
      faculty: "",
      languages: ["English", "Turkish"],
      durations: ["1.5 years", "2 years"],
      tuitionMin: 1,
      tuitionMax: 2,
      universities: ["A", "B"],
    });
    expect(two).toContain("taught in English and Turkish at 2 of");
    expect(two).toContain("It takes 1.5 years and 2 years, depending on the university");
  });
});
