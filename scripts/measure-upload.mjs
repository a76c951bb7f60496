// Measures how long the local site takes to accept a 5 MB and a 20 MB application (POST /api/applications,
// until the 201 answer: upload, content checks, R2 puts, the D1 batch and the enqueue) and the memory of the
// workerd process meanwhile (VmRSS sampled every 10 ms, and VmHWM, from /proc).
//
//   npx react-router build && node scripts/measure-upload.mjs
//
// It starts `node scripts/serve.mjs` itself (PORT, default 8837; a throwaway D1/R2 state directory), in its own
// process group, and stops that group when done. ROUNDS (default 3) sets how many times each size is sent.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { memoryOf, requireBuild, startLocalServer } from "./local-server.mjs";
import { median } from "./measure-kit.mjs";

const port = process.env.PORT || "8837";
const rounds = Number(process.env.ROUNDS || 3);
const persistDir = ".wrangler/measure-upload";
const MB = 1024 * 1024;

requireBuild();
const server = startLocalServer({ port, persistDir });
const { base } = server;

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

try {
  const startedAt = performance.now();
  await server.ready;
  console.log(`Server ready on ${base} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  // Warm up: the page, and a small application (first D1/R2/queue use, module compilation).
  await fetch(`${base}/apply`).then((r) => r.text());
  await submit(await applicationBody([pdf(64 * 1024)]));

  const pids = server.workerdPids();
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
  server.stop();
  await new Promise((r) => setTimeout(r, 1000));
  server.stop("SIGKILL");
  rmSync(persistDir, { recursive: true, force: true });
}
