import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { statusLinkPath } from "~/case/status-link.server";
import { istanbulToday } from "~/catalogue/intakes";
import { isOverdue, markSteps, nextStep } from "~/case/case-steps";
import { STEP_KINDS, type StepState } from "~/db/enums";
import { m } from "~/i18n/paraglide/messages";
import {
  addDays,
  apply,
  issueOffer,
  lookup,
  nextIntakeStart,
  sql,
  statusAnswer,
  stepOf,
  stepsOf,
  withOffer,
} from "./case-fixtures";
import { request } from "./helpers";

// The case after the offer (docs/decisions/0043-case-steps.md), against the local D1 and its triggers: staff's one
// SQL line makes the steps, due dates follow the intake start and the arrival, the rules per nationality hold, bad
// values are refused with nothing written; the page and the API show the steps.

describe("steps after the offer, in D1", () => {
  it("are made by staff's one UPDATE, in order, once: a second UPDATE and a status set back and forth add none", async () => {
    const { reference, id } = await apply({ nationality: "NG" });
    expect(await stepsOf(id)).toEqual([]);
    await sql("UPDATE applications SET status = 'in_review' WHERE reference = ?", reference);
    expect(await stepsOf(id)).toEqual([]);

    await issueOffer(reference);
    const steps = await stepsOf(id);
    expect(steps.map((s) => s.kind)).toEqual([...STEP_KINDS]);
    await issueOffer(reference);
    await sql("UPDATE applications SET status = 'in_review' WHERE reference = ?", reference);
    await issueOffer(reference);
    expect(await stepsOf(id)).toEqual(steps);
    // Each step's birth is in its history.
    const events = await env.DB.prepare("SELECT count(*) AS n FROM application_step_events WHERE application_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(events?.n).toBe(STEP_KINDS.length);
  });

  it("dates the steps from the program's next intake start by the rules' lead times (the default, e.g. Senegal)", async () => {
    const { id } = await withOffer({ nationality: "SN" });
    const start = await nextIntakeStart(id);
    expect(await stepOf(id, "offer_accepted")).toMatchObject({ state: "to_do", due_on: addDays(start, -120) });
    expect(await stepOf(id, "visa_appointment_booked")).toMatchObject({ due_on: addDays(start, -60) });
    expect(await stepOf(id, "registered")).toMatchObject({ due_on: start });
    // Counted from the arrival: no date until there is one.
    expect(await stepOf(id, "residence_permit_applied")).toMatchObject({ state: "to_do", due_on: null });
    // Results authentication is asked of every nationality (diploma recognition needs it: decision 0053).
    expect(await stepOf(id, "results_authenticated")).toMatchObject({ state: "to_do", due_on: addDays(start, -90) });
  });

  it("takes a nationality's own rule over the default (Nigeria: results authenticated, the visa earlier)", async () => {
    const { id } = await withOffer({ nationality: "NG" });
    const start = await nextIntakeStart(id);
    expect(await stepOf(id, "results_authenticated")).toMatchObject({ state: "to_do", due_on: addDays(start, -100) });
    expect(await stepOf(id, "visa_appointment_booked")).toMatchObject({ due_on: addDays(start, -80) });
    // A kind Nigeria has no rule of its own for keeps the default.
    expect(await stepOf(id, "travel_booked")).toMatchObject({ due_on: addDays(start, -14) });
  });

  it("takes a rule staff add with one INSERT for a nationality (Liberia: the visa documents 100 days ahead)", async () => {
    await sql(
      `INSERT INTO step_rules (kind, nationality, actor, days_from_anchor, doc_types, source)
       VALUES ('visa_documents_ready', 'LR', 'student', -100, '["passport"]', 'Test rule, read from no source')`,
    );
    const { id } = await withOffer({ nationality: "LR" });
    expect(await stepOf(id, "visa_documents_ready")).toMatchObject({
      due_on: addDays(await nextIntakeStart(id), -100),
    });
  });

  it("refuses a state that does not exist, naming the allowed ones, and writes nothing", async () => {
    const { id } = await withOffer({ nationality: "NG" });
    const before = await stepsOf(id);
    await expect(
      sql("UPDATE application_steps SET state = 'finished' WHERE application_id = ? AND kind = 'offer_accepted'", id),
    ).rejects.toThrow(/state must be one of to_do, in_progress, done, not_needed, blocked/);
    expect(await stepsOf(id)).toEqual(before);
  });

  it("refuses an arrival date before the visa decision (nothing written), then sets the residence permit 30 days after it", async () => {
    const { id } = await withOffer({ nationality: "NG" });
    const countEvents = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM application_step_events WHERE application_id = ?")
        .bind(id)
        .first<{ n: number }>())!.n;
    const events = await countEvents();
    const setArrival = (day: string) =>
      sql("UPDATE application_steps SET arrival_on = ? WHERE application_id = ? AND kind = 'travel_booked'", day, id);

    // No visa decision yet.
    await expect(setArrival("2027-02-01")).rejects.toThrow(/arrival date must be on or after a granted visa decision/);
    await sql(
      "UPDATE application_steps SET state = 'done', visa_decision = 'granted', visa_decided_on = '2027-01-20' WHERE application_id = ? AND kind = 'visa_decision'",
      id,
    );
    // Before the decision.
    await expect(setArrival("2027-01-10")).rejects.toThrow(/arrival date must be on or after a granted visa decision/);
    expect(await countEvents()).toBe(events + 1);
    expect(await stepOf(id, "residence_permit_applied")).toMatchObject({ due_on: null });

    await setArrival("2027-02-01");
    expect(await stepOf(id, "residence_permit_applied")).toMatchObject({ due_on: "2027-03-03" });
    // The permit granted counts from the application (its due day until it is done): up to 90 days.
    expect(await stepOf(id, "residence_permit_granted")).toMatchObject({ due_on: "2027-06-01" });
    // The arrival, and each due date it moved, in the history.
    expect(await countEvents()).toBe(events + 1 + 3);
  });

  it("lists the open steps due or overdue in staff_cases_due, with who acts", async () => {
    const { reference, id } = await withOffer({ nationality: "NG" });
    await sql(
      "UPDATE application_steps SET due_on = ? WHERE application_id = ? AND kind = 'offer_accepted'",
      addDays(istanbulToday(), -2),
      id,
    );
    await sql(
      "UPDATE application_steps SET due_on = ?, state = 'done' WHERE application_id = ? AND kind = 'deposit_paid'",
      addDays(istanbulToday(), -1),
      id,
    );
    const { results } = await env.DB.prepare("SELECT * FROM staff_cases_due WHERE reference = ?")
      .bind(reference)
      .all<{ kind: string; who_acts: string; due_state: string; days_late: number }>();
    expect(results.find((r) => r.kind === "offer_accepted")).toMatchObject({
      who_acts: "student",
      due_state: "overdue",
      days_late: 2,
    });
    expect(results.find((r) => r.kind === "deposit_paid")).toBeUndefined();
  });
});

