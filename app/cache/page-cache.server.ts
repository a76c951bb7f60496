import { withRenderHealth } from "~/lib/render-health.server";
import type { RoutePolicy } from "~/security/route-policy";
import { STARTED_AT_FIELD } from "~/lib/spam-guard-codes";

// The edge cache of catalogue pages and catalogue API answers (docs/decisions/0015-edge-cache-and-search.md).
// Keyed by URL + the catalogue's version in D1 (bumped by triggers on every catalogue write) + the build, so an
// edited fee shows on the very next request and a deploy never serves pages naming old assets; and by the request's
// `variant` (what a cookie changes on a page: the display currency), so no reader gets another's. Entries are fresh
// for FRESH_SECONDS, then served stale while one request renders a new copy in the background. Only what holds no
// visitor data is kept: GET answers of the pages whose route policy caches them and of the catalogue API paths below,
// 200, no Set-Cookie, no `private`/`no-store` from the route, and no read that failed while rendering. A cached page
// is the page as rendered, with this response's CSP nonce and a new form start time (its stylesheet was cut to the
// page at build time: decision 0041).

export type CacheStatus = "hit" | "miss" | "stale" | "bypass";
export const CACHE_STATUS_HEADER = "X-Cache";

const FRESH_SECONDS = 10 * 60;
const STALE_SECONDS = 24 * 60 * 60;

// Internal headers of a stored copy (never sent to a visitor).
export const STORED_AT = "X-Edge-Stored-At";
const STORED_NONCE = "X-Edge-Nonce";
const ROUTE_CACHE_CONTROL = "X-Edge-Cache-Control";

/** The catalogue API's cacheable paths; a page's caching is its route's policy (route-policy.ts `cache`). */
const CACHEABLE_API_PATH = /^\/api\/(?:universities(?:\/featured|\/\d+(?:\/programs)?)?|programs(?:\/featured)?)$/;

/**
 * True for requests the cache answers: GET of a page whose route's policy caches it (`cache` of `page`, undefined
 * for the API) or of a catalogue API path, and HEAD of one (the same answer without its body; `render` must then
 * render the GET).
 */
export function isCacheable(request: Request, url: URL, page: RoutePolicy | undefined) {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (!page) return CACHEABLE_API_PATH.test(url.pathname);
  // /eligibility's query is a student's grades, nationality and budget: only the bare form is shared (the route
  // also marks every answer with a query `private, no-store`, which mayStore refuses).
  return page.cache === "catalogue" || (page.cache === "bare-only" && url.search === "");
}

export type PageCacheOptions = {
  /** The catalogue version (one tiny D1 read); undefined when D1 cannot say, and then nothing is cached. */
  version: () => Promise<number | undefined>;
  /** Changes with every deploy (the server build's assets version). */
  build: string;
  /**
   * What besides the URL the page depends on: requests of one URL with different variants get different copies
   * (the currency cookie, app/catalogue/display-currency.ts cacheVariant). Empty or omitted: none.
   */
  variant?: string;
  /** This response's CSP nonce: a cached page's scripts get it instead of the one they were rendered with. */
  nonce: string;
  /** Renders the answer to the GET (React Router or the API), for a HEAD request too. */
  render: () => Promise<Response>;
  waitUntil: (promise: Promise<unknown>) => void;
  cache?: Cache;
};

const withStatus = (response: Response, status: CacheStatus) => {
  const copy = new Response(response.body, response);
  copy.headers.set(CACHE_STATUS_HEADER, status);
  return copy;
};

