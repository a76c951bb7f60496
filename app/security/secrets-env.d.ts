// Bindings that are never in wrangler.toml, so `wrangler types` cannot see them: secrets set with
// `wrangler secret put`, and the variables only local runs get from scripts/local-env.mjs.
declare namespace Cloudflare {
  interface Env {
    FLUTTERWAVE_SECRET_KEY?: string;
    FLUTTERWAVE_WEBHOOK_HASH?: string;
    TURNSTILE_SECRET_KEY?: string;
    /** Signs the status links of e-mails and the confirmation (app/case/status-link.server.ts). */
    STATUS_LINK_SECRET?: string;
    /** Local only: "off" switches the rate limits off on localhost (the end-to-end servers). */
    RATE_LIMITS?: string;
    /** Signs Meta's WhatsApp webhook notifications (X-Hub-Signature-256, app/whatsapp/webhook.server.ts). */
    WHATSAPP_APP_SECRET?: string;
    /** Meta's webhook verification handshake must echo this (GET /api/whatsapp/webhook). */
    WHATSAPP_VERIFY_TOKEN?: string;
    /** Local only: the sandbox gateway's webhook hash. */
    SANDBOX_WEBHOOK_HASH?: string;
  }
}
