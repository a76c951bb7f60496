import type { ApplicationStatusView } from "~/components/server-data";
import { FormResult } from "~/components/form/form-result";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";

/** Where the stop form's answer lands (the page scrolls to it). */
export const WHATSAPP_UPDATES_ID = "whatsapp-updates";

/**
 * The student's WhatsApp updates on the status page: while a consent is live, the number and a plain POST form that
 * stops them (no script: the page stays a browsing page); once stopped, that the updates come by e-mail. The form
 * names the application by its pair, as the documents form does.
 */
export function WhatsAppUpdates({ application, stopped }: { application: ApplicationStatusView; stopped?: boolean }) {
  const action = localizedHref("/applications/status", useLocale());
  if (!stopped && !application.whatsapp) return null;
  // A FormResult: the answer to the stop opens on it, below the sticky header.
  return (
    <FormResult id={WHATSAPP_UPDATES_ID} className="mt-4">
      {stopped || !application.whatsapp ? (
        <p role="status" className="m-0 text-sm font-medium text-gray-900">
          {m.status_whatsapp_stopped()}
        </p>
      ) : (
        <form method="post" action={`${action}#${WHATSAPP_UPDATES_ID}`} className="flex flex-wrap items-center gap-3">
          <p className="m-0 text-sm text-gray-800">
            {m.status_whatsapp_on()} <bdi dir="ltr">{application.whatsapp.phone}</bdi>
          </p>
          <input type="hidden" name="intent" value="whatsapp-stop" />
          <input type="hidden" name="reference" value={application.reference} />
          <input type="hidden" name="email" value={application.email} />
          <button type="submit" className="btn-brand">
            {m.status_whatsapp_stop()}
          </button>
        </form>
      )}
    </FormResult>
  );
}
