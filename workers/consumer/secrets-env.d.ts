// Secrets of the consumer Worker (`wrangler secret put … -c workers/consumer.wrangler.toml`), which
// `wrangler types` cannot see; local runs get a local-only value from scripts/local-env.mjs.
interface ConsumerEnv {
  /** Signs the status links in e-mails (app/case/status-link.server.ts). */
  STATUS_LINK_SECRET?: string;
  /** The Cloud API's access token (decision 0050): without it the WhatsApp channel is off and e-mail goes. */
  WHATSAPP_ACCESS_TOKEN?: string;
  /** Local runs only: the WhatsApp sandbox's origin (scripts/whatsapp-sandbox.mjs); production uses Meta's API. */
  WHATSAPP_API_BASE?: string;
}
