// One body-size guard for every POST, applied by workers/app.ts before a handler reads a byte: a declared
// Content-Length over the limit is refused at once; a body without one (chunked) is counted while it streams and
// cut at the limit, so no handler ever holds more than the limit in memory.

export type GuardedRequest = { request: Request; overflowed: () => boolean };

/**
 * The request with its body capped at `maxBytes`, or "too-large" when its Content-Length already says so.
 * `drainExcess` (localhost only, see drainBody): past the limit, bytes are read and dropped until the body ends,
 * then the handler sees the error; otherwise the upload is cut at once.
 */
export function guardBody(request: Request, maxBytes: number, { drainExcess = false } = {}): GuardedRequest | "too-large" {
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
          // Erroring the stream cancels the client's upload: nothing past the limit is read.
          if (!drainExcess) controller.error(new RangeError(`request body over ${maxBytes} bytes`));
          return;
        }
        controller.enqueue(chunk);
      },
      flush(controller) {
        if (overflowed) controller.error(new RangeError(`request body over ${maxBytes} bytes`));
      },
    }),
  );
  return { request: new Request(request, { body: counted }), overflowed: () => overflowed };
}

export function tooLargeMessage(maxBytes: number) {
  const size = maxBytes >= 1024 * 1024 ? `${Math.floor(maxBytes / (1024 * 1024))} MB` : `${Math.floor(maxBytes / 1024)} KB`;
  return `The request is too large: this address accepts at most ${size}.`;
}

/**
 * Discards what is left of a request body before an early answer, so that a local proxy that is still sending it
 * (vite preview forwards through undici, which fails the whole exchange with "fetch failed" when the answer comes
 * first) sees it consumed. Bytes are dropped as they arrive: memory stays flat whatever the size. Only used on
 * localhost; at Cloudflare's edge an early answer is fine and the client's upload is simply cut.
 */
export async function drainBody(request: Request, maxBytes = 256 * 1024 * 1024) {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  const reader = request.body.getReader();
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > maxBytes) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing more to drain.
  }
}
