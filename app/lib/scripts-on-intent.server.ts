// A page that hydrates (its route policy says scripts, app/security/route-policy.ts) needs its scripts only once the student starts its form: until
// then it works as its HTML (the form posts, the file input sends its files). So React Router's module script is
// held inert and its 15-25 `<link rel="modulepreload">` are taken out of the head, and a small inline starter puts
// them back the first time a finger, a pointer or keyboard focus lands inside a form. Reading the page, or leaving
// it by a link, costs no script byte; the modules then load in parallel, as React Router's own preloads would.
// (docs/decisions/0023-scripts-after-the-first-paint.md, 0026.)

/** The type that keeps React Router's module script inert until the starter below runs it. */
export const HELD_MODULE_TYPE = "text/x-on-intent";

/** The HTML answer with its module preloads and module script started when the student reaches for a form. */
export function holdScriptsUntilIntent(response: Response): Response {
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
        script.setAttribute("type", HELD_MODULE_TYPE);
        const nonce = script.getAttribute("nonce");
        script.after(`<script${nonce ? ` nonce="${nonce}"` : ""}>${startOnIntentScript(hrefs)}</script>`, {
          html: true,
        });
      },
    })
    .transform(response);
}

/** The events that show a student reaching for a form: a touch or click, or focus (keyboard, screen reader). */
export const INTENT_EVENTS = ["pointerdown", "focusin"] as const;

function startOnIntentScript(hrefs: string[]) {
  // JSON of asset paths: "<" is escaped so the list can never close the script element.
  const list = JSON.stringify(hrefs).replaceAll("<", "\\u003c");
  const events = JSON.stringify(INTENT_EVENTS);
  // The held module script (just before this one) runs again as a real one, in its place, and the preloads follow,
  // one task per link: each starts a request, and together in one task they made a long task that delayed the
  // tap's own response. Listening in the capture phase sees the event before any handler can stop it.
  return (
    `(()=>{const c=document.currentScript,n=c.nonce,m=c.previousElementSibling,E=${events};` +
    `const go=e=>{const t=e.target;if(!(t instanceof Element&&t.closest("form")))return;` +
    `for(const k of E)removeEventListener(k,go,true);` +
    `const s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=m.textContent;c.after(s);` +
    `for(const h of ${list})setTimeout(()=>{const l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;document.head.append(l)})};` +
    `for(const k of E)addEventListener(k,go,{capture:true,passive:true})})()`
  );
}
