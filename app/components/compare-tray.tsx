// "Add to compare" is a GET form to /compare?add={id}: the server adds the offering to the tray cookie and shows the
// comparison, where the student removes programs or goes back for more (app/routes/compare.server.ts). No script:
// the pages it sits on ship none (docs/decisions/0026-javascript-where-it-earns-its-bytes.md).

import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";

export function AddToCompare({
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
    <form method="get" action={localizedHref("/compare", useLocale())} className={className}>
      <input type="hidden" name="add" value={id} />
      <button
        type="submit"
        className={`btn-secondary min-h-11 w-full whitespace-nowrap px-3 py-2 text-sm ${onDark ? "border-white text-white hover:bg-white/10" : ""}`}
      >
        {/* The visible words start the accessible name (WCAG 2.5.3); the offering follows for screen readers. */}
        {m.catalogue_add_to_compare()}
        {/* A flex button: its children read as separate words, so this needs no leading space. */}
        <span className="sr-only">{m.catalogue_add_to_compare_for({ label })}</span>
      </button>
    </form>
  );
}
