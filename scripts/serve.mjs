// Serves the already built site (`react-router build`) with local bindings, after preparing its local D1.
//   PORT         port to listen on (default 8787)
//   PUBLIC_ORIGIN origin for links in e-mails (default http://localhost:$PORT, the origin served here); overrides
//                the PUBLIC_ORIGIN [var] of both Workers
//   PERSIST_DIR  where local D1/R2/Queue state lives (default .wrangler/state, shared with wrangler commands)
//   DB_STATE     full (default): all migrations, schema + seed catalogue, keeping what is already there
//                fresh: the same on a new, empty state directory (end-to-end tests)
//                empty: the schema only, no catalogue (end-to-end tests of empty panels)
//                broken: no tables at all, so every query fails (end-to-end tests of error panels)
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { localEnv, run } from "./local-env.mjs";

const port = process.env.PORT || "8787";
const persistDir = process.env.PERSIST_DIR || ".wrangler/state";
const dbState = process.env.DB_STATE || "full";
const env = { ...localEnv, PERSIST_DIR: persistDir, CI: "true" };
// vite preview reads [vars] from the built configs; with CLOUDFLARE_INCLUDE_PROCESS_ENV wrangler lays this process's
// environment over them (both Workers), so links in e-mails point at the origin actually served, whatever PORT is.
// (It is skipped when a .dev.vars file sits next to the built configs.)
const previewEnv = {
  ...env,
  CLOUDFLARE_INCLUDE_PROCESS_ENV: "true",
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN || `http://localhost:${port}`,
};
const wranglerState = ["--local", "--persist-to", persistDir];

if (!["full", "fresh", "empty", "broken"].includes(dbState)) throw new Error(`Unknown DB_STATE '${dbState}'`);
// Throwaway states for tests start from nothing each time.
if (dbState !== "full") rmSync(persistDir, { recursive: true, force: true });
if (dbState === "full" || dbState === "fresh") {
  await run("wrangler", [ "d1", "migrations", "apply", "DB", ...wranglerState], { env });
} else if (dbState === "empty") {
  await run("wrangler", [ "d1", "execute", "DB", ...wranglerState, "--file", "migrations/0000_init.sql"], { env });
}

console.log(`\nServing on http://localhost:${port} (D1: ${dbState}, state: ${persistDir})\n`);
const server = spawn("vite", [ "preview", "--port", port, "--strictPort"], { stdio: "inherit", env: previewEnv });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
