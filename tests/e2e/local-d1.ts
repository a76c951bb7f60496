import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

// Reads the local D1 database of an end-to-end server (playwright.config.ts gives each one PERSIST_DIR
// .wrangler/e2e-<state>), the way staff read D1 in the Cloudflare console. Read-only queries only.

function databaseFile(state: string) {
  const dir = join(".wrangler", `e2e-${state}`, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`No D1 database under ${dir}`);
  return join(dir, file);
}

export function queryLocalD1<T>(sql: string, params: (string | number)[] = [], state = "full"): T[] {
  const db = new DatabaseSync(databaseFile(state));
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
