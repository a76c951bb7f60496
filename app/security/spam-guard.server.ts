import { edgeConfig } from "~/config.server";
import { isLocalHost } from "~/lib/local-host";
import { connectingAddress } from "./rate-limit.server";
import { HONEYPOT_FIELD, STARTED_AT_FIELD, type SpamRefusalCode, TURNSTILE_FIELD } from "~/lib/spam-guard-codes";
import { cloudflareTurnstile, sandboxTurnstile, type TurnstileVerifier } from "./turnstile.server";

// The one server check behind the consultation, application and payment forms (actions and their JSON APIs):
// a filled honeypot, a form sent sooner after it was rendered than a person could, and (only when a site key is
// configured) a Turnstile token. Callers answer a honeypot like a success and store nothing.

export type SpamVerdict = { ok: true } | { ok: false; reason: "honeypot" } | { ok: false; reason: SpamRefusalCode };

type Fields = { get(name: string): unknown };

/** Variables a test may hand in instead of the Worker's own (edgeConfig reads them). */
type GuardEnv = { FORM_MIN_FILL_SECONDS?: string; TURNSTILE_SITE_KEY?: string; TURNSTILE_SECRET_KEY?: string };

/** The verifier the configuration asks for, or undefined when Turnstile is off (no site key). */
export function turnstileVerifier(vars: GuardEnv | undefined, url: string): TurnstileVerifier | undefined {
  const { turnstileSiteKey, turnstileSecretKey } = edgeConfig(vars);
  if (!turnstileSiteKey) return undefined;
  if (isLocalHost(new URL(url).hostname) || !turnstileSecretKey) {
    if (!turnstileSecretKey && !isLocalHost(new URL(url).hostname)) {
      console.error("turnstile: TURNSTILE_SITE_KEY is set but TURNSTILE_SECRET_KEY is not: every form is refused");
      return { verify: async () => false };
    }
    return sandboxTurnstile;
  }
  return cloudflareTurnstile(turnstileSecretKey);
}

export async function checkSpamGuard(fields: Fields, request: Request, vars?: GuardEnv): Promise<SpamVerdict> {
  const honeypot = fields.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null)
    return { ok: false, reason: "honeypot" };

  // Forms rendered by this site carry the time; API clients of spec section 7 do not, and are rate-limited.
  const startedAt = Number(fields.get(STARTED_AT_FIELD));
  const minimumMs = edgeConfig(vars).formMinFillSeconds * 1000;
  if (Number.isFinite(startedAt) && startedAt > 0) {
    const elapsed = Date.now() - startedAt;
    // A clock ahead of ours (a form rendered in the browser) cannot be judged: only a short, positive gap counts.
    if (elapsed >= 0 && elapsed < minimumMs) return { ok: false, reason: "too-fast" };
  }

  const verifier = turnstileVerifier(vars, request.url);
  if (verifier) {
    const token = fields.get(TURNSTILE_FIELD);
    if (typeof token !== "string" || token === "" || !(await verifier.verify(token, connectingAddress(request)))) {
      return { ok: false, reason: "turnstile" };
    }
  }
  return { ok: true };
}
