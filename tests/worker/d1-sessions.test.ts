import { describe, expect, it } from "vitest";
import { request, validConsultation } from "./helpers";

// D1 read replication through the Sessions API (app/db/d1-session.server.ts). Local D1 has no replicas, so what is
// testable here is the contract: every request runs in a session (it works unchanged), and a write hands the
// visitor its bookmark so the next requests start from it.

const valid = { ...validConsultation, source: "contact" };

describe("D1 sessions", () => {
  it("after a POST the visitor gets the session's bookmark in a short-lived, HttpOnly cookie", async () => {
    const response = await request("/contact", { method: "POST", body: new URLSearchParams(valid) });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Message Sent!");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^d1-bookmark=[^;]+; Path=\/; Max-Age=60; HttpOnly; SameSite=Lax$/);

    // The next page starts its session from that bookmark and renders as usual (and is still cacheable).
    const bookmark = cookie.split(";")[0] ?? "";
    const next = await request("/programs", { headers: { Cookie: bookmark } });
    expect(next.status).toBe(200);
    expect(next.headers.get("Set-Cookie")).toBeNull();
    expect(await next.text()).toContain("Medicine");
  });

  it("a GET never sets the cookie, and a malformed bookmark is ignored rather than failing the page", async () => {
    const response = await request("/universities", { headers: { Cookie: "d1-bookmark=%3Cscript%3E" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    await response.text();
  });

  it("a refused POST (400) sets no cookie", async () => {
    const response = await request("/contact", {
      method: "POST",
      body: new URLSearchParams({ ...valid, email: "not-an-email" }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    await response.text();
  });
});
