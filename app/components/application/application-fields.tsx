import type { ReactNode } from "react";
import { EmailInput, PhoneInput } from "~/components/form/contact-inputs";
import { Field } from "~/components/form/field";
import { SelectField } from "~/components/form/select-field";
import { WhatsAppOptIn } from "~/components/form/whatsapp-opt-in";
import { useHydrated } from "~/components/hydrated";
import { m } from "~/i18n/paraglide/messages";
import { DOCUMENT_TYPES, isDocumentType } from "~/catalogue/document-types";
import { nationalityOptions as nationalitiesByName } from "~/catalogue/nationality";
import { QUALIFICATION_LABELS } from "~/catalogue/eligibility-labels";
import { QUALIFICATIONS } from "~/catalogue/qualifications";
import {
  DEFAULT_COUNTRY,
  type DocumentField,
  documentFieldName,
  EDUCATION_LEVELS,
  educationLevelLabel,
  FIELD_LABELS,
  type ApplicationErrors,
  type ApplicationField,
} from "~/applications/application-schema";
import { intakeName } from "~/catalogue/intakes";
import {
  chosenOffering,
  findUniversity,
  groupedPrograms,
  intakeOptions,
  programsOf,
  type Catalogue,
  type ProgramChoice,
} from "~/applications/application-options";
import type { ChoiceField, Defaults } from "./application-form-state";
import { DOCUMENTS_INPUT_ID } from "./document-picker";

// The application form's fields, section by section. Typed fields keep their own value (defaultValue); only the
// three chained selects are controlled, by the form's state.

/** The fields in the order they appear: the first refused one gets the focus. */
export type FormField = ApplicationField | "documents" | DocumentField;
export const FIELD_ORDER: FormField[] = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "whatsappOptIn",
  "whatsappNumber",
  "countryOfResidence",
  "selectedFaculty",
  "selectedUniversity",
  "selectedProgram",
  "intake",
  "educationLevel",
  "qualification",
  "nationality",
  ...DOCUMENT_TYPES.map(documentFieldName),
  "documents",
  "message",
];

/** A field's control: the documents' boxes have their own ids (documentInputId). */
export function inputId(field: string) {
  if (field === "documents") return DOCUMENTS_INPUT_ID;
  const type = field.startsWith("documents_") ? field.slice("documents_".length) : "";
  return isDocumentType(type) ? `${DOCUMENTS_INPUT_ID}${type === "other" ? "" : `-${type}`}` : `application-${field}`;
}

const fieldProps = (errors: ApplicationErrors, name: ApplicationField) => ({
  id: inputId(name),
  name,
  errors: errors[name],
});

export function FormSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="p-6 sm:p-8">
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      {intro && <p className="mt-2 text-sm text-gray-600">{intro}</p>}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export function PersonalFields({ defaults, errors }: { defaults: Defaults; errors: ApplicationErrors }) {
  return (
    <FormSection title={m.forms_section_personal()}>
      <Field {...fieldProps(errors, "firstName")} label={FIELD_LABELS.firstName} required>
        {(control) => <input {...control} autoComplete="given-name" required defaultValue={defaults.firstName} />}
      </Field>
      <Field {...fieldProps(errors, "lastName")} label={FIELD_LABELS.lastName} required>
        {(control) => <input {...control} autoComplete="family-name" required defaultValue={defaults.lastName} />}
      </Field>
      <Field {...fieldProps(errors, "email")} label={FIELD_LABELS.email} required>
        {(control) => <EmailInput {...control} required defaultValue={defaults.email} />}
      </Field>
      <Field {...fieldProps(errors, "phone")} label={FIELD_LABELS.phone} optional>
        {(control) => <PhoneInput {...control} defaultValue={defaults.phone} />}
      </Field>
      <WhatsAppOptIn idPrefix="application" defaults={defaults} errors={errors.whatsappNumber} />
      <Field
        {...fieldProps(errors, "countryOfResidence")}
        label={FIELD_LABELS.countryOfResidence}
        className="sm:col-span-2"
      >
        {(control) => (
          <input
            {...control}
            autoComplete="country-name"
            defaultValue={defaults.countryOfResidence ?? DEFAULT_COUNTRY}
          />
        )}
      </Field>
    </FormSection>
  );
}

/**
 * The catalogue's faculties and universities are chosen by name (the application stores the catalogue's names),
 * shown by their label in the page's language where they have one.
 */
function nameOptions(rows: readonly { name: string; label?: string }[]) {
  return rows.map((r) => ({ value: r.name, label: r.label ?? r.name }));
}

/** Stored in English (the value), shown in the page's language. */
const educationLevelOptions = () =>
  EDUCATION_LEVELS.map((level) => ({ value: level, label: educationLevelLabel(level) }));

const qualificationOptions = () => QUALIFICATIONS.map((q) => ({ value: q, label: QUALIFICATION_LABELS[q]() }));
/** By name in the page's language, Nigeria first (Intl names them: no message ships). */
const nationalityOptions = () => nationalitiesByName().map(({ code, name }) => ({ value: code, label: name }));

/** The student's qualification and nationality: optional, the checklist's keys (it follows them). */
export type Profile = { qualification: string; nationality: string };

