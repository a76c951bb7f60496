// `npm start`: build, then apply D1 migrations (schema + seed catalogue) locally and serve the site with
// local D1, R2, Queue, e-mail and the sandbox payment gateway on http://localhost:8787 (PORT overrides).
import { run, writeLocalVars } from "./local-env.mjs";

writeLocalVars();
await run("react-router", [ "build"]);
await import("./serve.mjs");
