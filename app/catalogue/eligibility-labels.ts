// The names of decision 0028's vocabulary (app/catalogue/qualifications.ts, app/catalogue/discounts.ts) in the page's
// language: the rules area's messages, read when called (at render), never at import. Sentences built from them
// (a requirement, a gap) are app/catalogue/requirement-text.ts.
import { m } from "~/i18n/paraglide/messages";
import type { DiscountKind } from "~/db/enums";
import type { EnglishProof, Qualification, Subject } from "~/catalogue/qualifications";

export const QUALIFICATION_LABELS: Record<Qualification, () => string> = {
  waec: m.rules_q_waec,
  neco: m.rules_q_neco,
  nabteb: m.rules_q_nabteb,
  a_level: m.rules_q_a_level,
  ib: m.rules_q_ib,
  bac: m.rules_q_bac,
  thanawiya: m.rules_q_thanawiya,
  bachelor: m.rules_q_bachelor,
  master: m.rules_q_master,
};

export const SUBJECT_LABELS: Record<Subject, () => string> = {
  english: m.rules_s_english,
  mathematics: m.rules_s_mathematics,
  biology: m.rules_s_biology,
  chemistry: m.rules_s_chemistry,
  physics: m.rules_s_physics,
  further_mathematics: m.rules_s_further_mathematics,
  agricultural_science: m.rules_s_agricultural_science,
  economics: m.rules_s_economics,
  government: m.rules_s_government,
  literature: m.rules_s_literature,
  geography: m.rules_s_geography,
  accounting: m.rules_s_accounting,
  fine_art: m.rules_s_fine_art,
  technical_drawing: m.rules_s_technical_drawing,
  french: m.rules_s_french,
};

export const PROOF_LABELS: Record<EnglishProof, () => string> = {
  ielts: m.rules_e_ielts,
  toefl: m.rules_e_toefl,
  duolingo: m.rules_e_duolingo,
  university_test: m.rules_e_university_test,
  english_medium: m.rules_e_english_medium,
};

export const DISCOUNT_KIND_LABELS: Record<DiscountKind, () => string> = {
  early_payment: m.rules_d_early_payment,
  prepayment: m.rules_d_prepayment,
  nationality: m.rules_d_nationality,
  merit: m.rules_d_merit,
  sibling: m.rules_d_sibling,
};

const DEGREE_LABELS: Record<number, () => string> = {
  5: m.rules_degree_5,
  4: m.rules_degree_4,
  3: m.rules_degree_3,
  2: m.rules_degree_2,
  1: m.rules_degree_1,
};

export const degreeLabel = (value: number) => DEGREE_LABELS[value]?.() ?? String(value);
