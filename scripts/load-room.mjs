// "The room" (issue 54): 40 students behind one address (a school's or cyber café's router) over LOAD_MINUTES, each
// with a name, e-mail, phone and documents of their own: a consultation request, an application with three
// documents, five status lookups and one more document on their case page. Arrivals are spread evenly over the
// first half of the run and each student's steps over the half that follows their arrival. A refused request is
// sent again after its Retry-After (up to LOAD_RETRIES times), as a student told "try again in a minute" would;
// a step given up leaves out the steps that need it. Afterwards the local D1, R2 and e-mails show whether every
// accepted write is there exactly once and every e-mail went once.
import { localD1 } from "./case-for-measurement.mjs";
import {
  answersTable,
  applicationRequest,
  consultationRequest,
  documentRequest,
  lookupRequest,
  marker,
  otherAnswers,
  sendAs,
  sleep,
  student,
} from "./load-fair-kit.mjs";
import { d1File, mailFiles, r2Keys, readSqlite, removeMails } from "./load-nothing-lost.mjs";

/** The room's one address (TEST-NET-2, RFC 5737). */
export const ROOM_ADDRESS = "198.51.100.7";
const STUDENTS = Number(process.env.LOAD_STUDENTS ?? 40);
const RETRIES = Number(process.env.LOAD_RETRIES ?? 3);
/** When in a student's half-run session each step is due (fractions of it); five lookups. */
const STEPS = { consultation: 0, application: 0.15, lookups: [0.3, 0.4, 0.5, 0.6, 0.7], document: 0.85 };
export const ROOM_KINDS = ["consultation", "application", "status lookup", "case document"];

/** Sends one step, again after each 429's Retry-After (plus up to 2 s, as people do) while retries remain. */
async function attempt(base, kind, request, results) {
  for (let tries = 0; ; tries++) {
    const [path, init] = request();
    const result = await sendAs(base, ROOM_ADDRESS, kind, path, init);
    results.push(result);
    if (result.status !== 429 || tries >= RETRIES) return result;
    await sleep(Number(result.retryAfter ?? 60) * 1000 + Math.random() * 2000);
  }
}

/** One student's visit: what was accepted (for the check) is written into `done`. */
async function visit(base, n, start, session, results) {
  const s = student(n);
  const done = { n, s, consultationId: undefined, reference: undefined, lookups: 0, documentAdded: false };
  const at = (fraction) => sleep(start + fraction * session - performance.now());
  await at(STEPS.consultation);
  const consultation = await attempt(base, "consultation", () => consultationRequest(s), results);
  if (consultation.status === 201) done.consultationId = JSON.parse(consultation.text).id;
  await at(STEPS.application);
  const application = await attempt(base, "application", () => applicationRequest(s), results);
  if (application.status !== 201) return done;
  done.reference = JSON.parse(application.text).reference;
  // The consultancy asks for one more document (staff's part, through the local D1: not counted, not limited).
  await localD1(base, "UPDATE applications SET status = 'documents_requested' WHERE reference = ?", [done.reference]);
  for (const fraction of STEPS.lookups) {
    await at(fraction);
    const lookup = await attempt(base, "status lookup", () => lookupRequest(s, done.reference), results);
    if (lookup.status === 200) done.lookups++;
  }
  await at(STEPS.document);
  const upload = await attempt(base, "case document", () => documentRequest(s, done.reference), results);
  done.documentAdded = upload.status === 200;
  return done;
}

/** Runs the room for `minutes`; resolves to { results, students } (every answer, and what each student got done). */
export async function runRoom(base, minutes) {
  const duration = minutes * 60_000;
  const session = duration / 2;
  const start = performance.now() + 100;
  const results = [];
  const students = await Promise.all(
    Array.from({ length: STUDENTS }, (_, n) => visit(base, n, start + (n * session) / STUDENTS, session, results)),
  );
  return { results, students, seconds: (performance.now() - start) / 1000 };
}

/** The room's figures, as Markdown. */
export function roomReport({ results, students, seconds }, minutes) {
  const refused = results.filter((r) => r.status === 429).length;
  const gaveUp = {
    consultation: students.filter((d) => d.consultationId === undefined).length,
    application: students.filter((d) => d.reference === undefined).length,
    lookups: students.reduce((sum, d) => sum + (d.reference === undefined ? 0 : STEPS.lookups.length - d.lookups), 0),
    document: students.filter((d) => d.reference !== undefined && !d.documentAdded).length,
  };
  const others = otherAnswers(results, (r) => r.status === 201 || r.status === 200);
  return [
    `### The room: ${STUDENTS} students behind ${ROOM_ADDRESS}, ${minutes} min (ran ${Math.round(seconds)} s; a 429 sent again after Retry-After, up to ${RETRIES} times)`,
    "",
    answersTable(results, ROOM_KINDS, (r) => r.status === 201 || r.status === 200),
    "",
    `Refused (429): ${refused} of ${results.length} requests.${others ? ` Other answers: ${others}.` : ""}`,
    `Students who never got through (after ${RETRIES} retries): consultation ${gaveUp.consultation}, application ${gaveUp.application} (so no lookups or document), status lookups ${gaveUp.lookups}, case document ${gaveUp.document}.`,
  ].join("\n");
}

