import { FormResult, Notice } from "~/components/form/form-result";
import { LimitedRefusal } from "~/components/form/limited-refusal";
import type { Limited } from "~/lib/limited";
import { FormPageHero } from "~/components/page-hero";
import type { ApplicationStatusView } from "~/components/server-data";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";
import type { FieldErrors } from "~/lib/field-errors";
import type { StatusLookupField } from "~/case/status-lookup-schema";
import type { CaseOptInRefusal } from "~/whatsapp/case-opt-in";
import type { SponsorOutcome } from "~/sponsor/sponsor-outcome";
import { ApplicationStatusPanel, type UploadOutcome } from "./application-status-view";
import { STATUS_RESULT_ID, StatusLookupForm } from "./status-lookup-form";

export type StatusPageData = {
  application?: ApplicationStatusView;
  /**
   * A lookup that found nothing (the neutral message) or was refused (a field's message). A limit's refusal of any
   * of the page's forms (`retryAfter`) brings back the pair that was typed and names the files not kept.
   */
  refusal?: { message: string; errors?: FieldErrors<StatusLookupField> } & Limited & {
      typed?: { reference: string; email: string };
      filesNotKept?: string[];
    };
  defaultReference?: string;
  upload?: UploadOutcome;
  /** The student just stopped their WhatsApp updates. */
  whatsappStopped?: boolean;
  /** The case page's WhatsApp opt-in, refused: its messages and what was sent. */
  whatsappStart?: CaseOptInRefusal;
  /** The sponsor section's last post: a link made or revoked, or why not. */
  sponsor?: SponsorOutcome;
};

/** /applications/status and its documents action: the lookup form, or the application it found. */
export function ApplicationStatusPage({
  application,
  refusal,
  defaultReference,
  upload,
  whatsappStopped,
  whatsappStart,
  sponsor,
}: StatusPageData) {
  const locale = useLocale();
  return (
    <>
      <FormPageHero
        page={{ label: m.status_breadcrumb(), to: "/applications/status" }}
        title={m.status_hero_title()}
        intro={m.status_hero_intro()}
        className="py-10"
      />
      <div className="container py-8">
        <div className="mx-auto max-w-3xl space-y-6">
          <FormResult id={STATUS_RESULT_ID}>
            {application ? (
              <ApplicationStatusPanel
                application={application}
                upload={upload}
                whatsappStopped={whatsappStopped}
                whatsappStart={whatsappStart}
                sponsor={sponsor}
              />
            ) : (
              refusal && (
                <Notice tone="error" title={m.status_not_shown_title()}>
                  {refusal.message}
                  <LimitedRefusal
                    retryAfter={refusal.retryAfter}
                    filesNotKept={refusal.filesNotKept}
                    handoff={
                      refusal.typed?.reference
                        ? m.handoff_limited_reference({ reference: refusal.typed.reference })
                        : m.handoff_limited_status()
                    }
                  />
                </Notice>
              )
            )}
          </FormResult>
          {!application && (
            <StatusLookupForm
              defaultReference={refusal?.typed?.reference ?? defaultReference}
              defaultEmail={refusal?.typed?.email}
              errors={refusal?.errors}
            />
          )}
          {application && (
            <p className="text-sm text-gray-700">
              <a href={localizedHref("/applications/status", locale)} className="font-medium text-brand-700 underline">
                {m.status_look_up_another()}
              </a>
            </p>
          )}
        </div>
      </div>
    </>
  );
}
