import { describe, expect, it } from "vitest";
import { m } from "~/i18n/paraglide/messages";
import { request, inOneWindow } from "./helpers";

/** The rate limit's words in English, from the catalogue. */
const RATE_LIMITED_MESSAGE = m.edge_rate_limited({ seconds: "60" }, { locale: "en" });

// Status lookups with the limit wrangler.toml ships (STATUS_LIMITER: 120 a minute per client, a room's worth; each
// reference's own lookups are held to 10: identity-limits.limits.test.ts): guessing references at speed is cut off,
// and the API and the page count together.

/** A client address of its own for each run (inOneWindow may run the test twice). */
let run = 215;

describe("status lookups are rate limited per client", () => {
  it(
    "answers 429 with Retry-After after 120 lookups in a minute, on the API and the page alike",
    inOneWindow(async () => {
      const client = { "CF-Connecting-IP": `203.0.113.${run++}` };
      const statuses: number[] = [];
      for (let i = 0; i < 122; i++) {
        const response =
          i % 2 === 0
            ? await request("/api/applications/status", {
                method: "POST",
                headers: { "Content-Type": "application/json", ...client },
                body: JSON.stringify({ reference: `APP-GUESS${String(i).padStart(3, "0")}`, email: "a@example.com" }),
              })
            : await request("/applications/status", {
                method: "POST",
                headers: client,
                body: new URLSearchParams({
                  reference: `APP-GUESS${String(i).padStart(3, "0")}`,
                  email: "a@example.com",
                }),
              });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get("Retry-After")).toBe("60");
          if (i % 2 === 0) expect(await response.json()).toMatchObject({ message: RATE_LIMITED_MESSAGE });
        } else {
          await response.body?.cancel();
        }
      }
      expect(statuses.slice(0, 120).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(120)).toEqual([429, 429]);
      // Another client is not affected.
      const other = await request("/api/applications/status", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.214" },
        body: JSON.stringify({ reference: "APP-GUESS000", email: "a@example.com" }),
      });
      expect(other.status).toBe(404);
    }),
    90_000,
  );
});
