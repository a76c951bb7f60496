import type { ReactNode } from "react";
import { LabelledSection } from "~/components/labelled-section";
import type { StaffCase } from "~/components/server-data";
import { m } from "~/i18n/paraglide/messages";
import { answerFor, type CaseFormAnswer, type CaseFormState, type CaseIntent } from "~/staff/case-page";
import { casePath } from "~/staff/today-words";

// The pieces every form of the case page shares (issue 52): a POST to the case with its `intent` and the `version`
// of what it changes as this page read it, scrolled back to its part (#anchor) after the answer; the "Saved" notice
// after a change went in, the refusal beside the form that was refused, and what was typed shown again.

export const muted = "text-sm text-gray-600";
export const link = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
export const sectionHeading = "m-0 text-lg font-bold text-gray-900 sm:text-xl";
export const smallButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50";
export const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700";

/** What a part of the case page is given: the case, staff members' names by e-mail, and the last form's answer. */
export type CasePartProps = { staffCase: StaffCase; names: Record<string, string>; state: CaseFormState };

/** A section of the case page below the student's: its heading (`id`, `title`), spaced from the one above. */
export function CaseSection({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <LabelledSection id={id} title={title} className={`mt-8 ${className}`.trim()} headingClassName={sectionHeading}>
      {children}
    </LabelledSection>
  );
}

/** What a part says when it has nothing to list. */
export function NoneYet({ children }: { children: ReactNode }) {
  return <p className="mt-2 mb-0 text-gray-700">{children}</p>;
}

/** A form of the case page: method post to the case at `part`, its intent and version hidden. */
export function CaseForm({
  reference,
  part,
  intent,
  version,
  label,
  className = "",
  children,
}: {
  reference: string;
  part: string;
  intent: CaseIntent;
  version?: string;
  /** The form's accessible name (what it changes). */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={`${casePath(reference)}#${part}`}
      aria-label={label}
      className={className}
      data-intent={intent}
    >
      <input type="hidden" name="intent" value={intent} />
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      {children}
    </form>
  );
}

/** What the page says at a part: "Saved" after a change went in, or why a change was refused. */
export function PartNotice({ state, part }: { state: CaseFormState; part: string }) {
  const answer = answerFor(state, part);
  if (answer) return <Refusal answer={answer} />;
  if (state.saved !== part) return null;
  return (
    <p
      role="status"
      className="mt-2 mb-0 rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm font-semibold text-green-900"
      data-testid="case-saved"
    >
      {m.staff_case_saved()}
    </p>
  );
}

function Refusal({ answer }: { answer: CaseFormAnswer }) {
  return (
    <div
      role="alert"
      className="mt-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
      data-testid="case-refused"
      data-status={answer.status}
    >
      <p className="m-0 font-semibold">{m.staff_case_form_refused({ message: answer.message })}</p>
      {Object.keys(answer.values).some((name) => name !== "version" && answer.values[name]) && (
        <p className="m-0 mt-1">{m.staff_case_typed_kept()}</p>
      )}
    </div>
  );
}

/** The typed value of `name` when this form was the one refused, else `fallback` (the value read). */
export const typedOr = (answer: CaseFormAnswer | undefined, name: string, fallback: string | null | undefined) =>
  answer?.values[name] ?? fallback ?? "";

/** A field's messages when this form was the one refused. */
export const errorsOf = (answer: CaseFormAnswer | undefined, name: string) => answer?.errors[name];
