// `npm run load`: mixed traffic at rising rates against the built site (`npm run build:local` first) on a throwaway
// local server, then a check that no accepted write was lost (scripts/load-nothing-lost.mjs). Measures; CI does not
// run it. Figures and what they mean: docs/measurements/0044-load-test.md, docs/capacity.md.
//   LOAD_RATES (5,10,20,40,60,80,120,160 requests/s)   LOAD_SECONDS (60 per step)   LOAD_PORT (8857)
//   LOAD_MAX_P95_MS (1000) and LOAD_MAX_ERRORS (0.01): the last step is the first over either
//   LOAD_TIMEOUT_MS (15000: a request not answered by then is an error)
// Open loop (docs/decisions/0048-load-test-tool.md): request i of a step is due at i/rate s and is sent then,
// whatever earlier answers are doing; its latency counts from when it was due, so a server that falls behind
// cannot hide its queue by slowing the sender (coordinated omission). Each request comes from an address of its
// own (CF-Connecting-IP in 198.18.0.0/15, RFC 2544's benchmarking range): the local server's rate limits stay on,
// as at the edge, and count each client apart, so none refuses a request the way it would refuse one abuser.
import { readdirSync, readFileSync } from "node:fs";
import { accepted, CACHED_PAGES, KINDS, marker, SLOTS } from "./load-mix.mjs";
import { checkNothingLost } from "./load-nothing-lost.mjs";
import { requireBuild, startLocalServer } from "./local-server.mjs";
import { median, percentile } from "./measure-kit.mjs";

const RATES = (process.env.LOAD_RATES ?? "5,10,20,40,60,80,120,160").split(",").map(Number);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const MAX_P95_MS = Number(process.env.LOAD_MAX_P95_MS ?? 1000);
const MAX_ERRORS = Number(process.env.LOAD_MAX_ERRORS ?? 0.01);
const TIMEOUT_MS = Number(process.env.LOAD_TIMEOUT_MS ?? 15_000);
const port = Number(process.env.LOAD_PORT ?? 8857);
const persistDir = ".wrangler/load";

/** The kinds the steps send (the static file is measured alone, as a reference). */
const SENT = Object.keys(KINDS).filter((name) => KINDS[name].share > 0);

// ---------------------------------------------------------------- sending
let client = 0;
const clientAddress = () => {
  const n = client++ % 131_072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
};
const userAgent =
  "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";

