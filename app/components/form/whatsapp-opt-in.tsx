import { m } from "~/i18n/paraglide/messages";
import { whatsappOptInHint } from "~/whatsapp/consent-fields";
import { ErrorList } from "./error-list";
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
  optInErrors,
  numberHint = m.forms_whatsapp_number_hint(),
  numberOptional = true,
  hasStatusPage = true,
}: {
  idPrefix: string;
  defaults: { whatsappOptIn?: string; whatsappNumber?: string };
  /** The number's messages. */
  errors?: readonly string[];
  /** The box's own messages (the case page refuses it unticked). */
  optInErrors?: readonly string[];
  /** Where there is no phone field to fall back on (the case page), a hint without "left empty…". */
  numberHint?: string;
  /** False where the number is all the form asks (the case page): no "(optional)" beside it. */
  numberOptional?: boolean;
  /** Whether the student has a status page to stop the updates from (the hint says so, or says to reply STOP). */
  hasStatusPage?: boolean;
}) {
  const hintId = `${idPrefix}-whatsappOptIn-hint`;
  const errorId = optInErrors?.length ? `${idPrefix}-whatsappOptIn-error` : undefined;
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
            aria-describedby={errorId ? `${errorId} ${hintId}` : hintId}
            aria-invalid={errorId ? true : undefined}
            className="h-6 w-6 shrink-0 accent-brand-600"
          />
          {m.forms_whatsapp_opt_in()}
        </label>
        <p id={hintId} className="m-0 text-sm text-gray-600">
          {whatsappOptInHint(hasStatusPage)}
        </p>
        <ErrorList id={errorId} errors={optInErrors} />
      </div>
      <Field
        id={`${idPrefix}-whatsappNumber`}
        name="whatsappNumber"
        label={m.forms_whatsapp_number_label()}
        hint={numberHint}
        errors={errors}
        optional={numberOptional}
      >
        {(control) => <PhoneInput {...control} autoComplete="tel" defaultValue={defaults.whatsappNumber} />}
      </Field>
    </div>
  );
}
