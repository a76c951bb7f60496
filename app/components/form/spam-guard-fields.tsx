import { useEffect, useRef, useState } from "react";
import { useSiteData } from "~/components/use-site-data";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "~/lib/spam-guard-fields";

// Inside each of the three HTML forms (consultation, application, payment): a honeypot people never see, the time
// the form was rendered, and, only when a Turnstile site key is configured, the Turnstile widget. The first two
// are plain server-rendered inputs, so they work without JavaScript. Checked by ~/security/spam-guard.server.ts.

const offScreen = {
  position: "absolute",
  left: "-10000px",
  top: "auto",
  width: "1px",
  height: "1px",
  overflow: "hidden",
} as const;

export function SpamGuardFields() {
  // Rendered on the server for a full page load (the value it sent stays), in the browser after a navigation.
  const [startedAt] = useState(() => String(Date.now()));
  const siteKey = useSiteData()?.config.turnstileSiteKey;
  return (
    <>
      <div style={offScreen} aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={STARTED_AT_FIELD} defaultValue={startedAt} suppressHydrationWarning />
      {siteKey ? <TurnstileWidget siteKey={siteKey} /> : null}
    </>
  );
}

type TurnstileApi = { render(element: HTMLElement, options: { sitekey: string }): string; remove(id: string): void };

const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

/** Loads Turnstile's script (only on pages with a form, only when configured) and renders one widget. */
function TurnstileWidget({ siteKey }: { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    const render = () => {
      const turnstile = (window as { turnstile?: TurnstileApi }).turnstile;
      if (!cancelled && turnstile && container.current)
        widgetId = turnstile.render(container.current, { sitekey: siteKey });
    };
    let script = document.querySelector<HTMLScriptElement>(`script[src="${TURNSTILE_SCRIPT}"]`);
    if (!script) {
      // Inserted by our own (nonce-trusted) code: allowed by the CSP's 'strict-dynamic'.
      script = document.createElement("script");
      script.src = TURNSTILE_SCRIPT;
      script.async = true;
      document.head.appendChild(script);
    }
    if ((window as { turnstile?: TurnstileApi }).turnstile) render();
    else script.addEventListener("load", render, { once: true });
    return () => {
      cancelled = true;
      const turnstile = (window as { turnstile?: TurnstileApi }).turnstile;
      if (widgetId && turnstile) turnstile.remove(widgetId);
    };
  }, [siteKey]);
  return <div ref={container} className="min-h-[65px]" />;
}
