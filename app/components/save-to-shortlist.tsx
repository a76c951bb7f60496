// "Save" is a GET form to /shortlist?add={id}: the server keeps the offering in the shortlist cookie and shows the
// list (app/routes/shortlist.server.ts), as "Add to compare" does for the tray. No script: the pages it sits on ship
// none (docs/decisions/0026-javascript-where-it-earns-its-bytes.md), and they stay cacheable (it holds no state).

import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";

export function SaveToShortlist({
  id,
  label,
  className = "",
  onDark = false,
}: {
  id: number;
  label: string;
  className?: string;
  /** On the dark hero: a white outline. */
  onDark?: boolean;
}) {
  return (
    <form method="get" action={localizedHref("/shortlist", useLocale())} className={className}>
      <input type="hidden" name="add" value={id} />
      <button
        type="submit"
        className={`btn-secondary min-h-11 w-full whitespace-nowrap px-3 py-2 text-sm ${onDark ? "border-white text-white hover:bg-white/10" : ""}`}
      >
        {/* The visible word starts the accessible name (WCAG 2.5.3); the offering follows for screen readers. */}
        {m.shortlist_save()}
        <span className="sr-only">{m.shortlist_save_for({ label })}</span>
      </button>
    </form>
  );
}
