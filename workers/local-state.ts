// The local server's state, for the end-to-end tests (workers/local-state.wrangler.toml): SQL on the local D1 and
// the local bucket's objects, run inside the server's workerd, where the site's own Workers write. Only local builds
// run it, and only a request carrying miniflare's MF-Route-Override header reaches it.
type LocalStateEnv = Pick<ConsumerEnv, "DB" | "DOCUMENTS">;

/** POST /d1's body (tests/e2e/local-state.ts sends it). */
type LocalSql = { sql: string; params?: (string | number | null)[] };

export default {
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    // POST /d1 {sql, params}: the statement's rows (an UPDATE's are none).
    if (request.method === "POST" && pathname === "/d1") {
      const { sql, params = [] } = (await request.json()) as LocalSql;
      const { results } = await env.DB.prepare(sql)
        .bind(...params)
        .all();
      return Response.json(results);
    }
    // GET /r2: every object's key, size and metadata; GET /r2/<key>: its bytes.
    if (request.method === "GET" && pathname === "/r2") {
      const objects: R2Object[] = [];
      let cursor: string | undefined;
      do {
        const page = await env.DOCUMENTS.list({ cursor, include: ["httpMetadata", "customMetadata"] });
        objects.push(...page.objects);
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return Response.json(
        objects.map(({ key, size, httpMetadata, customMetadata }) => ({ key, size, httpMetadata, customMetadata })),
      );
    }
    if (request.method === "GET" && pathname.startsWith("/r2/")) {
      const object = await env.DOCUMENTS.get(decodeURIComponent(pathname.slice("/r2/".length)));
      return object ? new Response(object.body) : new Response("no such object", { status: 404 });
    }
    return new Response("POST /d1, GET /r2, GET /r2/<key>", { status: 404 });
  },
} satisfies ExportedHandler<LocalStateEnv>;
