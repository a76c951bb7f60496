import type { ApplicationStatusView } from "~/components/server-data";
import { FormResult } from "~/components/form/form-result";
import { WhatsAppOptIn } from "~/components/form/whatsapp-opt-in";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";
import type { CaseOptInRefusal } from "~/whatsapp/case-opt-in";

/** Where the stop and start forms' answers land (the page scrolls to it). */
export const WHATSAPP_UPDATES_ID = "whatsapp-updates";

/**
 * The student's WhatsApp updates on the status page, as plain POST forms (no script: the page stays a browsing
 * page) naming the application by its pair, as the documents form does. While a consent is live: the number and a
 * form that stops them. Without one (never given, or stopped): the opt-in of the other forms, the number
 * prefilled with the application's phone (docs/decisions/0051).
 */
export function WhatsAppUpdates({
  application,
  stopped,
  refused,
}: {
  application: ApplicationStatusView;
  stopped?: boolean;
  refused?: CaseOptInRefusal;
}) {
  const action = `${localizedHref("/applications/status", useLocale())}#${WHATSAPP_UPDATES_ID}`;
  const pair = (
    <>
      <input type="hidden" name="reference" value={application.reference} />
      <input type="hidden" name="email" value={application.email} />
    </>
  );
  // A FormResult: the answer to either form opens on it, below the sticky header.
  return (
    <FormResult id={WHATSAPP_UPDATES_ID} className="mt-4">
      {application.whatsapp ? (
        <form method="post" action={action} className="flex flex-wrap items-center gap-3">
          <p className="m-0 text-sm text-gray-800">
            {m.status_whatsapp_on()} <bdi dir="ltr">{application.whatsapp.phone}</bdi>
          </p>
          {/* Decision 52: updates instead of the e-mail, records (receipts) besides it, e-mail when one cannot go. */}
          <p className="m-0 basis-full text-sm text-gray-700">{m.status_whatsapp_on_email()}</p>
          <input type="hidden" name="intent" value="whatsapp-stop" />
          {pair}
          <button type="submit" className="btn-brand">
            {m.status_whatsapp_stop()}
          </button>
        </form>
      ) : (
        <form method="post" action={action} className="grid gap-3">
          {stopped && (
            <p role="status" className="m-0 text-sm font-medium text-gray-900">
              {m.status_whatsapp_stopped()}
            </p>
          )}
          <input type="hidden" name="intent" value="whatsapp-start" />
          {pair}
          <div className="bg-white">
            <WhatsAppOptIn
              idPrefix="status"
              defaults={refused?.values ?? { whatsappNumber: application.phone ?? "" }}
              errors={refused?.errors.whatsappNumber}
              optInErrors={refused?.errors.whatsappOptIn}
              numberHint={m.status_whatsapp_number_hint()}
              numberOptional={false}
            />
          </div>
          <button type="submit" className="btn-brand justify-self-start">
            {m.status_whatsapp_start()}
          </button>
        </form>
      )}
    </FormResult>
  );
}
