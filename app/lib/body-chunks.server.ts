/**
 * The chunks of a request body as they arrive, each with the running count of bytes `received`. A caller that
 * stops early (a `break`, or a throw in its loop) cancels the body, so the client stops sending.
 */
export async function* bodyChunks(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  let received = 0;
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      received += value.byteLength;
      yield { chunk: value, received };
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
  }
}
