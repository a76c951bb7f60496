import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { istanbulToday } from "~/catalogue/intakes";
import { m } from "~/i18n/paraglide/messages";
import { addDays, apiSteps, apply, issueOffer, lookup, sql, stepOf, stepsOf, withOffer } from "./case-fixtures";
import { appendRequiredDocuments, medicineApplication, request } from "./helpers";

// The case's rules as the ministries, the migration authority and the universities publish them (issue 50,
// docs/decisions/0053-rules-as-published.md): results authenticated for every nationality in the words that fit
// it, the residence permit's whole file filed by the university and granted counted from the application, the state
// health insurance (GSS) counted from registration, and the steps dated from the intake the student applied for.

const today = istanbulToday();

/** A step's item on the case page's timeline, as text. */
function stepText(html: string, kind: string) {
  const item = new RegExp(`<li[^>]*data-kind="${kind}"[\\s\\S]*?</li>`).exec(html)?.[0] ?? "";
  return item
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const ruleOf = (ruleId: number) =>
  env.DB.prepare("SELECT * FROM step_rules WHERE id = ?").bind(ruleId).first<Record<string, string | number | null>>();

/** Computer Engineering at Medipol: a February and a September intake. */
const engineering = (fields: Record<string, string> = {}) =>
  apply({
    selectedFaculty: "Faculty of Engineering & Natural Sciences",
    selectedProgram: "Computer Engineering",
    ...fields,
  });

describe("results authenticated: every nationality, in the words that fit it", () => {
  it.each(["CM", "CI"])(
    "%s: due 90 days before the intake, through the ministries and the Turkish mission",
    async (nationality) => {
      const { reference, id, email } = await withOffer({ nationality });
      const step = await stepOf(id, "results_authenticated");
      const start = (await stepOf(id, "registered")).due_on!;
      expect(step).toMatchObject({ state: "to_do", due_on: addDays(start, -90) });
      // Its own rule, said to be unconfirmed: no page, no day, "indicative, staff confirm".
      expect(await ruleOf(step.rule_id)).toMatchObject({
        nationality,
        wording: "ministry_chain",
        source_url: null,
        source_date: null,
        source: expect.stringMatching(/^Indicative, staff confirm/),
      });
      const html = await (await lookup(reference, email)).text();
      expect(stepText(html, "results_authenticated")).toContain(
        m.case_step_results_authenticated_what_ministry_chain(),
      );
    },
  );

  it("the default (Senegal): apostille or the ministries, from the page that says so", async () => {
    const { reference, id, email } = await withOffer({ nationality: "SN" });
    const step = await stepOf(id, "results_authenticated");
    expect(step.state).toBe("to_do");
    expect(await ruleOf(step.rule_id)).toMatchObject({
      nationality: "*",
      applies: 1,
      wording: null,
      source_url: "https://int.beykoz.edu.tr/equivalency-certificate",
      source_date: "2026-11-28",
    });
    const html = await (await lookup(reference, email)).text();
    expect(stepText(html, "results_authenticated")).toContain(m.case_step_results_authenticated_what());
    expect(m.case_step_results_authenticated_what()).toMatch(/apostille/i);
  });
});

describe("the residence permit", () => {
  it("lists its whole file and says the university files it", async () => {
    const { reference, email } = await withOffer({ nationality: "NG" });
    const permit = (await apiSteps(reference, email)).find((s) => s.kind === "residence_permit_applied");
    expect(permit).toMatchObject({ actor: "university", actorWords: m.case_who_university() });
    expect((permit!.documents as { docType: string }[]).map((d) => d.docType)).toEqual([
      "ikamet_form",
      "passport",
      "photo",
      "student_certificate",
      "health_insurance",
      "address_proof",
      "card_fee_receipt",
    ]);
    expect(permit!.what).toBe(m.case_step_residence_permit_applied_what());
    expect(m.case_step_residence_permit_applied_what()).toMatch(/university/i);
  });

  it("is granted up to 90 days after it was applied for, not counted from the arrival", async () => {
    const { id } = await withOffer({ nationality: "SN" });
    await sql(
      "UPDATE application_steps SET due_on = '2027-10-20' WHERE application_id = ? AND kind = 'residence_permit_applied'",
      id,
    );
    expect(await stepOf(id, "residence_permit_granted")).toMatchObject({ due_on: "2028-01-18" });
    // Applied for today: granted within 90 days of today.
    await sql(
      "UPDATE application_steps SET state = 'done' WHERE application_id = ? AND kind = 'residence_permit_applied'",
      id,
    );
    expect(await stepOf(id, "residence_permit_granted")).toMatchObject({ due_on: addDays(today, 90) });
  });

  it("has no cost line that charges the permit fee students are exempt from", async () => {
    const { results } = await env.DB.prepare(
      "SELECT key, source FROM cost_lines WHERE key LIKE 'residence%' AND university_id IS NULL",
    ).all<{ key: string; source: string }>();
    expect(results).toEqual([{ key: "residence_card", source: expect.stringContaining("card fee only") }]);
  });
});

describe("the state health insurance (GSS)", () => {
  it("is a step after registration, due within 3 months of it, and moves with the day the student registered", async () => {
    const { id } = await withOffer({ nationality: "SN" });
    const kinds = (await stepsOf(id)).map((s) => s.kind);
    expect(kinds.slice(-2)).toEqual(["registered", "health_insurance_requested"]);
    const registered = await stepOf(id, "registered");
    const gss = await stepOf(id, "health_insurance_requested");
    expect(gss).toMatchObject({ state: "to_do", due_on: addDays(registered.due_on!, 89) });
    expect(await ruleOf(gss.rule_id)).toMatchObject({
      actor: "student",
      anchor: "step",
      anchor_step: "registered",
      source_url: "https://iso.omu.edu.tr/en/ikamet/saglik-sigortasi",
      source_date: "2026-11-28",
    });
    await sql("UPDATE application_steps SET state = 'done' WHERE application_id = ? AND kind = 'registered'", id);
    expect(await stepOf(id, "health_insurance_requested")).toMatchObject({ due_on: addDays(today, 89) });
  });
});

describe("the intake an application is for", () => {
  const intakeOf = (id: number) =>
    env.DB.prepare("SELECT i.starts_on FROM applications a JOIN program_intakes i ON i.id = a.intake_id WHERE a.id = ?")
      .bind(id)
      .first<{ starts_on: string }>();

  it("dates a late offer's steps from the intake the student chose, not the program's next one", async () => {
    const { reference, id } = await engineering({ intake: "2027-09-20" });
    expect(await intakeOf(id)).toEqual({ starts_on: "2027-09-20" });
    await issueOffer(reference);
    expect(await stepOf(id, "offer_accepted")).toMatchObject({ due_on: "2027-05-23" });
    expect(await stepOf(id, "registered")).toMatchObject({ due_on: "2027-09-20" });
    const dated = (await stepsOf(id)).filter((s) => s.due_on !== null);
    expect(dated.filter((s) => s.due_on! < today)).toEqual([]);
  });

  it("defaults to the program's next open intake", async () => {
    const { id } = await engineering();
    expect(await intakeOf(id)).toEqual({ starts_on: "2027-02-15" });
  });

  it("refuses an intake the program does not have, beneath the field, and writes nothing", async () => {
    const email = `intake-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const form = appendRequiredDocuments(medicineApplication({ email, intake: "2027-02-15" }));
    const response = await request("/api/applications", { method: "POST", body: form });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors?: Record<string, string[]> };
    expect(body.errors?.intake?.[0]).toContain("September 2027");
    const row = await env.DB.prepare("SELECT count(*) AS n FROM applications WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it("offers the intakes on /apply without JavaScript, the next one preselected by default", async () => {
    const html = await (await request("/apply?program=Computer%20Engineering&university=1")).text();
    const select = /<select[^>]*name="intake"[\s\S]*?<\/select>/.exec(html)?.[0] ?? "";
    expect([...select.matchAll(/<option value="([^"]*)"/g)].map((o) => o[1])).toEqual(["", "2027-02-15", "2027-09-20"]);
    expect(select).toContain(m.forms_intake_next());
  });
});
