// An entry requirement (D1's entry_requirements, app/lib/eligibility.ts) in words, in the page's language: the
// program page, the eligibility results and the API's readers see the same sentences.
import { formatList, numberFormat, renderLocale } from "~/i18n/intl";
import { m } from "~/i18n/paraglide/messages";
import type { Requirement } from "./eligibility";
import { type EnglishProof, isQualification, type Qualification, SCALES, type Subject } from "./qualifications";

type Names<K extends string> = Record<K, () => string>;

export const QUALIFICATION_NAMES: Names<Qualification> = {
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

export const SUBJECT_NAMES: Names<Subject> = {
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

export const ENGLISH_PROOF_NAMES: Names<EnglishProof> = {
  ielts: m.rules_e_ielts,
  toefl: m.rules_e_toefl,
  duolingo: m.rules_e_duolingo,
  university_test: m.rules_e_university_test,
  english_medium: m.rules_e_english_medium,
};

export const DEGREE_CLASS_NAMES: Record<number, () => string> = {
  5: m.rules_degree_5,
  4: m.rules_degree_4,
  3: m.rules_degree_3,
  2: m.rules_degree_2,
  1: m.rules_degree_1,
};

const nameOf = <K extends string>(names: Names<K>, key: string) => names[key as K]?.() ?? key;

export const listOf = (items: string[]) => formatList(items);

const score = (value: number) => numberFormat({ maximumFractionDigits: 2 }).format(value);

/** A name that starts a sentence, inside one: "The university's own…" → "the university's own…". */
const midSentence = (name: string) => name.charAt(0).toLocaleLowerCase(renderLocale()) + name.slice(1);

/** 'IELTS 6.5, TOEFL iBT 85, … or the university's own English test'. */
export function englishProofsText(accepted: Record<string, number | null>) {
  const items = Object.entries(accepted).map(([proof, least]) =>
    // Proofs without a score are phrases ("a school taught in English"); the scored ones are names (IELTS).
    least === null
      ? midSentence(nameOf(ENGLISH_PROOF_NAMES, proof))
      : `${nameOf(ENGLISH_PROOF_NAMES, proof)} ${score(least)}`,
  );
  return formatList(items, "disjunction");
}

/** What the qualification must show, in one sentence (subjects, passes or the least score). */
export function resultsText(requirement: Requirement) {
  const q = requirement.qualification;
  if (!isQualification(q)) return "";
  const subjects = requirement.requiredSubjects.map((s) => nameOf(SUBJECT_NAMES, s));
  const including = subjects.length ? ` ${m.rules_req_including({ subjects: listOf(subjects) })}` : "";
  if (SCALES[q].kind === "subjects" && requirement.minPasses !== null) {
    const count = String(requirement.minPasses);
    return (q === "a_level" ? m.rules_req_passes_alevel({ count }) : m.rules_req_passes_waec({ count })) + including;
  }
  const least = requirement.minScore;
  if (least === null) return q === "master" ? m.rules_req_master_any() : including.trim();
  if (q === "ib") return m.rules_req_ib({ score: score(least) });
  if (q === "bac") return m.rules_req_bac({ score: score(least) });
  if (q === "thanawiya") return m.rules_req_thanawiya({ score: score(least) });
  return m.rules_req_degree({ degree: DEGREE_CLASS_NAMES[least]?.() ?? score(least) });
}

/** The English line: the proofs accepted, or that the program is taught in Turkish. */
export function englishText(requirement: Requirement) {
  return requirement.englishProofs
    ? m.rules_req_english({ proofs: englishProofsText(requirement.englishProofs) })
    : m.rules_req_turkish();
}
