/**
 * A D1 query handed to the page as a real Promise, so a loader can return it unawaited and the page streams it
 * through <Suspense>/<Await> (a drizzle query is only a thenable, which <Await> would take for a plain value).
 * The browser only sees a sanitised error, so the real one is logged here before it is passed on.
 */
export function deferred<T>(label: string, query: PromiseLike<T>): Promise<T> {
  return Promise.resolve(query).catch((error: unknown) => {
    console.error(`${label}:`, error);
    throw error;
  });
}