/** Rows still waiting for their e-mails: the room's consultations, applications and added-documents events. */
function unsent(db, students) {
  const row = (sql, value) => db.prepare(sql).get(value)?.s;
  let waiting = 0;
  for (const d of students) {
    if (d.consultationId !== undefined)
      waiting +=
        row("SELECT notification_status AS s FROM consultation_requests WHERE id = ?", d.consultationId) !== "sent";
    if (d.reference !== undefined)
      waiting += row("SELECT notification_status AS s FROM applications WHERE reference = ?", d.reference) !== "sent";
    if (d.documentAdded)
      waiting +=
        row(
          "SELECT e.notification_status AS s FROM application_events e JOIN applications a ON a.id = e.application_id WHERE a.reference = ? AND e.kind = 'documents'",
          d.reference,
        ) !== "sent";
  }
  return waiting;
}

/**
 * Every accepted write there exactly once, every refused one not at all, every e-mail once (email_log 'sent' and
 * one e-mail file per message). Prints the table; returns the number of students with anything wrong.
 */
export async function checkRoom(persistDir, students, waitSeconds = 180) {
  const file = d1File(persistDir);
  const deadline = Date.now() + waitSeconds * 1000;
  let waiting = readSqlite(file, (db) => unsent(db, students));
  while (waiting > 0 && Date.now() < deadline) {
    await sleep(2000);
    waiting = readSqlite(file, (db) => unsent(db, students));
  }
  const objects = r2Keys(persistDir);
  const mails = mailFiles(new RegExp(`fair-${marker}-s\\d+-consultation|APP-[A-Z0-9]{8}`, "g"));
  const problems = new Map();
  const wrong = new Set();
  const note = (d, what) => {
    problems.set(what, (problems.get(what) ?? 0) + 1);
    wrong.add(d.n);
  };
  const totals = { consultations: 0, applications: 0, documents: 0, objects: 0, emails: 0 };
  readSqlite(file, (db) => {
    const count = (sql, ...params) => db.prepare(sql).get(...params).n;
    const mailSent = (key) => db.prepare("SELECT status FROM email_log WHERE key = ?").get(key)?.status === "sent";
    for (const d of students) {
      const consultations = count("SELECT COUNT(*) AS n FROM consultation_requests WHERE email = ?", d.s.email);
      totals.consultations += consultations;
      if (consultations !== (d.consultationId === undefined ? 0 : 1)) note(d, `${consultations} consultation rows`);
      if (d.consultationId !== undefined) {
        if (mailSent(`consultation:${d.consultationId}:inbox`)) totals.emails++;
        else note(d, "consultation e-mail not sent");
        const files = mails.get(d.s.note)?.length ?? 0;
        if (files !== 1) note(d, `${files} consultation e-mail files`);
      }
      const applications = db.prepare("SELECT id FROM applications WHERE email = ?").all(d.s.email);
      totals.applications += applications.length;
      if (applications.length !== (d.reference === undefined ? 0 : 1))
        note(d, `${applications.length} application rows`);
      if (d.reference === undefined || applications.length !== 1) continue;
      const { id } = applications[0];
      const documents = db.prepare("SELECT r2_key FROM application_documents WHERE application_id = ?").all(id);
      totals.documents += documents.length;
      const expected = 3 + (d.documentAdded ? 1 : 0);
      if (documents.length !== expected) note(d, `${documents.length} document rows (${expected} sent)`);
      const inR2 = documents.filter((doc) => objects.has(doc.r2_key)).length;
      totals.objects += inR2;
      if (inR2 !== documents.length || new Set(documents.map((doc) => doc.r2_key)).size !== documents.length)
        note(d, "documents not each once in R2");
      const events = db
        .prepare("SELECT id FROM application_events WHERE application_id = ? AND kind = 'documents'")
        .all(id);
      if (events.length !== (d.documentAdded ? 1 : 0)) note(d, `${events.length} added-documents events`);
      const keys = [
        `application:${id}:inbox`,
        `application:${id}:student`,
        ...events.map((e) => `application-event:${e.id}:inbox`),
      ];
      for (const key of keys) {
        if (mailSent(key)) totals.emails++;
        else note(d, `${key.replace(/\d+/, "…")} not sent`);
      }
      const files = mails.get(d.reference)?.length ?? 0;
      if (files !== 2 + events.length)
        note(d, `${files} e-mail files naming the reference (${2 + events.length} expected)`);
    }
  });
  const found = [...problems].map(([what, n]) => `${what}: ${n}`).join(", ") || "none";
  console.log(
    "\nThe room, afterwards (D1, R2, email_log and the e-mail files, once the queue had sent what it would):\n",
  );
  console.log(
    "| in D1 | consultations | applications | documents (rows / in R2) | e-mails sent (email_log) | problems |",
  );
  console.log("|---|---|---|---|---|---|");
  console.log(
    `| accepted by the room | ${totals.consultations} | ${totals.applications} | ${totals.documents} / ${totals.objects} | ${totals.emails} | ${found} |`,
  );
  if (waiting > 0) console.log(`\n${waiting} writes still had e-mails unsent after ${waitSeconds} s.`);
  if (wrong.size === 0)
    removeMails(students.flatMap((d) => [...(mails.get(d.s.note) ?? []), ...(mails.get(d.reference) ?? [])]));
  return wrong.size;
}
