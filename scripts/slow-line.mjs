// A slow line between the browser and a local site: a TCP relay on `port` in front of `targetPort` that delivers
// every byte, whoever asked for it, at `kbits` per second each way (one budget shared by all connections, as on a
// phone's one radio link) and half of `rttMs` later. Chrome's DevTools network emulation does not do this for the
// Speculation Rules prefetch, which is fetched by the browser process outside the page's throttling: on a
// "250 kbit/s" page its prefetches arrived at full speed (docs/measurements/0040-prefetch-in-flight.md).
// It also reads what crossed it: the bytes down and up, and each HTTP request's line and Sec-Purpose (plain HTTP/1.1
// on localhost), so a measurement can tell how often the server was asked for a page.
import { connect, createServer } from "node:net";

/** A TCP segment's payload on an Ethernet-sized path. */
const PACKET = 1460;

/**
 * @typedef {{ method: string; path: string; purpose: string; accept: string }} LineRequest
 * @param {{ port: number; targetPort: number; kbits?: number; rttMs?: number }} options
 */
export async function startSlowLine({ port, targetPort, kbits = 250, rttMs = 300 }) {
  const bytesPerMs = (kbits * 1000) / 8 / 1000;
  /** When each direction of the link is free again (ms since the epoch). */
  const freeAt = { down: 0, up: 0 };
  const line = {
    base: `http://localhost:${port}`,
    down: 0,
    up: 0,
    /** @type {LineRequest[]} */
    requests: [],
    /** Stops the relay and drops the connections the browser keeps alive. */
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };

  /**
   * Relays `from` to `to` through one direction of the link, in order.
   * @param {"down" | "up"} direction
   * @param {import("node:net").Socket} from
   * @param {import("node:net").Socket} to
   */
  function relay(direction, from, to) {
    let queue = Promise.resolve();
    from.on("data", (/** @type {Buffer} */ chunk) => {
      line[direction] += chunk.length;
      if (direction === "up") line.requests.push(...requestHeads(chunk.toString("latin1")));
      // Packet by packet, so the first bytes of a large read arrive first, as on a real line.
      for (let at = 0; at < chunk.length; at += PACKET) {
        const packet = chunk.subarray(at, at + PACKET);
        const start = Math.max(Date.now(), freeAt[direction]);
        freeAt[direction] = start + packet.length / bytesPerMs;
        const arrival = freeAt[direction] + rttMs / 2;
        queue = queue
          .then(() => new Promise((resolve) => setTimeout(resolve, arrival - Date.now())))
          .then(() => {
            if (!to.destroyed) to.write(packet);
          });
      }
    });
    from.on("end", () => {
      queue = queue.then(() => {
        to.end();
      });
    });
    from.on("close", () => queue.then(() => to.destroy()));
    from.on("error", () => to.destroy());
  }

  /** @type {Set<import("node:net").Socket>} */
  const sockets = new Set();
  const server = createServer((phone) => {
    const site = connect(targetPort, "127.0.0.1");
    for (const socket of [phone, site]) {
      socket.setNoDelay(true); // the line's own timing, not Nagle's
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    }
    relay("up", phone, site);
    relay("down", site, phone);
  });
  await new Promise((resolve) => server.listen(port, () => resolve(undefined)));
  return line;
}

/**
 * The requests whose head starts in `text` (a chunk sent up the line).
 * @param {string} text
 * @returns {LineRequest[]}
 */
function requestHeads(text) {
  return [...text.matchAll(/^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) (\S+) HTTP\/1\.1\r\n([\s\S]*?)\r\n\r\n/gm)].map(
    ([, method = "", path = "", headers = ""]) => ({
      method,
      path,
      purpose: /^sec-purpose: *(.*)$/im.exec(headers)?.[1]?.trim() ?? "",
      accept: /^accept: *(.*)$/im.exec(headers)?.[1]?.trim() ?? "",
    }),
  );
}
