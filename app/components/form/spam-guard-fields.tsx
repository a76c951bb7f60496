import { useContext, useEffect, useRef, useState } from "react";
import { CspNonceContext } from "~/components/csp-nonce";
import { useSiteData } from "~/components/use-site-data";
import { m } from "~/i18n/paraglide/messages";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "~/lib/spam-guard-codes";

// Inside each of the three HTML forms (consultation, application, payment): a honeypot people never see, the time
// the form was rendered, and, only when a Turnstile site key is configured, the Turnstile widget. The first two
// are plain server-rendered inputs, so they work without JavaScript. Checked by ~/security/spam-guard.server.ts.

const offScreen = {
  position: "absolute",
  insetInlineStart: "-10000px",
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
          {m.forms_honeypot_label()}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={STARTED_AT_FIELD} defaultValue={startedAt} suppressHydrationWarning />
      {siteKey ? <TurnstileWidget siteKey={siteKey} /> : null}
    </>
  );
}

type TurnstileApi = { render(element: HTMLElement, options: { sitekey: string }): string };

const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js";

/**
 * Cloudflare's widget, drawn by its own script (implicit rendering): on load it finds the `cf-turnstile` element
 * and adds the token field to the form, on the pages that ship no script of ours too (docs/decisions/0026). React
 * leaves the element's inside alone. Reached by a client-side navigation, the script has loaded already and
 * scans no more: the widget is drawn here instead.
 */
function TurnstileWidget({ siteKey }: { siteKey: string }) {
  const nonce = useContext(CspNonceContext);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const turnstile = (window as { turnstile?: TurnstileApi }).turnstile;
    if (turnstile && container.current && !container.current.hasChildNodes())
      turnstile.render(container.current, { sitekey: siteKey });
  }, [siteKey]);
  return (
    <>
      <script src={TURNSTILE_SCRIPT} async defer nonce={nonce} suppressHydrationWarning />
      <div
        ref={container}
        className="cf-turnstile min-h-[65px]"
        data-sitekey={siteKey}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; keeps React out of what Turnstile draws
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    </>
  );
}
