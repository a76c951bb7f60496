// SSR throughput against a static file on the same local server: N connections (20) each send GET after GET for
// D seconds (10) to one URL, then requests/s, p50 and p95 latency and bytes per answer are printed per URL, with
// each page's share of the static file's rate. Usage (with a server running, e.g. `npm start`):
//   node scripts/measure-throughput.mjs [baseUrl=http://localhost:8787] [path ...]   (default / /programs /favicon.svg)
//   CONNECTIONS=20 DURATION=10 (seconds)
// The last path is the static reference. Answers go through the edge cache like a visitor's (X-Cache is counted).
const [baseUrl = "http://localhost:8787", ...given] = process.argv.slice(2);
const paths = given.length ? given : ["/", "/programs", "/favicon.svg"];
const connections = Number(process.env.CONNECTIONS ?? 20);
const seconds = Number(process.env.DURATION ?? 10);
const userAgent =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36";

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function load(path) {
  const url = new URL(path, baseUrl);
  await (await fetch(url)).arrayBuffer(); // warm-up (and the first render into the edge cache)
  const latencies = [];
  const cache = {};
  let bytes = 0;
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          const response = await fetch(url, { headers: { "user-agent": userAgent, "accept-encoding": "identity" } });
          bytes += (await response.arrayBuffer()).byteLength;
          if (!response.ok) errors++;
          const status = response.headers.get("x-cache") ?? "none";
          cache[status] = (cache[status] ?? 0) + 1;
          latencies.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    path,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    size: latencies.length ? bytes / latencies.length : 0,
    errors,
    cache,
  };
}

const results = [];
for (const path of paths) results.push(await load(path));
const reference = results.at(-1);
console.log(`\n${connections} connections, ${seconds} s per URL, ${baseUrl}\n`);
console.log("| path | requests/s | share of static | p50 | p95 | bytes/answer | X-Cache | errors |");
console.log("|---|---|---|---|---|---|---|---|");
for (const r of results) {
  const share = reference?.rps ? `${Math.round((r.rps / reference.rps) * 100)}%` : "-";
  const cache = Object.entries(r.cache)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
  console.log(
    `| \`${r.path}\` | ${r.rps.toFixed(0)} | ${share} | ${r.p50.toFixed(0)} ms | ${r.p95.toFixed(0)} ms | ${(r.size / 1024).toFixed(1)} KB | ${cache} | ${r.errors} |`,
  );
}
