import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";

/** "Book a free 30-minute call": the way to /book (in the page's language) beside the consultation form. */
export function BookCallLink({ className = "" }: { className?: string }) {
  return (
    <div className={`rounded-lg border border-brand-200 bg-brand-50 p-4 ${className}`} data-testid="book-call">
      <p className="m-0 font-semibold text-brand-900">{m.booking_cta_title()}</p>
      <p className="m-0 mt-1 text-sm text-gray-700">{m.booking_cta_text()}</p>
      <Link to="/book" className="btn-brand mt-3">
        {m.booking_cta_button()}
      </Link>
    </div>
  );
}
