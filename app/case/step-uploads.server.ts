// Documents sent for one step of the case (docs/decisions/0045-step-uploads.md): the status page's upload box under
// a step names it (`step`, its kind). The step must be on this application, ask for documents, be open, and every
// file must be of a type its rule asks for; otherwise the refusal says which, before anything is stored.
import type { ApplicationStatusView, CaseStepView } from "./case-view.server";
import { isOpen } from "./case-steps";
import { documentTypeName, type DocumentType } from "~/catalogue/document-types";
import { STEP_KINDS, type StepKind } from "~/db/enums";
import { m } from "~/i18n/paraglide/messages";
import { joinList } from "~/lib/join-list";

export type StepRefusal = { status: 400 | 404 | 409; message: string; field: "step" | "docType" };

const isStepKind = (value: string): value is StepKind => (STEP_KINDS as readonly string[]).includes(value);

/** The step a box names, if it takes documents now; else the refusal (4xx) that says why. */
export function stepTakingDocuments(
  application: Pick<ApplicationStatusView, "steps">,
  kind: string,
): { ok: true; step: CaseStepView } | ({ ok: false } & StepRefusal) {
  const step = isStepKind(kind) ? application.steps.find((s) => s.kind === kind) : undefined;
  if (!step) {
    // A kind we do not know is a bad request; a real kind this application has no step of (no offer yet) is not found.
    const status = isStepKind(kind) ? 404 : 400;
    return { ok: false, status, message: m.case_upload_unknown_step({ step: kind.slice(0, 40) }), field: "step" };
  }
  if (step.documents.length === 0)
    return { ok: false, status: 400, message: m.case_upload_no_documents({ step: step.title }), field: "step" };
  if (!isOpen(step))
    return {
      ok: false,
      status: 409,
      message: m.case_upload_step_closed({ step: step.title, state: step.markWords }),
      field: "step",
    };
  return { ok: true, step };
}

/** The refusal of a file whose type the step's rule does not ask for, or undefined when every one is asked for. */
export function wrongTypeForStep(step: CaseStepView, types: DocumentType[]): StepRefusal | undefined {
  const wrong = types.find((type) => !step.documents.some((d) => d.docType === type));
  if (wrong === undefined) return undefined;
  const message = m.case_upload_wrong_type({
    type: documentTypeName(wrong),
    types: joinList(
      step.documents.map((d) => d.name),
      "or",
    ),
  });
  return { status: 400, message, field: "docType" };
}
