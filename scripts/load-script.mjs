// "The script" (issue 54): one address sends writes (consultation requests and applications, alternately, each with
// a made-up identity of its own) as fast as LOAD_SCRIPT_CONCURRENCY senders can for LOAD_MINUTES, while a second
// address browses as a student does (a page every LOAD_THINK_MS, an application after every eight pages). The second
// address is first measured alone for as long (the baseline), then beside the script.
import {
  answersTable,
  applicationRequest,
  ceilings,
  consultationRequest,
  declaredLimits,
  marker,
  otherAnswers,
  sendAs,
  sleep,
  student,
} from "./load-fair-kit.mjs";
import { percentile } from "./measure-kit.mjs";
import { d1File, readSqlite } from "./load-nothing-lost.mjs";

/** The script's address (TEST-NET-3) and the other student's (TEST-NET-2), RFC 5737. */
export const SCRIPT_ADDRESS = "203.0.113.66";
export const STUDENT_ADDRESS = "198.51.100.20";
const CONCURRENCY = Number(process.env.LOAD_SCRIPT_CONCURRENCY ?? 4);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 2000);

/** What a student reads before applying: cached pages, a search, the catalogue API, in the order a visit takes. */
export const STUDENT_PAGES = [
  "/",
  "/universities",
  "/programs",
  "/programs/medicine?university=1",
  "/programs-catalog?q=medicine",
  "/application-guide",
  "/api/programs",
  "/universities/2",
];

/** The second address until `until`: eight pages, one application, again. */
async function browse(base, until, results) {
  for (let visit = 0; performance.now() < until; visit++) {
    for (const path of STUDENT_PAGES) {
      if (performance.now() >= until) return;
      results.push(await sendAs(base, STUDENT_ADDRESS, "page", path));
      await sleep(THINK_MS);
    }
    const [path, init] = applicationRequest(student(visit, `b${Math.round(until)}-`));
    results.push(await sendAs(base, STUDENT_ADDRESS, "application", path, init));
  }
}

/** The script until `until`: each sender sends its next write as soon as the last is answered. */
async function attack(base, until, results) {
  let n = 0;
  const sender = async () => {
    while (performance.now() < until) {
      const i = n++;
      const s = student(i, "x");
      const [kind, [path, init]] =
        i % 2 === 0 ? ["consultation", consultationRequest(s)] : ["application", applicationRequest(s)];
      const result = await sendAs(base, SCRIPT_ADDRESS, kind, path, init);
      result.text = undefined; // thousands of answers: keep only the figures
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, sender));
}

/** The baseline (the second address alone), then the script beside it; each `minutes` long. */
export async function runScript(base, minutes) {
  const duration = minutes * 60_000;
  const baseline = [];
  process.stderr.write(`the script: baseline, the second address alone for ${minutes} min... `);
  await browse(base, performance.now() + duration, baseline);
  process.stderr.write(`done\nthe script: ${CONCURRENCY} senders from one address for ${minutes} min... `);
  const beside = [];
  const script = [];
  const until = performance.now() + duration;
  await Promise.all([browse(base, until, beside), attack(base, until, script)]);
  process.stderr.write("done\n");
  return { baseline, beside, script };
}

const fmt = (ms) => (Number.isNaN(ms) ? "–" : `${Math.round(ms)} ms`);

/** The script's figures as Markdown; `persistDir` to count its writes in D1. Returns { text, problems }. */
export function scriptReport({ baseline, beside, script }, minutes, persistDir) {
  const { bindings, groups, identityGroups } = declaredLimits();
  const ceiling = (group) => bindings[groups[group]].limit;
  const perIdentity = ceilings(
    ["consultation-email", "consultation-phone", "application-email", "application-phone"],
    identityGroups,
    bindings,
  );
  const accepted = (r) => r.status === 201;
  const minutesSeen = [...new Set(script.map((r) => Math.floor(r.at / 60_000)))].sort();
  const lines = [
    `### The script: ${CONCURRENCY} senders from ${SCRIPT_ADDRESS} for ${minutes} min, made-up identities`,
    "",
    answersTable(script, ["consultation", "application"], accepted),
    "",
    "Accepted per clock minute (the limiter's window; the first and last are partial) against the per-address ceiling. " +
      `Every write is a new identity, so the per-identity ceilings (${perIdentity}) are never what holds it:`,
    "",
    `| minute | consultations sent | accepted (ceiling ${ceiling("consultation")}) | applications sent | accepted (ceiling ${ceiling("application")}) |`,
    "|---|---|---|---|---|",
  ];
  let over = 0;
  for (const [i, minute] of minutesSeen.entries()) {
    const of = (kind) => script.filter((r) => r.kind === kind && Math.floor(r.at / 60_000) === minute);
    const c = of("consultation");
    const a = of("application");
    const ca = c.filter(accepted).length;
    const aa = a.filter(accepted).length;
    if (ca > ceiling("consultation") || aa > ceiling("application")) over++;
    lines.push(`| ${i + 1} | ${c.length} | ${ca} | ${a.length} | ${aa} |`);
  }
  const refused = script.filter((r) => r.status === 429);
  const noRetryAfter = refused.filter((r) => !(Number(r.retryAfter) > 0)).length;
  const others = otherAnswers(script, accepted);
  const stored = readSqlite(d1File(persistDir), (db) => ({
    consultations: db
      .prepare("SELECT COUNT(*) AS n FROM consultation_requests WHERE email LIKE ?")
      .get(`fair-${marker}-x%`).n,
    applications: db.prepare("SELECT COUNT(*) AS n FROM applications WHERE email LIKE ?").get(`fair-${marker}-x%`).n,
  }));
  const acceptedOf = (kind) => script.filter((r) => r.kind === kind && accepted(r)).length;
  lines.push(
    "",
    `Every other answer: ${refused.length} × 429 (${noRetryAfter} without a Retry-After)${others ? `, and ${others}` : ", nothing else"}. ` +
      `In D1: ${stored.consultations} consultations and ${stored.applications} applications of the script (${acceptedOf("consultation")} and ${acceptedOf("application")} accepted).`,
    "",
    `The second address (${STUDENT_ADDRESS}: a page every ${THINK_MS / 1000} s, an application after every ${STUDENT_PAGES.length} pages), alone and beside the script:`,
    "",
    "| second address | pages | p50 | p95 | applications | p50 | p95 | refused (429) | other |",
    "|---|---|---|---|---|---|---|---|---|",
  );
  for (const [name, results] of [
    ["baseline (alone)", baseline],
    ["beside the script", beside],
  ]) {
    const ms = (kind) => results.filter((r) => r.kind === kind).map((r) => r.ms);
    const ok = (r) => (r.kind === "page" ? r.status === 200 : r.status === 201);
    const other = results.filter((r) => !ok(r) && r.status !== 429).length;
    lines.push(
      `| ${name} | ${ms("page").length} | ${fmt(percentile(ms("page"), 50))} | ${fmt(percentile(ms("page"), 95))} | ${ms("application").length} | ${fmt(percentile(ms("application"), 50))} | ${fmt(percentile(ms("application"), 95))} | ${results.filter((r) => r.status === 429).length} | ${other} |`,
    );
  }
  const problems =
    over +
    noRetryAfter +
    (others ? 1 : 0) +
    (stored.consultations !== acceptedOf("consultation") ? 1 : 0) +
    (stored.applications !== acceptedOf("application") ? 1 : 0);
  return { text: lines.join("\n"), problems };
}
