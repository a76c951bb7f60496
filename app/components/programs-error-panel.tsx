import { useLocation } from "react-router";
import { m } from "~/i18n/paraglide/messages";

/**
 * 'Error loading programs. Please try again later.' with a Refresh Page button. The button submits a plain
 * (not React Router) GET form to the current URL, so it reloads the document, with or without JavaScript.
 */
export function ProgramsErrorPanel() {
  const { pathname, search } = useLocation();
  return (
    <div role="alert" className="card mx-auto max-w-xl border-red-200 bg-red-50 p-8 text-center">
      <p className="text-lg font-semibold text-red-700">{m.programs_error_loading()}</p>
      <form method="get" action={pathname} className="mt-5">
        {[...new URLSearchParams(search)].map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn-brand">
          {m.programs_refresh_page()}
        </button>
      </form>
    </div>
  );
}
