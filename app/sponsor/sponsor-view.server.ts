// The sponsor view's case (decision 61): what a family member who pays may read of one case, in the sponsor's
// language and currency: the program and university, where the application stands, the steps with their dates and
// who acts, the payments made and the packages still to pay, the university's money trail. Never the student's
// e-mail or phone, documents or staff note: none is read (readSponsorCase), so none can be shown.
import { caseMoney } from "~/case/case-packages.server";
import { dueWords, markSteps, markWords, nextStep, stepFacts, stepWords, type StepMark } from "~/case/case-steps";
import { statusCopy } from "~/case/status-words";
import { convertUsd, type DisplayCurrency, type ExchangeRate } from "~/catalogue/display-currency";
import { istanbulToday } from "~/catalogue/intakes";
import { formatMoney, formatPrice } from "~/catalogue/money";
import type { MoneyTrailWords } from "~/catalogue/money-trail";
import type { StepActor, StepKind } from "~/db/enums";
import { m } from "~/i18n/paraglide/messages";
import { formatDay } from "~/lib/dates";
import { toSafeLine } from "~/lib/field-rules";
import { rateFor } from "~/models/offering-facts.server";
import type { readSponsorCase } from "~/models/sponsor-links.server";
import { consultancyRegistration, siteConfig } from "~/config.server";
import { offerCheckView, type OfferCheckView } from "~/case/offer-check.server";
import { familyBill, type FamilyBillView } from "~/catalogue/family-bill";
import { sponsorPayView, type SponsorPayView } from "~/payments/sponsor-pay-view.server";

type SponsorReads = Awaited<ReturnType<typeof readSponsorCase>>;

export type SponsorStepView = {
  kind: StepKind;
  mark: StepMark;
  markWords: string;
  title: string;
  /** Who acts, said to the sponsor ("The student does this", "The university does this"). */
  actorWords: string;
  dueWords: string;
  overdue: boolean;
  facts: string[];
};

/** What the sponsor reads of the case: no contact detail, no document, no staff note, no reference. */
export type SponsorCaseView = {
  program: string;
  university: string;
  statusTitle: string;
  steps: SponsorStepView[];
  nextStep: SponsorStepView | null;
  payments: { serviceName: string; amountWords: string; statusWords: string; status: string; at: string }[];
  /** The packages not yet paid for this application: the dollar price and, in the sponsor's currency, about what. */
  due: { key: string; name: string; priceWords: string; localWords: string | null; stepsWords: string | null }[];
  /** The dated rate the local figures use ("… at … per US$, rate of …"), or null in dollars. */
  rateWords: string | null;
  currency: DisplayCurrency;
  moneyTrailWords: MoneyTrailWords | null;
  /** The family's whole bill from the offer to the residence permit, in the sponsor's currency. */
  bill: FamilyBillView;
  /** How to check the offer with the university itself (its international office), and our registration. */
  offerCheck: OfferCheckView;
  /** The pay form: the packages and add-ons not paid yet, paid in the sponsor's own name. */
  pay: SponsorPayView;
};

const ACTOR_WORDS: Record<StepActor, () => string> = {
  student: m.sponsor_who_student,
  us: m.sponsor_who_us,
  university: m.sponsor_who_university,
};

function rateWords(rate: ExchangeRate) {
  const words = { currency: rate.currency, rate: formatMoney(rate.perUsd, rate.currency, 2) };
  return rate.example
    ? m.detail_currency_rate_example(words)
    : m.detail_currency_rate({ ...words, date: formatDay(rate.rateDate) });
}

/** The case a live link opens, in words, or null when the link opens none (the neutral page). */
export function sponsorCaseView(reads: SponsorReads, currency: DisplayCurrency): SponsorCaseView | null {
  const { application } = reads;
  if (!application) return null;
  // The sponsor never reads the application's reference: the case's words are made without it.
  const money = caseMoney(reads.money, { reference: "", facultyId: application.facultyId });
  const marked = markSteps(reads.steps, istanbulToday());
  const next = nextStep(marked);
  const steps = marked.map(
    (step): SponsorStepView => ({
      kind: step.kind,
      mark: step.mark,
      markWords: markWords(step.mark),
      title: stepWords(step.kind, step.wording).title,
      actorWords: money.coverage(step.kind).coveredWords ? m.sponsor_who_us_paid() : ACTOR_WORDS[step.actor](),
      dueWords: dueWords(step),
      overdue: step.overdue,
      facts: stepFacts({
        ...step,
        appointmentPlace: step.appointmentPlace === null ? null : toSafeLine(step.appointmentPlace),
      }),
    }),
  );
  const rate = rateFor(reads.rates, currency);
  return {
    program: application.programName,
    university: application.university,
    statusTitle: statusCopy(application.status).title,
    steps,
    nextStep: next ? (steps[marked.indexOf(next)] ?? null) : null,
    payments: money.payments.map(({ serviceName, amountWords, statusWords, status, at }) => ({
      serviceName,
      amountWords,
      statusWords,
      status,
      at,
    })),
    due: money.packages
      .filter((p) => !p.bought)
      .map((p) => {
        const usd = reads.money[2].find((s) => s.key === p.key);
        const local =
          rate && usd && usd.currency === "USD" ? formatMoney(convertUsd(usd.price, rate), rate.currency) : null;
        return {
          key: p.key,
          name: p.name,
          priceWords: usd ? formatPrice(usd.price, usd.currency) : p.priceWords,
          localWords: local && m.sponsor_about({ amount: local }),
          stepsWords: p.stepsWords,
        };
      }),
    rateWords: rate ? rateWords(rate) : null,
    currency,
    moneyTrailWords: money.moneyTrailWords,
    bill: familyBill(reads.bill, { currency, stepTitle: (kind) => stepWords(kind).title }),
    offerCheck: offerCheckView(
      { name: application.university, office: application.office },
      { siteName: siteConfig().siteName, ...consultancyRegistration() },
    ),
    pay: sponsorPayView([reads.money, rateFor(reads.rates, "NGN")], { facultyId: application.facultyId }),
  };
}
