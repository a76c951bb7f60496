import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, focus moves to that page's h1 (or <main> when it has none), so
 * a screen reader announces the new page and Tab continues from its top instead of from <body>. Not on the first
 * load (the browser starts at the top), and not when only the query or hash changes (filters, anchors).
 */
export function useHeadingFocusOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const target = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
    // ScrollRestoration has already put the page at its top (or its saved position); focusing must not move it.
    target.focus({ preventScroll: true });
  }, [pathname]);
}
