import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Form, useLocation } from "react-router";
import { actionWithFragment } from "~/components/form/form-result";
import { SpamGuardFields } from "~/components/form/spam-guard-fields";
import { useHydrated } from "~/components/hydrated";
import { Icon } from "~/components/icons";
import { type Catalogue, type Choice, chosenOffering } from "~/applications/application-options";
import { type ChecklistRow, checklistFor, sometimesToApply } from "~/catalogue/checklist";
import { m } from "~/i18n/paraglide/messages";
import { whatsappHref } from "~/consultations/office-contact";
import { invalidFields } from "~/lib/field-errors";
import { ApplicationDocuments } from "./application-documents";
import { AcademicFields, FIELD_ORDER, inputId, MessageField, PersonalFields, type Profile } from "./application-fields";
import type { ApplicationActionData } from "./application-form-state";
import { APPLICATION_RESULT_ID, ApplicationResult } from "./application-result";
import { useApplicationForm } from "./use-application-form";

export type { ApplicationActionData } from "./application-form-state";

/**
 * The application: fields, documents and the result, posted to the route action without JavaScript; with it the
 * documents upload as they are picked and the form is sent once they are all on the server (useApplicationForm).
 */
export function ApplicationForm({
  catalogue,
  preselected,
  checklistRows,
  actionData,
  whatsappNumber,
}: {
  catalogue: Catalogue;
  preselected: Choice;
  /** Every checklist row: the list follows the program, qualification and nationality chosen. */
  checklistRows: ChecklistRow[];
  actionData?: ApplicationActionData;
  whatsappNumber?: string;
}) {
  const location = useLocation();
  const form = useApplicationForm({ actionData, preselected });
  const { state } = form;
  const [profile, setProfile] = useState<Profile>(() => ({
    qualification: state.defaults.qualification ?? "",
    nationality: state.defaults.nationality ?? "",
  }));
  // What was chosen before the scripts loaded is in the selects, not in this state.
  useEffect(() => {
    const chosen = (field: string) => {
      const select = document.getElementById(inputId(field));
      return select instanceof HTMLSelectElement ? select.value : "";
    };
    setProfile({ qualification: chosen("qualification"), nationality: chosen("nationality") });
  }, []);
  // A success mounts empty fields: the profile starts again too.
  const [profileOf, setProfileOf] = useState(state.formKey);
  if (profileOf !== state.formKey) {
    setProfileOf(state.formKey);
    setProfile({ qualification: "", nationality: "" });
  }
  const offering = chosenOffering(catalogue, state);
  const checklist = checklistFor(checklistRows, {
    offering,
    qualification: profile.qualification || null,
    nationality: profile.nationality || null,
  });

  return (
    <EnhancedForm
      key={state.formKey}
      action={actionWithFragment(location, APPLICATION_RESULT_ID)}
      onSubmit={(event) => form.onSubmit(event, checklist)}
    >
      <PersonalFields defaults={state.defaults} errors={state.errors} />
      <AcademicFields
        catalogue={catalogue}
        choice={state}
        onChoose={form.choose}
        onProfile={(field, value) => setProfile((current) => ({ ...current, [field]: value }))}
        defaults={state.defaults}
        errors={state.errors}
      />
      <ApplicationDocuments
        checklist={checklist}
        general={offering === null}
        sometimes={offering === null ? sometimesToApply(checklistRows, checklist) : []}
        entries={form.entries}
        onAdd={(list, type) => void form.addFiles(list, type)}
        onRemove={form.removeFile}
        disabled={form.sending}
        refusal={state.refusal}
        errors={state.errors}
        preparing={state.preparing}
      />
      <MessageField defaults={state.defaults} errors={state.errors} />

      <div className="space-y-5 p-6 sm:p-8">
        <p className="rounded-lg bg-gray-50 p-4 text-sm text-gray-700">
          <strong>{m.forms_declaration_label()}</strong> {m.forms_declaration_text()}
        </p>

        <ApplicationResult
          resultRef={form.resultRef}
          outcome={state.outcome}
          refusedFields={invalidFields(state.errors, FIELD_ORDER)}
          waiting={state.waiting !== null}
          entries={form.entries}
          sending={form.sending}
          lastReference={state.lastReference}
          handoff={
            state.program
              ? m.handoff_limited_application({ program: state.program })
              : m.handoff_limited_application_plain()
          }
        />

        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={form.submitting}>
            {form.submitting ? m.forms_submitting() : m.forms_submit_application()}
          </button>
          {whatsappNumber && (
            <a
              href={whatsappHref(whatsappNumber, m.forms_whatsapp_text())}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 text-sm font-medium text-green-700 hover:underline"
            >
              <Icon name="whatsapp" />
              {m.forms_whatsapp_link()}
            </a>
          )}
        </div>
      </div>
      <SpamGuardFields />
    </EnhancedForm>
  );
}

/**
 * Until hydration the browser checks the fields and the route action receives the plain multipart form; then
 * `onSubmit` checks them and sends the uploaded documents by id. Only this wrapper renders again when that
 * changes: its children are the same elements, so React leaves the form's fields alone.
 */
function EnhancedForm({
  action,
  onSubmit,
  children,
}: {
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={hydrated ? onSubmit : undefined}
      className="card divide-y divide-gray-100"
    >
      {children}
    </Form>
  );
}
