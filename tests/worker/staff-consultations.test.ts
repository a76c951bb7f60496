import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { addStaff, staffPost, staffRequest } from "./staff-fixtures";

// The console's consultation requests (issue 52): the list staff answer from (unanswered first, newest first, each
// at #c<id>, the WhatsApp hand-off for a student who asked for it), and "Mark answered": made by the signed-in member
// (named in answered_by from the token, never the form), refused with 409 when someone marked it meanwhile, and
// refused with nothing written to someone without a valid token of an active member.

const ADA = "ada.consult@staff.example";
const FORMER = "former.consult@staff.example";
const PATH = "/staff/consultations";

type Row = { id: number; answered_at: string | null; answered_by: string | null };
const rowOf = (id: number) =>
  env.DB.prepare("SELECT id, answered_at, answered_by FROM consultation_requests WHERE id = ?").bind(id).first<Row>();

async function insertConsultation(values: {
  fullName: string;
  phone?: string;
  replyBy?: "email" | "whatsapp";
  createdAt: string;
  answeredAt?: string;
  message?: string;
}) {
  const row = await env.DB.prepare(
    "INSERT INTO consultation_requests (full_name, email, phone, study_level, message, source, reply_by, notification_status, created_at, answered_at) VALUES (?, ?, ?, 'master', ?, 'contact', ?, 'sent', ?, ?) RETURNING id",
  )
    .bind(
      values.fullName,
      `ask-${crypto.randomUUID().slice(0, 8)}@example.com`,
      values.phone ?? "08031234567",
      values.message ?? null,
      values.replyBy ?? "email",
      values.createdAt,
      values.answeredAt ?? null,
    )
    .first<{ id: number }>();
  return row!.id;
}

const ids = { old: 0, whatsapp: 0, answered: 0 };

beforeAll(async () => {
  await addStaff(ADA, "Ada Consult");
  await addStaff(FORMER, "Former Consult", false);
  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
  // The answered one is the newest: unanswered requests still come before it.
  ids.answered = await insertConsultation({ fullName: "Chidi Answered", createdAt: ago(1), answeredAt: ago(0.5) });
  ids.whatsapp = await insertConsultation({
    fullName: "Bola WhatsApp",
    replyBy: "whatsapp",
    phone: "0803 123 4567",
    createdAt: ago(2),
    message: "Is there a scholarship? Don't I need IELTS?",
  });
  ids.old = await insertConsultation({ fullName: "Amaka Waiting", createdAt: ago(30) });
});

const page = async (as: string | null = ADA) => staffRequest(PATH, { as });

describe("the consultations list", () => {
  it("lists every request, unanswered first then newest first, each at its anchor with what staff need", async () => {
    const response = await page();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const html = await response.text();
    expect(html).toContain('content="noindex"');
    const at = (id: number) => html.indexOf(`id="c${id}"`);
    for (const id of Object.values(ids)) expect(at(id), `c${id}`).toBeGreaterThan(0);
    expect(at(ids.whatsapp)).toBeLessThan(at(ids.old));
    expect(at(ids.old)).toBeLessThan(at(ids.answered));
    expect(html).toContain("Is there a scholarship? Don&#x27;t I need IELTS?");
    expect(html).toContain("Istanbul time");
    // The WhatsApp hand-off: the student's number in international form, a greeting naming the staff member.
    const chat = html.match(/href="(https:\/\/wa\.me\/[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
    expect(chat).toBeDefined();
    const url = new URL(chat!);
    expect(url.pathname).toBe("/2348031234567");
    expect(url.searchParams.get("text")).toMatch(/^Hello Bola WhatsApp, this is Ada Consult from .+/);
    // Only the unanswered ones have the form.
    const formOf = (id: number) => html.includes(`name="consultationId" value="${id}"`);
    expect(formOf(ids.old)).toBe(true);
    expect(formOf(ids.whatsapp)).toBe(true);
    expect(formOf(ids.answered)).toBe(false);
  });

  it("is refused without a token or to an inactive member: 403, nothing of the list", async () => {
    for (const as of [null, FORMER]) {
      const response = await page(as);
      expect(response.status, String(as)).toBe(403);
      const body = await response.text();
      expect(body).not.toContain("Amaka Waiting");
      expect(body).not.toContain("<html");
    }
  });
});

describe("Mark answered", () => {
  it("marks the request answered by the signed-in member and sends them back to it (303)", async () => {
    const response = await staffPost(
      PATH,
      { intent: "answered", consultationId: String(ids.old), version: "[null]" },
      ADA,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/staff/consultations#c${ids.old}`);
    const row = await rowOf(ids.old);
    expect(row!.answered_by).toBe(ADA);
    expect(row!.answered_at).not.toBeNull();
    const html = await (await page()).text();
    expect(html).toContain(`by ${ADA}`);
  });

  it("refuses a stale version with 409 and the request as it is now, writing nothing", async () => {
    const before = await rowOf(ids.old);
    const response = await staffPost(
      PATH,
      { intent: "answered", consultationId: String(ids.old), version: "[null]" },
      ADA,
    );
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain("This is the request as it is now:");
    expect(html).toContain(`by ${ADA}`);
    expect(await rowOf(ids.old)).toEqual(before);
  });

  it("refuses a POST without a token, or by an inactive member: 403, nothing written", async () => {
    for (const as of [null, FORMER]) {
      const response = await staffPost(
        PATH,
        { intent: "answered", consultationId: String(ids.whatsapp), version: "[null]" },
        as,
      );
      expect(response.status, String(as)).toBe(403);
      expect(await rowOf(ids.whatsapp)).toEqual({ id: ids.whatsapp, answered_at: null, answered_by: null });
    }
  });

  it("refuses a POST from another site's page, even with a valid token: nothing written", async () => {
    const response = await staffRequest(PATH, {
      as: ADA,
      method: "POST",
      body: new URLSearchParams({ intent: "answered", consultationId: String(ids.whatsapp), version: "[null]" }),
      headers: { Origin: "https://elsewhere.example", "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await rowOf(ids.whatsapp)).toEqual({ id: ids.whatsapp, answered_at: null, answered_by: null });
  });

  it("takes the member from the token, never from the form", async () => {
    const response = await staffPost(
      PATH,
      { intent: "answered", consultationId: String(ids.whatsapp), version: "[null]", answeredBy: "someone@else" },
      ADA,
    );
    expect(response.status).toBe(303);
    expect((await rowOf(ids.whatsapp))!.answered_by).toBe(ADA);
  });
});
