import { m } from "~/i18n/paraglide/messages";
import { Field } from "./field";
import { PhoneInput } from "./contact-inputs";

/**
 * "Send my updates on WhatsApp" and the number to use (app/whatsapp), the same on every form that offers it.
 * Without JavaScript the number field is simply there: left empty, the server takes the phone field's number.
 */
export function WhatsAppOptIn({
  idPrefix,
  defaults,
  errors,
}: {
  idPrefix: string;
  defaults: { whatsappOptIn?: string; whatsappNumber?: string };
  errors?: readonly string[];
}) {
  const hintId = `${idPrefix}-whatsappOptIn-hint`;
  return (
    <div className="sm:col-span-2 grid gap-3 rounded-lg border border-gray-200 p-4">
      <div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium text-gray-800">
          <input
            type="checkbox"
            id={`${idPrefix}-whatsappOptIn`}
            name="whatsappOptIn"
            value="on"
            defaultChecked={defaults.whatsappOptIn !== undefined && defaults.whatsappOptIn !== ""}
            aria-describedby={hintId}
            className="h-6 w-6 shrink-0 accent-brand-600"
          />
          {m.forms_whatsapp_opt_in()}
        </label>
        <p id={hintId} className="m-0 text-sm text-gray-600">
          {m.forms_whatsapp_opt_in_hint()}
        </p>
      </div>
      <Field
        id={`${idPrefix}-whatsappNumber`}
        name="whatsappNumber"
        label={m.forms_whatsapp_number_label()}
        hint={m.forms_whatsapp_number_hint()}
        errors={errors}
        optional
      >
        {(control) => <PhoneInput {...control} autoComplete="tel" defaultValue={defaults.whatsappNumber} />}
      </Field>
    </div>
  );
}
