import { env } from "cloudflare:workers";
import { count, desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { consultationRequests } from "~/db/schema";
import { createConsultationRequest } from "~/consultations/consultation-command.server";
import { request, validConsultation } from "./helpers";

// The consultation form as a browser without JavaScript sends it: a plain urlencoded POST to the page.

const valid = validConsultation;

function postForm(path: string, fields: Record<string, string>) {
  return request(path, { method: "POST", body: new URLSearchParams(fields) });
}

async function latest() {
  const [row] = await getDb(env.DB).select().from(consultationRequests).orderBy(desc(consultationRequests.id)).limit(1);
  return row;
}

async function rowCount() {
  const [row] = await getDb(env.DB).select({ n: count() }).from(consultationRequests);
  return row!.n;
}

describe("the consultation form without JavaScript", () => {
  it("on /contact: saves the request and re-renders the page with the confirmation", async () => {
    const response = await postForm("/contact", { ...valid, source: "contact" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Message Sent!");
    expect(await latest()).toMatchObject({
      fullName: "Bola Adeyemi",
      studyLevel: "master",
      source: "contact",
      universityId: null,
      notificationStatus: "queued",
    });
  });

  it("on /universities/3: stores the university it was sent from", async () => {
    const response = await postForm("/universities/3", { ...valid, source: "university:3" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Message Sent!");
    expect(await latest()).toMatchObject({ source: "university:3", universityId: 3 });
  });

  it("keeps the source but no foreign key for a university that does not exist", async () => {
    const result = await createConsultationRequest(
      {
        fullName: valid.fullName,
        email: valid.email,
        phone: valid.phone,
        studyLevel: "master",
        replyBy: "email",
        message: undefined,
      },
      { source: "university:99", universityId: 99 },
      { db: getDb(env.DB) },
    );
    expect(result).toMatchObject({ ok: true, request: { source: "university:99", universityId: null } });
  });

  it("answers 400 with every field's message beneath it and the entered values kept, saving nothing", async () => {
    const before = await rowCount();
    const response = await postForm("/contact", {
      intent: "consultation",
      source: "contact",
      fullName: "Jo",
      email: "jo@",
      phone: "12",
      studyLevel: "",
      message: "",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of [
      "Full name must be at least 3 characters",
      "Please enter a valid email address",
      "Please enter a valid phone number",
      "Please select a study level",
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toMatch(/value="jo@"/);
    expect(html).not.toContain("Message Sent!");
    expect(await rowCount()).toBe(before);
  });

  it("answers 413 for an oversized form and saves nothing", async () => {
    const before = await rowCount();
    const response = await postForm("/contact", { ...valid, message: "x".repeat(20_000) });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("larger than 16 KB");
    expect(await rowCount()).toBe(before);
  });
});
