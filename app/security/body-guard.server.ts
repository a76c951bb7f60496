// One body-size guard for every POST, applied by workers/app.ts before a handler reads a byte: a declared
// Content-Length over the limit is refused at once; a body without one (chunked) is counted while it streams and
// cut at the limit, so no handler ever holds more than the limit in memory.

export type GuardedRequest = { request: Request; overflowed: () => boolean };

/**
 * The request with its body capped at `maxBytes`, or "too-large" when its Content-Length already says so. Past the
 * limit the counted stream errors, so the handler reading it fails and the edge answers 413. `keepSource`
 * (localhost only, see drainBody) leaves the rest of the client's body unread instead of cancelling it.
 */
export function guardBody(
  request: Request,
  maxBytes: number,
  { keepSource = false } = {},
): GuardedRequest | "too-large" {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && !(Number(declared) <= maxBytes)) return "too-large";
  if (!request.body) return { request, overflowed: () => false };
  let seen = 0;
  let overflowed = false;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) {
          overflowed = true;
          controller.error(new RangeError(`request body over ${maxBytes} bytes`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
    { preventCancel: keepSource },
  );
  return { request: new Request(request, { body: counted }), overflowed: () => overflowed };
}

export function tooLargeMessage(maxBytes: number) {
  const size =
    maxBytes >= 1024 * 1024 ? `${Math.floor(maxBytes / (1024 * 1024))} MB` : `${Math.floor(maxBytes / 1024)} KB`;
  return `The request is too large: this address accepts at most ${size}.`;
}

const MAX_DRAIN_BYTES = 1024 * 1024 * 1024;

/**
 * Reads and discards what is left of a request body before an early answer. Only on localhost: vite preview
 * forwards each request to workerd through undici, which fails the whole exchange ("TypeError: fetch failed", a
 * 500 with a stack trace) when the answer arrives while it is still sending the body. At Cloudflare's edge an
 * early answer is fine and the upload is simply cut. Chunks are dropped as they arrive (nothing is kept; the
 * garbage is collected, so RSS grows transiently). Measured with scripts/measure-body-limits.mjs.
 */
export async function drainBody(request: Request) {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_DRAIN_BYTES) return;
  const reader = request.body.getReader();
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > MAX_DRAIN_BYTES) return void (await reader.cancel());
    }
  } catch {
    // The client went away, or the body was already cut: nothing more to drain.
  }
}
