// Reads the local D1, R2 and e-mail output of an end-to-end server (scripts/serve.mjs with PERSIST_DIR
// .wrangler/e2e-<state>, set by playwright.config.ts). D1 and R2's index are the SQLite files miniflare keeps there,
// opened read-only (`wrangler d1 execute --local` reads the same file, but starting wrangler takes seconds per
// query on a busy machine); R2 object bytes come through wrangler's own r2 command.
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";

const run = promisify(execFile);

export const FULL_STATE_DIR = ".wrangler/e2e-full";
const BUCKET = "istanbul-study-gateway-documents";

const env = {
  ...process.env,
  PATH: [resolve("node_modules/.bin"), process.env.PATH].join(delimiter),
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
};

function wrangler(args: string[]) {
  return run("wrangler", args, { env, maxBuffer: 32 * 1024 * 1024 });
}

/** Runs `read` on one of miniflare's SQLite files, opened read-only and closed after. */
function withSqlite<T>(file: string, read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(file, { readOnly: true });
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

/** The bytes of one object in the server's local R2 bucket (`wrangler r2 object get --local`). */
export async function r2Get(key: string) {
  const dir = await mkdtemp(join(tmpdir(), "r2-get-"));
  try {
    const file = join(dir, "object");
    await wrangler([
      "r2",
      "object",
      "get",
      `${BUCKET}/${key}`,
      "--local",
      "--persist-to",
      FULL_STATE_DIR,
      "--file",
      file,
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type StoredObject = {
  key: string;
  size: number;
  httpMetadata: { contentType?: string };
  customMetadata: Record<string, string>;
};

/**
 * Every object of the local bucket with its metadata. wrangler has no local "list" command, so this reads
 * miniflare's R2 index (one SQLite file per bucket) read-only.
 */
export async function r2Objects(): Promise<StoredObject[]> {
  const dir = join(FULL_STATE_DIR, "v3", "r2", "miniflare-R2BucketObject");
  const files = (await readdir(dir)).filter((f) => f.endsWith(".sqlite"));
  return files.flatMap((file) =>
    withSqlite(join(dir, file), (db) => {
      const isIndex = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_mf_objects'").get();
      if (!isIndex) return [];
      const rows = db.prepare("SELECT key, size, http_metadata, custom_metadata FROM _mf_objects").all() as {
        key: string;
        size: number;
        http_metadata: string;
        custom_metadata: string;
      }[];
      return rows.map((row) => ({
        key: row.key,
        size: row.size,
        httpMetadata: JSON.parse(row.http_metadata),
        customMetadata: JSON.parse(row.custom_metadata),
      }));
    }),
  );
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

/** One SQL statement as staff run it: `wrangler d1 execute DB --local` against the "full" server's state. */
export async function executeLocalD1(sql: string) {
  // The running server writes to the same SQLite file (a parallel test's form, the cron's sweeps): when it holds the
  // lock, wrangler fails with SQLITE_BUSY at once. Staff would run it again; so does this, a few times.
  for (let attempt = 1; ; attempt++) {
    try {
      await wrangler(["d1", "execute", "DB", "--local", "--persist-to", FULL_STATE_DIR, "--command", sql]);
      return;
    } catch (error) {
      const { message, stdout, stderr } = error as { message?: string; stdout?: string; stderr?: string };
      if (attempt === 5 || ![message, stdout, stderr].join("\n").includes("SQLITE_BUSY")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Fires the consumer's Cron Trigger on a local server, as scripts/serve.mjs does on its timer; `time` (ms) moves its clock. */
export async function fireCron(baseURL: string, time?: number) {
  const at = time === undefined ? "" : `?time=${time}`;
  const response = await fetch(`${baseURL}/cdn-cgi/local/scheduled${at}`, {
    headers: { "MF-Route-Override": "istanbul-study-gateway-consumer" },
  });
  if (!response.ok) throw new Error(`The cron answered ${response.status}`);
}
