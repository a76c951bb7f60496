import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { deferred } from "~/lib/deferred.server";
import { listFeaturedUniversityCards, listUniversityCards } from "~/models/universities.server";

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
        "totalPrograms",
        "totalStudents",
        "tuitionFee",
      ].sort(),
    );
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
