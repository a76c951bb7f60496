// React hoists React Router's 15-25 `<link rel="modulepreload">` into the head, so a browser fetches every module
// while the page's own bytes are still arriving and before anything is painted: on a slow network they compete
// with the HTML, and Lighthouse, seeing them start before the first paint, counts them all into LCP. This moves
// them after the first paint: the same links, created by a small inline script that stands in for React Router's
// module script, so the modules still load in parallel (no import waterfall), but only once the page's content
// has been painted (docs/decisions/0019-first-paint.md, 0023). React adopts the links when it hydrates.

/** The type that keeps React Router's module script inert until the starter below runs it. */
const HELD_MODULE_TYPE = "text/x-after-paint";

/** The HTML answer with its module preloads and module script started after the first paint. */
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
        // Its static imports would be fetched as soon as the parser met it, before the first paint.
        script.setAttribute("type", HELD_MODULE_TYPE);
        const nonce = script.getAttribute("nonce");
        script.after(`<script${nonce ? ` nonce="${nonce}"` : ""}>${afterPaintScript(hrefs)}</script>`, {
          html: true,
        });
      },
    })
    .transform(response);
}

function afterPaintScript(hrefs: string[]) {
  // JSON of asset paths: "<" is escaped so the list can never close the script element.
  const list = JSON.stringify(hrefs).replaceAll("<", "\\u003c");
  // The held module script (just before this one) runs again as a real one, in its place, and the preloads follow,
  // one task per link: each starts a request (0.3-6 ms of main thread on a loaded machine), and together they made
  // a long task that delays the first input. They start when the browser reports the first contentful paint (a
  // frame or two after the main thread painted it); without paint timing, two animation frames later. A hidden
  // page (a background tab, a prerender) paints nothing, so it starts at once, and so does a page hidden or shown
  // before its paint was reported. After 3 s they start whatever happened: a page must never stay without them.
  return (
    `(()=>{const c=document.currentScript,n=c.nonce,m=c.previousElementSibling;let started=0;const go=()=>{if(started++)return;` +
    `const s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=m.textContent;c.after(s);` +
    `for(const h of ${list})setTimeout(()=>{const l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;document.head.append(l)})};` +
    `if(document.visibilityState==="hidden")return go();` +
    `document.addEventListener("visibilitychange",go,{once:true});setTimeout(go,3e3);` +
    `if(((self.PerformanceObserver||{}).supportedEntryTypes||[]).includes("paint"))new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(()=>requestAnimationFrame(go))})()`
  );
}
