import { FormResult, Notice } from "~/components/form/form-result";
import { FormPageHero } from "~/components/page-hero";
import type { ApplicationStatusView } from "~/components/server-data";
import type { FieldErrors } from "~/lib/field-errors";
import type { StatusLookupField } from "~/lib/status-lookup-schema";
import { ApplicationStatusPanel, type UploadOutcome } from "./application-status-view";
import { STATUS_RESULT_ID, StatusLookupForm } from "./status-lookup-form";

export type StatusPageData = {
  application?: ApplicationStatusView;
  /** A lookup that found nothing (the neutral message) or was refused (a field's message). */
  refusal?: { message: string; errors?: FieldErrors<StatusLookupField> };
  defaultReference?: string;
  upload?: UploadOutcome;
};

/** /applications/status and its documents action: the lookup form, or the application it found. */
export function ApplicationStatusPage({ application, refusal, defaultReference, upload }: StatusPageData) {
  return (
    <>
      <FormPageHero
        page={{ label: "Application status", to: "/applications/status" }}
        title="Your application"
        className="py-10"
      >
        <p className="mt-3 max-w-2xl text-brand-100">
          Follow your application without an account: enter the reference from your confirmation e-mail and the e-mail
          address you applied with.
        </p>
      </FormPageHero>
      <div className="container py-8">
        <div className="mx-auto max-w-3xl space-y-6">
          <FormResult id={STATUS_RESULT_ID}>
            {application ? (
              <ApplicationStatusPanel application={application} upload={upload} />
            ) : (
              refusal && (
                <Notice tone="error" title="Application not shown">
                  {refusal.message}
                </Notice>
              )
            )}
          </FormResult>
          {!application && <StatusLookupForm defaultReference={defaultReference} errors={refusal?.errors} />}
          {application && (
            <p className="text-sm text-gray-700">
              <a href="/applications/status" className="font-medium text-brand-700 underline">
                Look up another application
              </a>
            </p>
          )}
        </div>
      </div>
    </>
  );
}
