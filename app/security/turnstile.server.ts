// Cloudflare Turnstile behind a small adapter, like the payment gateway: production asks Cloudflare's siteverify
// endpoint; local runs and tests use an offline verifier that accepts only Turnstile's documented dummy token.

export interface TurnstileVerifier {
  verify(token: string, remoteIp: string | undefined): Promise<boolean>;
}

const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
/** What Turnstile's test site keys hand out instead of a real token. */
export const TURNSTILE_DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

export function cloudflareTurnstile(secret: string, fetcher: typeof fetch = fetch): TurnstileVerifier {
  return {
    async verify(token, remoteIp) {
      const body = new FormData();
      body.set("secret", secret);
      body.set("response", token);
      if (remoteIp) body.set("remoteip", remoteIp);
      try {
        const response = await fetcher(SITEVERIFY_URL, { method: "POST", body, signal: AbortSignal.timeout(5_000) });
        const result = (await response.json()) as { success?: boolean };
        return result.success === true;
      } catch (error) {
        // Cloudflare unreachable: refuse (the visitor can retry) rather than let every bot through.
        console.error("turnstile: siteverify failed", error instanceof Error ? error.message : error);
        return false;
      }
    },
  };
}

export const sandboxTurnstile: TurnstileVerifier = {
  async verify(token) {
    return token === TURNSTILE_DUMMY_TOKEN;
  },
};
