import { env } from "cloudflare:workers";
import { afterAll, expect, it } from "vitest";
import { request } from "./helpers";

// The table-driven attack suite: each case sends one hostile request to the built web Worker and expects a 4xx
// with a message, and NOTHING written: no row in the tables visitors fill, no object in R2, no queue message.
// Queue sends are observed for real: the "web-attack" vitest project runs a witness Worker that consumes the
// notifications queue and records each message it receives in D1 (observed_queue_messages).

const TABLES = [
  "consultation_requests",
  "applications",
  "application_documents",
  "payments",
  "sandbox_transactions",
  "email_log",
  "uploads",
  "upload_chunks",
] as const;

export type Snapshot = Record<(typeof TABLES)[number] | "r2_objects" | "queue_messages", number>;

/** The objects in R2 (DOCUMENTS), every page of the listing counted. */
export async function r2Objects() {
  let objects = 0;
  let cursor: string | undefined;
  do {
    const page = await env.DOCUMENTS.list({ cursor });
    objects += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return objects;
}

/** The rows of `table`; 0 while it does not exist (the sandbox makes its ledger on its first call, decision 0057). */
async function rows(table: string) {
  const exists = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?")
    .bind(table)
    .first();
  if (!exists) return 0;
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
}

export async function snapshot(): Promise<Snapshot> {
  const counts = {} as Snapshot;
  for (const table of TABLES) counts[table] = await rows(table);
  counts.r2_objects = await r2Objects();
  counts.queue_messages = await rows("observed_queue_messages");
  return counts;
}

/** What changed between two snapshots, e.g. 'payments +1, queue +1', or 'nothing'. */
export function written(before: Snapshot, after: Snapshot) {
  const changes = (Object.keys(before) as (keyof Snapshot)[])
    .filter((k) => after[k] !== before[k])
    .map((k) => `${k} ${after[k] - before[k] > 0 ? "+" : ""}${after[k] - before[k]}`);
  return changes.length ? changes.join(", ") : "nothing";
}

/** The queue delivers to the witness one message per batch; give a message time to arrive before counting. */
export const QUEUE_SETTLE_MS = 400;
const settle = () => new Promise((resolve) => setTimeout(resolve, QUEUE_SETTLE_MS));

export type AttackCase = {
  area: string;
  attack: string;
  /** What was sent, in words (for the table). */
  input: string;
  send: () => Promise<Response>;
  /** Accepted statuses (all 4xx unless `accepted` says why not). */
  status: number[];
  /** The message the answer must carry (JSON message/error, or text in the HTML page). */
  message: RegExp;
  /** For an HTML answer: checks on the page (e.g. a value rendered escaped). */
  html?: (html: string) => void;
  /**
   * When something may legitimately be written (e.g. a tampered amount is charged at the catalogue price, or the
   * racers of a race that fit the limits are let in: the refused ones add nothing to what they wrote).
   */
  accepted?: { written: string; why: string; check?: (after: Snapshot, before: Snapshot) => Promise<void> | void };
  /** Before the snapshot that "Written" counts from: what the attack needs (an application, an upload, a trigger). */
  setup?: () => Promise<void>;
  /** After the request, before counting (e.g. dropping a D1 trigger the setup made). */
  teardown?: () => Promise<void>;
  /** A D1 failure injected on purpose (what failed): a 5xx is the honest answer, and nothing may be left behind. */
  injectedFailure?: string;
  /** For a case that sends a burst or waits (ms; vitest's default is 5 s). */
  timeout?: number;
};

export type AttackResult = {
  area: string;
  attack: string;
  input: string;
  status: number;
  message: string;
  written: string;
  verdict: string;
  /** A D1 failure injected on purpose, not a hostile request. */
  injected: boolean;
};

const decodeEntities = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

async function messageOf(response: Response, expected: RegExp): Promise<{ message: string; html?: string }> {
  const text = await response.text();
  if ((response.headers.get("Content-Type") ?? "").includes("json")) {
    const body = JSON.parse(text) as { message?: string; error?: string };
    return {
      message: typeof body.message === "string" ? body.message : typeof body.error === "string" ? body.error : "",
    };
  }
  const found = expected.exec(decodeEntities(text));
  return { message: found ? found[0] : "", html: text };
}

/**
 * The snapshot after a request; when something is accepted, once it is all there (up to 5 s): what racers let in
 * may still be on its way through the queue.
 */
async function snapshotOnceWritten(before: Snapshot, expected: string | undefined) {
  let after = await snapshot();
  for (let waited = 0; expected && written(before, after) !== expected && waited < 5000; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    after = await snapshot();
  }
  return after;
}

/** Runs each case as its own test and logs the table rows for scripts/attack-report.mjs. */
export function attackSuite(cases: AttackCase[]) {
  const results: AttackResult[] = [];
  for (const c of cases) {
    it(
      `${c.area}: ${c.attack}`,
      async () => {
        if (c.setup) {
          await c.setup();
          await settle();
        }
        const before = await snapshot();
        let response: Response;
        try {
          response = await c.send();
        } finally {
          await c.teardown?.();
        }
        const { message, html } = await messageOf(response, c.message);
        await settle();
        const after = await snapshotOnceWritten(before, c.accepted?.written);
        const changes = written(before, after);
        const row = {
          area: c.area,
          attack: c.attack,
          input: c.input,
          status: response.status,
          message: message.slice(0, 90),
          written: changes,
          verdict: "FAIL",
          injected: Boolean(c.injectedFailure),
        };
        results.push(row);
        expect(c.status, `status for ${c.attack}`).toContain(response.status);
        expect(message, `message for ${c.attack}`).toMatch(c.message);
        if (html) c.html?.(html);
        if (c.accepted) {
          expect(changes).toBe(c.accepted.written);
          await c.accepted.check?.(after, before);
          row.verdict = `pass (accepted: ${c.accepted.why})`;
        } else if (c.injectedFailure) {
          expect(response.status).toBeGreaterThanOrEqual(500);
          expect(changes, `nothing left behind when ${c.injectedFailure}`).toBe("nothing");
          row.verdict = `pass (${c.injectedFailure}: nothing left behind)`;
        } else {
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(changes, `nothing written for ${c.attack}`).toBe("nothing");
          row.verdict = "pass (refused, nothing written)";
        }
      },
      c.timeout,
    );
  }
  afterAll(() => {
    console.log(`ATTACK-SUITE-RESULTS ${JSON.stringify(results)}`);
  });
}

let client = 0;
/** Each attack from its own address (TEST-NET-2), so per-client rate limits at the edge never decide a case. */
const nextClient = () => `198.51.100.${(client++ % 250) + 1}`;

/** A POST; a string body goes as bytes, so no Content-Type is added unless `headers` gives one. */
export const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
  request(path, {
    method: "POST",
    body: typeof body === "string" ? new TextEncoder().encode(body) : body,
    headers: { "CF-Connecting-IP": nextClient(), ...headers },
  });

export const json = (path: string, body: unknown) =>
  post(path, typeof body === "string" ? body : JSON.stringify(body), { "Content-Type": "application/json" });

export const urlencoded = (path: string, fields: [string, string][]) =>
  post(path, new URLSearchParams(fields).toString(), { "Content-Type": "application/x-www-form-urlencoded" });

/** A multipart body whose closing boundary never comes (truncated upload). */
export const MALFORMED_MULTIPART = {
  body: '--XyZ\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAmina',
  headers: { "Content-Type": "multipart/form-data; boundary=XyZ" },
};

/** A body streamed without Content-Length. */
export function streamed(bytes: Uint8Array) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.slice(at, at + 64 * 1024));
      controller.close();
    },
  });
}
