import type { ReactNode } from "react";
import { StepSummary } from "~/components/case/case-timeline";
import { PaymentLine } from "~/components/case/case-packages-panel";
import { CurrencyChoice } from "~/components/currency-choice";
import { LabelledSection } from "~/components/labelled-section";
import type { SponsorCaseView, SponsorPayActionData } from "~/components/server-data";
import { FamilyBill } from "~/components/bill/family-bill";
import { OfferCheck } from "~/components/offer-check/offer-check";
import { localizedHref } from "~/i18n/locale";
import { currentLocale } from "~/i18n/current-locale";
import { sponsorLinkPath } from "~/sponsor/sponsor-path";
import { SponsorPayForm } from "./sponsor-pay-form";
import { m } from "~/i18n/paraglide/messages";

// The sponsor view (/sponsor/:token, decision 61): one case, read-only, for the family member who pays. Server
// rendered, no script, no form that changes the case. Its words come made with the view (app/sponsor/
// sponsor-view.server.ts), in the route's language; money in the sponsor's currency choice beside dollars.

/** Where the currency chooser brings the sponsor back to. */
const MONEY_ID = "sponsor-money";

/** The page of a link that opens no case: unknown, tampered, expired or revoked alike (one body, one 404). */
export function SponsorLinkClosed() {
  return (
    <>
      <SponsorHero title={m.sponsor_closed_title()} intro={m.sponsor_closed_intro()} />
      <div className="container py-8">
        <p className="mx-auto max-w-3xl text-gray-800" data-testid="sponsor-closed">
          {m.sponsor_closed_next()}
        </p>
      </div>
    </>
  );
}

/**
 * The case a live link opens: where it stands, its steps, what was paid and what is due, the pay form, the whole bill
 * and how to check the offer with the university. `answer`: the pay form's refusal, with what was typed.
 */
