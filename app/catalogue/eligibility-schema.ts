// The eligibility form's query (/eligibility and GET /api/eligibility): qualification, grades or one overall
// score, English proof, level, field, yearly budget, nationality and sibling, as a Profile (app/catalogue/qualifications.ts)
// plus the filters. One schema for the page and the API; a GET form, so every value is a query string and the
// answer is shareable by URL. Empty values are absent (a select left on "not taken", an empty score box).
import * as z from "zod/mini";
import { m } from "~/i18n/paraglide/messages";
import { DISPLAY_CURRENCIES, type DisplayCurrency, readCurrency } from "~/catalogue/display-currency";
import { type FieldErrors, fieldErrors } from "~/lib/field-errors";
import { PROGRAM_CATEGORIES, STUDY_LEVELS, type StudyLevel } from "~/catalogue/program-filter-options";
import {
  DEGREE_CLASSES,
  ENGLISH_PROOFS,
  type Profile,
  QUALIFICATIONS,
  type Qualification,
  SCALES,
  SCORED_PROOFS,
  SUBJECTS,
  type Subject,
} from "~/catalogue/qualifications";

/**
 * The budget may be given in any display currency (app/catalogue/display-currency.ts). Its field is `budget_currency`: `currency`
 * is the display currency's parameter (decision 0031), a separate choice.
 */
export const BUDGET_CURRENCIES = DISPLAY_CURRENCIES;
export type BudgetCurrency = DisplayCurrency;
export const BUDGET_CURRENCY_PARAM = "budget_currency";

/** Every grade of the subject-graded scales (WAEC's and A-level's do not share a value). */
const SUBJECT_GRADES = [
  ...new Set(QUALIFICATIONS.flatMap((q) => (SCALES[q].kind === "subjects" ? SCALES[q].grades : []))),
];

export type EligibilityField =
  | "qualification"
  | "grades"
  | Subject
  | "score"
  | "degree"
  | "proof"
  | "proof_score"
  | "level"
  | "field"
  | "budget"
  | "budget_currency"
  | "nationality";

/** The order fields are shown in: the first with a message is where the page's error summary points. */
export const ELIGIBILITY_FIELDS: readonly EligibilityField[] = [
  "qualification",
  "grades",
  ...SUBJECTS,
  "score",
  "degree",
  "proof",
  "proof_score",
  "level",
  "field",
  "budget",
  "budget_currency",
  "nationality",
];

const oneOf = <T extends string>(values: readonly T[], error: () => string) =>
  z.optional(z.enum(values as unknown as [T, ...T[]], { error }));

/** A decimal number as people type it: "12.5" or "12,5". */
const DECIMAL = /^\d{1,6}(?:[.,]\d{1,2})?$/;
const decimal = (error: () => string) =>
  z.optional(
    z.pipe(
      z.string().check(z.regex(DECIMAL, { error })),
      z.transform((v) => Number(v.replace(",", "."))),
    ),
  );

/** A budget as people type it: digits with spaces or commas between thousands, cents ignored. */
const budget = z.optional(
  z.pipe(
    z
      .string()
      .check(
        z.maxLength(20, { error: () => m.eligibility_error_budget() }),
        z.regex(/^\d[\d\s,]*(?:\.\d{1,2})?$/, { error: () => m.eligibility_error_budget() }),
      ),
    z.transform((v) => Math.round(Number(v.replace(/[\s,]/g, "")))),
  ),
);

/** An answer shows its best cards 20 at a time (a phone's page budget, issue 50): `shown` asks for more. */
export const RESULTS_PAGE = 20;

/** The id of the card at `index` (from 0): where "show more" opens the page. */
export const resultAnchor = (index: number) => `result-${index + 1}`;

/** How many cards to show: a multiple of the page, at least one page; a hand-edited value reads as the first page. */
const shown = z.catch(
  z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,4}$/)),
      z.transform((v) => Math.max(1, Math.ceil(Number(v) / RESULTS_PAGE)) * RESULTS_PAGE),
    ),
  ),
  undefined,
);

const rawShape = {
  qualification: z.enum(QUALIFICATIONS, { error: () => m.eligibility_error_qualification() }),
  ...(Object.fromEntries(SUBJECTS.map((s) => [s, oneOf(SUBJECT_GRADES, () => m.eligibility_error_grade())])) as Record<
    Subject,
    ReturnType<typeof oneOf<string>>
  >),
  score: decimal(() => m.eligibility_error_score_number()),
  degree: oneOf(
    DEGREE_CLASSES.map((d) => String(d)),
    () => m.eligibility_error_degree(),
  ),
  proof: oneOf(ENGLISH_PROOFS, () => m.eligibility_error_proof()),
  proof_score: decimal(() => m.eligibility_error_proof_score_number()),
  level: oneOf(STUDY_LEVELS, () => m.eligibility_error_level()),
  field: oneOf(PROGRAM_CATEGORIES, () => m.eligibility_error_field()),
  budget,
  budget_currency: oneOf(BUDGET_CURRENCIES, () => m.eligibility_error_currency()),
  // The display currency (never refused: an unknown one is ignored, decision 0031). Read here only for links made
  // before the budget had its own field, whose `currency` was the budget's.
  currency: z.optional(z.string()),
  nationality: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[A-Za-z]{2}$/, { error: () => m.eligibility_error_nationality() })),
      z.transform((v) => v.toUpperCase()),
    ),
  ),
  sibling: z.optional(z.string()),
  shown,
};

