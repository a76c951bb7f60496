// Does a student meet an offering's stated entry rules, and what is missing? Pure: the requirement rows come from D1
// (entry_requirements), the profile from the eligibility form (docs/decisions/0028-entry-discounts-checklist.md).
// Indicative only: the university decides.
import {
  type EnglishProof,
  type Profile,
  passedSubjects,
  type Qualification,
  type Subject,
} from "~/catalogue/qualifications";

/** One offering's rule for one qualification, as D1 holds it. */
export type Requirement = {
  programId: number;
  qualification: string;
  minPasses: number | null;
  requiredSubjects: string[];
  minScore: number | null;
  /** Accepted English proofs → least score (null: no score asked); null when taught in Turkish. */
  englishProofs: Record<string, number | null> | null;
  otherExam: string | null;
  checkedOn: string;
  /** Example data read from no source: the page says so instead of the date. */
  example: boolean;
};

/** What stands between the profile and the rule, each as the page words it (eligibility messages). */
export type Gap =
  | { kind: "subject"; subject: Subject }
  | { kind: "passes"; needed: number; have: number }
  | { kind: "score"; needed: number; have: number | null }
  | { kind: "english"; accepted: Record<string, number | null> }
  /** The offering states no rule for this qualification: ask us. */
  | { kind: "qualification" };

export type Verdict = { meets: boolean; gaps: Gap[]; requirement: Requirement | null };

/** The requirement of one offering for a qualification: its own row, or the WAEC row for NECO/NABTEB if none. */
export function requirementFor(rows: Requirement[], qualification: Qualification) {
  return (
    rows.find((r) => r.qualification === qualification) ??
    (qualification === "neco" || qualification === "nabteb" ? rows.find((r) => r.qualification === "waec") : undefined)
  );
}

function englishGap(accepted: Record<string, number | null>, english: Profile["english"]): Gap | null {
  if (english && english.proof in accepted) {
    const least = accepted[english.proof as EnglishProof];
    if (least === null || least === undefined) return null;
    if (english.score !== null && english.score >= least) return null;
  }
  return { kind: "english", accepted };
}

/** The verdict of one offering's rules on one profile. */
export function assess(rows: Requirement[], profile: Profile): Verdict {
  const requirement = requirementFor(rows, profile.qualification) ?? null;
  if (!requirement) return { meets: false, gaps: [{ kind: "qualification" }], requirement };
  const gaps: Gap[] = [];
  const passed = passedSubjects(profile);
  for (const subject of requirement.requiredSubjects as Subject[]) {
    if (!passed.includes(subject)) gaps.push({ kind: "subject", subject });
  }
  if (requirement.minPasses !== null && passed.length < requirement.minPasses) {
    // Missing required subjects already count: only ask for more passes than they would bring.
    const missingRequired = gaps.length;
    if (passed.length + missingRequired < requirement.minPasses) {
      gaps.push({ kind: "passes", needed: requirement.minPasses, have: passed.length });
    }
  }
  if (requirement.minScore !== null && (profile.score === null || profile.score < requirement.minScore)) {
    gaps.push({ kind: "score", needed: requirement.minScore, have: profile.score });
  }
  if (requirement.englishProofs) {
    const gap = englishGap(requirement.englishProofs, profile.english);
    if (gap) gaps.push(gap);
  }
  return { meets: gaps.length === 0, gaps, requirement };
}
