// The qualifications students bring, their subjects and grade scales (docs/decisions/0028-entry-discounts-checklist.md).
// One place for the words D1's entry_requirements, discount_rules and checklist_items use, the eligibility form and
// the engine: a requirement names a qualification key and subject keys from here.

/** Secondary school results graded per subject, A1 (best) to F9: WAEC, NECO, NABTEB. */
export const WEST_AFRICAN_EXAMS = ["waec", "neco", "nabteb"] as const;
export const QUALIFICATIONS = [
  ...WEST_AFRICAN_EXAMS,
  "a_level",
  "ib",
  "bac",
  "thanawiya",
  "bachelor",
  "master",
] as const;
export type Qualification = (typeof QUALIFICATIONS)[number];

export const isQualification = (value: unknown): value is Qualification =>
  (QUALIFICATIONS as readonly unknown[]).includes(value);

/** How a qualification states its results: subject grades, or one overall score on its own scale. */
export type Scale =
  | { kind: "subjects"; grades: readonly string[]; passLast: string; distinctionLast: string }
  | { kind: "score"; min: number; max: number; step: number };

const WAEC_GRADES = ["A1", "B2", "B3", "C4", "C5", "C6", "D7", "E8", "F9"] as const;
const A_LEVEL_GRADES = ["A*", "A", "B", "C", "D", "E", "U"] as const;

export const SCALES: Record<Qualification, Scale> = {
  // A credit is C6 or better; a distinction B3 or better.
  waec: { kind: "subjects", grades: WAEC_GRADES, passLast: "C6", distinctionLast: "B3" },
  neco: { kind: "subjects", grades: WAEC_GRADES, passLast: "C6", distinctionLast: "B3" },
  nabteb: { kind: "subjects", grades: WAEC_GRADES, passLast: "C6", distinctionLast: "B3" },
  // A pass is E or better; a distinction A or A*.
  a_level: { kind: "subjects", grades: A_LEVEL_GRADES, passLast: "E", distinctionLast: "A" },
  // IB Diploma points, the Baccalauréat's average out of 20, the Thanawiya Amma's percent.
  ib: { kind: "score", min: 0, max: 45, step: 1 },
  bac: { kind: "score", min: 0, max: 20, step: 0.01 },
  thanawiya: { kind: "score", min: 0, max: 100, step: 0.01 },
  // A degree's class, 1 (pass) to 5 (first class) or its equivalent (DEGREE_CLASSES).
  bachelor: { kind: "score", min: 1, max: 5, step: 1 },
  master: { kind: "score", min: 1, max: 5, step: 1 },
};

/** Degree classes as the bachelor/master scale counts them. */
export const DEGREE_CLASSES = [5, 4, 3, 2, 1] as const;

/** The subjects the form asks about: those requirements name, and the common others. */
export const SUBJECTS = [
  "english",
  "mathematics",
  "biology",
  "chemistry",
  "physics",
  "further_mathematics",
  "agricultural_science",
  "economics",
  "government",
  "literature",
  "geography",
  "accounting",
  "fine_art",
  "technical_drawing",
  "french",
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** English proofs a requirement may accept; scores where the proof has one. */
export const ENGLISH_PROOFS = ["ielts", "toefl", "duolingo", "university_test", "english_medium"] as const;
export type EnglishProof = (typeof ENGLISH_PROOFS)[number];
export const SCORED_PROOFS: Record<EnglishProof, { min: number; max: number; step: number } | null> = {
  ielts: { min: 0, max: 9, step: 0.5 },
  toefl: { min: 0, max: 120, step: 1 },
  duolingo: { min: 10, max: 160, step: 5 },
  university_test: null,
  english_medium: null,
};

/** What a student tells about their results: one qualification, graded subjects or a score, and English proof. */
export type Profile = {
  qualification: Qualification;
  /** Subject → grade on the qualification's scale (subject-graded qualifications). */
  grades: Partial<Record<Subject, string>>;
  /** The overall score (score-scaled qualifications). */
  score: number | null;
  english: { proof: EnglishProof; score: number | null } | null;
  /** ISO 3166 alpha-2, upper case. */
  nationality: string | null;
  /** A brother or sister at the same university. */
  sibling: boolean;
};

function rank(scale: Extract<Scale, { kind: "subjects" }>, grade: string | undefined) {
  const index = grade === undefined ? -1 : scale.grades.indexOf(grade);
  return index === -1 ? Number.POSITIVE_INFINITY : index;
}

/** The subjects passed (WAEC credit C6 or better, A-level E or better). */
export function passedSubjects(profile: Profile): Subject[] {
  const scale = SCALES[profile.qualification];
  if (scale.kind !== "subjects") return [];
  const last = scale.grades.indexOf(scale.passLast);
  return (Object.keys(profile.grades) as Subject[]).filter((s) => rank(scale, profile.grades[s]) <= last);
}

/**
 * The number a merit rule compares with its least score: distinctions for subject-graded qualifications (WAEC A1–B3,
 * A-level A or A*), the overall score for the others. Null when the student gave none.
 */
export function meritScore(profile: Profile): number | null {
  const scale = SCALES[profile.qualification];
  if (scale.kind === "score") return profile.score;
  const last = scale.grades.indexOf(scale.distinctionLast);
  const values = Object.values(profile.grades);
  if (values.length === 0) return null;
  return values.filter((g) => rank(scale, g) <= last).length;
}

/** WAEC, NECO and NABTEB are one scale and one set of rules: a rule for 'waec' is a rule for the three. */
export function sameExamFamily(a: string | null, b: Qualification) {
  if (a === null) return false;
  const west = (q: string) => (WEST_AFRICAN_EXAMS as readonly string[]).includes(q);
  return a === b || (west(a) && west(b));
}
