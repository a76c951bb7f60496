import { describe, expect, test } from "vitest";
import { targetAsSent } from "../../vite-plugins/request-target-as-sent.ts";

// The local servers hand requests to the Worker through @cloudflare/vite-plugin, which builds the address as
// `new URL(req.url, "http://<Host>")`: a target starting with `//` must reach the Worker as the path it is, as on
// the platform (tests/worker/edge-security.test.ts then proves the Worker's answer, and
// tests/e2e/security-headers.spec.ts the local server's).
const asThePluginBuildsIt = (target: string | undefined) => new URL(target ?? "/", "http://localhost:8787");

describe("a request target as sent", () => {
  test("a target beginning with // keeps its path and query", () => {
    expect(asThePluginBuildsIt("//apply?intake=2027-fall").host).toBe("apply"); // the misreading
    const sent = asThePluginBuildsIt(targetAsSent("//apply?intake=2027-fall", "localhost:8787"));
    expect([sent.host, sent.pathname, sent.search]).toEqual(["localhost:8787", "//apply", "?intake=2027-fall"]);
    expect(asThePluginBuildsIt(targetAsSent("///staff", "localhost:8787")).pathname).toBe("///staff");
  });

  test("every other target is left as it came", () => {
    for (const target of ["/", "/apply?x=1", "/a//b", "http://localhost:8787/apply", undefined]) {
      expect(targetAsSent(target, "localhost:8787")).toBe(target);
    }
  });
});
