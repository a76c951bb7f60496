// The shapes the program page's parts show (the /programs/:slug loader, app/routes/program.server.ts, fills them).
import type { DiscountRule } from "~/catalogue/discounts";
import type { IntakeState } from "~/catalogue/intakes";
import type { Range, YearlyCost } from "~/catalogue/yearly-cost";

/** The program, or one university's offering of it. */
export type ProgramFacts = {
  slug: string;
  name: string;
  category: string;
  description: string;
  faculty: string;
  level: string;
  languages: string;
  duration: string;
  tuition: string;
};

/** One row of 'Universities Offering This Program'. */
export type OfferingRow = {
  id: number;
  universityId: number;
  universityName: string;
  duration: string;
  languages: string;
  tuition: string;
  nextIntake: IntakeState | null;
  totalUsd: Range | null;
  /** The total in the display currency (the page's `rate`); null for dollars only. */
  totalConverted: Range | null;
};

/** The university of ?university= when it offers the program: the page is about that offering. */
export type OfferingUniversity = { id: number; name: string; shortName: string };

/** The selected offering's intakes and all-in yearly cost. */
export type SelectedOffering = {
  id: number;
  intakes: IntakeState[];
  nextIntake: IntakeState | null;
  cost: YearlyCost;
  totalConverted: Range | null;
  discountRules: DiscountRule[];
};

/** The link to the application form with the program (and university) chosen. */
export function applyHref(program: string, university?: string) {
  const params = new URLSearchParams({ program });
  if (university) params.set("university", university);
  return `/apply?${params}`;
}
