import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { deferred } from "~/lib/deferred.server";
import { getUniversity, listFeaturedUniversityCards, listUniversityCards } from "~/models/university-rows.server";

describe("university cards (the list pages' query)", () => {
  it("lists every university in catalogue order with what a card shows, without the long about text", async () => {
    const cards = await listUniversityCards(getDb(env.DB));
    expect(cards.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(Object.keys(cards[0]!).sort()).toEqual(
      [
        "description",
        "id",
        "location",
        "logoUrl",
        "name",
        "rating",
        "shortName",
        "teachingLanguage",
        "programCount",
        "totalStudents",
        "tuitionFee",
      ].sort(),
    );
  });

  it("counts the programs D1 lists for each university, not the row's total_programs", async () => {
    const db = getDb(env.DB);
    const cards = await listUniversityCards(db);
    // The seed's program lists (spec section 9), while total_programs says 120, 100, 60, 130, 50, 70, 110.
    expect(cards.map((c) => c.programCount)).toEqual([24, 26, 16, 28, 9, 19, 30]);
    const medipol = await getUniversity(db, 1);
    expect(medipol).toMatchObject({ programCount: 24, totalPrograms: 120 });
  });

  it("follows the programs table at once when staff move a program", async () => {
    const db = getDb(env.DB);
    const move = (to: number) => env.DB.prepare("UPDATE programs SET university_id = ? WHERE id = 103").bind(to).run();
    await move(3); // Beykoz's Logistics, listed under Isik for the moment
    try {
      expect((await getUniversity(db, 5))?.programCount).toBe(8);
      const cards = await listUniversityCards(db);
      expect(cards.find((c) => c.id === 5)?.programCount).toBe(8);
      expect(cards.find((c) => c.id === 3)?.programCount).toBe(17);
    } finally {
      await move(5);
    }
    expect((await getUniversity(db, 5))?.programCount).toBe(9);
  });

  it("lists at most the requested number of featured universities", async () => {
    const db = getDb(env.DB);
    expect(await listFeaturedUniversityCards(db, 6)).toHaveLength(6);
    expect((await listFeaturedUniversityCards(db, 2)).map((c) => c.id)).toEqual([1, 2]);
  });
});

describe("deferred (a query streamed to a page)", () => {
  it("settles to the rows", async () => {
    const result = await deferred("test", listFeaturedUniversityCards(getDb(env.DB), 1));
    expect(result).toMatchObject({ ok: true, data: [{ id: 1 }] });
  });

  it("settles to { ok: false } instead of rejecting when D1 fails", async () => {
    const failing = getDb(env.DB).run("SELECT * FROM no_such_table");
    await expect(deferred("test: expected failure", failing)).resolves.toEqual({ ok: false });
  });
});