export function SponsorViewPage({
  view,
  token,
  answer,
}: {
  view: SponsorCaseView;
  token: string;
  answer?: SponsorPayActionData;
}) {
  return (
    <>
      <SponsorHero title={m.sponsor_view_title()} intro={m.sponsor_view_intro()} />
      <div className="container py-8">
        <article
          className="card mx-auto max-w-3xl overflow-hidden"
          aria-labelledby="sponsor-case-heading"
          data-testid="sponsor-view"
        >
          <header className="border-b border-gray-200 bg-brand-50 p-5 sm:p-8">
            <h2 id="sponsor-case-heading" className="m-0 text-xl font-bold text-gray-900 sm:text-2xl">
              {view.program}
              <span className="block text-base font-medium text-gray-700">{view.university}</span>
            </h2>
            <p className="mt-4 mb-0 text-sm text-gray-700">{m.sponsor_status_label()}</p>
            <p className="m-0 text-lg font-semibold text-brand-800" data-testid="sponsor-status">
              {view.statusTitle}
            </p>
            {view.nextStep && (
              <p className="mt-2 mb-0 text-gray-900">
                {m.sponsor_next({ step: view.nextStep.title })}{" "}
                <span className={view.nextStep.overdue ? "font-semibold text-red-800" : ""}>
                  {view.nextStep.dueWords}
                </span>
              </p>
            )}
          </header>

          {view.steps.length > 0 && (
            <Section id="sponsor-steps-heading" title={m.sponsor_steps_title()}>
              <ol
                className="mt-3 mb-0 list-none space-y-4 border-s-2 border-brand-200 p-0 ps-4"
                data-testid="sponsor-steps"
              >
                {view.steps.map((step) => (
                  <li key={step.kind} data-kind={step.kind} data-mark={step.mark}>
                    <StepSummary step={step} titleClassName="text-gray-900" />
                  </li>
                ))}
              </ol>
            </Section>
          )}

          <Section id={MONEY_ID} title={m.sponsor_money_title()}>
            <CurrencyChoice current={view.currency} anchor={MONEY_ID} />
            {view.payments.length > 0 ? (
              <>
                <h4 className="mt-4 mb-0 text-base font-semibold text-brand-900">{m.sponsor_paid_title()}</h4>
                <ul className="mt-2 mb-0 list-none space-y-3 p-0" data-testid="sponsor-payments">
                  {view.payments.map((payment, i) => (
                    <PaymentLine key={`${i}-${payment.at}`} payment={payment} />
                  ))}
                </ul>
              </>
            ) : (
              <p className="mt-4 mb-0 text-sm text-gray-800">{m.sponsor_nothing_paid()}</p>
            )}
            {view.due.length > 0 && (
              <>
                <h4 className="mt-4 mb-0 text-base font-semibold text-brand-900">{m.sponsor_due_title()}</h4>
                <p className="mt-1 mb-0 text-sm text-gray-700">{m.sponsor_due_intro()}</p>
                <ul className="mt-2 mb-0 list-none space-y-3 p-0" data-testid="sponsor-due">
                  {view.due.map((item) => (
                    <li key={item.key} data-service={item.key}>
                      <p className="m-0 font-semibold text-gray-900">
                        {item.name} · {item.priceWords}
                      </p>
                      {item.localWords && <p className="m-0 text-sm text-gray-800">{item.localWords}</p>}
                      {item.stepsWords && <p className="m-0 text-sm text-gray-700">{item.stepsWords}</p>}
                    </li>
                  ))}
                </ul>
                {view.rateWords && <p className="mt-2 mb-0 text-xs text-gray-600">{view.rateWords}</p>}
              </>
            )}
            {view.moneyTrailWords && (
              <div className="mt-4 rounded bg-gray-50 p-3 text-sm text-gray-800" data-testid="sponsor-money-trail">
                <p className="m-0 font-semibold">{view.moneyTrailWords.title}</p>
                <ul className="m-0 list-none space-y-1 p-0">
                  {[view.moneyTrailWords.deposit, view.moneyTrailWords.balance, view.moneyTrailWords.refund]
                    .filter((line): line is string => Boolean(line))
                    .map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                </ul>
                <p className="m-0 mt-1 text-xs text-gray-600">{view.moneyTrailWords.source}</p>
              </div>
            )}
          </Section>

          {/* Everything below the money, far below a phone's first screen, is laid out as it comes near it
              (.render-later, uno.config.ts), as one block: sibling blocks laid out one by one gave axe's hit tests
              boxes from two layouts at once. Its estimate is above its real height, so a hit test under its text finds
              the card's white, never the footer's navy. */}
          <div className="render-later [contain-intrinsic-block-size:auto_250rem]">
            <div className="border-b border-gray-200 p-5 sm:p-8">
              <SponsorPayForm
                view={view.pay}
                answer={answer}
                action={localizedHref(sponsorLinkPath(token), currentLocale())}
              />
            </div>

            <div className="border-b border-gray-200 p-5 sm:p-8">
              <FamilyBill bill={view.bill} id="sponsor-bill" />
            </div>

            <OfferCheck view={view.offerCheck} />
          </div>

          <p className="m-0 p-5 text-sm text-gray-700 sm:p-8">{m.sponsor_read_only()}</p>
        </article>
      </div>
    </>
  );
}

function SponsorHero({ title, intro }: { title: string; intro: string }) {
  return (
    <section className="bg-brand-900 text-white">
      <div className="container py-10">
        <h1 className="m-0 text-3xl font-extrabold sm:text-4xl">{title}</h1>
        <p className="mt-3 mb-0 max-w-2xl text-brand-100">{intro}</p>
      </div>
    </section>
  );
}

/** One part of the view, named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <LabelledSection
      id={id}
      title={title}
      heading="h3"
      className="scroll-mt-20 border-b border-gray-200 p-5 sm:p-8"
      headingClassName="m-0 text-lg font-semibold"
    >
      {children}
    </LabelledSection>
  );
}
