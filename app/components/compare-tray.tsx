import { useEffect, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { addToTray, MAX_COMPARED, readTray, trayCookie } from "~/lib/compare-tray";

// "Add to compare" is a GET form to /compare?add={id}: without JavaScript the server adds the offering to the tray
// cookie and shows the comparison. With JavaScript the button adds it here, in place, and the tray below offers
// the comparison when the student is ready.

const TRAY_EVENT = "compare-tray";

// One reading of the tray for every card on the page: a catalogue page hydrates 30+ "Add to compare" buttons, and
// reading document.cookie and setting state in each one's effect was a third of its longest task after hydration.
// The cookie is read at most once per task (and again whenever this page changes the tray), and the same array
// comes back while it holds the same ids, so nothing renders again when the tray is as the server rendered it.
const EMPTY: number[] = [];
let current = EMPTY;
let readThisTask = false;
const listeners = new Set<() => void>();

function trayNow() {
  if (!readThisTask) {
    readThisTask = true;
    queueMicrotask(() => {
      readThisTask = false;
    });
    const next = readTray(document.cookie);
    if (next.join() !== current.join()) current = next.length ? next : EMPTY;
  }
  return current;
}

function trayChanged() {
  readThisTask = false;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener(TRAY_EVENT, trayChanged);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener(TRAY_EVENT, trayChanged);
  };
}

/** The ids in the tray: none while hydrating (as the server rendered), then the cookie's. */
const useTray = () => useSyncExternalStore(subscribe, trayNow, () => EMPTY);

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
  const tray = useTray();
  const added = tray.includes(id);
  return (
    <form
      method="get"
      action="/compare"
      className={className}
      onSubmit={(event) => {
        if (added) return; // already in the tray: the button opens the comparison
        event.preventDefault();
        // biome-ignore lint/suspicious/noDocumentCookie: the tray is a plain, non-personal cookie the server reads too
        document.cookie = trayCookie(addToTray(readTray(document.cookie), id));
        window.dispatchEvent(new Event(TRAY_EVENT));
      }}
    >
      <input type="hidden" name="add" value={id} />
      <button
        type="submit"
        className={`btn-secondary min-h-11 w-full whitespace-nowrap px-3 py-2 text-sm ${onDark ? "border-white text-white hover:bg-white/10" : ""}`}
      >
        {/* The visible words start the accessible name (WCAG 2.5.3); the offering follows for screen readers. */}
        {added ? "Compare now" : "Add to compare"}
        {/* A flex button: its children read as separate words, so this needs no leading space. */}
        <span className="sr-only">{added ? `(${label} is in your comparison)` : `for ${label}`}</span>
      </button>
    </form>
  );
}

/** With JavaScript: a bar at the foot of the screen while the tray holds programs. */
export function CompareTray() {
  const tray = useTray();
  const open = tray.length > 0;
  // Room at the foot of the page, so the bar never covers the footer's last links.
  useEffect(() => {
    if (!open) return;
    document.body.style.paddingBottom = "5rem";
    return () => {
      document.body.style.paddingBottom = "";
    };
  }, [open]);
  if (!open) return null;
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 shadow-lg"
      data-testid="compare-tray"
    >
      <div className="container flex items-center justify-between gap-3 py-3">
        <p className="m-0 text-sm text-gray-700" aria-live="polite">
          {tray.length} of {MAX_COMPARED} programs to compare
        </p>
        <Link to="/compare" className="btn-primary min-h-11 px-4 py-2 text-sm">
          Compare ({tray.length})
        </Link>
      </div>
    </div>
  );
}
