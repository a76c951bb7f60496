import { MEDICINE_APPLICATION } from "../medicine-application";
import { exports } from "cloudflare:workers";
import { pdfBytes } from "./document-bytes";

/** A request to the web Worker, as a browser or API client would send it. */
export function request(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(`http://localhost${path}`, init));
}

export async function getJson<T = unknown>(path: string) {
  const response = await request(path);
  return { response, body: (await response.json()) as T };
}

/** A consultation form that passes every check (a urlencoded POST to /contact or a university page). */
export const validConsultation = {
  intent: "consultation",
  fullName: "Bola Adeyemi",
  email: "bola@example.com",
  phone: "08031234567",
  studyLevel: "master",
  message: "Master's in Computer Engineering, please.",
};

/**
 * The local rate limiter counts in windows aligned to the wall clock (a new count every minute on the minute), as
 * the edge does. A burst that straddles a minute would be counted in two windows and never reach its limit: a test
 * of a limit starts with at least `seconds` of its window left (the longest burst, 301 upload requests, takes a few
 * seconds).
 */
export async function startWithRoomInTheWindow(seconds = 20) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/**
 * Runs a limit's test so that its requests are counted in one window, without waiting for one: it runs at once and,
 * only when the minute turned under it (its counts split over two windows: a refusal missed, or a room let through
 * too easily), it runs again from the new minute's start, a whole minute of room. `test` must use keys (addresses,
 * e-mails, references) of its own on every run. A failure within one minute fails the test.
 */
export function inOneWindow(test: () => Promise<unknown>) {
  return async () => {
    const minute = Math.floor(Date.now() / 60_000);
    try {
      await test();
    } catch (error) {
      if (Math.floor(Date.now() / 60_000) === minute) throw error;
    }
    if (Math.floor(Date.now() / 60_000) !== minute) await test();
  };
}

/** An application to Medicine at Medipol as the form sends it, `fields` over the usual ones; no documents yet. */
export function medicineApplication(fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    ...MEDICINE_APPLICATION,
    email: `student-${crypto.randomUUID().slice(0, 8)}@example.com`,
    ...fields,
  })) {
    form.set(name, value);
  }
  return form;
}

/**
 * The documents Medicine at Medipol (a bachelor's, the tests' usual offering) needs to apply, by its checklist
 * (docs/decisions/0028): one small PDF per type, in the form's typed fields (`documents_<type>`).
 */
export const REQUIRED_TO_APPLY = ["passport", "photo", "results"] as const;
export function appendRequiredDocuments(form: FormData, types: readonly string[] = REQUIRED_TO_APPLY) {
  for (const type of types) form.append(`documents_${type}`, new File([pdfBytes(600, type.length)], `${type}.pdf`));
  return form;
}
