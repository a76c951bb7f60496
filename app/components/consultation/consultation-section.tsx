import { useId, useRef, useState } from "react";
import { useFetcherAnswer } from "~/components/form/use-fetcher-answer";
import { useActionData, useFetcher, useLocation } from "react-router";
import { Field } from "../form/field";
import { fieldErrors, invalidFields } from "~/lib/field-errors";
import { actionWithFragment, FormResult, Notice } from "../form/form-result";
import { EmailInput, FullNameInput, PhoneInput } from "~/components/form/contact-inputs";
import { SpamGuardFields } from "~/components/form/spam-guard-fields";
import { SelectOptions } from "~/components/form/select-options";
import {
  CONSULTATION_LIMITS,
  consultationFormValues,
  consultationSchema,
  STUDY_LEVELS,
  type ConsultationField,
  type ConsultationFieldErrors,
  type ConsultationFormValues,
} from "~/lib/consultation-schema";
import { preloadToaster, useToast } from "../toast/use-toast";
import {
  CONSULTATION_RECEIVED,
  CONSULTATION_SENT,
  consultationFailure,
  type ConsultationVariant,
} from "./consultation-messages";
import { isConsultationResult, type ConsultationActionData } from "~/consultations/consultation-result";

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

const FIELD_ORDER: ConsultationField[] = ["fullName", "email", "phone", "studyLevel", "message"];

/** The result panel's id: the #fragment the form posts to, so a page answered without JavaScript opens on it. */
const REFUSED_MESSAGE = "Please correct the fields marked below and send the form again.";

export const CONSULTATION_RESULT_ID = "consultation-result";

/**
 * The reusable consultation form (spec: "Consultation section"). Without JavaScript it is a plain form
 * posted to the page's action (consultationAction) at #consultation-result, so the re-rendered page opens
 * on the outcome; with JavaScript a fetcher sends it in place through the route's clientAction (which turns
 * network and server failures into a failed result), the browser checks the same zod schema first, and a
 * toast reports the outcome.
 */
export function ConsultationSection({
  variant,
  universityId,
  title = "Ready to Start Your Educational Journey?",
  description = "Get personalized guidance from our expert educational consultants. Schedule a free consultation today!",
  headingLevel = 2,
  className = "",
}: Props) {
  const fetcher = useFetcher<ConsultationActionData>();
  // The outcome of a plain (no-JavaScript) post of this form, rendered by the server.
  const actionData = useActionData();
  const posted = isConsultationResult(actionData) ? actionData : undefined;
  const postedFailure = posted && !posted.ok ? posted : undefined;

  const location = useLocation();
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ConsultationFieldErrors>(postedFailure?.errors ?? {});
  // After a first failed attempt, messages follow the fields as they are corrected.
  const [liveValidation, setLiveValidation] = useState(Boolean(postedFailure?.errors));

  const id = useId();
  const fieldId = (name: ConsultationField) => `${id}-${name}`;
  const source = variant === "contact" ? "contact" : universityId ? `university:${universityId}` : "website";
  const busy = fetcher.state !== "idle";
  const defaults: Partial<ConsultationFormValues> = postedFailure?.values ?? {};

  useFetcherAnswer(fetcher, (result) => {
    if (result.ok) {
      toast(result.emailSent ? CONSULTATION_SENT : CONSULTATION_RECEIVED);
      formRef.current?.reset();
      setErrors({});
      setLiveValidation(false);
    } else {
      if (result.errors) setErrors(result.errors);
      toast({ ...consultationFailure(variant, result.message), variant: "destructive" });
    }
  });

  function validate(form: HTMLFormElement) {
    const parsed = consultationSchema.safeParse(consultationFormValues(new FormData(form)));
    const found = parsed.success ? {} : fieldErrors<ConsultationField>(parsed.error);
    setErrors(found);
    return found;
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const found = validate(form);
    const [firstInvalid] = invalidFields(found, FIELD_ORDER);
    if (firstInvalid) {
      event.preventDefault();
      setLiveValidation(true);
      (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
    }
  }

  const field = (name: ConsultationField) => ({ id: fieldId(name), name, errors: errors[name] });
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

      <FormResult id={CONSULTATION_RESULT_ID} className="mt-4">
        {posted?.ok && (
          <Notice tone="success" title={posted.emailSent ? CONSULTATION_SENT.title : CONSULTATION_RECEIVED.title}>
            {posted.emailSent ? CONSULTATION_SENT.description : CONSULTATION_RECEIVED.description}
          </Notice>
        )}
        {postedFailure && (
          <Notice tone="error" title="Error">
            {postedFailure.errors ? REFUSED_MESSAGE : consultationFailure(variant, postedFailure.message).description}
          </Notice>
        )}
      </FormResult>

      <fetcher.Form
        ref={formRef}
        method="post"
        action={actionWithFragment(location, CONSULTATION_RESULT_ID)}
        // A request changes nothing the page shows: no need to reload the page's data after it.
        defaultShouldRevalidate={false}
        noValidate
        onSubmit={onSubmit}
        onChange={(event) => liveValidation && validate(event.currentTarget)}
        onFocus={preloadToaster}
        aria-busy={busy}
        className="mt-4 grid gap-4"
      >
        <input type="hidden" name="intent" value="consultation" />
        <SpamGuardFields />
        <input type="hidden" name="source" value={source} />
        <div className={contact ? "grid gap-4 sm:grid-cols-2" : "grid gap-4"}>
          <Field {...field("fullName")} label="Full Name">
            {(control) => (
              <FullNameInput {...control} maxLength={CONSULTATION_LIMITS.fullName} defaultValue={value("fullName")} />
            )}
          </Field>
          <Field {...field("email")} label="Email Address">
            {(control) => (
              <EmailInput {...control} maxLength={CONSULTATION_LIMITS.email} defaultValue={value("email")} />
            )}
          </Field>
          <Field {...field("phone")} label="Phone Number">
            {(control) => (
              <PhoneInput {...control} maxLength={CONSULTATION_LIMITS.phone} defaultValue={value("phone")} />
            )}
          </Field>
          <Field {...field("studyLevel")} label="Study Level">
            {(control) => (
              <select {...control} defaultValue={value("studyLevel")}>
                <SelectOptions placeholder="Select Study Level" options={STUDY_LEVELS} />
              </select>
            )}
          </Field>
        </div>
        <Field {...field("message")} label="Additional Message (optional)">
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={CONSULTATION_LIMITS.message}
              placeholder="Tell us which programs or universities interest you"
              defaultValue={value("message")}
            />
          )}
        </Field>
        <button type="submit" className={`btn-primary ${contact ? "sm:justify-self-start" : "w-full"}`} disabled={busy}>
          {busy ? (contact ? "Sending..." : "Processing...") : "Get Free Consultation"}
        </button>
      </fetcher.Form>
    </section>
  );
}
