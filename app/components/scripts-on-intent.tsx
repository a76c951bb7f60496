import { createContext, type ReactNode, useContext } from "react";
import {
  Scripts,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";
import { CspNonceContext } from "./csp-nonce";

// A page that hydrates (its route policy, app/security/route-policy.ts) needs its scripts only once the student starts its form: until
// then it works as its HTML (the form posts, the file input sends its files). So React Router's `<Scripts>` (its
// context script, module script and 15-25 module preloads) is written inside a <template>, inert and valid HTML, and
// a small inline starter after it runs the context script at once (the streamed data scripts that follow write
// into it) and the module script and preloads the first time a finger, a pointer or keyboard focus lands inside a
// form. Reading the page, or leaving it by a link, costs no script byte.
// (docs/decisions/0023-scripts-after-the-first-paint.md, 0026, 0038.)

/** Renders React elements to HTML: react-dom/server's renderToStaticMarkup, given by entry.server.tsx. */
export const StaticMarkupContext = createContext<((node: ReactNode) => string) | undefined>(undefined);

/** The events that show a student reaching for a form: a touch or click, or focus (keyboard, screen reader). */
export const INTENT_EVENTS = ["pointerdown", "focusin"] as const;

export const SCRIPTS_TEMPLATE_ID = "scripts-on-intent";

/**
 * React Router's scripts, held until intent. On the server `<Scripts>` is rendered separately, to a string, with
 * this render's router contexts: rendered in place, React would hoist its `<link rel="modulepreload">` out of the
 * template into the head, where they load at once. The browser parses a template's children into its `content`,
 * so the template element has no children to hydrate: in the browser it renders empty, and hydration matches.
 */
export function ScriptsOnIntent() {
  const toMarkup = useContext(StaticMarkupContext);
  const framework = useContext(FrameworkContext);
  const router = useContext(DataRouterContext);
  const state = useContext(DataRouterStateContext);
  const nonce = useContext(CspNonceContext);
  const held = toMarkup?.(
    <FrameworkContext.Provider value={framework}>
      <DataRouterContext.Provider value={router}>
        <DataRouterStateContext.Provider value={state}>
          <Scripts />
        </DataRouterStateContext.Provider>
      </DataRouterContext.Provider>
    </FrameworkContext.Provider>,
  );
  return (
    <>
      <template
        id={SCRIPTS_TEMPLATE_ID}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React Router's own scripts, rendered by React
        dangerouslySetInnerHTML={held === undefined ? undefined : { __html: held }}
        suppressHydrationWarning
      />
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no visitor input
        dangerouslySetInnerHTML={{ __html: STARTER }}
      />
    </>
  );
}

// Scripts and links are made anew rather than cloned, with the starter's nonce (the browser hides nonce attributes).
// The context script runs at once, just after the starter. On intent the module script goes to the end of the body
// and the preloads follow, one task per link: each starts a request, and together in one task they made a long task
// that delayed the tap's own response. Listening in the capture phase sees the event before any handler can stop it.
const STARTER =
  `(()=>{const c=document.currentScript,n=c.nonce,t=c.previousElementSibling.content,E=${JSON.stringify(INTENT_EVENTS)};` +
  `const run=s=>{const x=document.createElement("script");if(s.type)x.type=s.type;x.nonce=n;x.textContent=s.textContent;return x};` +
  `c.after(...[...t.querySelectorAll("script:not([type=module])")].map(run));` +
  `const go=e=>{const g=e.target;if(!(g instanceof Element&&g.closest("form")))return;` +
  `for(const k of E)removeEventListener(k,go,true);` +
  `for(const s of t.querySelectorAll("script[type=module]"))document.body.append(run(s));` +
  `for(const l of t.querySelectorAll("link[rel=modulepreload]"))setTimeout(()=>{const x=document.createElement("link");x.rel="modulepreload";x.href=l.getAttribute("href");x.nonce=n;document.head.append(x)})};` +
  `for(const k of E)addEventListener(k,go,{capture:true,passive:true})})()`;