/** The answer from the edge cache when it holds one for this version, else rendered (and kept when it may be). */
export async function cachedAnswer(request: Request, options: PageCacheOptions): Promise<Response> {
  const version = await options.version().catch((error: unknown) => {
    console.error("edge cache: catalogue version unreadable, not caching:", error);
    return undefined;
  });
  // No version (D1 down, or tables missing): render as if there were no cache, and keep nothing.
  if (version === undefined) return withStatus(await options.render(), "bypass");

  // workerd's default cache (the DOM typings of this project know only named caches).
  const cache = options.cache ?? (caches as unknown as { default: Cache }).default;
  const key = cacheKey(request, version, options.build, options.variant);
  const copy = await storedCopy(cache, key);
  let answer: Response;
  if (copy) {
    const age = (Date.now() - Number(copy.headers.get(STORED_AT))) / 1000;
    const stale = !(age < FRESH_SECONDS);
    if (stale) options.waitUntil(renderAndStore(cache, key, options).then((r) => r.body?.cancel()));
    answer = fromStore(copy, options.nonce, stale ? "stale" : "hit");
  } else {
    answer = withStatus(await renderAndStore(cache, key, options), "miss");
  }
  if (request.method !== "HEAD") return answer;
  // The copy is still stored from the other branch of the render's body.
  await answer.body?.cancel();
  return new Response(null, answer);
}

// The copies this isolate stored or read last, kept in memory in front of the Cache API (a call out of the isolate
// and, locally, a disk read): a hit then costs the version read, the rewrite and nothing else. Entries are the
// same keyed copies, so a new catalogue version or build misses here exactly as it misses in the Cache API.
type Copy = { body: ArrayBuffer; headers: Headers; template?: PageTemplate };
const MEMORY_ENTRIES = 48;
// Well inside an isolate's 128 MB: an HTML copy is held as bytes and, once served, cut into a template too.
const MEMORY_BYTES = 16 * 1024 * 1024;
const inMemory = new WeakMap<Cache, Map<string, Copy>>();

const bytesHeld = (copy: Copy) => copy.body.byteLength * 2;

function memoryOf(cache: Cache) {
  const memory = inMemory.get(cache) ?? new Map<string, Copy>();
  inMemory.set(cache, memory);
  return memory;
}

/** Keeps `copy` as the most recently used entry, forgetting the least recently used beyond either limit. */
function remember(cache: Cache, key: Request, copy: Copy) {
  const memory = memoryOf(cache);
  memory.delete(key.url);
  memory.set(key.url, copy);
  let held = 0;
  for (const entry of memory.values()) held += bytesHeld(entry);
  for (const [oldest, entry] of memory) {
    if (memory.size <= MEMORY_ENTRIES && held <= MEMORY_BYTES) break;
    memory.delete(oldest);
    held -= bytesHeld(entry);
  }
}

async function storedCopy(cache: Cache, key: Request): Promise<Copy | undefined> {
  const remembered = memoryOf(cache).get(key.url);
  if (remembered) {
    remember(cache, key, remembered);
    return remembered;
  }
  const stored = await cache.match(key);
  if (!stored) return undefined;
  const copy = { body: await stored.arrayBuffer(), headers: stored.headers };
  remember(cache, key, copy);
  return copy;
}

function cacheKey(request: Request, version: number, build: string, variant = "") {
  const url = new URL(request.url);
  url.searchParams.set("__edge", `${build}.${version}`);
  if (variant) url.searchParams.set("__variant", variant);
  return new Request(url.toString(), { method: "GET" });
}

/** Renders; when the answer may be kept, a copy of its body is stored once it has ended (the visitor's streams on). */
async function renderAndStore(cache: Cache, key: Request, options: PageCacheOptions) {
  const { result, health } = withRenderHealth(options.render);
  const response = await result;
  if (!mayStore(response) || !response.body) return response;
  const [toVisitor, toStore] = response.body.tee();
  const headers = new Headers(response.headers);
  options.waitUntil(
    new Response(toStore)
      .arrayBuffer()
      .then(async (body) => {
        // A section that failed to load (its error panel) is for this visitor only.
        if (health.failed) return;
        const routeCacheControl = headers.get("Cache-Control");
        if (routeCacheControl) headers.set(ROUTE_CACHE_CONTROL, routeCacheControl);
        headers.set("Cache-Control", `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`);
        headers.set(STORED_AT, String(Date.now()));
        headers.set(STORED_NONCE, options.nonce);
        await cache.put(key, new Response(body.slice(0), { status: 200, headers }));
        remember(cache, key, { body, headers });
      })
      .catch((error: unknown) => console.error("edge cache: not stored:", error)),
  );
  return new Response(toVisitor, response);
}

