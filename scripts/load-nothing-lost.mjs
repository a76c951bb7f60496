// After `npm run load`: was every write the server accepted (a 201) kept, and its notification sent once? It reads
// the local server's own files, as tests/e2e/local-state.ts does: D1's SQLite file and R2's object index (opened
// read-only, with node:sqlite) and the e-mails miniflare's send_email binding wrote as files.
//   consultation: its row (same e-mail), its inbox e-mail in email_log 'sent', one e-mail file naming it
//   application:  its row (same e-mail), each document's row and R2 object, both e-mails in email_log 'sent',
//                 two e-mail files naming its reference (the inbox's and the student's)
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** Where miniflare writes the e-mails of servers started in this directory (tests/e2e/local-state.ts). */
const MAIL_DIR = ".wrangler/tmp/email";

export function readSqlite(file, read) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export function d1File(persistDir) {
  const dir = join(persistDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`No D1 database under ${dir}`);
  return join(dir, file);
}

/** Every key in the local R2 bucket (miniflare keeps one SQLite index per bucket). */
export function r2Keys(persistDir) {
  const dir = join(persistDir, "v3", "r2", "miniflare-R2BucketObject");
  const keys = new Set();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sqlite"))) {
    readSqlite(join(dir, file), (db) => {
      if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_mf_objects'").get()) return;
      for (const { key } of db.prepare("SELECT key FROM _mf_objects").all()) keys.add(key);
    });
  }
  return keys;
}

/** The e-mail files (text parts) naming each string `pattern` finds (a file counts once per string). */
export function mailFiles(pattern) {
  const files = new Map();
  if (!existsSync(MAIL_DIR)) return files;
  for (const instance of readdirSync(MAIL_DIR)) {
    const dir = join(MAIL_DIR, instance, "email-text");
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      for (const found of new Set(readFileSync(join(dir, file), "utf8").match(pattern) ?? [])) {
        files.set(found, [...(files.get(found) ?? []), join(dir, file)]);
      }
    }
  }
  return files;
}

/** Removes the run's e-mails (text parts and their HTML twins): thousands a run, of no use once counted. */
export function removeMails(files) {
  for (const text of files) {
    rmSync(text, { force: true });
    rmSync(text.replace(/email-text([/\\][^/\\]+)\.txt$/, "email-html$1.html"), { force: true });
  }
}

/** Rows still waiting for their e-mails, of the accepted ones. */
function unsent(db, { consultations, applications }) {
  const status = (table, column, value) =>
    db.prepare(`SELECT notification_status AS s FROM ${table} WHERE ${column} = ?`).get(value)?.s;
  return (
    consultations.filter((c) => status("consultation_requests", "id", c.id) !== "sent").length +
    applications.filter((a) => status("applications", "reference", a.reference) !== "sent").length
  );
}

/**
 * Waits up to `waitSeconds` for the queue to send every accepted write's e-mails, then checks each one. Prints
 * what was found and returns the number of writes with something missing. `marker` is the run's own e-mail
 * domain part, so e-mails of earlier runs are not counted.
 */
export async function checkNothingLost({ persistDir, consultations, applications, marker, waitSeconds = 180 }) {
  const file = d1File(persistDir);
  const deadline = Date.now() + waitSeconds * 1000;
  let waiting = readSqlite(file, (db) => unsent(db, { consultations, applications }));
  while (waiting > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    waiting = readSqlite(file, (db) => unsent(db, { consultations, applications }));
  }
  const objects = r2Keys(persistDir);
  const mails = mailFiles(new RegExp(`load-${marker}-c\\d+@example\\.com|APP-[A-Z0-9]{8}`, "g"));
  // Per kind: how many writes had each problem, and which writes had any.
  const problems = { consultations: new Map(), applications: new Map() };
  const failed = { consultations: new Set(), applications: new Set() };
  const note = (kind, write, what) => {
    problems[kind].set(what, (problems[kind].get(what) ?? 0) + 1);
    failed[kind].add(write);
  };

  readSqlite(file, (db) => {
    const mailLog = db.prepare("SELECT status FROM email_log WHERE key = ?");
    for (const { id, email } of consultations) {
      const row = db.prepare("SELECT email, notification_status AS s FROM consultation_requests WHERE id = ?").get(id);
      if (row?.email !== email) note("consultations", id, "row missing in D1");
      else if (row.s !== "sent") note("consultations", id, `notification ${row.s}`);
      if (mailLog.get(`consultation:${id}:inbox`)?.status !== "sent")
        note("consultations", id, "inbox e-mail not sent");
      const files = mails.get(email)?.length ?? 0;
      if (files !== 1) note("consultations", id, `${files} e-mail files (1 expected)`);
    }
    for (const { reference, email, documents } of applications) {
      const row = db
        .prepare("SELECT id, email, notification_status AS s FROM applications WHERE reference = ?")
        .get(reference);
      if (row?.email !== email) {
        note("applications", reference, "row missing in D1");
        continue;
      }
      if (row.s !== "sent") note("applications", reference, `notification ${row.s}`);
      const stored = db.prepare("SELECT r2_key FROM application_documents WHERE application_id = ?").all(row.id);
      if (stored.length !== documents)
        note("applications", reference, `${stored.length} document rows (${documents} sent)`);
      if (stored.some((d) => !objects.has(d.r2_key))) note("applications", reference, "document missing in R2");
      for (const to of ["inbox", "student"]) {
        if (mailLog.get(`application:${row.id}:${to}`)?.status !== "sent")
          note("applications", reference, `${to} e-mail not sent`);
      }
      const files = mails.get(reference)?.length ?? 0;
      if (files !== 2) note("applications", reference, `${files} e-mail files (2 expected)`);
    }
  });

  // Writes the server kept though the client saw an error (a 502 from the local front, a timeout): not lost, but a
  // student told "try again" would send them twice.
  const stored = readSqlite(file, (db) => ({
    consultations: db
      .prepare("SELECT COUNT(*) AS n FROM consultation_requests WHERE email LIKE ?")
      .get(`load-${marker}-c%`).n,
    applications: db.prepare("SELECT COUNT(*) AS n FROM applications WHERE email LIKE ?").get(`load-${marker}-a%`).n,
  }));
  const lost = (kind) => failed[kind].size;
  console.log("\nNothing lost? Every accepted write, after the queue had sent what it would:\n");
  console.log(
    "| write | accepted (201) | in D1 with all it needs | problems | stored though the client saw an error |",
  );
  console.log("|---|---|---|---|---|");
  for (const [kind, accepted] of [
    ["consultations", consultations],
    ["applications", applications],
  ]) {
    const found = [...problems[kind]].map(([what, n]) => `${what}: ${n}`).join(", ") || "none";
    const unanswered = stored[kind] - (accepted.length - (problems[kind].get("row missing in D1") ?? 0));
    console.log(`| ${kind} | ${accepted.length} | ${accepted.length - lost(kind)} | ${found} | ${unanswered} |`);
  }
  if (waiting > 0) console.log(`\n${waiting} rows still had e-mails unsent after ${waitSeconds} s.`);
  const total = lost("consultations") + lost("applications");
  // Kept when something is missing: they are the evidence.
  const keys = [...consultations.map((c) => c.email), ...applications.map((a) => a.reference)];
  if (total === 0) removeMails(keys.flatMap((key) => mails.get(key) ?? []));
  return total;
}
