import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test, vi } from "vitest";
import { whatsAppSandboxVars } from "../../scripts/whatsapp-sandbox.mjs";

// The configuration module's list of variables (app/config.server.ts) cannot drift from what the Workers are given:
// the names `wrangler types` generates from the two config files, the secrets the docs tell staff to put, and the
// variables local runs set. (tsc checks the first direction too, in each Worker's project; this file checks both
// Workers at once and the other directions.) Outside workerd, `env` is an empty object.
vi.mock("cloudflare:workers", () => ({ env: {} }));
// Imported by a name tsc does not follow: this project has no Workers types (tsconfig.node.json).
const configModule = "../../app/config.server";
const { LIMITER_BINDINGS, VAR_NAMES } = (await import(/* @vite-ignore */ configModule)) as {
  LIMITER_BINDINGS: readonly string[];
  VAR_NAMES: { configFiles: string[]; secrets: string[]; other: string[] };
};
// The same for scripts/local-env.mjs, which is not type-checked.
const localEnvModule = "../../scripts/local-env.mjs";
const { LOCAL_VARS, LOCAL_ACCESS_KEY_VARS } = (await import(/* @vite-ignore */ localEnvModule)) as {
  LOCAL_VARS: Record<string, string>;
  LOCAL_ACCESS_KEY_VARS: string[];
};

const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, "utf8");

/** The names and types of a generated env interface (`npm run types`), e.g. { SITE_NAME: "string", DB: "D1Database" }. */
function generated(file: string, name: string): Record<string, string> {
  if (!existsSync(`${root}${file}`)) throw new Error(`${file} is missing: run \`npm run types\` first`);
  const body = read(file).match(new RegExp(`interface __BaseEnv_${name} \\{\\n([^}]*)\\}`))?.[1];
  if (!body) throw new Error(`${file} has no interface ${name}: has \`wrangler types\` changed its output?`);
  return Object.fromEntries([...body.matchAll(/^\t(\w+): (.+);$/gm)].map(([, key, type]) => [key!, type!]));
}
const web = generated("worker-configuration.d.ts", "Env");
const consumer = generated("workers/consumer-configuration.d.ts", "ConsumerEnv");
/** A [vars] entry is typed string, or its literal value with strict vars (the consumer's). */
const varsOf = (env: Record<string, string>) =>
  Object.keys(env).filter((key) => env[key] === "string" || env[key]!.startsWith('"'));

const declared = [...VAR_NAMES.configFiles, ...VAR_NAMES.secrets, ...VAR_NAMES.other];
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** Every `wrangler secret put NAME` in the README, the docs and the two config files. */
function secretsTheDocsName() {
  const docs = (dir: string): string[] =>
    readdirSync(`${root}${dir}`, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? docs(`${dir}/${entry.name}`) : entry.name.endsWith(".md") ? [`${dir}/${entry.name}`] : [],
    );
  const files = ["README.md", "wrangler.toml", "workers/consumer.wrangler.toml", ...docs("docs")];
  return sorted(
    files.flatMap((file) => [...read(file).matchAll(/wrangler secret put (\w+)/g)].map(([, name]) => name!)),
  );
}

describe("the configuration's variables", () => {
  test("include every [vars] entry wrangler types generates for either Worker", () => {
    const unread = [...varsOf(web), ...varsOf(consumer)].filter((name) => !declared.includes(name));
    expect(unread, "declare them in VARS of app/config.server.ts").toEqual([]);
  });

  test("list as config-file variables only what a config file declares", () => {
    const inFiles = new Set([...varsOf(web), ...varsOf(consumer)]);
    const notInFiles = VAR_NAMES.configFiles.filter((name) => !inFiles.has(name));
    expect(notInFiles, "move them to SECRETS or OTHER_VARS of app/config.server.ts").toEqual([]);
  });

  test("list as secrets exactly those the docs tell staff to `wrangler secret put`", () => {
    expect(sorted(VAR_NAMES.secrets)).toEqual(secretsTheDocsName());
  });

  test("include every variable local runs set", () => {
    const local = [
      ...Object.keys(LOCAL_VARS),
      ...Object.keys(whatsAppSandboxVars("http://127.0.0.1:1")),
      "RATE_LIMITS",
    ];
    expect(local.filter((name) => !declared.includes(name))).toEqual([]);
    expect(read("playwright.config.ts")).toContain('RATE_LIMITS: "off"');
  });

  test("list as other variables only ones a local run sets or a config file names in a comment", () => {
    const local = new Set([
      ...Object.keys(LOCAL_VARS),
      ...LOCAL_ACCESS_KEY_VARS,
      ...Object.keys(whatsAppSandboxVars("http://127.0.0.1:1")),
    ]);
    const configText = read("wrangler.toml") + read("workers/consumer.wrangler.toml") + read("playwright.config.ts");
    expect(VAR_NAMES.other.filter((name) => !local.has(name) && !configText.includes(name))).toEqual([]);
  });

  test("name each group once", () => {
    expect(declared.length).toBe(new Set(declared).size);
  });
});

describe("the configuration's bindings", () => {
  test("list exactly the rate limit bindings wrangler.toml declares", () => {
    const generatedLimiters = Object.keys(web).filter((name) => web[name] === "RateLimit");
    expect(sorted(LIMITER_BINDINGS)).toEqual(sorted(generatedLimiters));
  });
});
