// What the two scenarios of `npm run load:fair` share (scripts/load-fair.mjs): a request sent as one address, the
// students' identities and the forms they send, the per-address ceilings wrangler.toml declares, and the tables.
import { readFileSync } from "node:fs";
import { percentile } from "./measure-kit.mjs";

const TIMEOUT_MS = Number(process.env.LOAD_TIMEOUT_MS ?? 30_000);
const userAgent =
  "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";

/** This run's e-mail addresses hold it (`fair-<marker>-…@example.com`), so earlier runs' rows are not counted. */
export const marker = Date.now().toString(36);

/**
 * Sends one request as `address`: the local server's edge reads CF-Connecting-IP as the client's address, as
 * Cloudflare's edge sets it (miniflare only fills it in when the request has none). Resolves to { kind, status, ms,
 * retryAfter, text, at } (status 0 for a network error or a timeout).
 */
export async function sendAs(base, address, kind, path, init = {}) {
  const started = performance.now();
  const headers = { "user-agent": userAgent, "accept-encoding": "identity", "CF-Connecting-IP": address };
  try {
    const response = await fetch(base + path, {
      ...init,
      headers: { ...headers, ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    const retryAfter = response.headers.get("Retry-After");
    return { kind, status: response.status, ms: performance.now() - started, retryAfter, text, at: Date.now() };
  } catch (error) {
    return { kind, status: 0, ms: performance.now() - started, error: error.name, text: "", at: Date.now() };
  }
}

const pdfBytes = readFileSync("tests/fixtures/transcript.pdf");
const pdf = () => new Blob([pdfBytes], { type: "application/pdf" });
const json = (body) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

const FIRST = ["Chiamaka", "Tunde", "Aisha", "Emeka", "Ngozi", "Ibrahim", "Funmilayo", "Chinedu", "Zainab", "Segun"];
const LAST = ["Okafor", "Adeyemi", "Bello", "Eze"];

/** Student n (n < 40 are the room's): a name, e-mail and Nigerian mobile number of their own. */
export function student(n, tag = "s") {
  return {
    firstName: FIRST[n % FIRST.length],
    lastName: LAST[Math.floor(n / FIRST.length) % LAST.length],
    email: `fair-${marker}-${tag}${n}@example.com`,
    phone: `080${3 + (n % 7)}${String(1_000_000 + ((n * 7919) % 9_000_000)).padStart(7, "0")}`,
    /** Written into the consultation's message: its inbox e-mail is found by it. */
    note: `fair-${marker}-${tag}${n}-consultation`,
  };
}

/** The consultation request's API call. */
export const consultationRequest = (s) => [
  "/api/consultation-requests",
  json({
    fullName: `${s.firstName} ${s.lastName}`,
    email: s.email,
    phone: s.phone,
    studyLevel: "bachelor",
    message: s.note,
  }),
];

/** The application's API call: Medicine at Medipol with the three documents the checklist asks of a Nigerian. */
export function applicationRequest(s) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    firstName: s.firstName,
    lastName: s.lastName,
    email: s.email,
    phone: s.phone,
    nationality: "NG",
    selectedFaculty: "Faculty of Medicine",
    selectedUniversity: "Istanbul Medipol University",
    selectedProgram: "Medicine",
  }))
    form.set(name, value);
  for (const type of ["passport", "photo", "results"]) form.set(`documents_${type}`, pdf(), `${type}.pdf`);
  return ["/api/applications", { method: "POST", body: form }];
}

/** The status lookup's API call. */
export const lookupRequest = (s, reference) => ["/api/applications/status", json({ reference, email: s.email })];

/** One more document from the case page's upload box (its form, as sent without JavaScript). */
export function documentRequest(s, reference) {
  const form = new FormData();
  form.set("reference", reference);
  form.set("email", s.email);
  form.set("documents", pdf(), "bank-statement.pdf");
  return ["/applications/status/documents", { method: "POST", body: form, headers: { accept: "text/html" } }];
}

/**
 * The limit of every [[ratelimits]] binding in wrangler.toml, the binding each write group counts against per
 * address (LIMITERS in app/security/rate-limit.server.ts) and each identity group per student (IDENTITY_LIMITERS),
 * read at run time: the figures follow whatever the branch declares. A group whose binding wrangler.toml does not
 * declare (a renamed binding) stops the run rather than report a ceiling of NaN.
 */
export function declaredLimits() {
  const toml = readFileSync("wrangler.toml", "utf8");
  const bindings = {};
  for (const [, name, limit, period] of toml.matchAll(
    /name = "(\w+)"[^\n]*\n(?:[^\n[]*\n)*?simple = \{ limit = (\d+), period = (\d+) \}/g,
  ))
    bindings[name] = { limit: Number(limit), period: Number(period) };
  const source = readFileSync("app/security/rate-limit.server.ts", "utf8");
  const table = (name) => {
    const start = source.indexOf(`export const ${name} = {`);
    if (start < 0) throw new Error(`rate-limit.server.ts declares no ${name}`);
    const groups = {};
    for (const [, group, binding] of source
      .slice(start, source.indexOf("\n} as const", start))
      .matchAll(/^\s+"?([\w-]+)"?: \{ binding: "(\w+)"/gm)) {
      if (!bindings[binding]) throw new Error(`${name}.${group}: wrangler.toml declares no ${binding}`);
      groups[group] = binding;
    }
    return groups;
  };
  return { bindings, groups: table("LIMITERS"), identityGroups: table("IDENTITY_LIMITERS") };
}

/** "consultation 60/60 s (CONSULTATION_LIMITER), …" for the groups named, as declared. */
export function ceilings(names, groups, bindings) {
  return names
    .map((g) => `${g} ${bindings[groups[g]].limit}/${bindings[groups[g]].period} s (${groups[g]})`)
    .join(", ");
}

const fmt = (ms) => (Number.isNaN(ms) ? "–" : `${Math.round(ms)} ms`);

/** Markdown table of answers by kind: sent, accepted, refused (429), other answers, p50/p95 of each. */
export function answersTable(results, kinds, accepted = (r) => r.status >= 200 && r.status < 300) {
  const lines = [
    "| kind | requests | accepted | refused (429) | other | p50 (all) | p95 (all) | p50 accepted | p95 accepted |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const kind of kinds) {
    const of = results.filter((r) => r.kind === kind);
    const ok = of.filter(accepted);
    const refused = of.filter((r) => r.status === 429).length;
    const other = of.length - ok.length - refused;
    const all = of.map((r) => r.ms);
    const okMs = ok.map((r) => r.ms);
    lines.push(
      `| ${kind} | ${of.length} | ${ok.length} | ${refused} | ${other} | ${fmt(percentile(all, 50))} | ${fmt(percentile(all, 95))} | ${fmt(percentile(okMs, 50))} | ${fmt(percentile(okMs, 95))} |`,
    );
  }
  return lines.join("\n");
}

/** The other answers (neither accepted nor 429), by status, e.g. "HTTP 500: 2". */
export function otherAnswers(results, accepted = (r) => r.status >= 200 && r.status < 300) {
  const counts = {};
  for (const r of results.filter((r) => !accepted(r) && r.status !== 429)) {
    const key = r.status === 0 ? (r.error ?? "network") : `${r.kind} HTTP ${r.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return Object.entries(counts)
    .map(([k, n]) => `${k}: ${n}`)
    .join(", ");
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