/** The profile's two selects, alike: optional, and the checklist follows what they say. */
const PROFILE_FIELDS = [
  { field: "qualification", placeholder: m.checklist_select_qualification, options: qualificationOptions },
  { field: "nationality", placeholder: m.checklist_select_nationality, options: nationalityOptions },
] as const;

/** Faculty → university → program (the programs follow the pair chosen), the education level and the profile. */
export function AcademicFields({
  catalogue,
  choice,
  onChoose,
  onProfile,
  defaults,
  errors,
}: {
  catalogue: Catalogue;
  choice: { faculty: string; university: string; program: string };
  onChoose: (field: ChoiceField, value: string) => void;
  onProfile: (field: keyof Profile, value: string) => void;
  defaults: Defaults;
  errors: ApplicationErrors;
}) {
  const pairChosen = Boolean(choice.faculty && choice.university);
  const pairPrograms = programsOf(catalogue, choice.faculty, choice.university);
  const universityId = findUniversity(catalogue, choice.university)?.id;
  return (
    <FormSection title={m.forms_section_academic()}>
      <SelectField
        {...fieldProps(errors, "selectedFaculty")}
        label={FIELD_LABELS.selectedFaculty}
        required
        placeholder={m.forms_select_faculty()}
        options={nameOptions(catalogue.faculties)}
        select={{ required: true, value: choice.faculty, onChange: (e) => onChoose("faculty", e.target.value) }}
      />
      <div>
        <SelectField
          {...fieldProps(errors, "selectedUniversity")}
          label={FIELD_LABELS.selectedUniversity}
          required
          placeholder={m.forms_select_university()}
          options={nameOptions(catalogue.universities)}
          select={{ required: true, value: choice.university, onChange: (e) => onChoose("university", e.target.value) }}
        />
        <input type="hidden" name="universityId" value={universityId ?? ""} />
      </div>
      <div className="sm:col-span-2">
        <ProgramField
          {...fieldProps(errors, "selectedProgram")}
          catalogue={catalogue}
          pairPrograms={pairChosen ? pairPrograms : undefined}
          value={choice.program}
          onChange={(program) => onChoose("program", program)}
        />
        {pairChosen && pairPrograms.length === 0 && (
          <p
            role="status"
            className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-800"
          >
            {m.forms_no_programs()}
          </p>
        )}
      </div>
      <SelectField
        {...fieldProps(errors, "intake")}
        label={FIELD_LABELS.intake}
        optional
        hint={m.forms_intake_hint()}
        placeholder={m.forms_intake_next()}
        options={intakeOptions(catalogue, chosenOffering(catalogue, choice)?.id).map((day) => ({
          value: day,
          label: intakeName(day),
        }))}
        select={{ defaultValue: defaults.intake ?? "" }}
      />
      <SelectField
        {...fieldProps(errors, "educationLevel")}
        label={FIELD_LABELS.educationLevel}
        optional
        placeholder={m.forms_select_education_level()}
        options={educationLevelOptions()}
        select={{ defaultValue: defaults.educationLevel ?? "" }}
      />
      {PROFILE_FIELDS.map(({ field, placeholder, options }) => (
        <SelectField
          key={field}
          {...fieldProps(errors, field)}
          label={FIELD_LABELS[field]}
          optional
          placeholder={placeholder()}
          options={options()}
          select={{ defaultValue: defaults[field] ?? "", onChange: (e) => onProfile(field, e.target.value) }}
        />
      ))}
    </FormSection>
  );
}

/**
 * Without JavaScript the list cannot follow the faculty and university chosen: it offers every program, grouped.
 * With it, only the programs of the chosen pair (none, and disabled, until both are chosen).
 */
function ProgramField({
  catalogue,
  pairPrograms,
  value,
  onChange,
  ...field
}: {
  id: string;
  name: string;
  errors?: readonly string[];
  catalogue: Catalogue;
  /** The chosen pair's programs; undefined until both are chosen. */
  pairPrograms: ProgramChoice[] | undefined;
  value: string;
  onChange: (program: string) => void;
}) {
  const hydrated = useHydrated();
  return (
    <Field
      {...field}
      label={FIELD_LABELS.selectedProgram}
      required
      hint={hydrated ? m.forms_program_hint_hydrated() : m.forms_program_hint_plain()}
      controlClassName="disabled:(cursor-not-allowed bg-gray-100 text-gray-600)"
    >
      {(control) => (
        <select
          {...control}
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={hydrated && !pairPrograms}
        >
          <option value="">{hydrated && !pairPrograms ? m.forms_select_pair_first() : m.forms_select_program()}</option>
          {hydrated
            ? pairPrograms?.map((p) => (
                <option key={p.id} value={p.name}>
                  {p.label}
                </option>
              ))
            : groupedPrograms(catalogue).map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.programs.map((p) => (
                    <option key={p.id} value={p.name}>
                      {p.label}
                    </option>
                  ))}
                </optgroup>
              ))}
        </select>
      )}
    </Field>
  );
}

export function MessageField({ defaults, errors }: { defaults: Defaults; errors: ApplicationErrors }) {
  return (
    <FormSection title={m.forms_label_additional_message()}>
      <Field {...fieldProps(errors, "message")} label={m.forms_label_message()} optional className="sm:col-span-2">
        {(control) => (
          <textarea {...control} rows={4} defaultValue={defaults.message} placeholder={m.forms_message_placeholder()} />
        )}
      </Field>
    </FormSection>
  );
}
