import { EmailInput, FullNameInput, PhoneInput } from "~/components/form/contact-inputs";
import { Field } from "~/components/form/field";
import { SelectOptions } from "~/components/form/select-options";
import { CONSULTATION_LIMITS, STUDY_LEVELS } from "~/consultations/consultation-schema";
import { m } from "~/i18n/paraglide/messages";

/** The fields typed in, each with its input (the keyboard it opens, what autofill may put in it). */
const CONTACT_FIELDS = [
  { name: "fullName", label: m.forms_label_full_name, Input: FullNameInput },
  { name: "email", label: m.forms_label_email, Input: EmailInput },
  { name: "phone", label: m.forms_label_phone, Input: PhoneInput },
] as const;

type StudentField = (typeof CONTACT_FIELDS)[number]["name"] | "studyLevel";

/**
 * Who is asking: name, e-mail, phone and study level, with the consultation's limits and words. The consultation form
 * and the booking form (a booking is a consultation request) both show these, each with its own ids and errors.
 */
export function StudentFields({
  field,
  value,
  className,
}: {
  field: (name: StudentField) => { id: string; name: string; errors?: readonly string[] };
  value: (name: StudentField) => string;
  className: string;
}) {
  return (
    <div className={className}>
      {CONTACT_FIELDS.map(({ name, label, Input }) => (
        <Field key={name} {...field(name)} label={label()}>
          {(control) => <Input {...control} maxLength={CONSULTATION_LIMITS[name]} defaultValue={value(name)} />}
        </Field>
      ))}
      <Field {...field("studyLevel")} label={m.forms_label_study_level()}>
        {(control) => (
          <select {...control} defaultValue={value("studyLevel")}>
            <SelectOptions placeholder={m.forms_study_level_placeholder()} options={STUDY_LEVELS} />
          </select>
        )}
      </Field>
    </div>
  );
}
