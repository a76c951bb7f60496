import { Hono } from "hono";

// POST /api/csp-report: browsers send Content-Security-Policy violations here (report-uri, and report-to through
// the Reporting-Endpoints header). The edge caps the body (16 KB) and rate-limits it; this logs a short summary.

type Summary = { directive?: string; blocked?: string; page?: string; source?: string; line?: number };

const text = (value: unknown, max = 300) => (typeof value === "string" ? value.slice(0, max) : undefined);

function summarise(report: Record<string, unknown>): Summary {
  return {
    directive: text(report["effective-directive"] ?? report.effectiveDirective ?? report["violated-directive"], 100),
    blocked: text(report["blocked-uri"] ?? report.blockedURL),
    page: text(report["document-uri"] ?? report.documentURL),
    source: text(report["source-file"] ?? report.sourceFile),
    line:
      typeof (report["line-number"] ?? report.lineNumber) === "number"
        ? Number(report["line-number"] ?? report.lineNumber)
        : undefined,
  };
}

/** The reports in a body: `{ "csp-report": {...} }` (report-uri) or `[{ type, body }]` (Reporting API). */
function reportsIn(json: unknown): Record<string, unknown>[] {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (Array.isArray(json)) {
    return json.slice(0, 20).flatMap((entry) => (isObject(entry) && isObject(entry.body) ? [entry.body] : []));
  }
  if (isObject(json) && isObject(json["csp-report"])) return [json["csp-report"]];
  return [];
}

export const cspReportApi = new Hono<{ Bindings: Env }>().post("/csp-report", async (c) => {
  const json: unknown = await c.req.json().catch(() => undefined);
  const reports = reportsIn(json);
  if (reports.length === 0) return c.json({ message: "Expected a CSP violation report." }, 400);
  for (const report of reports) console.warn("csp violation", JSON.stringify(summarise(report)));
  return c.body(null, 204);
});
