import { describe, expect, it } from "vitest";
import { getJson } from "./helpers";

type University = {
  id: number;
  name: string;
  featured: boolean;
  totalPrograms: number;
  rating: string;
  tuitionFee: string;
};
type Program = {
  id: number;
  name: string;
  universityId: number;
  featured: boolean;
  tuition: string;
  languages: string;
  studyLevel: string;
};

const EXPECTED_PROGRAMS = { 1: 24, 2: 26, 3: 16, 4: 28, 5: 9, 6: 19, 7: 30 } as const;

describe("GET /api/universities", () => {
  it("lists the 7 partner universities in the spec's camelCase shape, with cache headers", async () => {
    const { response, body } = await getJson<University[]>("/api/universities");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(body.map((u) => u.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body[0]).toMatchObject({
      name: "Istanbul Medipol University",
      location: expect.any(String),
      country: "Turkey",
      description: expect.any(String),
      totalPrograms: expect.any(Number),
      totalStudents: expect.any(Number),
      teachingLanguage: expect.any(String),
      tuitionFee: expect.any(String),
      rating: expect.stringMatching(/^\d(\.\d)?$/),
      establishedYear: 2009,
      imageUrl: expect.stringMatching(/^\/images\//),
      featured: true,
    });
  });

  it("lists at least 6 and at most 6 featured universities", async () => {
    const { body } = await getJson<University[]>("/api/universities/featured");
    expect(body).toHaveLength(6);
    expect(body.every((u) => u.featured)).toBe(true);
  });

  it("answers one university by id", async () => {
    const { response, body } = await getJson<University>("/api/universities/7");
    expect(response.status).toBe(200);
    expect(body.name).toBe("Uskudar University");
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999"])("answers 400 JSON for the bad id %s", async (id) => {
    const { response, body } = await getJson<{ message: string }>(`/api/universities/${id}`);
    expect(response.status).toBe(400);
    expect(body.message).toMatch(/invalid university id/i);
  });

  it("answers 404 JSON for an unknown id, on both the university and its programs", async () => {
    for (const path of ["/api/universities/99", "/api/universities/99/programs"]) {
      const { response, body } = await getJson<{ message: string }>(path);
      expect(response.status).toBe(404);
      expect(body.message).toMatch(/not found/i);
    }
  });

  it("answers 400 on the programs path for a bad id", async () => {
    const { response } = await getJson("/api/universities/x/programs");
    expect(response.status).toBe(400);
  });
});

describe("GET /api/universities/{id}/programs", () => {
  it.each(Object.entries(EXPECTED_PROGRAMS))("university %s has %i programs", async (id, count) => {
    const { response, body } = await getJson<Program[]>(`/api/universities/${id}/programs`);
    expect(response.status).toBe(200);
    expect(body).toHaveLength(count);
    expect(body.every((p) => p.universityId === Number(id))).toBe(true);
  });
});

describe("GET /api/programs", () => {
  it("lists all 152 programs with their display tuition", async () => {
    const { body } = await getJson<Program[]>("/api/programs");
    expect(body).toHaveLength(152);
    expect(body[0]).toMatchObject({
      name: expect.any(String),
      category: expect.any(String),
      description: expect.any(String),
      studyLevel: expect.stringMatching(/^(bachelor|master|phd|associate)$/),
      duration: expect.any(String),
      languages: expect.any(String),
      feesPerSemester: expect.stringMatching(/^\$/),
      tuition: expect.stringMatching(/^\$[\d,]+\/year$/),
      iconName: expect.any(String),
    });
  });

  it("lists at most 4 featured programs, all featured", async () => {
    const { body } = await getJson<Program[]>("/api/programs/featured");
    expect(body).toHaveLength(4);
    expect(body.every((p) => p.featured)).toBe(true);
  });

  it("answers unknown API paths with a 404 JSON message", async () => {
    const { response, body } = await getJson<{ message: string }>("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(body.message).toMatch(/no api route/i);
  });
});