/** Sends request n of the kind `name`, due at `due` (performance.now()); resolves to { name, ms, error? }. */
async function send(base, name, n, due) {
  const [path, init = {}, keep] = KINDS[name].request(n);
  const headers = { "user-agent": userAgent, "accept-encoding": "identity", "CF-Connecting-IP": clientAddress() };
  try {
    const response = await fetch(base + path, {
      ...init,
      headers: { ...headers, ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - due;
    if (response.status !== KINDS[name].ok) return { name, ms, error: `HTTP ${response.status}` };
    keep?.(JSON.parse(text));
    return { name, ms };
  } catch (error) {
    const kind = error.name === "TimeoutError" ? "timeout" : `network ${error.cause?.code ?? error.message}`;
    return { name, ms: performance.now() - due, error: kind };
  }
}

/** CPU seconds used so far by the server's process group: workerd (the Workers, D1, R2, the queue) and the rest. */
function serverCpu(group) {
  const cpu = { workerd: 0, other: 0 };
  for (const entry of readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== group) continue;
      const seconds = (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 10 ms
      cpu[stat.includes("(workerd") ? "workerd" : "other"] += seconds;
    } catch {
      // ended while read
    }
  }
  return cpu;
}
/** Busy and total CPU time of the whole machine (every process, the other work on it too). */
function machineCpu() {
  const ticks = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = ticks[3] + ticks[4];
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** One step: `rate` requests/s for SECONDS, open loop; its figures. */
async function step(base, group, rate, first) {
  const count = Math.round(rate * SECONDS);
  const cpuBefore = serverCpu(group);
  const machineBefore = machineCpu();
  const clientBefore = process.cpuUsage();
  const start = performance.now() + 20;
  const sends = [];
  const lags = [];
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    lags.push(performance.now() - due);
    sends.push(send(base, SLOTS[(first + i) % SLOTS.length], first + i, due));
  }
  const results = await Promise.all(sends);
  // The last request is due 1/rate before the step ends; a step that drains late is as long as its last answer.
  const elapsed = Math.max(SECONDS, (performance.now() - start) / 1000);
  const cpuAfter = serverCpu(group);
  const machineAfter = machineCpu();
  const ms = results.map((r) => r.ms);
  const errors = {};
  for (const r of results.filter((r) => r.error)) errors[r.error] = (errors[r.error] ?? 0) + 1;
  const byKind = SENT.map((name) => {
    const of = results.filter((r) => r.name === name);
    const latencies = of.map((r) => r.ms);
    const failed = of.filter((r) => r.error).length;
    return { name, count: of.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), failed };
  });
  const failed = results.filter((r) => r.error).length;
  return {
    rate,
    count,
    achieved: (count - failed) / elapsed,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: Math.max(...ms),
    errors,
    failed,
    lagP95: percentile(lags, 95),
    workerdMsPerRequest: ((cpuAfter.workerd - cpuBefore.workerd) * 1000) / count,
    otherMsPerRequest: ((cpuAfter.other - cpuBefore.other) * 1000) / count,
    clientCpu: (process.cpuUsage(clientBefore).user + process.cpuUsage(clientBefore).system) / 1e6 / elapsed,
    machineBusy: (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total),
    byKind,
  };
}

/** Workerd CPU per request of each kind, sent one at a time (`count` each, after one unmeasured). */
async function costPerKind(base, group, count = 30) {
  const costs = [];
  let n = 1_000_000; // numbers of their own: fresh searches not seen by the steps
  for (const name of Object.keys(KINDS)) {
    await send(base, name, n++, performance.now());
    const before = serverCpu(group).workerd;
    const latencies = [];
    for (let i = 0; i < count; i++) latencies.push((await send(base, name, n++, performance.now())).ms);
    // A write's e-mails go out up to a second later (the queue's batch timeout): its cost includes them.
    if (KINDS[name].ok === 201) await new Promise((resolve) => setTimeout(resolve, 3000));
    costs.push({ name, cpuMs: ((serverCpu(group).workerd - before) * 1000) / count, latency: median(latencies) });
  }
  return costs;
}

// ---------------------------------------------------------------- the run
requireBuild("run `npm run build:local` first");
const server = startLocalServer({ port, persistDir, env: { LOCAL_CRON: "off" } });
const fmt = (ms) => `${Math.round(ms)} ms`;
let lost = 0;
try {
  await server.ready;
  const { base, pid: group } = server;
  // Warm-up: every cached page once (into the edge cache), and applications for the status lookups to find.
  for (const path of CACHED_PAGES) await (await fetch(base + path, { headers: { "user-agent": userAgent } })).text();
  for (let i = 0; i < 5; i++) await send(base, "application", -1 - i, performance.now());
  if (accepted.applications.length === 0) throw new Error("The warm-up's applications were all refused.");
  await new Promise((resolve) => setTimeout(resolve, 5000)); // their e-mails go out before anything is measured

  console.log("\nCost of one request of each kind, sent one at a time (workerd CPU, all of D1/R2/queue locally):\n");
  console.log("| kind | workerd CPU per request | latency (median) |\n|---|---|---|");
  for (const c of await costPerKind(base, group))
    console.log(`| ${c.name} | ${c.cpuMs.toFixed(1)} ms | ${fmt(c.latency)} |`);

  const steps = [];
  let first = 0;
  for (const rate of RATES) {
    const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
    process.stderr.write(`step ${rate}/s for ${SECONDS} s (load average ${load})... `);
    const result = await step(base, group, rate, first);
    first += result.count;
    steps.push(result);
    process.stderr.write(`p95 ${fmt(result.p95)}, ${result.failed} failed\n`);
    if (result.p95 > MAX_P95_MS || result.failed > result.count * MAX_ERRORS) break;
  }

  console.log(`\n${SECONDS} s per step, open loop; latency from when each request was due to its last byte.\n`);
  console.log(
    "| target | achieved (ok/s) | requests | p50 | p95 | p99 | max | errors | send lag p95 | workerd CPU/request | machine busy |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const s of steps) {
    const errors =
      Object.entries(s.errors)
        .map(([kind, n]) => `${kind}: ${n}`)
        .join(", ") || "none";
    console.log(
      `| ${s.rate}/s | ${s.achieved.toFixed(1)} | ${s.count} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.p99)} | ${fmt(s.max)} | ${errors} | ${fmt(s.lagP95)} | ${s.workerdMsPerRequest.toFixed(1)} ms | ${Math.round(s.machineBusy * 100)}% |`,
    );
  }
  console.log("\nBy kind (p50 / p95, failed of sent):\n");
  console.log(`| target | ${SENT.join(" | ")} |\n|---|${SENT.map(() => "---|").join("")}`);
  for (const s of steps) {
    const cells = s.byKind.map(
      (k) => `${fmt(k.p50)} / ${fmt(k.p95)}${k.failed ? `, ${k.failed} of ${k.count} failed` : ""}`,
    );
    console.log(`| ${s.rate}/s | ${cells.join(" | ")} |`);
  }
  const front = steps.map((s) => `${s.rate}/s: ${s.otherMsPerRequest.toFixed(1)} ms`).join(", ");
  const own = steps.map((s) => `${s.rate}/s: ${Math.round(s.clientCpu * 100)}%`).join(", ");
  console.log(`\nvite preview (Node, the local HTTP front) CPU per request: ${front}`);
  console.log(`This script's own CPU (of one core): ${own}`);

  lost = await checkNothingLost({ persistDir, marker, ...accepted });
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.close();
}
if (lost > 0) {
  console.error(`\n${lost} accepted writes are not all there: see above.`);
  process.exitCode = 1;
}
