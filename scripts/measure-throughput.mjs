// SSR throughput against a static file on the same local server: N connections (20) each send GET after GET for
// D seconds (5) to one URL, then requests/s, p50 and p95 latency and bytes per answer are printed per URL, with
// each page's share of the static file's rate. Usage (with a server running, e.g. `npm start`):
//   node scripts/measure-throughput.mjs [baseUrl=http://localhost:8787] [path ...]   (default / /programs /favicon.svg)
//   CONNECTIONS=20 DURATION=5 (seconds) ROUNDS=3
// The last path is the static reference. Answers go through the edge cache like a visitor's (X-Cache is counted).
// A busy machine moves one run by a quarter or more, so the URLs are measured in turns, ROUNDS times, and each
// figure is the median over the rounds; a page's share is taken against the static file of its own round.
import { median, percentile } from "./measure-kit.mjs";

const [baseUrl = "http://localhost:8787", ...given] = process.argv.slice(2);
const paths = given.length ? given : ["/", "/programs", "/favicon.svg"];
const connections = Number(process.env.CONNECTIONS ?? 20);
const seconds = Number(process.env.DURATION ?? 5);
const rounds = Number(process.env.ROUNDS ?? 3);
const userAgent =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36";

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

/** @type {Awaited<ReturnType<typeof load>>[][]} each round's results, in the order of `paths` */
const byRound = [];
for (let round = 0; round < rounds; round++) {
  const results = [];
  for (const path of paths) results.push(await load(path));
  byRound.push(results);
}
console.log(`\n${connections} connections, ${seconds} s per URL, median of ${rounds} rounds, ${baseUrl}\n`);
console.log("| path | requests/s | share of static (each round) | p50 | p95 | bytes/answer | X-Cache | errors |");
console.log("|---|---|---|---|---|---|---|---|");
paths.forEach((path, i) => {
  const runs = byRound.map((results) => results[i]);
  const shares = byRound.map((results) => results[i].rps / (results.at(-1)?.rps || Number.NaN));
  const pick = (key) => median(runs.map((r) => r[key]));
  const cache = {};
  for (const r of runs) for (const [k, v] of Object.entries(r.cache)) cache[k] = (cache[k] ?? 0) + v;
  const share = `${Math.round(median(shares) * 100)}% (${shares.map((x) => Math.round(x * 100)).join(", ")})`;
  console.log(
    `| \`${path}\` | ${pick("rps").toFixed(0)} | ${share} | ${pick("p50").toFixed(0)} ms | ${pick("p95").toFixed(0)} ms | ${(pick("size") / 1024).toFixed(1)} KB | ${Object.entries(
      cache,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")} | ${runs.reduce((sum, r) => sum + r.errors, 0)} |`,
  );
});
