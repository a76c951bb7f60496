import { describe, expect, it } from "vitest";
import { answerLimit } from "~/security/answer-limits.server";
import { isApiPath } from "~/security/canonical-path.server";
import { postRoute } from "~/security/post-routes.server";
import { type BuiltRoute, routePolicies, routesWithoutPolicy } from "~/security/route-policies.server";
import { PUBLIC_PAGE } from "~/security/route-policy";
import { builtRoutes } from "./built-routes";
import { request } from "./helpers";

// Every route module declares its policy on its `handle` (app/security/route-policy.ts, decision 0036), and the edge
// builds its tables from the server build's routes. This suite reads the server build the Worker runs
// (`npx react-router build`): a route without a policy fails it.

describe("each route's policy", () => {
  it("every route module of the build declares one", async () => {
    const routes = await builtRoutes();
    expect(Object.keys(routes).length).toBeGreaterThan(60);
    expect(routesWithoutPolicy(routes)).toEqual([]);
  });

  it("a route without one is named, and the edge refuses to build its tables", () => {
    const routes: Record<string, BuiltRoute> = {
      root: { id: "root", path: "", module: {} },
      "routes/about": {
        id: "routes/about",
        parentId: "root",
        path: "about",
        module: { handle: { policy: PUBLIC_PAGE } },
      },
      "routes/new-page": { id: "routes/new-page", parentId: "root", path: "new-page", module: { handle: {} } },
    };
    expect(routesWithoutPolicy(routes)).toEqual(["routes/new-page"]);
    expect(() => routePolicies(routes)).toThrow(/routes\/new-page/);
  });

  it("gives each page, in every language and for its .data request, what the hand-written tables gave", async () => {
    const policies = routePolicies(await builtRoutes());
    const summary = (path: string) => {
      const page = policies.pageAt(path);
      if (!page) return "api";
      const post = postRoute(path, "POST", page);
      return [
        page.cache,
        page.personal,
        page.prefetch ? "prefetch" : "-",
        page.scripts ? "scripts" : "-",
        post.group ?? "-",
        post.limit.bytes,
        post.lengthRequired ? "length" : "-",
      ].join(" ");
    };
    for (const prefix of ["", "/fr", "/ar"]) {
      const at = (path: string) => summary(`${prefix}${path}` || "/");
      expect(at("")).toBe("catalogue none prefetch - - 16384 -");
      expect(at("/universities/3")).toBe("catalogue takes prefetch - consultation 16384 -");
      expect(at("/programs/medicine")).toBe("catalogue none prefetch - - 16384 -");
      expect(at("/eligibility")).toBe("bare-only none prefetch - - 16384 -");
      expect(at("/compare")).toBe("none none prefetch - compare 16384 -");
      expect(at("/shortlist")).toBe("none none prefetch - shortlist 16384 -");
      expect(at("/contact")).toMatch(/^catalogue takes prefetch - consultation /);
      expect(at("/apply")).toMatch(/^catalogue takes prefetch scripts application \d+ length$/);
      expect(at("/applications/status")).toMatch(/^none shows - - status /);
      expect(at("/applications/status/documents")).toMatch(/^none shows - - application \d+ length$/);
      expect(at("/payments")).toMatch(/^none takes - scripts payment /);
      expect(at("/payment-success")).toBe("none shows - - - 16384 -");
      expect(at("/sandbox-gateway/checkout/ISG-1")).toMatch(/^none shows - - payment /);
      expect(at("/no-such-page")).toBe("none none prefetch - - 16384 -");
    }
    expect(summary("/contact.data")).toBe(summary("/contact"));
    expect(summary("/_root.data")).toBe(summary("/"));
    expect(summary("/currency")).toBe("none none - - - 16384 -");
    expect(summary("/sitemap.xml")).toBe("catalogue none prefetch - - 16384 -");
    expect(summary("/api/applications")).toBe("api");
    // The API is at /api only: /fr/api/… is no page and no API (404 for every method), counted against no limit.
    expect(summary("/fr/api/applications")).toBe(summary("/no-such-page"));
    expect(summary("/ar/api/consultation-requests")).toBe(summary("/no-such-page"));
  });

  it("says what the API is in one place: /api and what is under it, nothing else", () => {
    for (const path of ["/api", "/api/", "/api/eligibility", "/api/payment/webhook"])
      expect(isApiPath(path)).toBe(true);
    for (const path of ["/", "/apis", "/api.data", "/apply", "/fr/api/eligibility", "/ar/api"])
      expect(isApiPath(path), path).toBe(false);
  });

  it("names the limit an answer counts against once: the page's policy, or the API's table", async () => {
    const policies = routePolicies(await builtRoutes());
    const limit = (path: string) =>
      answerLimit(new URL(`http://localhost${path}`), policies.pageAt(new URL(`http://localhost${path}`).pathname));
    for (const prefix of ["", "/fr", "/ar"]) {
      // An answer (a query) is computed for one student; the bare form is the same for everyone.
      expect(limit(`${prefix}/eligibility?qualification=waec`)).toBe("eligibility");
      expect(limit(`${prefix}/eligibility.data?qualification=`)).toBe("eligibility");
      expect(limit(`${prefix}/eligibility`)).toBeUndefined();
      expect(limit(`${prefix}/programs?q=medicine`)).toBeUndefined();
      expect(limit(`${prefix}/compare?programs=1`)).toBeUndefined();
    }
    expect(limit("/api/eligibility?qualification=waec")).toBe("eligibility");
    expect(limit("/api/eligibility")).toBe("eligibility");
    expect(limit("/api/programs?q=medicine")).toBeUndefined();
  });

  it("the speculation rules leave out every page whose policy says so, in every language", async () => {
    const rules = (await (await request("/speculation-rules.json")).json()) as {
      prefetch: [{ where: { and: [unknown, { not: { href_matches: { pathname: string }[] } }] } }];
    };
    const excluded = rules.prefetch[0].where.and[1].not.href_matches.map((m) => m.pathname);
    for (const prefix of ["", "/fr", "/ar"])
      for (const path of ["/payments", "/payment-success", "/applications/status", "/applications/status/documents"])
        expect(excluded).toContain(`${prefix}${path}`);
    expect(excluded).toContain("/sandbox-gateway/checkout/:txRef");
    expect(excluded).toContain("/currency");
    expect(excluded).toContain("/api/*");
    expect(excluded).not.toContain("/apply");
  });
});
