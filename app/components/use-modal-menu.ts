import { type RefObject, useCallback, useEffect } from "react";

/** `navigate`: a link to another page was followed (the new page's heading takes focus). `dismiss`: focus back to ☰. */
export type MenuCloseReason = "navigate" | "dismiss";

const FOCUSABLE =
  'summary, a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Makes the open phone menu behave as a modal: Escape closes it, Tab and Shift+Tab cycle inside it (☰ included),
 * everything else on the page is inert (out of reach of Tab, touch and screen readers), and it closes when the
 * screen becomes wide enough for the desktop navigation. Written here rather than taken from a focus-trap library
 * to keep the home page's JavaScript small.
 */
export function useModalMenu({
  open,
  setOpen,
  headerRef,
  menuRef,
  toggleRef,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  headerRef: RefObject<HTMLElement | null>;
  menuRef: RefObject<HTMLElement | null>;
  toggleRef: RefObject<HTMLElement | null>;
}) {
  const close = useCallback(
    (reason: MenuCloseReason) => {
      setOpen(false);
      if (reason === "dismiss") toggleRef.current?.focus();
    },
    [setOpen, toggleRef],
  );

  useEffect(() => {
    const header = headerRef.current;
    const menu = menuRef.current;
    if (!open || !header || !menu) return;

    const outside = [
      ...Array.from(document.body.children).filter((el) => el !== header && el.tagName !== "SCRIPT"),
      ...Array.from(header.querySelectorAll("[data-outside-menu]")),
    ].filter((el): el is HTMLElement => el instanceof HTMLElement && !el.inert);
    for (const el of outside) el.inert = true;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close("dismiss");
        return;
      }
      if (event.key !== "Tab") return;
      const items = Array.from(menu.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.getClientRects().length > 0,
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (!menu.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const wide = window.matchMedia("(min-width: 1024px)");
    const onWide = () => {
      if (wide.matches) setOpen(false);
    };

    document.addEventListener("keydown", onKeyDown);
    wide.addEventListener("change", onWide);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      wide.removeEventListener("change", onWide);
      for (const el of outside) el.inert = false;
    };
  }, [open, close, setOpen, headerRef, menuRef]);

  return close;
}

/** Whether following this link shows another page of the site (so the menu hands focus to that page). */
export function leavesPage(link: HTMLAnchorElement) {
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}