describe("the case on the status page and in the API", () => {
  /** An offer issued to a Nigerian student whose first step is overdue and whose second is done. */
  async function caseWithAnOverdueStep() {
    const application = await withOffer({ nationality: "NG" });
    const today = istanbulToday();
    await sql(
      "UPDATE application_steps SET state = 'done' WHERE application_id = ? AND kind = 'offer_accepted'",
      application.id,
    );
    await sql(
      "UPDATE application_steps SET due_on = ? WHERE application_id = ? AND kind = 'deposit_paid'",
      addDays(today, -3),
      application.id,
    );
    return application;
  }

  it("POST /api/applications/status answers with the steps: kind, state, who, due date, documents", async () => {
    const { reference, email } = await caseWithAnOverdueStep();
    const application = await statusAnswer<{ steps: Record<string, unknown>[]; nextStep: Record<string, unknown> }>(
      reference,
      email,
    );
    expect(application.steps.map((s) => s.kind)).toEqual([...STEP_KINDS]);
    expect(application.nextStep).toMatchObject({ kind: "deposit_paid", mark: "overdue", actor: "student" });
    expect(application.steps.find((s) => s.kind === "visa_documents_ready")).toMatchObject({
      state: "to_do",
      actor: "student",
      documents: [
        { docType: "passport", name: "Passport" },
        { docType: "photo", name: "Passport photo" },
        { docType: "sponsor", name: expect.any(String) },
        { docType: "results", name: expect.any(String) },
        { docType: "acceptance_letter", name: expect.any(String) },
        { docType: "tuition_receipt", name: expect.any(String) },
        { docType: "diploma", name: expect.any(String) },
      ],
    });
  });

  it("lists the Nigerian visa file as the Turkish Embassy in Abuja's notice does, in each language (issue 50, item 4)", async () => {
    // The notice of 12.12.2014 (http://abuja.be.mfa.gov.tr/Mission/ShowAnnouncement/224277): besides the passport,
    // photos and authenticated results, the admission and acceptance letter, the receipt of school fees with the
    // school's letter acknowledging it, and copies of the diplomas.
    const rule = await env.DB.prepare(
      "SELECT doc_types FROM step_rules WHERE kind = 'visa_documents_ready' AND nationality = 'NG'",
    ).first<{ doc_types: string }>();
    expect(JSON.parse(rule!.doc_types)).toEqual(
      expect.arrayContaining(["passport", "photo", "results", "acceptance_letter", "tuition_receipt", "diploma"]),
    );
    // Other nationalities keep the default rule's list.
    const other = await env.DB.prepare(
      "SELECT doc_types FROM step_rules WHERE kind = 'visa_documents_ready' AND nationality = '*'",
    ).first<{ doc_types: string }>();
    expect(JSON.parse(other!.doc_types)).not.toContain("tuition_receipt");

    const { reference, email } = await withOffer({ nationality: "NG" });
    for (const [prefix, locale] of [
      ["", "en"],
      ["/fr", "fr"],
      ["/ar", "ar"],
    ] as const) {
      const html = await (await lookup(reference, email, prefix)).text();
      const visa = /<li[^>]*data-kind="visa_documents_ready"[\s\S]*?<\/li>/.exec(html)?.[0] ?? "";
      for (const name of [m.rules_doc_acceptance_letter, m.rules_doc_tuition_receipt, m.rules_doc_diploma])
        expect(visa).toContain(name({}, { locale }).replace(/'/g, "&#x27;"));
    }
  });

  it("shows the next step on top with its due date and who does it, then the timeline with the overdue step in words", async () => {
    const { reference, email } = await caseWithAnOverdueStep();
    const html = await (await lookup(reference, email)).text();
    const next = /<section[^>]*data-testid="case-next"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(next).toContain("Pay the deposit");
    expect(next).toContain("Overdue since");
    expect(next).toContain("You do this");
    // The next step comes before the timeline, and before the application's history.
    expect(html.indexOf('data-testid="case-next"')).toBeLessThan(html.indexOf('data-testid="case-timeline"'));
    expect(html.indexOf('data-testid="case-timeline"')).toBeLessThan(html.indexOf('data-testid="status-history"'));
    const timeline = /<ol[^>]*data-testid="case-timeline"[\s\S]*?<\/ol>/.exec(html)?.[0] ?? "";
    const items = timeline.match(/<li[\s\S]*?<\/li>/g) ?? [];
    expect(items).toHaveLength(STEP_KINDS.length);
    expect(items[0]).toContain("Done");
    expect(items[1]).toMatch(/aria-current="step"/);
    expect(items[1]).toContain("Overdue");
    expect(timeline.match(/aria-current/g)).toHaveLength(1);
    // Results authenticated, for a Nigerian, with its document and the two sentences.
    expect(items[3]).toContain("Have your secondary-school results authenticated");
    expect(items[3]).toContain("Secondary school results");
    // Ask on WhatsApp names the reference and the step.
    expect(decodeURIComponent(next.replace(/&amp;/g, "&"))).toContain(
      `${reference}. I have a question about this step: Pay the deposit`,
    );
  });

  it("shows a later step staff marked in progress as in progress, while an earlier step is still open", async () => {
    const { reference, email, id } = await caseWithAnOverdueStep();
    await sql(
      "UPDATE application_steps SET state = 'in_progress' WHERE application_id = ? AND kind = 'visa_documents_ready'",
      id,
    );
    await sql(
      "UPDATE application_steps SET state = 'blocked' WHERE application_id = ? AND kind = 'visa_appointment_booked'",
      id,
    );
    for (const [prefix, locale] of [
      ["", "en"],
      ["/fr", "fr"],
      ["/ar", "ar"],
    ] as const) {
      const html = await (await lookup(reference, email, prefix)).text();
      // Each step's badge: the first words of its item, its state.
      const badge = (kind: string) =>
        new RegExp(`<li[^>]*data-kind="${kind}"[^>]*><p[^>]*><span[^>]*>([^<]*)</span>`).exec(html)?.[1];
      const words = (message: typeof m.case_state_to_do) => message({}, { locale });
      // The deposit, still open before them, is the next step; each later step says its own state.
      expect(html).toMatch(/<li data-kind="deposit_paid" data-mark="overdue" aria-current="step">/);
      expect(badge("visa_documents_ready")).toBe(words(m.case_state_in_progress));
      expect(badge("visa_appointment_booked")).toBe(words(m.case_state_blocked));
      expect(badge("visa_decision")).toBe(words(m.case_state_to_do));
    }
  });

  it("shows the same case from the signed link", async () => {
    const { reference } = await caseWithAnOverdueStep();
    const html = await (await request(await statusLinkPath(env, reference))).text();
    expect(html).toContain('data-testid="case-next"');
    expect(html).toContain("Pay the deposit");
  });

  it.each([
    ["/fr", "En retard depuis le", "Payer l'acompte"],
    ["/ar", "متأخرة منذ", "دفع العربون"],
  ])("in %s: the overdue step in the page's words", async (locale, overdue, title) => {
    const { reference, email } = await caseWithAnOverdueStep();
    const html = await (await lookup(reference, email, locale)).text();
    const next = /<section[^>]*data-testid="case-next"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(next).toContain(overdue);
    expect(next).toContain(title.replace("'", "&#x27;"));
  });
});

describe("next and overdue (app/case/case-steps.ts)", () => {
  const step = (kind: (typeof STEP_KINDS)[number], state: StepState, dueOn: string | null) => ({
    kind,
    state,
    dueOn,
    actor: "student" as const,
  });

  it("takes the first open step as next, skipping done and not needed; none when all are closed", () => {
    const steps = [
      step("offer_accepted", "done", "2027-01-01"),
      step("results_authenticated", "not_needed", null),
      step("visa_documents_ready", "blocked", "2027-03-01"),
      step("visa_decision", "to_do", "2027-02-01"),
    ];
    expect(nextStep(steps)?.kind).toBe("visa_documents_ready");
    expect(nextStep(steps.map((s) => ({ ...s, state: "done" as const })))).toBeNull();
  });

  it("calls an open step overdue the day after its due day, never a closed one or one without a date", () => {
    expect(isOverdue(step("deposit_paid", "to_do", "2027-01-10"), "2027-01-10")).toBe(false);
    expect(isOverdue(step("deposit_paid", "in_progress", "2027-01-10"), "2027-01-11")).toBe(true);
    expect(isOverdue(step("deposit_paid", "done", "2027-01-10"), "2027-01-11")).toBe(false);
    expect(isOverdue(step("deposit_paid", "to_do", null), "2027-01-11")).toBe(false);
  });

  it("marks each step: done, not needed, the next one current (or overdue), later ones by their date", () => {
    const marks = markSteps(
      [
        step("offer_accepted", "done", "2027-01-01"),
        step("deposit_paid", "to_do", "2027-01-20"),
        step("acceptance_letter_issued", "to_do", "2027-01-05"),
        step("results_authenticated", "not_needed", null),
        step("visa_decision", "blocked", "2027-03-01"),
        step("registered", "to_do", null),
      ],
      "2027-01-10",
    ).map((s) => s.mark);
    expect(marks).toEqual(["done", "current", "overdue", "not_needed", "blocked", "to_do"]);
  });

  it("marks a step in progress or waiting by its own state, whatever comes before it, and never hides that it is late", () => {
    const marked = markSteps(
      [
        step("deposit_paid", "to_do", "2027-01-20"),
        step("visa_documents_ready", "in_progress", "2027-02-01"),
        step("visa_appointment_booked", "in_progress", "2027-01-05"),
        step("visa_decision", "blocked", "2027-03-01"),
      ],
      "2027-01-10",
    );
    expect(marked.map((s) => s.mark)).toEqual(["current", "in_progress", "in_progress", "blocked"]);
    expect(marked.map((s) => s.overdue)).toEqual([false, false, true, false]);
    // The next step in progress or waiting says so too: it is still the one marked as next (aria-current).
    expect(markSteps([step("deposit_paid", "in_progress", null)], "2027-01-10")[0]?.mark).toBe("in_progress");
    expect(markSteps([step("deposit_paid", "blocked", null)], "2027-01-10")[0]?.mark).toBe("blocked");
  });
});
