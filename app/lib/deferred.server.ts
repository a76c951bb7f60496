import type { Settled } from "./settled";

/**
 * A D1 query handed to the page unawaited, so the page streams it through <Suspense>/<Await>. It always resolves:
 * to the rows, or to `{ ok: false }` after logging the real error here (the browser would only get a sanitised
 * one). A rejected promise in the hydration data would be an unhandled rejection in the browser until <Await>
 * renders, and a drizzle query is only a thenable, which <Await> would take for a plain value.
 */
export function deferred<T>(label: string, query: PromiseLike<T>): Promise<Settled<T>> {
  return Promise.resolve(query).then(
    (data) => ({ ok: true as const, data }),
    (error: unknown) => {
      console.error(`${label}:`, error);
      return { ok: false as const };
    },
  );
}
