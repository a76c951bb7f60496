import { Field } from "~/components/form/field";
import { FormResult, Notice } from "~/components/form/form-result";
import type { ApplicationStatusView } from "~/components/server-data";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";
import { SPONSOR_EMAIL_MAX } from "~/sponsor/sponsor-link-schema";
import type { SponsorOutcome } from "~/sponsor/sponsor-outcome";

/** Where the sponsor forms' answers land (the page scrolls to it). */
export const SPONSOR_SHARE_ID = "sponsor-share";

/**
 * "Share with your sponsor" on the case page (decision 61): a plain POST form that makes a read-only link (e-mailed
 * by the consumer when an address is typed, else shown once with a WhatsApp share), and the case's links with when
 * each was made, sent and last opened, each live one with its Revoke button. Every form names the case by the
 * lookup's pair, as the page's other forms do; no script.
 */
export function SponsorShare({
  application,
  outcome,
}: {
  application: ApplicationStatusView;
  outcome?: SponsorOutcome;
}) {
  const action = `${localizedHref("/applications/status", useLocale())}#${SPONSOR_SHARE_ID}`;
  const pair = (
    <>
      <input type="hidden" name="reference" value={application.reference} />
      <input type="hidden" name="email" value={application.email} />
    </>
  );
  const refused = outcome && "refused" in outcome ? outcome : undefined;
  return (
    <section className="border-b border-gray-200 p-5 sm:p-8" aria-labelledby="sponsor-share-heading">
      <h3 id="sponsor-share-heading" className="m-0 text-lg font-semibold">
        {m.sponsor_share_title()}
      </h3>
      <p className="mt-1 mb-0 text-sm text-gray-800">{m.sponsor_share_intro()}</p>
      <FormResult id={SPONSOR_SHARE_ID} className="mt-3 space-y-3">
        {outcome && <SponsorNotice outcome={outcome} />}
        <form method="post" action={action} className="grid gap-3" noValidate>
          <input type="hidden" name="intent" value="sponsor-link" />
          {pair}
          <Field
            id="sponsor-email"
            name="sponsorEmail"
            label={m.sponsor_email_label()}
            hint={m.sponsor_email_hint()}
            errors={refused?.errors?.sponsorEmail}
            optional
          >
            {(control) => (
              <input
                {...control}
                type="email"
                inputMode="email"
                autoComplete="off"
                maxLength={SPONSOR_EMAIL_MAX}
                defaultValue={refused?.values?.sponsorEmail}
              />
            )}
          </Field>
          <button type="submit" className="btn-brand justify-self-start">
            {m.sponsor_make_link()}
          </button>
        </form>
        {application.sponsorLinks.length > 0 && (
          <ul className="m-0 list-none space-y-3 p-0" data-testid="sponsor-links" aria-label={m.sponsor_links_title()}>
            {application.sponsorLinks.map((link) => (
              <li key={link.id} data-state={link.state} className="rounded-lg border border-gray-200 p-3 text-sm">
                <p className="m-0 font-semibold text-gray-900">{link.stateWords}</p>
                <p className="m-0 text-gray-800">{link.madeWords}</p>
                {link.sentToWords && <p className="m-0 break-all text-gray-800">{link.sentToWords}</p>}
                <p className="m-0 text-gray-700">{link.openedWords}</p>
                {link.state === "live" && (
                  <form method="post" action={action} className="mt-2">
                    <input type="hidden" name="intent" value="sponsor-revoke" />
                    <input type="hidden" name="linkId" value={link.id} />
                    {pair}
                    <button type="submit" className="btn-secondary border-solid text-sm">
                      {m.sponsor_revoke()}
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        )}
      </FormResult>
    </section>
  );
}

/** The last post's answer: the link made (shown once when it was not e-mailed), revoked, or refused. */
function SponsorNotice({ outcome }: { outcome: SponsorOutcome }) {
  if ("refused" in outcome) return <Notice tone="error" title={outcome.refused} />;
  if ("revoked" in outcome) return <Notice tone="success" title={m.sponsor_revoked_notice()} />;
  return (
    <Notice tone="success" title={m.sponsor_made_notice()}>
      {outcome.queued && outcome.sentTo && (
        <p className="m-0 break-all">{m.sponsor_made_sent({ email: outcome.sentTo })}</p>
      )}
      {outcome.sentTo && !outcome.queued && <p className="m-0">{m.sponsor_made_not_queued()}</p>}
      {outcome.link && (
        <>
          <p className="m-0">{m.sponsor_made_once()}</p>
          <p className="m-0 mt-1 break-all font-mono text-gray-900" data-testid="sponsor-link">
            <bdi dir="ltr">{outcome.link}</bdi>
          </p>
          {outcome.whatsappHref && (
            <p className="m-0 mt-2">
              <a
                href={outcome.whatsappHref}
                className="btn-secondary border-solid no-underline"
                rel="noopener noreferrer"
                target="_blank"
                data-testid="sponsor-whatsapp"
              >
                {m.sponsor_share_whatsapp()}
              </a>
            </p>
          )}
        </>
      )}
    </Notice>
  );
}
