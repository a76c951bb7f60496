// A vitest reporter (vitest.config.ts): the attack suite (tests/worker/attack-*.test.ts) runs inside workerd,
// where it cannot write files, so it logs its results as one JSON line; this writes them as a markdown table
// to docs/security/attack-suite.md when the run ends.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const MARKER = "ATTACK-SUITE-RESULTS ";
const OUTPUT = "docs/security/attack-suite.md";

const cell = (value) =>
  String(value).replace(/\|/g, "\\|").replace(/\n/g, " ").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export default class AttackReport {
  results = [];

  onUserConsoleLog(log) {
    for (const line of log.content.split("\n")) {
      if (line.startsWith(MARKER)) this.results.push(...JSON.parse(line.slice(MARKER.length)));
    }
  }

  onTestRunEnd() {
    if (this.results.length === 0) return;
    const rows = this.results.map((r) =>
      [r.area, r.attack, r.input, r.status, r.message, r.written, r.verdict].map(cell).join(" | "),
    );
    const passed = this.results.filter((r) => r.verdict.startsWith("pass")).length;
    const hostile = this.results.filter((r) => !r.injected);
    const serverErrors = hostile.filter((r) => r.status >= 500).length;
    const injected = this.results.filter((r) => r.injected);
    const leftBehind = injected.filter((r) => r.written !== "nothing").length;
    const text = `# Attack suite results

Written by \`npx vitest run --project web-attack\` (tests/worker/attack-*.test.ts),
against the built web Worker in workerd with its real local D1, R2 and Queue. "Written" counts what changed during
the request: rows in the D1 tables that visitors fill, objects in R2 (\`env.DOCUMENTS.list()\`) and messages the
queue delivered (a witness Worker consuming the notifications queue records each one in D1).

${passed} of ${this.results.length} cases passed. Answers 5xx to a hostile request: ${serverErrors} of ${hostile.length}.
D1 failures injected on purpose (a trigger refuses a write; a 5xx is the honest answer there, and a tus client
retries on it): ${injected.length}, with something left behind after ${leftBehind}.

| Area | Attack | Input tried | Status | Message (start) | Written | Verdict |
| --- | --- | --- | --- | --- | --- | --- |
| ${rows.join(" |\n| ")} |

Body caps are not in this table: \`tests/worker/edge-security.test.ts\` sends 2 MB to every POST, and
\`node scripts/measure-body-limits.mjs\` streams 100 MB to each and reports the answer and workerd's memory.
`;
    mkdirSync(dirname(OUTPUT), { recursive: true });
    writeFileSync(OUTPUT, text);
  }
}
