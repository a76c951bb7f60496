import { describe, expect, it } from "vitest";
import { cachedAnswer, STORED_AT, type PageCacheOptions } from "~/cache/page-cache.server";

// The cache rules of app/cache/page-cache.server.ts on workerd's real Cache API (a named cache per test), with a
// render that counts its calls: miss then hit, stale-while-revalidate, what is never stored, the per-visitor rewrite.

let n = 0;
const page = (nonce: string, extra = "") =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body><form><input type="hidden" name="formStartedAt" value="5"/></form>${extra}</body></html>`;

/** `version` null: D1 cannot say (the version read fails). */
function setup(respond: () => Response, version: number | null = 1) {
  const renders: string[] = [];
  const background: Promise<unknown>[] = [];
  const cacheName = `page-cache-test-${++n}`;
  const request = new Request(`https://example.com/programs?n=${n}`);
  const answer = async (nonce: string, over: Partial<PageCacheOptions> = {}) =>
    cachedAnswer(request, {
      version: async () => version ?? undefined,
      build: "b",
      nonce,
      render: async () => {
        renders.push(nonce);
        return respond();
      },
      waitUntil: (promise) => background.push(promise),
      cache: await caches.open(cacheName),
      ...over,
    });
  const settle = async () => {
    while (background.length) await background.shift();
  };
  return { answer, renders, settle, request, cacheName };
}

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("cachedAnswer", () => {
  it("renders once, then answers from the cache with this visitor's nonce and form time", async () => {
    const { answer, renders, settle } = setup(() => html(page("rendered-nonce")));
    const first = await answer("rendered-nonce");
    expect(first.headers.get("X-Cache")).toBe("miss");
    await first.text();
    await settle();

    const before = Date.now();
    const second = await answer("visitor-nonce");
    expect(second.headers.get("X-Cache")).toBe("hit");
    const body = await second.text();
    expect(renders).toEqual(["rendered-nonce"]);
    expect(body).toContain('<script nonce="visitor-nonce">');
    expect(body).not.toContain("rendered-nonce");
    expect(Number(/name="formStartedAt" value="(\d+)"/.exec(body)?.[1])).toBeGreaterThanOrEqual(before);
    for (const name of [STORED_AT, "X-Edge-Nonce", "X-Edge-Cache-Control"])
      expect(second.headers.has(name)).toBe(false);
  });

  it("gives every visitor of one copy their own nonce and form time, past multi-byte text", async () => {
    const text = "İstanbul – tuition ₦4,500,000 · 学费 😀";
    const { answer, settle } = setup(() =>
      html(
        page(
          "rendered-nonce",
          `<p>${text}</p><script nonce="rendered-nonce">2</script><form><input type="hidden" name="formStartedAt" value="7"/></form><p>${text}</p>`,
        ),
      ),
    );
    await (await answer("rendered-nonce")).text();
    await settle();
    for (const nonce of ["visitor-one", "visitor-two"]) {
      const before = Date.now();
      const body = await (await answer(nonce)).text();
      expect(body.match(new RegExp(`nonce="${nonce}"`, "g"))).toHaveLength(2);
      expect(body).not.toContain("rendered-nonce");
      const times = [...body.matchAll(/name="formStartedAt" value="(\d+)"/g)].map((m) => Number(m[1]));
      expect(times).toHaveLength(2);
      for (const time of times) expect(time).toBeGreaterThanOrEqual(before);
      expect(body.split(text)).toHaveLength(3);
      expect(body.endsWith(`<p>${text}</p></body></html>`)).toBe(true);
    }
  });

  it("serves a copy past its freshness as stale while one render refreshes it", async () => {
    let version = 0;
    const { answer, renders, settle, request, cacheName } = setup(() => html(`copy ${++version}`));
    await (await answer("a")).text();
    await settle();
    // Age the stored copy by 11 minutes.
    const cache = await caches.open(cacheName);
    const key = new Request(`${request.url}&__edge=b.1`);
    const stored = await cache.match(key);
    expect(stored).toBeDefined();
    const aged = new Response(await stored?.text(), stored);
    aged.headers.set(STORED_AT, String(Date.now() - 11 * 60_000));
    await cache.put(key, aged);

    const stale = await answer("b");
    expect(stale.headers.get("X-Cache")).toBe("stale");
    expect(await stale.text()).toBe("copy 1");
    await settle(); // the background render stored copy 2
    expect(renders).toHaveLength(2);
    const fresh = await answer("c");
    expect(fresh.headers.get("X-Cache")).toBe("hit");
    expect(await fresh.text()).toBe("copy 2");
  });

  it("keys by the catalogue version: a new version renders again", async () => {
    const { answer, renders, settle } = setup(() => html("x"));
    await (await answer("a")).text();
    await settle();
    const next = await answer("b", { version: async () => 2 });
    expect(next.headers.get("X-Cache")).toBe("miss");
    await next.text();
    expect(renders).toHaveLength(2);
  });

  for (const [what, respond] of [
    ["a Set-Cookie", () => html("x", { "Set-Cookie": "a=b" })],
    ["Cache-Control: private", () => html("x", { "Cache-Control": "private, max-age=60" })],
    ["Cache-Control: no-store", () => html("x", { "Cache-Control": "no-store" })],
    ["a 500", () => new Response("x", { status: 500 })],
    ["a 404", () => new Response("x", { status: 404 })],
  ] as const) {
    it(`never stores an answer with ${what}`, async () => {
      const { answer, renders, settle } = setup(respond);
      for (const nonce of ["a", "b"]) {
        const response = await answer(nonce);
        expect(response.headers.get("X-Cache")).toBe("miss");
        await response.text();
        await settle();
      }
      expect(renders).toHaveLength(2);
    });
  }

  it("without a catalogue version (D1 down) renders every time and stores nothing", async () => {
    const { answer, renders, settle } = setup(() => html("x"), null);
    for (const nonce of ["a", "b"]) {
      const response = await answer(nonce);
      expect(response.headers.get("X-Cache")).toBe("bypass");
      await response.text();
      await settle();
    }
    expect(renders).toHaveLength(2);
  });
});
