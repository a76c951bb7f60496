// Bindings that are never in wrangler.toml, so `wrangler types` cannot see them: secrets set with
// `wrangler secret put`, and the variables only local runs get from scripts/local-env.mjs.
declare namespace Cloudflare {
  interface Env {
    FLUTTERWAVE_SECRET_KEY?: string;
    FLUTTERWAVE_WEBHOOK_HASH?: string;
    TURNSTILE_SECRET_KEY?: string;
    /** Signs the status links of e-mails and the confirmation (app/applications/status-link.server.ts). */
    STATUS_LINK_SECRET?: string;
    /** Local only: "off" switches the rate limits off on localhost (the end-to-end servers). */
    RATE_LIMITS?: string;
    /** Local only: the sandbox gateway's webhook hash. */
    SANDBOX_WEBHOOK_HASH?: string;
  }
}
