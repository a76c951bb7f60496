import { useState, type FormEvent } from "react";
import { Form } from "react-router";
import { useIsPending } from "~/components/form/use-is-pending";
import { EmailInput } from "~/components/form/contact-inputs";
import { Field } from "~/components/form/field";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";
import type { FieldErrors } from "~/lib/field-errors";
import { checkStatusLookup, type StatusLookupField } from "~/case/status-lookup-schema";

export const STATUS_RESULT_ID = "status-result";

/**
 * Reference + e-mail, posted to /applications/status (works without JavaScript; the answer is at
 * #status-result). With JavaScript the same schema as the server answers a typo at once.
 */
export function StatusLookupForm({
  defaultReference,
  defaultEmail,
  errors: serverErrors,
}: {
  defaultReference?: string;
  /** The e-mail typed, when a limit refused the post (the form comes back filled). */
  defaultEmail?: string;
  errors?: FieldErrors<StatusLookupField>;
}) {
  const [errors, setErrors] = useState<FieldErrors<StatusLookupField>>(serverErrors ?? {});
  const action = localizedHref("/applications/status", useLocale());
  const busy = useIsPending({ formAction: action });
  const field = (name: StatusLookupField) => ({ id: `status-${name}`, name, errors: errors[name] });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const checked = checkStatusLookup({ reference: data.get("reference"), email: data.get("email") });
    if (checked.success) return setErrors({});
    event.preventDefault();
    setErrors(checked.errors);
    const first = checked.errors.reference ? "status-reference" : "status-email";
    document.getElementById(first)?.focus();
  }

  return (
    <Form
      method="post"
      action={`${action}#${STATUS_RESULT_ID}`}
      noValidate
      onSubmit={onSubmit}
      className="card space-y-5 p-5 sm:p-8"
      aria-label={m.status_form_label()}
    >
      <Field {...field("reference")} label={m.status_reference_label()} hint={m.status_reference_hint()} required>
        {(control) => (
          <input
            {...control}
            type="text"
            defaultValue={defaultReference}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            placeholder="APP-XXXXXXXX"
          />
        )}
      </Field>
      <Field {...field("email")} label={m.status_email_label()} hint={m.status_email_hint()} required>
        {(control) => <EmailInput {...control} defaultValue={defaultEmail} maxLength={254} />}
      </Field>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? m.status_looking() : m.status_show_application()}
      </button>
    </Form>
  );
}
