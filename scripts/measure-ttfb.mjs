// Time to first byte of a page, measured from this machine:
//   node scripts/measure-ttfb.mjs <url> [count=100]
// Sends `count` sequential GET requests (after one unmeasured warm-up) and times each one from sending the request
// to reading the first chunk of the body, then reports the median and the 95th percentile. It sends a desktop
// browser's User-Agent, so the page is measured as visitors get it (streamed), not as crawlers get it (whole
// document at once); set TTFB_USER_AGENT to measure another client.
import { percentile } from "./measure-kit.mjs";

const [url, countArg = "100"] = process.argv.slice(2);
const count = Number(countArg);
if (!url || !Number.isInteger(count) || count < 1) {
  console.error("Usage: node scripts/measure-ttfb.mjs <url> [count=100]");
  process.exit(2);
}
const userAgent =
  process.env.TTFB_USER_AGENT ||
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

async function once() {
  const started = performance.now();
  const response = await fetch(url, { headers: { "user-agent": userAgent, accept: "text/html" } });
  const reader = response.body.getReader();
  await reader.read();
  const ttfb = performance.now() - started;
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.byteLength;
  return { status: response.status, ttfb, total: performance.now() - started, bytes };
}

await once();
const runs = [];
for (let i = 0; i < count; i++) runs.push(await once());

const failed = runs.filter((r) => r.status !== 200);
const ttfb = runs.map((r) => r.ttfb).sort((a, b) => a - b);
const total = runs.map((r) => r.total).sort((a, b) => a - b);
const ms = (n) => `${n.toFixed(1)} ms`;
console.log(`${url}: ${count} requests${failed.length ? `, ${failed.length} not 200` : ""}`);
console.log(
  `TTFB        median ${ms(percentile(ttfb, 50))}, p95 ${ms(percentile(ttfb, 95))}, min ${ms(ttfb[0])}, max ${ms(ttfb.at(-1))}`,
);
console.log(`full page   median ${ms(percentile(total, 50))}, p95 ${ms(percentile(total, 95))}`);
if (failed.length) process.exit(1);
