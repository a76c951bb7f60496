/** The outcome of a query a page streams in: its data, or the fact that it failed (the page shows its error panel). */
export type Settled<T> = { ok: true; data: T } | { ok: false };
