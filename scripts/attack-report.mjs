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
    const refused = this.results.filter((r) => r.verdict.startsWith("pass")).length;
    const text = `# Attack suite results

Written by \`npx vitest run --project web-attack\` (tests/worker/attack-*.test.ts),
against the built web Worker in workerd with its real local D1, R2 and Queue. "Written" counts what changed during
the request: rows in the D1 tables that visitors fill, objects in R2 (\`env.DOCUMENTS.list()\`) and messages the
queue delivered (a witness Worker consuming the notifications queue records each one in D1).

${refused} of ${this.results.length} cases passed.

| Area | Attack | Input tried | Status | Message (start) | Written | Verdict |
| --- | --- | --- | --- | --- | --- | --- |
| ${rows.join(" |\n| ")} |

Not covered here, because they need the edge's body-size guard (a limit on every POST before the body is read):
multi-megabyte bodies to \`POST /api/payment/initiate\`, \`POST /api/payment/webhook\` and the \`/payments\` and
sandbox checkout form actions. Today these read the whole body before refusing it (a 1.5 MB name is a 400 from
the field rules, but the bytes were read).
`;
    mkdirSync(dirname(OUTPUT), { recursive: true });
    writeFileSync(OUTPUT, text);
  }
}
