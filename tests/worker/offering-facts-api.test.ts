import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { istanbulToday } from "~/catalogue/intakes";
import { getJson } from "./helpers";

type Range = { min: number; max: number };
type Offering = {
  id: number;
  name: string;
  universityId: number;
  intakes: { startsOn: string; applicationDeadline: string; open: boolean }[];
  cost: { housing: string; tuition: { listUsd: number; netUsd: number }; items: { key: string }[]; totalUsd: Range };
  totalConverted: Range;
  rate: { currency: string; perUsd: number; rateDate: string };
};

describe("GET /api/programs/{id}", () => {
  it("answers one offering with its intakes, cost lines and totals in USD and naira", async () => {
    const { response, body } = await getJson<Offering>("/api/programs/1");
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      id: 1,
      name: "Medicine",
      universityId: 1,
      rate: { currency: "NGN", perUsd: 1465.75 },
    });
    // Never an intake that has started; open exactly when today is not past the deadline.
    const today = istanbulToday();
    for (const intake of body.intakes) {
      expect(intake.startsOn >= today).toBe(true);
      expect(intake.open).toBe(today <= intake.applicationDeadline);
    }
    expect(body.cost.items.map((i) => i.key)).toContain("housing_dormitory");
    expect(body.totalConverted.min).toBe(Math.floor((body.cost.totalUsd.min * 1465.75) / 1000 + 0.5) * 1000);
  });

  it("converts to ?currency= at its dated rate; an unknown currency is ignored (naira), dollars convert to nothing", async () => {
    const { body } = await getJson<Offering>("/api/programs/1?currency=XAF");
    expect(body.rate).toMatchObject({ currency: "XAF", perUsd: 565.48, rateDate: "2026-11-20" });
    expect(body.totalConverted.min).toBe(Math.floor((body.cost.totalUsd.min * 565.48) / 1000 + 0.5) * 1000);
    const unknown = await getJson<Offering>("/api/programs/1?currency=ZZZ");
    expect(unknown.response.status).toBe(200);
    expect(unknown.body.rate).toMatchObject({ currency: "NGN" });
    const dollars = await getJson<Offering>("/api/programs/1?currency=USD");
    expect(dollars.body.rate).toBeNull();
    expect(dollars.body.totalConverted).toBeNull();
  });

  it("switches housing with ?housing=flat, and refuses a bad or unknown id", async () => {
    const { body } = await getJson<Offering>("/api/programs/1?housing=flat");
    expect(body.cost.housing).toBe("flat");
    expect(body.cost.items.map((i) => i.key)).toContain("housing_flat");
    expect((await getJson("/api/programs/abc")).response.status).toBe(400);
    expect((await getJson("/api/programs/999999")).response.status).toBe(404);
  });

  it("reads the rate from D1 on every request", async () => {
    await env.DB.prepare("UPDATE exchange_rates SET per_usd = 1000 WHERE currency = 'NGN'").run();
    try {
      const { body } = await getJson<Offering>("/api/programs/1");
      expect(body.totalConverted.min).toBe(body.cost.totalUsd.min * 1000);
    } finally {
      await env.DB.prepare("UPDATE exchange_rates SET per_usd = 1465.75 WHERE currency = 'NGN'").run();
    }
  });
});

describe("GET /api/compare", () => {
  it("answers up to three offerings in the order asked", async () => {
    const { response, body } = await getJson<{ programs: Offering[] }>("/api/compare?programs=67,1,25");
    expect(response.status).toBe(200);
    expect(body.programs.map((p) => p.id)).toEqual([67, 1, 25]);
  });

  it("400 with the reason for a bad list or none, 404 naming an unknown id", async () => {
    const bad = await getJson<{ message: string }>("/api/compare?programs=1,x");
    expect(bad.response.status).toBe(400);
    expect(bad.body.message).toContain("'x' is not a program id");
    const many = await getJson<{ message: string }>("/api/compare?programs=1,2,3,4");
    expect(many.response.status).toBe(400);
    expect((await getJson("/api/compare")).response.status).toBe(400);
    const unknown = await getJson<{ message: string }>("/api/compare?programs=1,999999");
    expect(unknown.response.status).toBe(404);
    expect(unknown.body.message).toContain("999999");
  });
});
