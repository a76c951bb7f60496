import { AsyncLocalStorage } from "node:async_hooks";

// A write refused by a student's limit (runWrite, after the body is parsed) answers through its own adapter, a page's
// action or an API handler, with 429 and its words; the edge adds Retry-After, as for its own limits, from the note
// the refusal left here. One place for the header, whichever adapter answered.

type LimitNote = { retryAfter?: number };

const storage = new AsyncLocalStorage<LimitNote>();

/** Runs `handle` (a write's handler) and returns its answer with the wait a limit noted on the way, if any. */
export async function noticingLimits<T>(handle: () => Promise<T>): Promise<{ result: T; retryAfter?: number }> {
  const note: LimitNote = {};
  const result = await storage.run(note, handle);
  return { result, retryAfter: note.retryAfter };
}

/** Called where a limit refuses a write: the edge tells the client to wait `seconds` (Retry-After). */
export function noteLimit(seconds: number) {
  const note = storage.getStore();
  if (note) note.retryAfter = Math.max(note.retryAfter ?? 0, seconds);
}
