// React hoists React Router's 15-25 `<link rel="modulepreload">` into the head, so a browser fetches every module
// while the page's own bytes are still arriving and before anything is painted: on a slow network they compete
// with the HTML, and Lighthouse, seeing them finish before the first paint, counts them all into LCP. This moves
// them to where the content ends: the same links, created by a small inline script just before React Router's
// module script, so the modules still load in parallel (no import waterfall), but only once the page's HTML has
// been parsed (docs/decisions/0019-first-paint.md). React adopts the links when it hydrates.

/** The HTML answer with its module preloads started after the content instead of in the head. */
export function preloadScriptsAfterContent(response: Response): Response {
  const hrefs: string[] = [];
  let placed = false;
  return new HTMLRewriter()
    .on('head link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (!href) return;
        hrefs.push(href);
        link.remove();
      },
    })
    .on('script[type="module"]', {
      element(script) {
        if (placed || hrefs.length === 0) return;
        placed = true;
        const nonce = script.getAttribute("nonce");
        script.before(`<script${nonce ? ` nonce="${nonce}"` : ""}>${preloadLinksScript(hrefs)}</script>`, {
          html: true,
        });
      },
    })
    .transform(response);
}

function preloadLinksScript(hrefs: string[]) {
  // JSON of asset paths: "<" is escaped so the list can never close the script element.
  const list = JSON.stringify(hrefs).replaceAll("<", "\\u003c");
  // One task per link: each starts a request (0.3-6 ms of main thread on a loaded machine), and together, in the
  // parser's task or one timer, they made a long task that delays the first input.
  return `(()=>{const n=document.currentScript.nonce;for(const h of ${list})setTimeout(()=>{const l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;document.head.append(l)})})()`;
}
