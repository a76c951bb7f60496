// Measures how long the local site takes to accept a 5 MB and a 20 MB application (POST /api/applications,
// until the 201 answer: upload, content checks, R2 puts, the D1 batch and the enqueue) and the memory of the
// workerd process meanwhile (VmRSS sampled every 10 ms, and VmHWM, from /proc).
//
//   npx react-router build && node scripts/measure-upload.mjs
//
// It starts `node scripts/serve.mjs` itself (PORT, default 8837; a throwaway D1/R2 state directory), in its own
// process group, and stops that group when done. ROUNDS (default 3) sets how many times each size is sent.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { localEnv } from "./local-env.mjs";

const port = process.env.PORT || "8837";
const rounds = Number(process.env.ROUNDS || 3);
const persistDir = ".wrangler/measure-upload";
const base = `http://localhost:${port}`;
const MB = 1024 * 1024;

if (!existsSync("build/server/index.js")) {
  console.error("No build found: run `npx react-router build` first.");
  process.exit(1);
}

const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  env: { ...localEnv, PORT: port, PERSIST_DIR: persistDir, DB_STATE: "fresh" },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true, // its own process group: vite and workerd stop with it
});

function stopServer() {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
}
process.on("exit", stopServer);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

async function waitForServer(timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/favicon.ico`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer on ${base} within ${timeoutMs / 1000} s`);
}

/** workerd processes of our server's process group (miniflare runs every Worker in one of them). */
function workerdPids() {
  const pids = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pgrp = Number(fields[2]);
      if (comm.startsWith("workerd") && pgrp === server.pid) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0);
  return { rss: kb("VmRSS") * 1024, hwm: kb("VmHWM") * 1024 };
}

function pdf(size) {
  const head = Buffer.from("%PDF-1.4\n%");
  const tail = Buffer.from("\n%%EOF\n");
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

/** The multipart body a browser would send, encoded once so that the timing covers only the request. */
async function applicationBody(files) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    firstName: "Amina",
    lastName: "Bello",
    email: "amina.bello@example.com",
    selectedFaculty: "Faculty of Medicine",
    selectedUniversity: "Istanbul Medipol University",
    selectedProgram: "Medicine",
  })) {
    form.set(name, value);
  }
  for (const [i, bytes] of files.entries()) {
    form.append(`document_${i}`, new Blob([bytes], { type: "application/pdf" }), `scan-${i}.pdf`);
  }
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type") };
}

let client = 0;

async function submit({ body, contentType }) {
  const started = performance.now();
  const response = await fetch(`${base}/api/applications`, {
    method: "POST",
    body,
    // One client address per upload: the rate limit (6 applications a minute per client) is not what is measured.
    headers: {
      "content-type": contentType,
      "content-length": String(body.length),
      "CF-Connecting-IP": `198.51.100.${++client}`,
    },
  });
  const json = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`expected 201, got ${response.status}: ${JSON.stringify(json)}`);
  return ms;
}

const fmt = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const startedAt = performance.now();
  await waitForServer();
  console.log(`Server ready on ${base} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  // Warm up: the page, and a small application (first D1/R2/queue use, module compilation).
  await fetch(`${base}/apply`).then((r) => r.text());
  await submit(await applicationBody([pdf(64 * 1024)]));

  const pids = workerdPids();
  if (pids.length === 0) throw new Error("no workerd process found in the server's process group");
  const sample = () =>
    pids.map(memoryOf).reduce((a, m) => ({ rss: a.rss + m.rss, hwm: a.hwm + m.hwm }), { rss: 0, hwm: 0 });
  const baseline = sample();
  console.log(
    `workerd pid(s) ${pids.join(", ")}: after warm-up RSS ${fmt(baseline.rss)}, high-water mark ${fmt(baseline.hwm)}\n`,
  );

  const cases = [
    { label: "5 MB application (1 PDF of 5 MB)", files: () => [pdf(5 * MB)] },
    { label: "20 MB application (2 PDFs of 10 MB)", files: () => [pdf(10 * MB), pdf(10 * MB)] },
  ];
  const results = [];
  for (const { label, files } of cases) {
    const times = [];
    let peakRss = 0;
    for (let round = 0; round < rounds; round++) {
      const body = await applicationBody(files());
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, sample().rss);
      }, 10);
      try {
        times.push(await submit(body));
      } finally {
        clearInterval(sampler);
      }
      peakRss = Math.max(peakRss, sample().rss);
    }
    const after = sample();
    results.push({ label, times, peakRss, hwm: after.hwm });
    console.log(
      `${label}: ${times.map((t) => `${Math.round(t)} ms`).join(", ")} (median ${Math.round(median(times))} ms); ` +
        `workerd peak RSS ${fmt(peakRss)} (+${fmt(peakRss - baseline.rss)} over warm-up), VmHWM ${fmt(after.hwm)}`,
    );
  }
  console.log(
    `\nJSON ${JSON.stringify({
      baselineRss: baseline.rss,
      results: results.map(({ label, times, peakRss, hwm }) => ({ label, ms: times.map(Math.round), peakRss, hwm })),
    })}`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopServer();
  await new Promise((r) => setTimeout(r, 1000));
  try {
    process.kill(-server.pid, "SIGKILL");
  } catch {
    // stopped already
  }
  rmSync(persistDir, { recursive: true, force: true });
}
