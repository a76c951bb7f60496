// Reads the local D1, R2 and e-mail output of the end-to-end "full" server (scripts/serve.mjs with
// PERSIST_DIR=.wrangler/e2e-full) the way a developer would: wrangler's own d1/r2 commands.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
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

type Row = Record<string, unknown>;

/** The rows of each statement (separated by ';') against the server's local D1, in one wrangler run. */
export async function d1All(sql: string): Promise<Row[][]> {
  const { stdout } = await wrangler(["d1", "execute", "DB", "--local", "--persist-to", FULL_STATE_DIR, "--json", "--command", sql]);
  return (JSON.parse(stdout) as { results: Row[] }[]).map((r) => r.results);
}

/** Rows of one SQL statement against the server's local D1. */
export async function d1<T = Row>(sql: string): Promise<T[]> {
  return (await d1All(sql))[0] as T[];
}

/** The bytes of one object in the server's local R2 bucket (`wrangler r2 object get --local`). */
export async function r2Get(key: string) {
  const dir = await mkdtemp(join(tmpdir(), "r2-get-"));
  try {
    const file = join(dir, "object");
    await wrangler(["r2", "object", "get", `${BUCKET}/${key}`, "--local", "--persist-to", FULL_STATE_DIR, "--file", file]);
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
  const { DatabaseSync } = await import("node:sqlite");
  const dir = join(FULL_STATE_DIR, "v3", "r2", "miniflare-R2BucketObject");
  const files = (await readdir(dir)).filter((f) => f.endsWith(".sqlite"));
  const objects: StoredObject[] = [];
  for (const file of files) {
    const db = new DatabaseSync(join(dir, file), { readOnly: true });
    try {
      const isIndex = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_mf_objects'").get();
      if (!isIndex) continue;
      const rows = db.prepare("SELECT key, size, http_metadata, custom_metadata FROM _mf_objects").all() as {
        key: string;
        size: number;
        http_metadata: string;
        custom_metadata: string;
      }[];
      for (const row of rows) {
        objects.push({
          key: row.key,
          size: row.size,
          httpMetadata: JSON.parse(row.http_metadata),
          customMetadata: JSON.parse(row.custom_metadata),
        });
      }
    } finally {
      db.close();
    }
  }
  return objects;
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
