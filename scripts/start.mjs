// `npm start`: build, then apply D1 migrations (schema + seed catalogue) locally and serve the site with
// local D1, R2, Queue, e-mail and the sandbox payment gateway on http://localhost:8787 (PORT overrides; links in
// e-mails follow it through PUBLIC_ORIGIN, see serve.mjs).
import { run } from "./local-env.mjs";

await run("react-router", ["build"]);
await import("./serve.mjs");
