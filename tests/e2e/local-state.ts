// Reads and writes the local D1, R2 and e-mail output of an end-to-end server (scripts/serve.mjs with PERSIST_DIR
// .wrangler/e2e-<state>, set by playwright.config.ts) without holding the server's database: a second process that
// opens the D1 file to write (`wrangler d1 execute --local`) makes the server's own writes fail at once with
// "database is locked" (a consultation answered 500 in CI, issue 50). So writes, and R2's objects, go through the
// server itself: workers/local-state.ts, a Worker only local builds run beside the site, reached with miniflare's
// MF-Route-Override header. Reads of D1 stay synchronous: the SQLite file opened read-only, which in D1's WAL mode
// never blocks the writer, and with a busy timeout, so a read waits out a checkpoint instead of failing.
import { readdirSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { PORTS } from "../../playwright.config";

const LOCAL_STATE_WORKER = "istanbul-study-gateway-local-state";
/** What workers/local-state.ts takes at POST /d1. */
type LocalSql = { sql: string; params?: (string | number | null)[] };

/** A request to the "full" server's local-state Worker (its D1 and R2). */
async function localState(path: string, init: RequestInit = {}) {
  const response = await fetch(`http://localhost:${PORTS.full}${path}`, {
    ...init,
    headers: { ...init.headers, "MF-Route-Override": LOCAL_STATE_WORKER },
  });
  if (!response.ok) throw new Error(`local state ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Runs `read` on one of miniflare's SQLite files, opened read-only (waiting up to 5 s on a lock) and closed after. */
function withSqlite<T>(file: string, read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

function d1File(state: string) {
  const dir = join(".wrangler", `e2e-${state}`, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`No D1 database under ${dir}`);
  return join(dir, file);
}

/** The rows of one read-only SQL statement against a server's local D1 ("full" unless `state` says otherwise). */
export function queryLocalD1<T>(sql: string, params: (string | number)[] = [], state = "full"): T[] {
  return withSqlite(d1File(state), (db) => db.prepare(sql).all(...params) as T[]);
}

/** The bytes of one object in the server's local R2 bucket. */
export async function r2Get(key: string) {
  return Buffer.from(await (await localState(`/r2/${encodeURIComponent(key)}`)).arrayBuffer());
}

export type StoredObject = {
  key: string;
  size: number;
  httpMetadata: { contentType?: string };
  customMetadata: Record<string, string>;
};

/** Every object of the local bucket with its metadata. */
export async function r2Objects(): Promise<StoredObject[]> {
  return (await localState("/r2")).json() as Promise<StoredObject[]>;
}

/** The text parts of the e-mails the local send_email binding wrote (miniflare saves each as a file). */
export async function sentEmailTexts(containing: string) {
  const root = ".wrangler/tmp/email";
  const texts: string[] = [];
  let instances: string[] = [];
  try {
    instances = await readdir(root);
  } catch {
    return texts;
  }
  for (const instance of instances) {
    const dir = join(root, instance, "email-text");
    let files: string[] = [];
    try {
      files = await readdir(dir);
    } catch {
      continue;
    }
    for (const file of files) {
      const text = await readFile(join(dir, file), "utf8");
      if (text.includes(containing)) texts.push(text);
    }
  }
  return texts;
}

/**
 * One SQL statement as staff run it (`wrangler d1 execute DB`), run by the "full" server on its own D1: the rows it
 * answers, if any.
 */
export async function executeLocalD1<T = Record<string, unknown>>(sql: string, params: LocalSql["params"] = []) {
  const body: LocalSql = { sql, params };
  return (await localState("/d1", { method: "POST", body: JSON.stringify(body) })).json() as Promise<T[]>;
}

/** Fires the consumer's Cron Trigger on a local server, as scripts/serve.mjs does on its timer; `time` (ms) moves its clock. */
export async function fireCron(baseURL: string, time?: number) {
  const at = time === undefined ? "" : `?time=${time}`;
  const response = await fetch(`${baseURL}/cdn-cgi/local/scheduled${at}`, {
    headers: { "MF-Route-Override": "istanbul-study-gateway-consumer" },
  });
  if (!response.ok) throw new Error(`The cron answered ${response.status}`);
}
