// The case's money (decision 0044): the packages a student can buy for this application, the payments made on it,
// which steps a paid package does for them, and the university's money trail at the deposit and visa-decision
// steps. Read with the status lookup's other reads (one round trip), worded here for the page and the API.
import type { Db } from "~/db/client.server";
import { STEP_KINDS, type StepKind } from "~/db/enums";
import type { PaymentState } from "~/db/schema";
import { formatPrice } from "~/catalogue/money";
import { type MoneyTrail, moneyTrailFor, moneyTrailWords } from "~/catalogue/money-trail";
import { paymentAmountText } from "~/payments/payment-amount";
import { listPaymentsOfCase, listServiceSteps } from "~/models/case-payments.server";
import { selectMoneyTrails } from "~/models/money-trails.server";
import { type ApplicationKey, byReference } from "~/models/application-key.server";
import { listServices } from "~/models/service-rows.server";
import { stepWords } from "./case-steps";
import { joinList } from "~/lib/join-list";
import { m } from "~/i18n/paraglide/messages";

/** One payment on the case as the student reads it. */
export type CasePaymentView = {
  serviceKey: string;
  serviceName: string;
  amount: number;
  currency: string;
  /** For a payment not in dollars: what one dollar cost and that rate's day. */
  rate: number | null;
  rateDate: string | null;
  /** "$100 (USD)", or for naira both figures and the dated rate. */
  amountWords: string;
  /** When it was paid (verified), else when it was started. */
  at: string;
  status: PaymentState;
  statusWords: string;
  /** A sponsor's payment (made from a sponsor link): "Paid by …", its payer's name; null: the student's own. */
  paidByWords: string | null;
};

/** A package or add-on the student can buy for this application, and the steps it does for them. */
export type CasePackageView = {
  key: string;
  name: string;
  priceWords: string;
  /** "Does for you: Visa appointment booked, …" (the steps of service_steps), or null. */
  stepsWords: string | null;
  /** Already paid for on this case. */
  bought: boolean;
  /** "Buy Basic", or "Paid for this application" once bought. */
  actionWords: string;
};

/** The headings of the case's money sections (words made here: they stay out of the page's chunk). */
export type CaseMoneyWords = { paymentsTitle: string; packagesTitle: string; packagesIntro: string };

/** An application as its reads find it: its id and university, as numbers or subqueries (byReference). */
export type CaseKey = { id: ApplicationKey; universityId: ApplicationKey };

/**
 * The reads of the application with `reference` (or of `key`: a sponsor link's), started together with the page's
 * other reads (each finds the application by a subquery: an unknown reference has no rows).
 */
export function readCaseMoney(db: Db, reference: string | CaseKey) {
  const application = typeof reference === "string" ? byReference(reference) : reference;
  return Promise.all([
    listPaymentsOfCase(db, application.id),
    listServiceSteps(db),
    listServices(db),
    selectMoneyTrails(db, application.universityId),
  ]);
}

type CaseMoneyRows = Awaited<ReturnType<typeof readCaseMoney>>;

const STATUS_WORDS: Record<PaymentState, () => string> = {
  pending: m.case_payment_pending,
  successful: m.case_payment_successful,
  failed: m.case_payment_failed,
  cancelled: m.case_payment_cancelled,
};

/** The case's money in words: its payments, the packages to buy, the steps paid packages cover, the money trail. */
export function caseMoney(
  [payments, serviceSteps, services, trails]: CaseMoneyRows,
  { reference, facultyId }: { reference: string; facultyId: number | null },
) {
  const paid = new Set(payments.filter((p) => p.status === "successful").map((p) => p.serviceKey));
  // A package's steps in the case's order.
  const stepsOf = (key: string) =>
    serviceSteps
      .filter((s) => s.serviceKey === key)
      .map((s) => s.kind)
      .sort((a, b) => STEP_KINDS.indexOf(a) - STEP_KINDS.indexOf(b));
  /** The keys of the paid packages that do step `kind` for the student. */
  const coveredBy = (kind: StepKind) =>
    serviceSteps.filter((s) => s.kind === kind && paid.has(s.serviceKey)).map((s) => s.serviceKey);
  const nameOf = (key: string) => services.find((s) => s.key === key)?.name ?? key;
  // The program's faculty's row, else the university's.
  const trail = moneyTrailFor<MoneyTrail>(trails, facultyId ?? 0);
  return {
    payments: payments.map(
      (p): CasePaymentView => ({
        serviceKey: p.serviceKey,
        serviceName: p.serviceName,
        amount: p.amount,
        currency: p.currency,
        rate: p.rate,
        rateDate: p.rateDate,
        amountWords: p.currency === "USD" ? `${formatPrice(p.amount, p.currency)} (USD)` : paymentAmountText(p),
        at: p.verifiedAt ?? p.createdAt,
        status: p.status,
        statusWords: STATUS_WORDS[p.status](),
        paidByWords: p.sponsorLinkId === null ? null : m.sponsor_pay_paid_by({ name: p.customerName }),
      }),
    ),
    packages: services.map((s): CasePackageView => {
      const kinds = stepsOf(s.key);
      return {
        key: s.key,
        name: s.name,
        priceWords: formatPrice(s.price, s.currency),
        stepsWords:
          kinds.length > 0 ? m.case_package_steps({ steps: joinList(kinds.map((k) => stepWords(k).title)) }) : null,
        bought: paid.has(s.key),
        actionWords: paid.has(s.key) ? m.case_package_bought() : m.case_package_buy({ service: s.name }),
      };
    }),
    words: {
      paymentsTitle: m.case_payments_title(),
      packagesTitle: m.case_packages_title(),
      packagesIntro: m.case_packages_intro({ reference }),
    } satisfies CaseMoneyWords,
    /** A step's paid packages (keys) and "We do this for you (Basic)", or null when none covers it. */
    coverage(kind: StepKind) {
      const keys = coveredBy(kind);
      return {
        coveredBy: keys,
        coveredWords: keys.length > 0 ? m.case_covered({ packages: joinList(keys.map(nameOf)) }) : null,
      };
    },
    /** The university's money trail for the program, and its words (the program page's), or null. */
    moneyTrail: trail,
    moneyTrailWords: trail ? moneyTrailWords(trail) : null,
  };
}
