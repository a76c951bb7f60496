import { AsyncLocalStorage } from "node:async_hooks";

// D1 read replication (docs/decisions/0015-edge-cache-and-search.md): every request of the web Worker reads and
// writes through one D1 session (the Sessions API), so its reads may come from the nearest replica yet stay
// sequentially consistent. After a POST the session's bookmark goes back in a cookie; the visitor's next requests
// start their session from it and so see their own write even on a replica that had not caught up.
// Locally (workerd's D1 has no replicas) withSession works the same, against the one database.

/** The cookie that carries the bookmark between a POST and the visitor's next requests (no personal data). */
export const BOOKMARK_COOKIE = "d1-bookmark";
const BOOKMARK_MAX_AGE_SECONDS = 60;
// D1 bookmarks are opaque but short, printable tokens; anything else in the cookie is ignored.
const BOOKMARK_SHAPE = /^[A-Za-z0-9._:-]{1,256}$/;

const sessions = new AsyncLocalStorage<D1DatabaseSession>();

/** The session of the request being handled, if any (the consumer Worker and scripts have none). */
export function currentD1Session(): D1DatabaseSession | undefined {
  return sessions.getStore();
}

/** The bookmark a previous POST left in the request's cookie, if it looks like one. */
export function bookmarkFrom(request: Request): string | undefined {
  const cookies = request.headers.get("Cookie") ?? "";
  for (const pair of cookies.split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name === BOOKMARK_COOKIE) {
      const bookmark = decodeURIComponent(value.join("="));
      return BOOKMARK_SHAPE.test(bookmark) ? bookmark : undefined;
    }
  }
  return undefined;
}

/**
 * Runs `handle` with a D1 session for the request: from the cookie's bookmark when there is one, else from any
 * replica. `session` is returned too, for the bookmark after a write.
 */
export function withD1Session<T>(database: D1Database, request: Request, handle: () => T) {
  const session = database.withSession(bookmarkFrom(request) ?? "first-unconstrained");
  return { result: sessions.run(session, handle), session };
}

/** The Set-Cookie value that carries the session's latest bookmark to the visitor's next requests. */
export function bookmarkCookie(session: D1DatabaseSession, secure: boolean): string | undefined {
  const bookmark = session.getBookmark();
  if (!bookmark || !BOOKMARK_SHAPE.test(bookmark)) return undefined;
  return `${BOOKMARK_COOKIE}=${encodeURIComponent(bookmark)}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
