import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// The real migrations (schema + seed catalogue), exactly as `wrangler d1 migrations apply` runs them.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
