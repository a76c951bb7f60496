import { markRenderFailed } from "~/lib/render-health.server";
import type { Settled } from "~/lib/settled";

/**
 * The one way a loader meets a D1 failure: the query settles to its rows, or to `{ ok: false }` after the real
 * error is logged here (the browser would only get a sanitised one), and the page shows its error panel (or, for
 * an extra such as related programs, leaves the section out). Handed to the page unawaited, the query streams
 * through <Streamed>; awaited, the loader shapes the outcome (filter pages that count and group their rows).
 * It never rejects: a rejected promise in the hydration data would be an unhandled rejection in the browser until
 * <Await> renders, and a drizzle query is only a thenable, which <Await> would take for a plain value.
 */
export function deferred<T>(label: string, query: PromiseLike<T>): Promise<Settled<T>> {
  return Promise.resolve(query).then(
    (data) => ({ ok: true as const, data }),
    (error: unknown) => {
      console.error(`${label}:`, error);
      markRenderFailed(); // so the edge cache never keeps this page (workers/app.ts)
      return { ok: false as const };
    },
  );
}
