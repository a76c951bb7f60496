import { AskOnWhatsApp } from "~/components/ask-on-whatsapp";
import { StepMoney } from "./case-packages-panel";
import type { ApplicationStatusView, CaseStepView } from "~/components/server-data";
import { m } from "~/i18n/paraglide/messages";
import type { StepMark } from "~/case/case-steps";
import type { UploadOutcome } from "./application-status-view";
import { StepUploadBox } from "./step-upload-box";

// The case after the offer on the status page (docs/decisions/0043-case-steps.md): the next thing to do on top, then
// every step in order. Each step's state is said in words (a badge's colour only repeats them); no script. The
// words come with the view, made on the server (app/case/case-steps.ts): they stay out of the page's chunk.

const BADGE: Record<StepMark, string> = {
  done: "border-green-700 bg-green-50 text-green-800",
  current: "border-brand-600 bg-brand-50 text-brand-800",
  overdue: "border-red-700 bg-red-50 text-red-800",
  to_do: "border-gray-300 bg-white text-gray-700",
  in_progress: "border-brand-600 bg-white text-brand-800",
  not_needed: "border-gray-300 bg-gray-50 text-gray-600",
  blocked: "border-amber-300 bg-amber-50 text-amber-900",
};

function Documents({ step }: { step: CaseStepView }) {
  if (!step.documentsWords) return null;
  return <p className="mt-1 mb-0 text-sm text-gray-800">{step.documentsWords}</p>;
}

/** On top of the case: the next step, its due day, who does it, what to do, and WhatsApp about it. */
export function CaseNext({ application }: { application: ApplicationStatusView }) {
  const step = application.nextStep;
  return (
    <section aria-labelledby="case-next-heading" data-testid="case-next" className="mt-4">
      <h3 id="case-next-heading" className="m-0 text-sm font-semibold text-gray-700">
        {m.case_next_title()}
      </h3>
      {step ? (
        <>
          <p className="m-0 text-lg font-semibold text-brand-800" data-testid="case-next-step">
            {step.title}
          </p>
          <p className={`m-0 font-semibold ${step.overdue ? "text-red-800" : "text-gray-900"}`}>
            {step.dueWords} · {step.actorWords}
          </p>
          <p className="mt-1 mb-0 text-gray-800">{step.what}</p>
          <Documents step={step} />
        </>
      ) : (
        <p className="m-0 text-lg font-semibold text-green-800">{m.case_all_done()}</p>
      )}
      <div className="mt-3">
        <AskOnWhatsApp
          className="bg-white"
          nationality={application.nationality}
          text={
            step
              ? m.case_ask_step({ reference: application.reference, step: step.title })
              : m.handoff_reference({ reference: application.reference })
          }
        />
      </div>
    </section>
  );
}

/** The words a step shows the student and the sponsor alike (their own who-acts words): its state, due day, facts. */
export type StepSummaryWords = Pick<CaseStepView, "mark" | "markWords" | "title" | "dueWords" | "actorWords" | "facts">;

/** A step's badge and title, when it is due and who acts (who did it, once done), and its facts (the appointment…). */
export function StepSummary({ step, titleClassName }: { step: StepSummaryWords; titleClassName: string }) {
  return (
    <>
      <p className="m-0 flex flex-wrap items-baseline gap-x-2">
        <span className={`rounded border px-2 text-xs font-semibold ${BADGE[step.mark]}`}>{step.markWords}</span>
        <span className={`font-semibold ${titleClassName}`}>{step.title}</span>
      </p>
      {step.mark !== "not_needed" && (
        <p className="m-0 text-sm text-gray-700">
          {step.mark === "done" ? step.actorWords : `${step.dueWords} · ${step.actorWords}`}
        </p>
      )}
      {step.facts.map((fact) => (
        <p key={fact} className="m-0 text-sm text-gray-900">
          {fact}
        </p>
      ))}
    </>
  );
}

/** Every step of the case in order: its state in words, due day, who acts; what to do while it is open. */
export function CaseTimeline({ application, upload }: { application: ApplicationStatusView; upload?: UploadOutcome }) {
  return (
    <section className="border-b border-gray-200 p-5 sm:p-8" aria-labelledby="case-timeline-heading">
      <h3 id="case-timeline-heading" className="m-0 text-lg font-semibold">
        {m.case_timeline_title()}
      </h3>
      <ol className="mt-3 mb-0 list-none space-y-4 border-s-2 border-brand-200 p-0 ps-4" data-testid="case-timeline">
        {application.steps.map((step) => {
          const open = step.mark !== "done" && step.mark !== "not_needed";
          return (
            <li
              key={step.kind}
              data-kind={step.kind}
              data-mark={step.mark}
              aria-current={step.kind === application.nextStep?.kind ? "step" : undefined}
            >
              <StepSummary step={step} titleClassName={open ? "text-gray-900" : "text-gray-600"} />
              <StepMoney step={step} application={application} />
              {open && (
                <>
                  <p className="mt-1 mb-0 text-sm text-gray-800">{step.what}</p>
                  <Documents step={step} />
                  <StepUploadBox application={application} step={step} upload={upload} />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
