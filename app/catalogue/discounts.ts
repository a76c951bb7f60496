// Which of a university's scholarship and discount rules (D1's discount_rules) a student gets, and what they take
// off the yearly tuition. Pure arithmetic (docs/decisions/0028-entry-discounts-checklist.md):
// - Payment discounts (early payment, full-year prepayment) are open to every student who pays so: the prices show
//   them applied, named, as they did before rules.
// - Nationality, merit and sibling rules apply when the student's profile says so: nationality from `?nationality=`,
//   merit from the grades given on /eligibility, sibling when ticked there.
// - Within one stack group only the largest applies; groups apply in STACK_GROUPS order, each on what is left
//   (a scholarship on the list price, then the payment discount on the rest), each rounded to the dollar. The
//   last group, `after_others`, is a discount the university takes off what every other one left (a
//   prepayment discount counted after the scholarship and the early registration one).
// - A rule for the offering itself replaces its university's rules of the same kind there (an early
//   registration discount of 20%, but 10% for Medicine).
import { meritScore, type Profile, sameExamFamily } from "~/catalogue/qualifications";
import { discountUsd } from "~/catalogue/yearly-cost";
import { type DiscountKind, STACK_GROUPS, type StackGroup } from "~/db/enums";

export type DiscountRule = {
  id: number;
  universityId: number;
  programId: number | null;
  kind: DiscountKind;
  label: string;
  conditions: string;
  percent: number;
  nationalities: string[] | null;
  qualification: string | null;
  minScore: number | null;
  startsOn: string | null;
  endsOn: string | null;
  stackGroup: StackGroup;
  checkedOn: string;
  /** Example data written for the demo, read from no source: pages say "indicative, example data", not a date. */
  example: boolean;
};

/** What the page knows of the student: nothing by default; more from `?nationality=` or the eligibility form. */
export type DiscountProfile = Pick<Profile, "nationality" | "sibling"> & {
  merit: Pick<Profile, "qualification" | "grades" | "score"> | null;
};

export const NO_PROFILE: DiscountProfile = { nationality: null, sibling: false, merit: null };

export type AppliedDiscount = {
  id: number;
  kind: DiscountKind;
  label: string;
  percent: number;
  usd: number;
  checkedOn: string;
  example: boolean;
};

/**
 * The rules of one offering open on `today`: its own, and its university's of the kinds it has no rule of its own.
 */
export function rulesFor(rules: DiscountRule[], offering: { id: number; universityId: number }, today: string) {
  const open = rules.filter(
    (r) =>
      r.universityId === offering.universityId &&
      (r.programId === null || r.programId === offering.id) &&
      (r.startsOn === null || r.startsOn <= today) &&
      (r.endsOn === null || today <= r.endsOn),
  );
  const ownKinds = new Set(open.filter((r) => r.programId !== null).map((r) => r.kind));
  return open.filter((r) => r.programId !== null || !ownKinds.has(r.kind));
}

/** Whether the student's profile meets one rule's condition. */
export function qualifies(rule: DiscountRule, profile: DiscountProfile) {
  switch (rule.kind) {
    case "early_payment":
    case "prepayment":
      return true;
    case "nationality":
      // No list: every international student.
      return (
        rule.nationalities === null ||
        (profile.nationality !== null && rule.nationalities.includes(profile.nationality))
      );
    case "sibling":
      return profile.sibling;
    case "merit": {
      if (!profile.merit || !sameExamFamily(rule.qualification, profile.merit.qualification)) return false;
      const score = meritScore({ ...profile.merit, english: null, nationality: null, sibling: false });
      return score !== null && rule.minScore !== null && score >= rule.minScore;
    }
  }
}

/**
 * The discounts one student gets on one offering's tuition, in the order they apply, with the dollars each takes:
 * the largest of each stack group, groups in STACK_GROUPS order, each on the tuition left by the ones before.
 */
export function applyDiscounts(tuitionUsd: number, open: DiscountRule[], profile: DiscountProfile) {
  const applied: AppliedDiscount[] = [];
  let left = tuitionUsd;
  for (const group of STACK_GROUPS) {
    const best = open
      .filter((r) => r.stackGroup === group && qualifies(r, profile))
      .sort((a, b) => b.percent - a.percent || a.id - b.id)[0];
    if (!best) continue;
    const usd = discountUsd(left, best.percent);
    applied.push({
      id: best.id,
      kind: best.kind,
      label: best.label,
      percent: best.percent,
      usd,
      checkedOn: best.checkedOn,
      example: best.example,
    });
    left -= usd;
  }
  return { applied, netUsd: left };
}
