import type { DetailedError } from "tus-js-client";
import { describe, expect, it } from "vitest";
import { retryAfterOf } from "../../app/components/application/retry-after";

// An upload refused by a limit waits the Retry-After its 429 names, then goes on from its offset
// (app/components/application/use-resumable-uploads.ts); any other failure keeps tus-js-client's backoff.

const failure = (status: number, retryAfter: string | null) =>
  Object.assign(new Error("tus: failed"), {
    originalRequest: {},
    originalResponse: {
      getStatus: () => status,
      getHeader: (name: string) => (name === "Retry-After" ? (retryAfter ?? undefined) : undefined),
      getBody: () => "",
      getUnderlyingObject: () => null,
    },
  }) as unknown as DetailedError;

describe("retryAfterOf", () => {
  it("is the seconds a 429 names", () => {
    expect(retryAfterOf(failure(429, "60"))).toBe(60);
    expect(retryAfterOf(failure(429, "10"))).toBe(10);
  });

  it("is nothing for a 429 without a wait, or with one that is not seconds", () => {
    expect(retryAfterOf(failure(429, null))).toBeUndefined();
    expect(retryAfterOf(failure(429, "Wed, 21 Oct 2026 07:28:00 GMT"))).toBeUndefined();
    expect(retryAfterOf(failure(429, "0"))).toBeUndefined();
  });

  it("is nothing for other answers and for a request that never reached the server", () => {
    expect(retryAfterOf(failure(503, "60"))).toBeUndefined();
    expect(retryAfterOf(failure(413, null))).toBeUndefined();
    expect(retryAfterOf(new Error("network"))).toBeUndefined();
  });

  it("never waits longer than ten minutes, whatever a proxy says", () => {
    expect(retryAfterOf(failure(429, "86400"))).toBe(600);
  });
});
