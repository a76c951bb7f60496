// `npm start`: build, apply D1 migrations (schema + seed catalogue) locally, then serve the built site with
// local D1, R2, Queue, e-mail and the sandbox payment gateway on http://localhost:8787 (PORT overrides).
import { spawn } from "node:child_process";
import { localEnv, run } from "./local-env.mjs";

const port = process.env.PORT || "8787";

await run("npx", ["react-router", "build"]);
await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"], { env: { ...localEnv, CI: "true" } });

console.log(`\nServing on http://localhost:${port}\n`);
const server = spawn("npx", ["vite", "preview", "--port", port, "--strictPort"], { stdio: "inherit", env: localEnv });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
