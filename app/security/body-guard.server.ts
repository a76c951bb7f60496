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
  { keepSource = false, lengthRequired = false } = {},
): GuardedRequest | "too-large" | "length-required" {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && !(Number(declared) <= maxBytes)) return "too-large";
  if (declared === null && lengthRequired && request.body) return "length-required";
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
  // The client's own body is a byte stream: a BYOB reader fills one reused buffer, so draining 100 MB allocates
  // 64 KB instead of 100 MB of garbage. A body we wrapped (the guard's counter) is not one: read it plainly.
  let reader: ReadableStreamBYOBReader | ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = request.body.getReader({ mode: "byob" });
  } catch {
    reader = request.body.getReader();
  }
  let buffer = new Uint8Array(64 * 1024);
  let seen = 0;
  try {
    for (;;) {
      const { done, value } =
        reader instanceof ReadableStreamBYOBReader ? await reader.read(buffer) : await reader.read();
      if (done || !value) return;
      seen += value.byteLength;
      if (seen > MAX_DRAIN_BYTES) return void (await reader.cancel());
      if (reader instanceof ReadableStreamBYOBReader) buffer = new Uint8Array(value.buffer as ArrayBuffer);
    }
  } catch {
    // The client went away, or the body was already cut: nothing more to drain.
  }
}
