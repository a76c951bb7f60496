// Sends 100 MB, chunked (no Content-Length), to every POST endpoint of the local site and reports each answer and
// how much the workerd process grew meanwhile (VmRSS sampled every 10 ms, from /proc). Every endpoint must answer
// 413 (401 for the webhook without its signature, 411 for the uploads sent without a length, 404 for the sandbox
// when off) and grow workerd by < 5 MB.
//
//   npx react-router build && node scripts/measure-body-limits.mjs
//
// It starts `node scripts/serve.mjs` itself (PORT, default 8838; throwaway state) in its own process group.
// SIZE_MB (default 100) sets the body size; DECLARED=1 sends it with a Content-Length instead of chunked; BASE=http://localhost:8787 measures an already running server instead
// (memory is then not sampled).
import { rmSync } from "node:fs";
import { memoryOf, requireBuild, startLocalServer, waitForServer } from "./local-server.mjs";

const port = process.env.PORT || "8838";
const sizeMb = Number(process.env.SIZE_MB || 100);
const persistDir = ".wrangler/measure-body-limits";
const external = process.env.BASE;
const MB = 1024 * 1024;

if (!external) requireBuild();
const server = external ? undefined : startLocalServer({ port, persistDir });
const base = external || server.base;

const rss = (pids) => pids.reduce((sum, pid) => sum + memoryOf(pid).rss, 0);

/** A body of `size` bytes that streams in 64 KB chunks, so fetch sends it chunked. */
function chunkedBody(size) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const n = Math.min(chunk.length, size - sent);
      controller.enqueue(n === chunk.length ? chunk : chunk.subarray(0, n));
      sent += n;
    },
  });
}

const endpoints = [
  ["/api/consultation-requests", "application/json"],
  ["/api/applications", "multipart/form-data; boundary=----x"],
  ["/api/payment/initiate", "application/json"],
  ["/api/payment/webhook", "application/json"],
  ["/api/csp-report", "application/csp-report"],
  ["/contact", "application/x-www-form-urlencoded"],
  ["/apply", "multipart/form-data; boundary=----x"],
  ["/payments?service=basic", "application/x-www-form-urlencoded"],
  ["/sandbox-gateway/checkout/ISG-NONE", "application/x-www-form-urlencoded"],
  ["/sandbox-gateway/v3/payments", "application/json"],
];

const declaredBody = process.env.DECLARED ? new Uint8Array(sizeMb * MB).fill(0x61) : undefined;
let failed = false;
try {
  await (server?.ready ?? waitForServer(base));
  await fetch(`${base}/`).then((r) => r.text());
  const pids = server?.workerdPids() ?? [];
  for (const [path, contentType] of endpoints) {
    const before = rss(pids);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rss(pids))), 10);
    const started = performance.now();
    let status;
    let text;
    try {
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": contentType },
        ...(process.env.DECLARED ? { body: declaredBody } : { body: chunkedBody(sizeMb * MB), duplex: "half" }),
      });
      status = response.status;
      text = (await response.text()).slice(0, 120).replace(/\s+/g, " ");
    } catch (error) {
      status = `error: ${error.cause?.code ?? error.message}`;
    } finally {
      clearInterval(sampler);
    }
    const grown = (peak - before) / MB;
    const ok = [413, 411, 401].includes(status) && (!pids.length || grown < 5);
    if (!ok) failed = true;
    console.log(
      `${ok ? "ok  " : "FAIL"} POST ${path}: ${status} in ${Math.round(performance.now() - started)} ms` +
        (pids.length ? `, workerd +${grown.toFixed(1)} MB` : "") +
        ` ${text ?? ""}`,
    );
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  server?.stop();
  await new Promise((r) => setTimeout(r, 1000));
  server?.stop("SIGKILL");
  if (!external) rmSync(persistDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