/**
 * The budget's currency: its own field, else (a link from before the split, or an API caller) the `currency`
 * parameter, which then named both, else dollars.
 */
const budgetCurrency = (raw: { budget_currency?: BudgetCurrency; currency?: string }): BudgetCurrency =>
  raw.budget_currency ?? readCurrency(raw.currency) ?? "USD";

/**
 * What the form's budget currency select shows: the query's reading of it (as above) when it names one or gives a
 * budget, else the display currency (a Cameroonian reading CFA francs types a budget in them).
 */
export function shownBudgetCurrency(values: Record<string, string>, display: DisplayCurrency): BudgetCurrency {
  return (
    readCurrency(values.budget_currency) ??
    readCurrency(values.currency) ??
    (values.budget === undefined ? display : "USD")
  );
}

/** The level a qualification usually leads to, when the form names none. */
const NEXT_LEVEL: Partial<Record<Qualification, StudyLevel>> = { bachelor: "master", master: "phd" };

export const eligibilitySchema = z.pipe(
  z.object(rawShape),
  z.transform((raw, ctx) => {
    const issue = (path: EligibilityField, message: string) =>
      ctx.issues.push({ code: "custom", message, input: raw, path: [path] });
    const scale = SCALES[raw.qualification];
    const grades: Partial<Record<Subject, string>> = {};
    let score: number | null = null;
    if (scale.kind === "subjects") {
      for (const subject of SUBJECTS) {
        const grade = raw[subject];
        if (grade === undefined) continue;
        if (scale.grades.includes(grade)) grades[subject] = grade;
        else
          issue(
            subject,
            m.eligibility_error_grade_scale({
              grade,
              first: scale.grades[0] ?? "",
              last: scale.grades.at(-1) ?? "",
            }),
          );
      }
      if (Object.keys(grades).length === 0 && !SUBJECTS.some((s) => raw[s] !== undefined))
        issue("grades", m.eligibility_error_grades_none());
    } else if (raw.qualification === "bachelor" || raw.qualification === "master") {
      if (raw.degree === undefined) issue("degree", m.eligibility_error_degree());
      else score = Number(raw.degree);
    } else if (raw.score === undefined) {
      issue("score", m.eligibility_error_score_range({ min: scale.min, max: scale.max }));
    } else if (raw.score < scale.min || raw.score > scale.max) {
      issue("score", m.eligibility_error_score_range({ min: scale.min, max: scale.max }));
    } else score = raw.score;

    const proofRange = raw.proof ? SCORED_PROOFS[raw.proof] : null;
    if (raw.proof_score !== undefined) {
      if (!raw.proof) issue("proof_score", m.eligibility_error_proof_score_without());
      else if (!proofRange) issue("proof_score", m.eligibility_error_proof_score_unscored());
      else if (raw.proof_score < proofRange.min || raw.proof_score > proofRange.max)
        issue("proof_score", m.eligibility_error_proof_score_range({ min: proofRange.min, max: proofRange.max }));
    }
    if (raw.budget !== undefined && raw.budget <= 0) issue("budget", m.eligibility_error_budget());

    const profile: Profile = {
      qualification: raw.qualification,
      grades,
      score,
      english: raw.proof ? { proof: raw.proof, score: proofRange ? (raw.proof_score ?? null) : null } : null,
      nationality: raw.nationality ?? null,
      sibling: raw.sibling !== undefined,
    };
    return {
      profile,
      level: raw.level ?? NEXT_LEVEL[raw.qualification] ?? "bachelor",
      field: raw.field ?? null,
      budget: raw.budget !== undefined ? { amount: raw.budget, currency: budgetCurrency(raw) } : null,
      shown: raw.shown ?? RESULTS_PAGE,
    };
  }),
);

export type EligibilityQuery = z.output<typeof eligibilitySchema>;

/** The query's values, trimmed, empty ones dropped (the form's raw values, to show it again as it was sent). */
export function formValues(params: URLSearchParams) {
  const values: Record<string, string> = {};
  for (const [name, value] of params) {
    const trimmed = value.trim().slice(0, 40);
    if (trimmed && !(name in values)) values[name] = trimmed;
  }
  return values;
}

export type ParsedEligibility =
  | { state: "empty"; values: Record<string, string> }
  | { state: "ok"; values: Record<string, string>; query: EligibilityQuery }
  | { state: "invalid"; values: Record<string, string>; errors: FieldErrors<EligibilityField> };

/**
 * The form's answer from a query string: `empty` until the form is sent (the qualification select always sends
 * its value, even empty), else the profile and filters, or each field's messages. `sent`: the query is an answer
 * to give whatever it holds (the API).
 */
export function parseEligibility(params: URLSearchParams, { sent = false } = {}): ParsedEligibility {
  const values = formValues(params);
  if (!sent && !params.has("qualification")) return { state: "empty", values };
  const result = eligibilitySchema.safeParse(values);
  if (result.success) return { state: "ok", values, query: result.data };
  return { state: "invalid", values, errors: fieldErrors<EligibilityField>(result.error) };
}