function mayStore(response: Response) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return response.status === 200 && !response.headers.has("Set-Cookie") && !/\b(no-store|private)\b/.test(cacheControl);
}

/** A stored copy as this visitor's answer: the route's own Cache-Control, this response's nonce, a fresh form time. */
function fromStore(stored: Copy, nonce: string, status: CacheStatus) {
  const headers = new Headers(stored.headers);
  const renderedNonce = headers.get(STORED_NONCE);
  const routeCacheControl = headers.get(ROUTE_CACHE_CONTROL);
  if (routeCacheControl) headers.set("Cache-Control", routeCacheControl);
  else headers.delete("Cache-Control");
  // Content-Length too: the body is rewritten below (the runtime sets it again from the new body).
  for (const name of [STORED_AT, STORED_NONCE, ROUTE_CACHE_CONTROL, "Content-Length"]) headers.delete(name);
  headers.set(CACHE_STATUS_HEADER, status);
  if (!(headers.get("Content-Type") ?? "").startsWith("text/html")) {
    // A copy of the bytes: the remembered buffer serves the next visitor too.
    return new Response(stored.body.slice(0), { status: 200, headers });
  }
  stored.template ??= pageTemplate(new TextDecoder().decode(stored.body), renderedNonce);
  return new Response(fill(stored.template, { nonce, time: String(Date.now()) }), { status: 200, headers });
}

// What differs between visitors' copies of a page: the rendered nonce (128 random bits that appear only in nonce
// attributes) becomes this response's, and the spam guard's "rendered at" time becomes when this visitor got the
// form. A stored page is cut once at those places into encoded segments, and a hit only joins the segments and the
// two new values: 60-170 KB copied, where replacing in the text and encoding it again took ~0.9 ms for 170 KB.
type Hole = "nonce" | "time";
type PageTemplate = { segments: Uint8Array[]; holes: Hole[] }; // a hole after every segment but the last

/** The spam guard's hidden input as React writes it (components/form/spam-guard-fields.tsx); group 2 is the time. */
const FORM_TIME = new RegExp(`(<input type="hidden" name="${STARTED_AT_FIELD}" value=")(\\d+)"`, "g");

function pageTemplate(html: string, renderedNonce: string | null): PageTemplate {
  const cuts: { start: number; end: number; hole: Hole }[] = [];
  if (renderedNonce) {
    for (let at = html.indexOf(renderedNonce); at !== -1; at = html.indexOf(renderedNonce, at + renderedNonce.length))
      cuts.push({ start: at, end: at + renderedNonce.length, hole: "nonce" });
  }
  for (const match of html.matchAll(FORM_TIME)) {
    const [, prefix = "", time = ""] = match;
    const start = match.index + prefix.length;
    cuts.push({ start, end: start + time.length, hole: "time" });
  }
  cuts.sort((a, b) => a.start - b.start);
  const encoder = new TextEncoder();
  const segments: Uint8Array[] = [];
  let at = 0;
  for (const cut of cuts) {
    segments.push(encoder.encode(html.slice(at, cut.start)));
    at = cut.end;
  }
  segments.push(encoder.encode(html.slice(at)));
  return { segments, holes: cuts.map((cut) => cut.hole) };
}

function fill(template: PageTemplate, values: Record<Hole, string>): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const bytes = { nonce: encoder.encode(values.nonce), time: encoder.encode(values.time) };
  let length = 0;
  for (const segment of template.segments) length += segment.byteLength;
  for (const hole of template.holes) length += bytes[hole].byteLength;
  const out = new Uint8Array(new ArrayBuffer(length));
  let offset = 0;
  template.segments.forEach((segment, i) => {
    out.set(segment, offset);
    offset += segment.byteLength;
    const hole = template.holes[i];
    if (hole) {
      out.set(bytes[hole], offset);
      offset += bytes[hole].byteLength;
    }
  });
  return out;
}
