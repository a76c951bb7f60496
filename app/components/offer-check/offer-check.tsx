import type { OfferCheckView } from "~/components/server-data";
import { LabelledSection } from "~/components/labelled-section";

const link = "font-semibold text-brand-800 underline underline-offset-2";

/**
 * "Check your offer with the university itself": the university's international office (its own page and e-mail,
 * the day they were read), else its main website; what to send; the warning about personal accounts; our
 * registration where it is set. Every word comes made from the server (offerCheckView, app/case/offer-check.server.ts);
 * no script. Addresses are left to right inside right-to-left text, and break anywhere at 412 px.
 */
export function OfferCheck({
  view,
  heading = "h3",
  className = "border-b border-gray-200 p-5 sm:p-8",
}: {
  view: OfferCheckView;
  /** The heading's level: h3 inside the case panel, h2 where the section stands on a page of its own. */
  heading?: "h2" | "h3";
  className?: string;
}) {
  const { office, fallback, registration } = view;
  return (
    <LabelledSection
      id="offer-check-heading"
      title={view.title}
      heading={heading}
      className={className}
      headingClassName="m-0 text-lg font-semibold"
    >
      <div data-testid="offer-check" className="text-gray-800">
        <p className="mt-2 mb-0">{view.intro}</p>
        {office && (
          <ul className="mt-3 mb-0 list-none space-y-2 p-0" data-testid="offer-check-office">
            {office.page && (
              <li>
                <a href={office.page.href} rel="noopener" className={`${link} break-words`}>
                  {office.page.text}
                </a>
              </li>
            )}
            {office.email ? (
              <li>
                {office.emailLabel}{" "}
                <a href={office.email.href} dir="ltr" className={`${link} break-all`}>
                  {office.email.text}
                </a>
              </li>
            ) : (
              office.noEmail && <li>{office.noEmail}</li>
            )}
          </ul>
        )}
        {office?.readOn && <p className="mt-2 mb-0 text-sm text-gray-600">{office.readOn}</p>}
        {fallback && (
          <p className="mt-3 mb-0" data-testid="offer-check-website">
            {fallback.words}{" "}
            {fallback.website && (
              <a href={fallback.website.href} rel="noopener" dir="ltr" className={`${link} break-all`}>
                {fallback.website.text}
              </a>
            )}
          </p>
        )}
        <p className="mt-4 mb-0 font-semibold text-gray-900">{view.askTitle}</p>
        <ul className="mt-1 mb-0 list-disc space-y-1 ps-5">
          {view.ask.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-4 mb-0 rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-900">
          {view.warning}
        </p>
        {registration && (
          <div className="mt-4" data-testid="offer-check-registration">
            <p className="m-0 font-semibold text-gray-900">{registration.title}</p>
            <p className="mt-1 mb-0 break-words">{registration.words}</p>
          </div>
        )}
      </div>
    </LabelledSection>
  );
}
