import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { istanbulToday } from "~/catalogue/intakes";
import { pdfBytes } from "./document-bytes";
import { appendRequiredDocuments, medicineApplication, request } from "./helpers";

// "A student applies for Medicine" and "a case with the offer issued", said once for every worker test that needs
// them: an application through the API, staff's SQL lines in the D1 console, the steps the triggers made (the tests
// of docs/decisions/0043 and 0053 drive a case this way).

export type Step = {
  id: number;
  kind: string;
  state: string;
  due_on: string | null;
  rule_id: number;
};

export type Applied = { reference: string; id: number; email: string };

/**
 * A student applies for Medicine at Medipol (or `fields` over it) through the API, with the documents it needs and,
 * with `transcript`, a transcript in the untyped field before them; its reference, id and e-mail.
 */
export async function apply(fields: Record<string, string> = {}, { transcript = false } = {}): Promise<Applied> {
  const { email, ...rest } = { email: `case-${crypto.randomUUID().slice(0, 8)}@example.com`, ...fields };
  const form = medicineApplication({ email, ...rest });
  if (transcript) form.append("document_0", new File([pdfBytes(3000)], "transcript.pdf"));
  appendRequiredDocuments(form);
  const response = await request("/api/applications", { method: "POST", body: form });
  expect(response.status).toBe(201);
  const { reference, id } = (await response.json()) as { reference: string; id: number };
  return { reference, id, email };
}

/** Staff's lines in the D1 console. */
export const sql = (statement: string, ...values: unknown[]) =>
  env.DB.prepare(statement)
    .bind(...values)
    .run();

/** Staff issue the offer (one SQL line, with `staffNote` their words to the student): the triggers open the steps. */
export const issueOffer = (reference: string, staffNote?: string) =>
  staffNote === undefined
    ? sql("UPDATE applications SET status = 'offer_issued' WHERE reference = ?", reference)
    : sql("UPDATE applications SET status = 'offer_issued', staff_note = ? WHERE reference = ?", staffNote, reference);

/** A case with the offer issued: `apply(fields)`, then staff issue the offer. */
export async function withOffer(fields: Record<string, string> = {}): Promise<Applied> {
  const application = await apply(fields);
  await issueOffer(application.reference);
  return application;
}

export async function stepsOf(id: number) {
  const { results } = await env.DB.prepare(
    "SELECT id, kind, state, due_on, rule_id FROM application_steps WHERE application_id = ? ORDER BY position",
  )
    .bind(id)
    .all<Step>();
  return results;
}

export const stepOf = async (id: number, kind: string) => (await stepsOf(id)).find((s) => s.kind === kind)!;

/** The program's next intake start after today. */
export async function nextIntakeStart(applicationId: number) {
  const row = await env.DB.prepare(
    `SELECT min(i.starts_on) AS start FROM program_intakes i JOIN applications a ON a.program_id = i.program_id
     WHERE a.id = ? AND i.starts_on > ?`,
  )
    .bind(applicationId, istanbulToday())
    .first<{ start: string }>();
  expect(row?.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return row!.start;
}

export const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The status page of an application, as its form posts it (`locale` '' for English, '/fr', '/ar'). */
export const lookup = (reference: string, email: string, locale = "") =>
  request(`${locale}/applications/status`, { method: "POST", body: new URLSearchParams({ reference, email }) });

/** The application in the status API's answer (POST /api/applications/status), as `Application` names it. */
export async function statusAnswer<Application = Record<string, unknown>>(reference: string, email: string) {
  const response = await request("/api/applications/status", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ reference, email }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { application: Application }).application;
}

/** The steps in the status API's answer. */
export async function apiSteps(reference: string, email: string) {
  return (await statusAnswer<{ steps: Record<string, unknown>[] }>(reference, email)).steps;
}
