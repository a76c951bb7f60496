// Secrets of the consumer Worker (`wrangler secret put … -c workers/consumer.wrangler.toml`), which
// `wrangler types` cannot see; local runs get a local-only value from scripts/local-env.mjs.
interface ConsumerEnv {
  /** Signs the status links in e-mails (app/applications/status-link.server.ts). */
  STATUS_LINK_SECRET?: string;
}
