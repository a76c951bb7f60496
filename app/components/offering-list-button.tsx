// "Add to compare" and "Save" are forms to their list's page with `add={id}`: the server keeps the offering in that
// list's cookie and shows the list (app/routes/compare.server.ts, app/routes/shortlist.server.ts). "Save" posts (the
// shortlist changes on a POST only); "Add to compare" is still a GET to `?add=`. No script: the pages they sit on
// ship none (docs/decisions/0026-javascript-where-it-earns-its-bytes.md), and they stay cacheable (the button holds
// no state).
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";

type Props = {
  id: number;
  /** The offering, for screen readers: "Medicine at {university name}". */
  label: string;
  className?: string;
  /** On the dark hero: a white outline. */
  onDark?: boolean;
};

function OfferingListButton({
  list,
  method,
  id,
  text,
  readerText,
  className = "",
  onDark = false,
}: Omit<Props, "label"> & {
  list: "/compare" | "/shortlist";
  method: "get" | "post";
  text: string;
  readerText: string;
}) {
  return (
    <form method={method} action={localizedHref(list, useLocale())} className={className}>
      <input type="hidden" name="add" value={id} />
      <button
        type="submit"
        className={`btn-secondary min-h-11 w-full whitespace-nowrap px-3 py-2 text-sm ${onDark ? "border-white text-white hover:bg-white/10" : ""}`}
      >
        {/* The visible words start the accessible name (WCAG 2.5.3); the offering follows for screen readers. */}
        {text}
        {/* A flex button: its children read as separate words, so this needs no leading space. */}
        <span className="sr-only">{readerText}</span>
      </button>
    </form>
  );
}

export function AddToCompare({ label, ...props }: Props) {
  return (
    <OfferingListButton
      list="/compare"
      method="get"
      text={m.catalogue_add_to_compare()}
      readerText={m.catalogue_add_to_compare_for({ label })}
      {...props}
    />
  );
}

export function SaveToShortlist({ label, ...props }: Props) {
  return (
    <OfferingListButton
      list="/shortlist"
      method="post"
      text={m.shortlist_save()}
      readerText={m.shortlist_save_for({ label })}
      {...props}
    />
  );
}
