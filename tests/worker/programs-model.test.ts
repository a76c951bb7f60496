import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  findPrograms,
  groupBy,
  programsByUniversityAndFaculty,
  summarizePrograms,
} from "~/models/programs.server";

describe("findPrograms (the browsing pages' query)", () => {
  it("answers every offering without filters", async () => {
    expect(await findPrograms(getDb(), {})).toHaveLength(152);
  });

  it("combines category, level, language and university", async () => {
    const rows = await findPrograms(getDb(), { category: "Engineering", studyLevel: "bachelor", language: "English", universityId: 1 });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ category: "Engineering", studyLevel: "bachelor", languages: "English", universityId: 1 });
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
    expect(medicine).toMatchObject({ tuitionMin: 20425, tuitionMax: 39600, tuition: "$20,425-$39,600/year", duration: "6 years" });
    expect(medicine?.universities.length).toBeGreaterThanOrEqual(4);
    const computer = summaries.find((s) => s.slug === "computer-engineering");
    expect(computer).toMatchObject({ tuitionMin: 3300, tuitionMax: 8000 });
  });

  it("groups by category in the spec's order", async () => {
    const summaries = summarizePrograms(await findPrograms(getDb(), {}));
    const groups = groupBy(summaries, (s) => s.category, ["Health Sciences", "Engineering", "Business", "Arts & Design", "Social Sciences"]);
    expect(groups.map((g) => g.key)).toEqual(["Health Sciences", "Engineering", "Business", "Arts & Design", "Social Sciences"]);
  });
});

describe("programsByUniversityAndFaculty (the legacy page)", () => {
  it("nests every program under its university and faculty", async () => {
    const universities = programsByUniversityAndFaculty(await findPrograms(getDb(), {}));
    expect(universities.map((u) => u.slug)).toEqual(["medipol", "istinye", "isik", "okan", "beykoz", "ozyegin", "uskudar"]);
    const counts = universities.map((u) => u.faculties.reduce((n, f) => n + f.programs.length, 0));
    expect(counts).toEqual([24, 26, 16, 28, 9, 19, 30]);
    expect(universities[0].faculties[0].name).toBe("Faculty of Medicine");
  });
});
