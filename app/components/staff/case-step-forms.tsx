import { Field } from "~/components/form/field";
import type { StaffCase, StaffCaseStep } from "~/components/server-data";
import { STEP_STATES } from "~/db/enums";
import { m } from "~/i18n/paraglide/messages";
import { answerFor, type CaseFormAnswer, type CaseFormState, stepPart } from "~/staff/case-page";
import { PLACE_MAX, STEP_VERSION, stepFieldsOf, VISA_DECISIONS, versionOf } from "~/staff/case-change-schema";
import { stateWords, stepFacts, visaWords } from "~/staff/case-words";
import { actorWords, dayWords, stepTitle } from "~/staff/today-words";
import { CaseForm, CaseSection, errorsOf, muted, NoneYet, PartNotice, primaryButton, typedOr } from "./case-form-parts";

type DayField = "appointmentOn" | "visaDecidedOn" | "arrivalOn";
const DAY_LABELS: Record<DayField, () => string> = {
  appointmentOn: m.staff_case_label_appointment_on,
  visaDecidedOn: m.staff_case_label_visa_decided_on,
  arrivalOn: m.staff_case_label_arrival_on,
};

/** A day field of a step's form (the browser's date picker; YYYY-MM-DD is what it posts). */
function DayField({ step, name, answer }: { step: StaffCaseStep; name: DayField; answer?: CaseFormAnswer }) {
  return (
    <Field
      id={`${step.kind}-${name}`}
      name={name}
      label={DAY_LABELS[name]()}
      hint={m.staff_case_day_hint()}
      errors={errorsOf(answer, name)}
    >
      {(control) => <input {...control} type="date" defaultValue={typedOr(answer, name, step[name])} />}
    </Field>
  );
}

/** A step: where it stands, who acts, its due day, and its form (its state and, by kind, its dates). */
function StepItem({ reference, step, state }: { reference: string; step: StaffCaseStep; state: CaseFormState }) {
  const part = stepPart(step.kind);
  const answer = answerFor(state, part);
  const title = stepTitle(step.kind);
  const fields = stepFieldsOf(step.kind);
  const facts = stepFacts(step);
  return (
    <li id={part} className="card scroll-mt-4 p-4" data-kind={step.kind} data-state={step.state}>
      <h3 className="m-0 text-base font-bold text-gray-900">
        <span className="me-2 text-gray-500">{step.position}.</span>
        {title}
      </h3>
      <p className={`m-0 mt-1 ${muted}`}>
        <span className="font-semibold text-gray-900">
          {m.staff_case_step_state_now({ state: stateWords(step.state) })}
        </span>
        {" · "}
        {m.staff_case_step_who({ who: actorWords(step.actor) })}
        {" · "}
        {step.dueOn ? m.staff_case_step_due({ day: dayWords(step.dueOn) }) : m.staff_case_step_no_due()}
      </p>
      {facts.length > 0 && (
        <ul className="m-0 mt-1 list-none p-0 text-sm text-gray-900" data-testid="step-facts">
          {facts.map((fact) => (
            <li key={fact} className="break-words">
              {fact}
            </li>
          ))}
        </ul>
      )}
      <PartNotice state={state} part={part} />
      <CaseForm
        reference={reference}
        part={part}
        intent="step"
        version={versionOf(STEP_VERSION, step)}
        label={title}
        className="mt-3 grid gap-3 sm:grid-cols-2"
      >
        <input type="hidden" name="step" value={step.kind} />
        <Field
          id={`${step.kind}-state`}
          name="state"
          label={m.staff_case_label_state()}
          errors={errorsOf(answer, "state")}
        >
          {(control) => (
            <select {...control} defaultValue={typedOr(answer, "state", step.state)}>
              {STEP_STATES.map((value) => (
                <option key={value} value={value}>
                  {stateWords(value)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {fields.includes("appointmentOn") && <DayField step={step} name="appointmentOn" answer={answer} />}
        {fields.includes("appointmentPlace") && (
          <Field
            id={`${step.kind}-appointmentPlace`}
            name="appointmentPlace"
            label={m.staff_case_label_appointment_place()}
            errors={errorsOf(answer, "appointmentPlace")}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                maxLength={PLACE_MAX}
                defaultValue={typedOr(answer, "appointmentPlace", step.appointmentPlace)}
              />
            )}
          </Field>
        )}
        {fields.includes("visaDecision") && (
          <Field
            id={`${step.kind}-visaDecision`}
            name="visaDecision"
            label={m.staff_case_label_visa_decision()}
            errors={errorsOf(answer, "visaDecision")}
          >
            {(control) => (
              <select {...control} defaultValue={typedOr(answer, "visaDecision", step.visaDecision)}>
                <option value="">{m.staff_case_visa_none()}</option>
                {VISA_DECISIONS.map((decision) => (
                  <option key={decision} value={decision}>
                    {visaWords(decision)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {fields.includes("visaDecidedOn") && <DayField step={step} name="visaDecidedOn" answer={answer} />}
        {fields.includes("arrivalOn") && <DayField step={step} name="arrivalOn" answer={answer} />}
        <div className="self-end sm:col-span-2">
          <button type="submit" className={primaryButton}>
            {m.staff_case_save_step({ step: title })}
          </button>
        </div>
      </CaseForm>
    </li>
  );
}

/** The case's steps, first to last, each with its form. */
export function CaseSteps({ staffCase, state }: { staffCase: StaffCase; state: CaseFormState }) {
  return (
    <CaseSection id="steps-heading" title={m.staff_case_steps_title()}>
      {staffCase.steps.length === 0 ? (
        <NoneYet>{m.staff_case_steps_none()}</NoneYet>
      ) : (
        <ol className="m-0 mt-3 grid list-none gap-3 p-0 lg:grid-cols-2" data-testid="case-steps">
          {staffCase.steps.map((step) => (
            <StepItem key={step.id} reference={staffCase.application.reference} step={step} state={state} />
          ))}
        </ol>
      )}
    </CaseSection>
  );
}
