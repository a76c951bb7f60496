// Serves the already built site (`react-router build`) with local bindings, after preparing its local D1.
//   PORT         port to listen on (default 8787)
//   PUBLIC_ORIGIN origin for links in e-mails (default http://localhost:$PORT, the origin served here); overrides
//                the PUBLIC_ORIGIN [var] of both Workers
//   PERSIST_DIR  where local D1/R2/Queue state lives (default .wrangler/state, shared with wrangler commands)
//   DB_STATE     full (default): all migrations, schema + seed catalogue, keeping what is already there
//                fresh: the same on a new, empty state directory (end-to-end tests)
//                empty: the schema only, no catalogue (end-to-end tests of empty panels): every migration except
//                the seed data ones (named *_seed_*.sql), in order
//                broken: no tables at all, so every query fails (end-to-end tests of error panels)
//   WHATSAPP     off: no WhatsApp sandbox variables for the consumer, so the channel is off and updates go by e-mail
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { localEnv, localPreviewVars, removeBuiltDevVars, run, SANDBOX_MARKERS } from "./local-env.mjs";
import { startWhatsAppSandbox, whatsAppSandboxVars } from "./whatsapp-sandbox.mjs";

const port = process.env.PORT || "8787";
const persistDir = process.env.PERSIST_DIR || ".wrangler/state";
const dbState = process.env.DB_STATE || "full";
const env = { ...localEnv, PERSIST_DIR: persistDir, CI: "true" };
// vite preview reads [vars] from the built configs; the local-only variables (the sandbox gateway, this server's
// origin for links in e-mails) reach both Workers as process environment (see scripts/local-env.mjs).
// The WhatsApp sandbox (decision 0050) runs in this process, on a free port of 127.0.0.1; each message it accepts is
// a file beside the state: .wrangler/tmp/whatsapp/ for `npm start`, .wrangler/e2e-full-whatsapp/ for Playwright's.
const whatsappDir =
  persistDir === ".wrangler/state" ? ".wrangler/tmp/whatsapp" : `${persistDir.replace(/\/$/, "")}-whatsapp`;
if (dbState !== "full") rmSync(whatsappDir, { recursive: true, force: true });
const whatsapp = await startWhatsAppSandbox({ dir: whatsappDir });
const previewEnv = {
  ...env,
  ...(await localPreviewVars(port, process.env.PUBLIC_ORIGIN)),
  ...(process.env.WHATSAPP === "off" ? {} : whatsAppSandboxVars(whatsapp.origin)),
};
const wranglerState = ["--local", "--persist-to", persistDir];

if (!["full", "fresh", "empty", "broken"].includes(dbState)) throw new Error(`Unknown DB_STATE '${dbState}'`);
// The payment flow needs the sandbox gateways, which only a SANDBOX_GATEWAYS=on build has (decision 0039).
const workerFiles = [
  "build/server/index.js",
  ...readdirSync("build/server/assets").map((f) => `build/server/assets/${f}`),
];
if (!workerFiles.some((file) => file.endsWith(".js") && readFileSync(file, "utf8").includes(SANDBOX_MARKERS[0]))) {
  console.error(
    "This build has no sandbox payment gateways (a production build): payments would be refused. Build with\n  npm run build:local\n(npm start does), then serve again.",
  );
  process.exit(1);
}
// Throwaway states for tests start from nothing each time.
if (dbState !== "full") rmSync(persistDir, { recursive: true, force: true });
if (dbState === "full" || dbState === "fresh") {
  await run("wrangler", ["d1", "migrations", "apply", "DB", ...wranglerState], { env });
  // The local staff members (never a migration: production adds its own, docs/staff.md).
  await run("wrangler", ["d1", "execute", "DB", ...wranglerState, "--file", "scripts/local-staff.sql"], { env });
} else if (dbState === "empty") {
  // One wrangler run for all of them (each run costs seconds): the files joined, in order.
  const schemaOnly = readdirSync("migrations")
    .filter((file) => file.endsWith(".sql") && !/_seed_/.test(file))
    .sort()
    .map((file) => readFileSync(`migrations/${file}`, "utf8"));
  const joined = `${persistDir}-schema.sql`;
  writeFileSync(joined, schemaOnly.join("\n"));
  await run("wrangler", ["d1", "execute", "DB", ...wranglerState, "--file", joined], { env });
  rmSync(joined);
}

removeBuiltDevVars();
console.log(`\nServing on http://localhost:${port} (D1: ${dbState}, state: ${persistDir})`);
console.log(`WhatsApp sandbox: ${whatsapp.origin}/messages, files under ${whatsappDir}/\n`);
const server = spawn("vite", ["preview", "--port", port, "--strictPort"], { stdio: "inherit", env: previewEnv });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));

// vite preview never fires the consumer's Cron Trigger: fire it here, as the platform would (every 5 minutes in
// workers/consumer.wrangler.toml; every minute here, so a status changed in the local D1 is e-mailed within a
// minute), so notifications a crash left pending or queued still go out locally. Once at start too: a restarted
// server sends what the last one left. LOCAL_CRON=off switches this off; LOCAL_CRON_SECONDS sets the interval.
if (process.env.LOCAL_CRON !== "off") {
  const sweep = () =>
    fetch(`http://localhost:${port}/cdn-cgi/local/scheduled`, {
      headers: { "MF-Route-Override": "istanbul-study-gateway-consumer" },
    }).catch(() => {}); // not listening yet, or shutting down: the next run catches up
  setTimeout(sweep, 15_000).unref();
  setInterval(sweep, Number(process.env.LOCAL_CRON_SECONDS || 60) * 1000).unref();
}
