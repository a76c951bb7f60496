import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { consultationRequests } from "~/db/schema";
import { request } from "./helpers";

const valid = {
  fullName: "Amina Bello",
  email: "amina@example.com",
  phone: "+234 803 123 4567",
  studyLevel: "bachelor",
  message: "I would like to study Medicine in Istanbul.",
};

type Saved = {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  studyLevel: string;
  message: string | null;
  source: string;
  universityId: number | null;
  notificationStatus: string;
  createdAt: string;
  emailSent: boolean;
};
type Problem = { message: string; errors?: Record<string, string[]> };

function post(body: BodyInit, headers: Record<string, string> = { "Content-Type": "application/json" }) {
  return request("/api/consultation-requests", { method: "POST", headers, body });
}

async function rowCount() {
  const [row] = await getDb(env.DB).select({ n: count() }).from(consultationRequests);
  return row!.n;
}

describe("POST /api/consultation-requests", () => {
  it("saves the request and answers 201 with the row and emailSent", async () => {
    const before = Date.now();
    const response = await post(JSON.stringify(valid));
    expect(response.status).toBe(201);
    const body = (await response.json()) as Saved;
    expect(body).toMatchObject({
      ...valid,
      id: expect.any(Number),
      source: "api",
      universityId: null,
      // The queue accepted the notification: the row says so and the answer says the e-mail is on its way.
      notificationStatus: "queued",
      emailSent: true,
    });
    expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const [row] = await getDb(env.DB).select().from(consultationRequests).where(eq(consultationRequests.id, body.id));
    expect(row).toMatchObject({ ...valid, source: "api", notificationStatus: "queued", createdAt: body.createdAt });
  });

  it("ignores a client-supplied id and createdAt, trims text and accepts a missing message", async () => {
    const { message: _message, ...withoutMessage } = valid;
    const response = await post(
      JSON.stringify({
        ...withoutMessage,
        fullName: "  Chidi Okafor  ",
        id: 999_999,
        createdAt: "1999-01-01T00:00:00.000Z",
      }),
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as Saved;
    expect(body.id).not.toBe(999_999);
    expect(body.createdAt).not.toBe("1999-01-01T00:00:00.000Z");
    expect(body.fullName).toBe("Chidi Okafor");
    expect(body.message).toBeNull();
  });

  it.each([
    ["fullName", { fullName: "Al" }, "Full name must be at least 3 characters"],
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["phone", { phone: "1234" }, "Please enter a valid phone number"],
    ["studyLevel", { studyLevel: "" }, "Please select a study level"],
    ["studyLevel", { studyLevel: "kindergarten" }, "Please select a study level"],
    ["fullName", { fullName: "A".repeat(101) }, "Full name must be at most 100 characters"],
    ["phone", { phone: "1".repeat(31) }, "Phone number must be at most 30 characters"],
    ["message", { message: "x".repeat(5001) }, "Message must be at most 5000 characters"],
  ])("answers 400 naming %s (%j) and saves nothing", async (field, change, message) => {
    const before = await rowCount();
    const response = await post(JSON.stringify({ ...valid, ...change }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as Problem;
    expect(body.errors).toEqual({ [field]: [message] });
    expect(body.message).toContain(message);
    expect(await rowCount()).toBe(before);
  });

  it("lists every missing field with the spec's messages", async () => {
    const response = await post(JSON.stringify({}));
    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).errors).toEqual({
      fullName: ["Full name must be at least 3 characters"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
      studyLevel: ["Please select a study level"],
    });
  });

  it("answers 400 for malformed JSON", async () => {
    const before = await rowCount();
    const response = await post("{ not json");
    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).message).toMatch(/malformed json/i);
    expect(await rowCount()).toBe(before);
  });

  it("answers 415 when the body is not declared as JSON", async () => {
    const before = await rowCount();
    const contentTypes: Record<string, string>[] = [
      { "Content-Type": "text/plain" },
      { "Content-Type": "application/x-www-form-urlencoded" },
      {},
    ];
    for (const headers of contentTypes) {
      const response = await post(JSON.stringify(valid), headers);
      expect(response.status).toBe(415);
      expect(((await response.json()) as Problem).message).toMatch(/application\/json/);
    }
    expect(await rowCount()).toBe(before);
  });

  it("answers 413 for an oversized body, by Content-Length and by the bytes actually sent", async () => {
    const before = await rowCount();
    const big = JSON.stringify({ ...valid, message: "x".repeat(20_000) });

    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as Problem).message).toMatch(/16 KB/);

    // A streamed body has no Content-Length: the server counts what it reads.
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
        controller.close();
      },
    });
    const streamed = await request("/api/consultation-requests", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      // @ts-expect-error: `duplex` is required for streamed request bodies but missing from the type.
      duplex: "half",
    });
    expect(streamed.status).toBe(413);
    expect(await rowCount()).toBe(before);
  });
});
