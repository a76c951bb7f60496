import { useId } from "react";
import { BookCallLink } from "~/components/booking/book-call-link";
import { Form, useActionData, useLocation } from "react-router";
import { SpamGuardFields } from "~/components/form/spam-guard-fields";
import { WhatsAppOptIn } from "~/components/form/whatsapp-opt-in";
import { isConsultationResult } from "~/consultations/consultation-result";
import { m } from "~/i18n/paraglide/messages";
import { REPLY_CHANNELS } from "~/db/enums";
import {
  CONSULTATION_LIMITS,
  type ConsultationField,
  type ConsultationFieldErrors,
  type ConsultationFormValues,
} from "~/consultations/consultation-schema";
import { Field } from "../form/field";
import { StudentFields } from "./student-fields";
import { actionWithFragment, FormResult, Notice } from "../form/form-result";
import { LimitedRefusal } from "../form/limited-refusal";
import {
  CONSULTATION_RECEIVED,
  CONSULTATION_SENT,
  consultationFailure,
  type ConsultationVariant,
} from "./consultation-messages";

type Props = {
  variant: ConsultationVariant;
  /** The university page the form sits on (stored with the request). */
  universityId?: number;
  title?: string;
  description?: string;
  /** Heading level of the title: 2 on /contact, 3 inside a sidebar card that has its own heading. */
  headingLevel?: 2 | 3;
  className?: string;
};

/** The result panel's id: the #fragment the form posts to, so a page answered without JavaScript opens on it. */
export const CONSULTATION_RESULT_ID = "consultation-result";

/**
 * The reusable consultation form (spec: "Consultation section"), on pages that ship no script (docs/decisions/0026):
 * a plain form posted to the page's action (consultationAction) at #consultation-result, so the re-rendered page
 * opens on the outcome, in the spec's words, with each refused field marked and what was typed kept.
 */
export function ConsultationSection({
  variant,
  universityId,
  title = m.forms_consultation_title(),
  description = m.forms_consultation_description(),
  headingLevel = 2,
  className = "",
}: Props) {
  const actionData = useActionData();
  const posted = isConsultationResult(actionData) ? actionData : undefined;
  const postedFailure = posted && !posted.ok ? posted : undefined;
  const errors: ConsultationFieldErrors = postedFailure?.errors ?? {};
  const defaults: Partial<ConsultationFormValues> = postedFailure?.values ?? {};
  const location = useLocation();

  const id = useId();
  const source = variant === "contact" ? "contact" : universityId ? `university:${universityId}` : "website";
  const field = (name: ConsultationField) => ({ id: `${id}-${name}`, name, errors: errors[name] });
  const value = (name: ConsultationField) => defaults[name] ?? "";

  const Heading = headingLevel === 2 ? "h2" : "h3";
  const contact = variant === "contact";

  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <Heading
        id={`${id}-title`}
        className={contact ? "text-2xl font-bold text-brand-900" : "text-xl font-bold text-brand-900"}
      >
        {title}
      </Heading>
      <p className="mt-2 text-gray-600">{description}</p>
      <BookCallLink className="mt-4" />

      <FormResult id={CONSULTATION_RESULT_ID} className="mt-4">
        {posted?.ok && (
          <Notice tone="success" title={posted.emailSent ? CONSULTATION_SENT.title : CONSULTATION_RECEIVED.title}>
            {posted.emailSent ? CONSULTATION_SENT.description : CONSULTATION_RECEIVED.description}
          </Notice>
        )}
        {postedFailure && (
          <Notice tone="error" title={m.forms_error_title()}>
            {postedFailure.errors
              ? m.forms_consultation_refused()
              : consultationFailure(variant, postedFailure.message).description}
            <LimitedRefusal retryAfter={postedFailure.retryAfter} handoff={m.handoff_limited_consultation()} />
          </Notice>
        )}
      </FormResult>

      <Form
        method="post"
        action={actionWithFragment(location, CONSULTATION_RESULT_ID)}
        // The spec's messages, from the server, rather than the browser's own.
        noValidate
        className="mt-4 grid gap-4"
      >
        <input type="hidden" name="intent" value="consultation" />
        <SpamGuardFields />
        <input type="hidden" name="source" value={source} />
        <StudentFields field={field} value={value} className={contact ? "grid gap-4 sm:grid-cols-2" : "grid gap-4"} />
        <fieldset className="m-0 border-0 p-0">
          <legend className="text-sm font-semibold text-gray-700">{m.handoff_reply_by()}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {REPLY_CHANNELS.map((channel) => (
              <label
                key={channel}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm has-[:checked]:(border-brand-600 bg-brand-50 font-semibold text-brand-900)"
              >
                <input
                  type="radio"
                  name="replyBy"
                  value={channel}
                  defaultChecked={(value("replyBy") || "email") === channel}
                  className="h-6 w-6 shrink-0 accent-brand-600"
                />
                {channel === "whatsapp" ? m.handoff_reply_whatsapp() : m.handoff_reply_email()}
              </label>
            ))}
          </div>
        </fieldset>
        <WhatsAppOptIn idPrefix={id} defaults={defaults} errors={errors.whatsappNumber} hasStatusPage={false} />
        <Field {...field("message")} label={m.forms_consultation_message_label()}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={CONSULTATION_LIMITS.message}
              placeholder={m.forms_consultation_message_placeholder()}
              defaultValue={value("message")}
            />
          )}
        </Field>
        <button type="submit" className={`btn-primary ${contact ? "sm:justify-self-start" : "w-full"}`}>
          {m.forms_consultation_submit()}
        </button>
      </Form>
    </section>
  );
}
