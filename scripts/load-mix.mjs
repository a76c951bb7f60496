// What `npm run load` (scripts/load.mjs) sends: the kinds of request, their shares and how each is made. Browsing in
// English, French and Arabic (pages the edge cache holds, and searches it has never seen), the catalogue JSON API,
// status lookups of applications sent during the run, consultation requests (JSON) and applications (multipart,
// three 614-byte PDFs: the documents the checklist asks of a Nigerian applicant to Medicine).
import { readFileSync } from "node:fs";

/** This run's e-mail addresses are load-<marker>-c<n>@example.com and load-<marker>-a<n>@example.com. */
export const marker = Date.now().toString(36);

const LOCALES = ["", "/fr", "/ar"];
/** Pages the edge cache holds after the warm-up (a currency is a copy of its own). */
export const CACHED_PAGES = [
  "/",
  "/universities",
  "/universities/2",
  "/programs",
  "/programs?currency=XOF",
  "/programs/medicine?university=1",
  "/programs/medicine?university=1&currency=GHS",
  "/programs/computer-engineering",
  "/services",
  "/application-guide",
].flatMap((path) => LOCALES.map((locale) => (locale + path).replace(/^(\/\w\w)\/(?=$|\?)/, "$1")));
/** A search no one made before: its letters' case and the university filter make each URL new, so a miss. */
const WORDS = ["medicine", "engineering", "business", "architecture", "dentistry", "law", "nursing", "design"];
const freshSearch = (n) => {
  const word = [...WORDS[n % WORDS.length]].map((c, i) => ((n >> (i + 3)) & 1 ? c.toUpperCase() : c)).join("");
  return `${LOCALES[n % 3]}/programs-catalog?q=${word}&university=${1 + (Math.floor(n / 3) % 7)}`;
};
const API_PATHS = (n) =>
  [
    "/api/programs",
    "/api/universities",
    `/api/universities/${1 + (n % 7)}/programs`,
    `/api/programs/${1 + (n % 150)}?currency=XOF`,
    `/api/compare?programs=${1 + (n % 150)},${1 + ((n * 7) % 150)}`,
  ][n % 5];

const pdf = new Blob([readFileSync("tests/fixtures/transcript.pdf")], { type: "application/pdf" });
const json = (body) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
/** Accepted writes, for the status lookups and the check at the end. */
export const accepted = { consultations: [], applications: [] };

/**
 * Each kind: its share of the requests (of 100), the status that means success, and the request to send. A static
 * file (share 0: not sent in the steps) is the reference for what the local server costs before any of our code.
 */
export const KINDS = {
  "static file": { share: 0, ok: 200, request: () => ["/favicon.ico"] },
  "page, cached": { share: 40, ok: 200, request: (n) => [CACHED_PAGES[n % CACHED_PAGES.length]] },
  "page, not cached": { share: 15, ok: 200, request: (n) => [freshSearch(n)] },
  "JSON API": { share: 15, ok: 200, request: (n) => [API_PATHS(n)] },
  "status lookup": {
    share: 10,
    ok: 200,
    request: (n) => {
      const { reference, email } = accepted.applications[n % accepted.applications.length];
      return ["/api/applications/status", json({ reference, email })];
    },
  },
  consultation: {
    share: 12,
    ok: 201,
    request: (n) => {
      const email = `load-${marker}-c${n}@example.com`;
      const body = { fullName: "Bola Adeyemi", email, phone: "08031234567", studyLevel: "master", message: "Hi" };
      return [
        "/api/consultation-requests",
        json(body),
        (answer) => accepted.consultations.push({ id: answer.id, email }),
      ];
    },
  },
  application: {
    share: 8,
    ok: 201,
    request: (n) => {
      const email = `load-${marker}-a${n}@example.com`;
      const form = new FormData();
      for (const [name, value] of Object.entries({
        firstName: "Chiamaka",
        lastName: "Okafor",
        email,
        nationality: "NG",
        selectedFaculty: "Faculty of Medicine",
        selectedUniversity: "Istanbul Medipol University",
        selectedProgram: "Medicine",
      }))
        form.set(name, value);
      for (const type of ["passport", "photo", "results"]) form.set(`documents_${type}`, pdf, `${type}.pdf`);
      const keep = (answer) => accepted.applications.push({ reference: answer.reference, email, documents: 3 });
      return ["/api/applications", { method: "POST", body: form }, keep];
    },
  },
};
/** Kind of request n: the shares laid out evenly over each 100 requests (a fixed shuffle). */
export const SLOTS = Object.entries(KINDS)
  .flatMap(([name, { share }]) => Array.from({ length: share }, (_, i) => ({ name, at: (i + 0.5) / share })))
  .sort((a, b) => a.at - b.at)
  .map((slot) => slot.name);
