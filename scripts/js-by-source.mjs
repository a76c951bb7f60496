// Whose code a page's first-visit JS is: the gzipped bytes of the modules its HTML preloads (scripts/page-weight.mjs),
// split among the npm packages and app/ files they were built from, in proportion to each source's share of the
// chunk's minified bytes (read from the source maps). Usage, with a build that has source maps:
//   SOURCEMAP=1 npm start                                    (builds with maps, serves on :8787)
//   node scripts/js-by-source.mjs [baseUrl=http://localhost:8787] [path=/]
// Never deploy a build made with SOURCEMAP=1: its maps would be public.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer } from "source-map-js";
import { pageAssets } from "./page-weight.mjs";

const [baseUrl = "http://localhost:8787", path = "/"] = process.argv.slice(2);
const html = await (await fetch(new URL(path, baseUrl))).text();

/** "npm:react-dom", "app/components/icons.tsx" or "(no source map)". */
const owner = (source) => {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (npm) return `npm:${npm[1]}`;
  const app = /(?:^|\/)(app\/.*)$/.exec(source);
  return app ? app[1] : source;
};

const totals = new Map();
const add = (who, bytes) => totals.set(who, (totals.get(who) ?? 0) + bytes);
for (const asset of pageAssets(html).filter((a) => a.endsWith(".js"))) {
  const file = `build/client${asset}`;
  const code = readFileSync(file, "utf8");
  const gzip = gzipSync(code, { level: 9 }).length;
  if (!existsSync(`${file}.map`)) {
    add("(no source map)", gzip);
    continue;
  }
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, "utf8")));
  const lines = code.split("\n");
  const mappings = [];
  map.eachMapping((m) => mappings.push(m), null, SourceMapConsumer.GENERATED_ORDER);
  const bySource = new Map();
  let mapped = 0;
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const end =
      next && next.generatedLine === m.generatedLine ? next.generatedColumn : (lines[m.generatedLine - 1] ?? "").length;
    const who = owner(m.source ?? "(unmapped)");
    bySource.set(who, (bySource.get(who) ?? 0) + (end - m.generatedColumn));
    mapped += end - m.generatedColumn;
  });
  for (const [who, bytes] of bySource) add(who, (bytes / mapped) * gzip);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [...totals].sort((a, b) => b[1] - a[1]);
const sum = (filter) => rows.filter(([who]) => filter(who)).reduce((s, [, b]) => s + b, 0);
console.log(`${path}: ${kb(sum(() => true))} of JS (gzip)`);
console.log(`  npm packages ${kb(sum((w) => w.startsWith("npm:")))}, app/ ${kb(sum((w) => w.startsWith("app/")))}\n`);
for (const [who, bytes] of rows) if (bytes >= 100) console.log(`${kb(bytes).padStart(9)}  ${who}`);
