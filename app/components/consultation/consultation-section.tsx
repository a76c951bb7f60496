import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useActionData, useFetcher } from "react-router";
import { SpamGuardFields } from "~/components/form/spam-guard-fields";
import {
  CONSULTATION_LIMITS,
  consultationFieldErrors,
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
import { isConsultationResult, type ConsultationActionData } from "./consultation-result";

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

/**
 * The reusable consultation form (spec: "Consultation section"). Without JavaScript it is a plain form
 * posted to the page's action (consultationAction), which re-renders the page with the outcome; with
 * JavaScript a fetcher sends it in place, the browser checks the same zod schema first, and a toast
 * reports the outcome.
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

  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ConsultationFieldErrors>(postedFailure?.errors ?? {});
  // After a first failed attempt, messages follow the fields as they are corrected.
  const [liveValidation, setLiveValidation] = useState(Boolean(postedFailure?.errors));
  const handled = useRef<ConsultationActionData | undefined>(undefined);

  const id = useId();
  const fieldId = (name: ConsultationField) => `${id}-${name}`;
  const source = variant === "contact" ? "contact" : universityId ? `university:${universityId}` : "website";
  const busy = fetcher.state !== "idle";
  const defaults: Partial<ConsultationFormValues> = postedFailure?.values ?? {};

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast(result.emailSent ? CONSULTATION_SENT : CONSULTATION_RECEIVED);
      formRef.current?.reset();
      setErrors({});
      setLiveValidation(false);
    } else {
      if (result.errors) setErrors(result.errors);
      toast({ ...consultationFailure(variant, result.message), variant: "destructive" });
    }
  }, [fetcher.state, fetcher.data, toast, variant]);

  function validate(form: HTMLFormElement) {
    const parsed = consultationSchema.safeParse(consultationFormValues(new FormData(form)));
    const found = parsed.success ? {} : consultationFieldErrors(parsed.error);
    setErrors(found);
    return found;
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const found = validate(form);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      event.preventDefault();
      setLiveValidation(true);
      (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    if (!navigator.onLine) {
      event.preventDefault();
      toast({ ...consultationFailure(variant, "You appear to be offline. Please check your connection."), variant: "destructive" });
    }
  }

  const fieldProps = (name: ConsultationField) => {
    const message = errors[name]?.[0];
    return {
      id: fieldId(name),
      name,
      "aria-invalid": message ? true : undefined,
      "aria-describedby": message ? `${fieldId(name)}-error` : undefined,
      // box-border: the inputs are w-full with padding, whatever the page's CSS reset.
      className: `form-input box-border ${message ? "form-input-error" : ""}`,
      defaultValue: defaults[name] ?? "",
    };
  };
  const errorOf = (name: ConsultationField) => {
    const message = errors[name]?.[0];
    return message ? (
      <p id={`${fieldId(name)}-error`} className="form-error">
        {message}
      </p>
    ) : null;
  };

  const Heading = headingLevel === 2 ? "h2" : "h3";
  const contact = variant === "contact";

  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={contact ? "text-2xl font-bold text-brand-900" : "text-xl font-bold text-brand-900"}>
        {title}
      </Heading>
      <p className="mt-2 text-gray-600">{description}</p>

      {posted?.ok && (
        <Notice tone="success" title={posted.emailSent ? CONSULTATION_SENT.title : CONSULTATION_RECEIVED.title}>
          {posted.emailSent ? CONSULTATION_SENT.description : CONSULTATION_RECEIVED.description}
        </Notice>
      )}
      {postedFailure && !postedFailure.errors && (
        <Notice tone="error" title="Error">
          {consultationFailure(variant, postedFailure.message).description}
        </Notice>
      )}

      <fetcher.Form
        ref={formRef}
        method="post"
        // A request changes nothing the page shows: no need to reload the page's data after it.
        defaultShouldRevalidate={false}
        noValidate
        onSubmit={onSubmit}
        onChange={(event) => liveValidation && validate(event.currentTarget)}
        onFocus={preloadToaster}
        aria-busy={busy}
        className="mt-6 grid gap-4"
      >
        <input type="hidden" name="intent" value="consultation" />
        <SpamGuardFields />
        <input type="hidden" name="source" value={source} />
        <div className={contact ? "grid gap-4 sm:grid-cols-2" : "grid gap-4"}>
          <Field label="Full Name" htmlFor={fieldId("fullName")} error={errorOf("fullName")}>
            <input
              {...fieldProps("fullName")}
              type="text"
              autoComplete="name"
              maxLength={CONSULTATION_LIMITS.fullName}
              placeholder="e.g. Amina Bello"
            />
          </Field>
          <Field label="Email Address" htmlFor={fieldId("email")} error={errorOf("email")}>
            <input
              {...fieldProps("email")}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CONSULTATION_LIMITS.email}
              placeholder="you@example.com"
            />
          </Field>
          <Field label="Phone Number" htmlFor={fieldId("phone")} error={errorOf("phone")}>
            <input
              {...fieldProps("phone")}
              type="tel"
              autoComplete="tel"
              maxLength={CONSULTATION_LIMITS.phone}
              placeholder="+234 803 123 4567"
            />
          </Field>
          <Field label="Study Level" htmlFor={fieldId("studyLevel")} error={errorOf("studyLevel")}>
            <select {...fieldProps("studyLevel")}>
              <option value="">Select Study Level</option>
              {STUDY_LEVELS.map((level) => (
                <option key={level.value} value={level.value}>
                  {level.label}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field label="Additional Message (optional)" htmlFor={fieldId("message")} error={errorOf("message")}>
          <textarea
            {...fieldProps("message")}
            rows={4}
            maxLength={CONSULTATION_LIMITS.message}
            placeholder="Tell us which programs or universities interest you"
          />
        </Field>
        <button type="submit" className={`btn-primary ${contact ? "sm:justify-self-start" : "w-full"}`} disabled={busy}>
          {busy ? (contact ? "Sending..." : "Processing...") : "Get Free Consultation"}
        </button>
      </fetcher.Form>
    </section>
  );
}

function Field({ label, htmlFor, error, children }: { label: string; htmlFor: string; error: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      {children}
      {error}
    </div>
  );
}

function Notice({ tone, title, children }: { tone: "success" | "error"; title: string; children: ReactNode }) {
  const colours = tone === "success" ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-900";
  return (
    <div role={tone === "success" ? "status" : "alert"} className={`mt-4 rounded-lg border p-4 ${colours}`}>
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{children}</p>
    </div>
  );
}
