import { createContext, useContext } from "react";

/** The stylesheet's text, given by entry.server.tsx when the Worker inlines it (app/styles/inline-site-stylesheet.server.ts). */
export const SiteStylesheetContext = createContext<string | undefined>(undefined);

const ID = "site-css";
let fromServer: string | undefined;

/**
 * The site's stylesheet in the head, so the first paint needs nothing but the HTML. The client bundle does not
 * hold the CSS: in the browser this renders the text the server wrote, read from the page once, so hydration
 * matches and later renders change nothing. Renders nothing when the page links the stylesheet instead.
 */
export function SiteStylesheet() {
  const css = useContext(SiteStylesheetContext) ?? clientCopy();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built CSS, never visitor text
  return css === undefined ? null : <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

function clientCopy() {
  if (typeof document === "undefined") return undefined;
  fromServer ??= document.getElementById(ID)?.textContent ?? undefined;
  return fromServer;
}
