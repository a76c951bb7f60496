// What one /eligibility answer costs the server (issue 40): the built site on its own throwaway server, three
// answers (every bachelor's offering in English, Medicine in French with a CFA franc budget, in Arabic), each asked
// RUNS times one after another (localhost: the time to the last byte is the server's time) beside a static file, then 40 at once from
// one client, as the issue's report did. Prints median and p95 per answer and the target. Usage (after
// `npx react-router build`):
//   node scripts/measure-eligibility.mjs            (starts its own server on PORT, default 8799)
//   node scripts/measure-eligibility.mjs http://localhost:8787   (a running server; its rate limits apply)
//   RUNS=60 CONCURRENT=40 TARGET_MS=10
// The own server runs with RATE_LIMITS=off (localhost only): the limit would refuse the 40 at once, and what is
// measured here is the answer's cost. The limit itself is proven by tests/worker/eligibility.limits.test.ts.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { requireBuild, startLocalServer } from "./local-server.mjs";
import { median, percentile } from "./measure-kit.mjs";

const runs = Number(process.env.RUNS ?? 60);
const concurrent = Number(process.env.CONCURRENT ?? 40);
const targetMs = Number(process.env.TARGET_MS ?? 10);

const grades = "english=B3&mathematics=C4&biology=C5&chemistry=C6&physics=B2";
const ANSWERS = {
  "en, every bachelor's": `/eligibility?qualification=waec&${grades}&proof=english_medium&level=bachelor&nationality=NG&budget=15000`,
  "fr, Medicine, XAF budget": `/fr/eligibility?qualification=waec&${grades}&proof=english_medium&level=bachelor&field=Health+Sciences&nationality=CM&budget=9000000&budget_currency=XAF`,
  "ar, Medicine": `/ar/eligibility?qualification=waec&${grades}&proof=english_medium&level=bachelor&field=Health+Sciences&nationality=EG`,
  "API, every bachelor's (no page)": `/api/eligibility?qualification=waec&${grades}&proof=english_medium&level=bachelor&nationality=NG&budget=15000`,
};

let base = process.argv[2];
let stateDir;
let server;
if (!base) {
  requireBuild();
  stateDir = mkdtempSync(join(tmpdir(), "measure-eligibility-"));
  server = startLocalServer({
    port: Number(process.env.PORT ?? 8799),
    persistDir: stateDir,
    env: { RATE_LIMITS: "off" },
  });
  await server.ready;
  base = server.base;
}

/**
 * CPU seconds the server's workerd processes have used (user + system, /proc): the Worker and its local D1. Unlike
 * the time to the last byte, it hardly moves with what else the machine runs. Null for a server not started here.
 */
function serverCpuMs() {
  if (!server) return null;
  let ticks = 0;
  for (const pid of server.workerdPids()) {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
  }
  return ticks * 10; // USER_HZ = 100
}

/** One answer, read to its last byte: milliseconds, or throws on anything but 200. */
async function answer(path) {
  if (path === STATIC) {
    const started = performance.now();
    await (await fetch(new URL(path, base))).arrayBuffer();
    return performance.now() - started;
  }
  const started = performance.now();
  const response = await fetch(new URL(path, base), { headers: { accept: "text/html" } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return performance.now() - started;
}

// The reference: a static file from the same server, asked the same way. On a shared machine every figure moves
// with the load; the answer's time less the static file's is the part the answer itself costs.
const STATIC = "/favicon.ico";
const rows = [];
for (const [name, path] of Object.entries({ ...ANSWERS, "static file (reference)": STATIC })) {
  for (let i = 0; i < 5; i++) await answer(path); // warm-up: the isolate, its caches
  const times = [];
  const cpuBefore = serverCpuMs();
  for (let i = 0; i < runs; i++) times.push(await answer(path));
  const cpu = cpuBefore === null ? null : ((serverCpuMs() ?? 0) - cpuBefore) / runs;
  // What a phone downloads (issue 50: an answer without a field drew all 121 cards): the HTML, raw and gzipped.
  const html = Buffer.from(
    await (await fetch(new URL(path, base), { headers: { accept: "text/html" } })).arrayBuffer(),
  );
  const size = `${(html.length / 1024).toFixed(1)} KB (${(gzipSync(html).length / 1024).toFixed(1)} KB gzipped)`;
  rows.push({ name, median: median(times), p95: percentile(times, 95), cpu, size });
}
const [first] = Object.values(ANSWERS);
const started = performance.now();
const together = await Promise.all(Array.from({ length: concurrent }, () => answer(first)));
const wall = performance.now() - started;

console.log(`\n/eligibility, ${base}: ${runs} answers one after another (after 5 unmeasured), median and p95\n`);
const reference = rows.at(-1)?.median ?? 0;
console.log("| answer | median | p95 | median less the static file's | server CPU per answer | size |");
console.log("|---|---|---|---|---|---|");
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.median.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${(r.median - reference).toFixed(1)} ms | ${r.cpu === null ? "–" : `${r.cpu.toFixed(1)} ms`} | ${r.size} |`,
  );
console.log(
  `\n${concurrent} at once (${Object.keys(ANSWERS)[0]}): p50 ${median(together).toFixed(0)} ms, p95 ${percentile(together, 95).toFixed(0)} ms, all answered in ${wall.toFixed(0)} ms`,
);
const worst = Math.max(...rows.slice(0, -1).map((r) => r.median - reference));
console.log(
  `Target: every answer's median within ${targetMs} ms of the static file's: ${worst <= targetMs ? "met" : "NOT met"} (worst ${worst.toFixed(1)} ms)\n`,
);
if (server) {
  // vite preview and workerd do not always end with the group's SIGTERM: as measure-upload.mjs does.
  server.stop();
  await new Promise((r) => setTimeout(r, 1000));
  server.stop("SIGKILL");
}
if (stateDir) rmSync(stateDir, { recursive: true, force: true });
process.exitCode = worst <= targetMs ? 0 : 1;
