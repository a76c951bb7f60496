import { env, exports } from "cloudflare:workers";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { consultationRequests, payments } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages";
import { request, validConsultation } from "./helpers";

// The edge of the web Worker (workers/app.ts) as the local suites run it: security headers on every answer, 405
// with Allow, one body cap on every POST, the webhook's signature before its body, the sandbox on localhost only.

const db = () => getDb(env.DB);
const consultations = async () => (await db().select({ n: count() }).from(consultationRequests))[0]!.n;
const paymentRows = async () => (await db().select({ n: count() }).from(payments))[0]!.n;

const billing = {
  customerName: "Ada Obi",
  customerEmail: "ada@example.com",
  customerPhone: "+2348031234567",
  service: "basic",
};

/** A body that streams `size` bytes in 16 KB chunks without Content-Length, counting what the Worker pulled. */
function streamed(size: number) {
  const chunk = new Uint8Array(16 * 1024).fill(0x61);
  const state = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= size) return controller.close();
      state.pulled += chunk.length;
      controller.enqueue(chunk.slice());
    },
  });
  return { body, state };
}

describe("security headers", () => {
  const pages = ["/", "/apply", "/payments?service=basic", "/contact", "/programs-legacy", "/no-such-page"];
  /** The pages with a script of ours: the two that hydrate, and /programs-legacy's inline #hash rule. */
  const withScripts = new Set(["/apply", "/payments?service=basic", "/programs-legacy"]);

  it.each(pages)(
    "%s carries the CSP with this response's nonce on every script, and the other headers",
    async (path) => {
      const response = await request(path);
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self' https://checkout.flutterwave.com",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
      expect(response.headers.get("Strict-Transport-Security")).toBeNull(); // localhost
      const html = await response.text();
      // JSON-LD blocks are data, never executed: the CSP does not apply to them.
      const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
      if (withScripts.has(path)) expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      // A new nonce for every response.
      const again = (await request(path)).headers.get("Content-Security-Policy");
      expect(again).not.toContain(nonce);
    },
  );

  it("keeps pages with personal data out of every cache, and revalidates the rest", async () => {
    for (const path of ["/apply", "/contact", "/payments?service=basic", "/universities/1"]) {
      expect((await request(path)).headers.get("Cache-Control"), path).toBe("private, no-store");
      const inFrench = `/fr${path}`;
      expect((await request(inFrench)).headers.get("Cache-Control"), inFrench).toBe("private, no-store");
    }
    expect((await request("/ar/applications/status")).headers.get("Cache-Control")).toBe("private, no-store");
    expect((await request("/")).headers.get("Cache-Control")).toBe("private, no-cache");
    expect((await request("/no-such-page")).headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("puts them on API answers, redirects and errors too, and HSTS on a public host", async () => {
    for (const path of ["/api/universities", "/api/no-such-thing", "/apply-now?university=2"]) {
      const response = await request(path, { redirect: "manual" });
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(response.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
    }
    const publicHost = await exports.default.fetch(new Request("https://istanbulstudygateway.com/api/universities"));
    expect(publicHost.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(publicHost.headers.get("Content-Security-Policy")).toContain("upgrade-insecure-requests");
  });
});

describe("a path beginning with //", () => {
  // A browser or a scanner may ask for `//apply`: the edge answers another spelling of a page with a 301 to its one
  // URL (workers/edge/one-url-per-page.ts), or the 404 page, never another page. The platform hands the Worker the
  // path as sent; the local servers did not (the home page answered every `//<anything>`, issue 50) and now do
  // (vite-plugins/request-target-as-sent.ts; tests/e2e/security-headers.spec.ts asks the local server itself).
  const moved = (path: string) => request(path, { redirect: "manual" });

  it("sends //apply to /apply, query kept", async () => {
    for (const [sent, path] of [
      ["//apply?intake=2027-fall", "/apply?intake=2027-fall"],
      ["//Apply/?intake=2027-fall", "/apply?intake=2027-fall"],
      ["///programs/medicine?university=1", "/programs/medicine?university=1"],
    ] as const) {
      const answer = await moved(sent);
      expect([sent, answer.status, answer.headers.get("Location")]).toEqual([sent, 301, path]);
    }
  });

  it("sends //no-such-page and //about-us to their one-slash path, which is the 404 page, never the home page", async () => {
    for (const [sent, path] of [
      ["//no-such-page?q=1", "/no-such-page?q=1"],
      ["//about-us", "/about-us"],
    ] as const) {
      const answer = await moved(sent);
      expect([sent, answer.status, answer.headers.get("Location")]).toEqual([sent, 301, path]);
      const there = await request(path);
      expect([path, there.status]).toEqual([path, 404]);
      await there.body?.cancel();
    }
  });

  it("answers //staff with the console's 403 before any redirect: no token, no hint of where it leads", async () => {
    const answer = await moved("//staff");
    expect([answer.status, answer.headers.get("Location")]).toEqual([403, null]);
    await answer.body?.cancel();
  });
});

describe("methods", () => {
  it("answers 405 with Allow on the API", async () => {
    const put = await request("/api/consultation-requests", { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("POST");
    expect(await put.json()).toEqual({ message: expect.stringContaining("not allowed") });
    const del = await request("/api/universities/1", { method: "DELETE" });
    expect(del.status).toBe(405);
    expect(del.headers.get("Allow")).toBe("GET, HEAD");
    expect((await request("/api/nothing-here", { method: "PUT" })).status).toBe(404);
  });

  it("answers 405 with Allow on pages: no action, or a method pages do not take", async () => {
    const post = await request("/", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD");
    const before = await consultations();
    const put = await request("/contact", { method: "PUT", body: new URLSearchParams({ intent: "consultation" }) });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("GET, HEAD, POST");
    expect(await consultations()).toBe(before);
  });

  it("answers /fr/api/… as the page that is not there, for a POST as for a GET: the API is at /api only", async () => {
    const before = await consultations();
    const get = await request("/fr/api/consultation-requests");
    expect(get.status).toBe(404);
    await get.body?.cancel();
    const post = await request("/fr/api/consultation-requests", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(validConsultation),
    });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ message: m.edge_not_found({}, { locale: "fr" }) });
    expect(await consultations()).toBe(before);
  });
});

describe("one body cap for every POST", () => {
  const twoMb = JSON.stringify({ fullName: "x".repeat(2 * 1024 * 1024) });

  it.each([
    ["/api/consultation-requests", "application/json"],
    ["/api/payment/initiate", "application/json"],
    ["/api/csp-report", "application/csp-report"],
    ["/contact", "application/x-www-form-urlencoded"],
    ["/payments?service=basic", "application/x-www-form-urlencoded"],
    ["/sandbox-gateway/checkout/ISG-NONE", "application/x-www-form-urlencoded"],
  ])("%s: 2 MB with Content-Length is a 413 with a JSON message, nothing stored", async (path, type) => {
    const [c, p] = [await consultations(), await paymentRows()];
    const response = await request(path, { method: "POST", headers: { "Content-Type": type }, body: twoMb });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: expect.stringMatching(/larger than|too large/) });
    expect([await consultations(), await paymentRows()]).toEqual([c, p]);
  });

  it.each([
    ["/api/payment/initiate", "application/json"],
    ["/api/consultation-requests", "application/json"],
    ["/contact", "application/x-www-form-urlencoded"],
    ["/payments?service=basic", "application/x-www-form-urlencoded"],
  ])("%s: a chunked body is counted as it streams and cut at the limit (413)", async (path, type) => {
    const before = await consultations();
    const { body, state } = streamed(8 * 1024 * 1024);
    // On a public host, as at Cloudflare's edge (localhost drains what is left, see the next test).
    const response = await exports.default.fetch(
      new Request(`https://istanbulstudygateway.com${path}`, {
        method: "POST",
        headers: { "Content-Type": type },
        body,
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    // Cut at 16 KB: the rest of the 8 MB was never read.
    expect(state.pulled).toBeLessThan(1024 * 1024);
    expect(await consultations()).toBe(before);
  });

  it("checks the webhook's verif-hash before reading a byte of its body", async () => {
    const { body, state } = streamed(8 * 1024 * 1024);
    const response = await exports.default.fetch(
      new Request("https://istanbulstudygateway.com/api/payment/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "verif-hash": "wrong" },
        body,
      }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ received: false });
    // Only what the stream buffered ahead; nowhere near the body.
    expect(state.pulled).toBeLessThan(256 * 1024);
  });

  it("on localhost, reads and drops the rest of a refused body before answering (for vite preview's proxy)", async () => {
    const { body, state } = streamed(4 * 1024 * 1024);
    const response = await request("/api/payment/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json", "verif-hash": "wrong" },
      body,
    });
    expect(response.status).toBe(401);
    expect(state.pulled).toBeGreaterThanOrEqual(4 * 1024 * 1024);
  });
});

describe("the sandbox gateway off localhost", () => {
  const host = "https://istanbulstudygateway.com";

  it("does not exist on a public host, even when configured", async () => {
    const page = await exports.default.fetch(new Request(`${host}/sandbox-gateway/checkout/ISG-ANY`));
    expect(page.status).toBe(404);
    const pay = await exports.default.fetch(
      new Request(`${host}/sandbox-gateway/checkout/ISG-ANY`, {
        method: "POST",
        body: new URLSearchParams({ intent: "pay" }),
      }),
    );
    expect(pay.status).toBe(404);
    const api = await exports.default.fetch(
      new Request(`${host}/sandbox-gateway/v3/payments`, {
        method: "POST",
        headers: { Authorization: "Bearer x" },
        body: "{}",
      }),
    );
    expect(api.status).toBe(404);
  });

  it("refuses to start a payment there, and says why", async () => {
    const before = await paymentRows();
    const response = await exports.default.fetch(
      new Request(`${host}/api/payment/initiate`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(billing),
      }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      success: false,
      error: m.payments_error_switched_off({}, { locale: "en" }),
    });
    expect(await paymentRows()).toBe(before);
  });
});

describe("POST /api/csp-report", () => {
  it("accepts a report (report-uri and Reporting API shapes) and refuses anything else", async () => {
    const legacy = await request("/api/csp-report", {
      method: "POST",
      headers: { "Content-Type": "application/csp-report" },
      body: JSON.stringify({
        "csp-report": {
          "document-uri": "http://localhost/",
          "effective-directive": "script-src-elem",
          "blocked-uri": "inline",
        },
      }),
    });
    expect(legacy.status).toBe(204);
    const reporting = await request("/api/csp-report", {
      method: "POST",
      headers: { "Content-Type": "application/reports+json" },
      body: JSON.stringify([
        { type: "csp-violation", body: { documentURL: "http://localhost/", effectiveDirective: "img-src" } },
      ]),
    });
    expect(reporting.status).toBe(204);
    const junk = await request("/api/csp-report", { method: "POST", body: "hello" });
    expect(junk.status).toBe(400);
  });
});
