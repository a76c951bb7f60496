// "Add to compare" and "Save" are forms that post `add={id}` to their list's page: the server keeps the offering in
// that list's cookie and shows the list (app/routes/compare.server.ts, app/routes/shortlist.server.ts); a list never
// changes on a GET. No script: the pages they sit on ship none
// (docs/decisions/0026-javascript-where-it-earns-its-bytes.md), and they stay cacheable (the button holds no state).
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
  id,
  text,
  readerText,
  className = "",
  onDark = false,
}: Omit<Props, "label"> & {
  list: "/compare" | "/shortlist";
  text: string;
  readerText: string;
}) {
  return (
    <form method="post" action={localizedHref(list, useLocale())} className={className}>
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
      text={m.shortlist_save()}
      readerText={m.shortlist_save_for({ label })}
      {...props}
    />
  );
}
