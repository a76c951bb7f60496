// A tiny compressing reverse proxy: serves `target` gzip-compressed, the way Cloudflare's edge serves the site, so
// local measurements (scripts/lighthouse.mjs, scripts/measure-throughput.mjs) see what a phone downloads.
import { createServer } from "node:http";
import { Readable } from "node:stream";
import { constants, createGzip } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Starts the proxy on `port` in front of `target` (an origin); resolves to the http.Server.
 * @param {number} port
 * @param {string} target
 * @returns {Promise<import("node:http").Server>}
 */
export function startGzipProxy(port, target) {
  const server = createServer(async (req, res) => {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string" && !["host", "accept-encoding", "connection"].includes(name))
          headers.set(name, value);
      }
      const hasBody = !["GET", "HEAD"].includes(req.method ?? "GET");
      /** @type {RequestInit & { duplex?: "half" }} */
      const init = {
        method: req.method,
        headers,
        // Node's web streams and the DOM's are one thing typed twice.
        body: hasBody ? /** @type {ReadableStream} */ (/** @type {unknown} */ (Readable.toWeb(req))) : undefined,
        duplex: hasBody ? "half" : undefined,
        redirect: "manual",
      };
      const upstream = await fetch(new URL(req.url ?? "/", target), init);
      /** @type {import("node:http").OutgoingHttpHeaders} */
      const out = {};
      upstream.headers.forEach((value, name) => {
        if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name))
          out[name] = value;
      });
      const setCookies = upstream.headers.getSetCookie();
      if (setCookies.length) out["set-cookie"] = setCookies;
      const gzip =
        COMPRESSIBLE.test(upstream.headers.get("content-type") ?? "") &&
        /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
      if (gzip) {
        out["content-encoding"] = "gzip";
        out.vary = "Accept-Encoding";
      }
      res.writeHead(upstream.status, out);
      if (!upstream.body || req.method === "HEAD") return res.end();
      const body = Readable.fromWeb(/** @type {import("node:stream/web").ReadableStream} */ (upstream.body));
      // Flush per chunk so streamed HTML keeps streaming through the proxy.
      if (gzip) body.pipe(createGzip({ flush: constants.Z_SYNC_FLUSH })).pipe(res);
      else body.pipe(res);
    } catch (error) {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(`proxy: ${error instanceof Error ? error.message : error}`);
    }
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
