// The shapes server modules hand to the UI, named here for components: type-only re-exports, erased from the
// bundle, so a component never imports server code (biome.jsonc's import boundaries allow only this file).
export type { SiteConfig } from "~/config.server";
export type { ApplicationStatusView, CaseStepView } from "~/case/case-view.server";
export type { SponsorCaseView } from "~/sponsor/sponsor-view.server";
export type { OfferCheckView } from "~/case/offer-check.server";
export type { Program, ProgramSummary } from "~/models/program-rows.server";
export type { UniversityCard } from "~/models/university-rows.server";
export type { EligibilityResult, Scholarship, Standing } from "~/models/eligibility-assessment.server";
export type { Today, TodayList } from "~/models/staff-today.server";
export type { StaffCall } from "~/models/staff-calls.server";
export type { StaffCallActionData } from "~/writes/staff-call-form.server";
export type { CaseHit, CaseSearch } from "~/models/staff-search.server";
export type {
  StaffCase,
  StaffCaseDocument,
  StaffCasePayment,
  StaffCaseStep,
  StaffHistoryEntry,
} from "~/models/staff-case.server";
export type { SponsorPayOption, SponsorPayView } from "~/payments/sponsor-pay-view.server";
export type { SponsorPayActionData, SponsorPayField } from "~/writes/sponsor-payment-form.server";
