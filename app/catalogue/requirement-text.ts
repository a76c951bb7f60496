// An entry requirement (D1's entry_requirements, app/catalogue/eligibility-rules.ts) in words, in the page's language: the
// program page, the eligibility results and the API's readers see the same sentences.
import { numberFormat, renderLocale } from "~/i18n/intl";
import { joinList } from "~/lib/join-list";
import { m } from "~/i18n/paraglide/messages";
import type { Gap, Requirement } from "~/catalogue/eligibility-rules";
import { degreeLabel, PROOF_LABELS, SUBJECT_LABELS } from "~/catalogue/eligibility-labels";
import { isQualification, type Qualification, SCALES } from "~/catalogue/qualifications";

const nameOf = <K extends string>(names: Record<K, () => string>, key: string) => names[key as K]?.() ?? key;

export const listOf = (items: string[]) => joinList(items);

const score = (value: number) => numberFormat({ maximumFractionDigits: 2 }).format(value);

/** A name that starts a sentence, inside one: "The university's own…" → "the university's own…". */
const midSentence = (name: string) => name.charAt(0).toLocaleLowerCase(renderLocale()) + name.slice(1);

/** 'IELTS 6.5, TOEFL iBT 85, … or the university's own English test'. */
export function englishProofsText(accepted: Record<string, number | null>) {
  const items = Object.entries(accepted).map(([proof, least]) =>
    // Proofs without a score are phrases ("a school taught in English"); the scored ones are names (IELTS).
    least === null ? midSentence(nameOf(PROOF_LABELS, proof)) : `${nameOf(PROOF_LABELS, proof)} ${score(least)}`,
  );
  return joinList(items, "or");
}

/** What the qualification must show, in one sentence (subjects, passes or the least score). */
export function resultsText(requirement: Requirement) {
  const q = requirement.qualification;
  if (!isQualification(q)) return "";
  const subjects = requirement.requiredSubjects.map((s) => nameOf(SUBJECT_LABELS, s));
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
  return m.rules_req_degree({ degree: degreeLabel(least) });
}

/** The English line: the proofs accepted, or that the program is taught in Turkish. */
export function englishText(requirement: Requirement) {
  return requirement.englishProofs
    ? m.rules_req_english({ proofs: englishProofsText(requirement.englishProofs) })
    : m.rules_req_turkish();
}

/** One gap as a family reads it: "needs a credit in Chemistry", "needs 6 passes (has 5)". */
export function gapText(gap: Gap, qualification: Qualification) {
  switch (gap.kind) {
    case "subject":
      return m.rules_gap_subject({ subject: nameOf(SUBJECT_LABELS, gap.subject) });
    case "passes":
      return m.rules_gap_passes({ needed: gap.needed, have: gap.have });
    case "score":
      return m.rules_gap_score({
        needed:
          qualification === "bachelor" || qualification === "master" ? degreeLabel(gap.needed) : score(gap.needed),
      });
    case "english":
      return m.rules_gap_english({ accepted: englishProofsText(gap.accepted) });
    case "qualification":
      return m.rules_gap_qualification();
  }
}
