import type { ReactNode } from "react";
import { LabelledSection } from "~/components/labelled-section";
import { Link } from "~/i18n/link";
import type { ApplicationStatusView, CaseStepView } from "~/components/server-data";
import { m } from "~/i18n/paraglide/messages";
import { formatDateTime } from "~/lib/dates";

// The case's money on the status page (docs/decisions/0044-packages-on-the-case.md): at a step, the university's
// deposit or refund rule; below the timeline, the packages to buy
// for this application (links to /payments with its reference, as /services links) and every payment made on it.
// Words come made with the view; no script.

/**
 * Under a step: the university's deposit at the deposit step, its refund rule at the visa-decision step, in the
 * program page's words (app/catalogue/money-trail.ts), made with the view. (A step a paid package covers says
 * "We do this for you" as its who-acts words.)
 */
/** One payment on the case: the service, its amount and state, who paid it when a sponsor did, and when. */
export function PaymentLine({
  payment,
}: {
  payment: {
    serviceName: string;
    amountWords: string;
    statusWords: string;
    status: string;
    at: string;
    paidByWords?: string | null;
  };
}) {
  return (
    <li data-status={payment.status}>
      <p className="m-0 font-semibold text-gray-900">{payment.serviceName}</p>
      <p className="m-0 text-sm text-gray-800">
        {payment.amountWords} · {payment.statusWords}
      </p>
      {payment.paidByWords && (
        <p className="m-0 text-sm text-gray-800" data-testid="case-payment-payer">
          {payment.paidByWords}
        </p>
      )}
      <p className="m-0 text-sm text-gray-600">
        <time dateTime={payment.at}>{m.status_time_utc({ time: formatDateTime(payment.at) })}</time>
      </p>
    </li>
  );
}

export function StepMoney({ step, application }: { step: CaseStepView; application: ApplicationStatusView }) {
  const words = application.moneyTrailWords;
  if (!words) return null;
  const lines =
    step.kind === "deposit_paid" ? [words.deposit, words.balance] : step.kind === "visa_decision" ? [words.refund] : [];
  const shown = lines.filter((line): line is string => line !== null);
  if (shown.length === 0) return null;
  return (
    <div className="mt-1 rounded bg-gray-50 p-2 text-sm text-gray-800" data-testid="step-money-trail">
      <p className="m-0 font-semibold">{words.title}</p>
      <ul className="m-0 list-none space-y-1 p-0">
        {shown.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="m-0 mt-1 text-xs text-gray-600">{words.source}</p>
    </div>
  );
}

/** Below the timeline: the payments made on this application, then the packages to buy for it. */
export function CasePackages({ application }: { application: ApplicationStatusView }) {
  const { reference, payments, packages, caseMoneyWords: words } = application;
  return (
    <>
      {payments.length > 0 && (
        <Section id="case-payments-heading" title={words.paymentsTitle}>
          <ul className="mt-3 mb-0 list-none space-y-3 p-0" data-testid="case-payments">
            {payments.map((payment, i) => (
              <PaymentLine key={`${i}-${payment.at}`} payment={payment} />
            ))}
          </ul>
        </Section>
      )}
      {packages.length > 0 && (
        <Section id="case-packages-heading" title={words.packagesTitle}>
          <p className="mt-1 mb-0 text-sm text-gray-700">{words.packagesIntro}</p>
          <ul className="mt-3 mb-0 list-none space-y-3 p-0" data-testid="case-packages">
            {packages.map((item) => (
              <li key={item.key} data-service={item.key} className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="m-0 font-semibold text-gray-900">
                    {item.name} · {item.priceWords}
                  </p>
                  {item.stepsWords && <p className="m-0 text-sm text-gray-700">{item.stepsWords}</p>}
                </div>
                {item.bought ? (
                  <span className="text-sm font-semibold text-green-800">{item.actionWords}</span>
                ) : (
                  <Link
                    to={`/payments?${new URLSearchParams({ service: item.key, reference })}`}
                    className="btn-secondary border-solid text-sm no-underline"
                  >
                    {item.actionWords}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

/** One part of the status panel, named by its heading (the panel's own sections' shape). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <LabelledSection
      id={id}
      title={title}
      heading="h3"
      className="border-b border-gray-200 p-5 sm:p-8"
      headingClassName="m-0 text-lg font-semibold"
    >
      {children}
    </LabelledSection>
  );
}
