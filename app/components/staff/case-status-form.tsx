import { Field } from "~/components/form/field";
import type { StaffCase } from "~/components/server-data";
import { documentTypeName, DOCUMENT_TYPES } from "~/catalogue/document-types";
import { m } from "~/i18n/paraglide/messages";
import { answerFor, type CaseFormState, statusPart } from "~/staff/case-page";
import { NOTE_MAX, STATUS_VERSION, statusChoices, versionOf } from "~/staff/case-change-schema";
import { statusWords } from "~/staff/today-words";
import { CaseForm, CaseSection, errorsOf, PartNotice, primaryButton, typedOr } from "./case-form-parts";

/**
 * The status now and its form: only the moves allowed from it (and itself, for the note alone), the note the
 * student reads, and the document asked for (with Documents requested).
 */
export function CaseStatusForm({
  application: a,
  state,
}: {
  application: StaffCase["application"];
  state: CaseFormState;
}) {
  const part = statusPart();
  const answer = answerFor(state, part);
  const choices = statusChoices(a.status);
  return (
    <CaseSection id="status-heading" title={m.staff_case_status_title()} className="scroll-mt-4">
      <div id={part} className="card mt-3 p-4" data-testid="case-status" data-status={a.status}>
        <p className="m-0 text-lg font-semibold text-gray-900">
          {m.staff_case_status_now({ status: statusWords(a.status) })}
        </p>
        <PartNotice state={state} part={part} />
        <CaseForm
          reference={a.reference}
          part={part}
          intent="status"
          version={versionOf(STATUS_VERSION, a)}
          label={m.staff_case_status_title()}
          className="mt-4 grid gap-4"
        >
          <Field
            id="status-status"
            name="status"
            label={m.staff_case_label_status()}
            errors={errorsOf(answer, "status")}
          >
            {(control) => (
              <select {...control} defaultValue={typedOr(answer, "status", a.status)}>
                {choices.map((status) => (
                  <option key={status} value={status}>
                    {status === a.status
                      ? m.staff_case_status_same({ status: statusWords(status) })
                      : statusWords(status)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id="status-doc-type"
            name="requestedDocType"
            label={m.staff_case_label_doc_type()}
            errors={errorsOf(answer, "requestedDocType")}
          >
            {(control) => (
              <select {...control} defaultValue={typedOr(answer, "requestedDocType", a.requestedDocType)}>
                <option value="">{m.staff_case_doc_type_none()}</option>
                {DOCUMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {documentTypeName(type)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id="status-note"
            name="staffNote"
            label={m.staff_case_label_note()}
            hint={m.staff_case_note_hint()}
            errors={errorsOf(answer, "staffNote")}
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={NOTE_MAX}
                defaultValue={typedOr(answer, "staffNote", a.staffNote)}
              />
            )}
          </Field>
          <div>
            <button type="submit" className={primaryButton}>
              {m.staff_case_save_status()}
            </button>
          </div>
        </CaseForm>
      </div>
    </CaseSection>
  );
}
