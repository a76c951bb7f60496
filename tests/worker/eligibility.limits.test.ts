import { describe, expect, it } from "vitest";
import { request, inOneWindow } from "./helpers";

// Eligibility answers with the limit wrangler.toml ships (ELIGIBILITY_LIMITER: 120 a minute per client, issue 40):
// generous for a family or a whole school behind one address, a wall for a script. The page and the API count
// together; past the limit the page answers 429 in the visitor's language with the form as it was sent.

const ANSWER = "qualification=waec&english=B3&mathematics=C4&biology=C5&chemistry=C6&physics=B2&level=bachelor";

/** A client address of its own for each run (inOneWindow may run the test twice). */
let run = 150;

describe("eligibility answers are rate limited per client", () => {
  it(
    "answers 120 a minute, then 429 with Retry-After: in French on /fr/eligibility, with the form kept",
    inOneWindow(async () => {
      const client = { "CF-Connecting-IP": `203.0.113.${run++}` };
      const statuses: number[] = [];
      for (let i = 0; i < 120; i++) {
        // The API, the page and a refused query alike: each is an answer computed for one student.
        const path =
          i % 3 === 0
            ? `/api/eligibility?${ANSWER}`
            : i % 3 === 1
              ? `/fr/eligibility?${ANSWER}`
              : "/eligibility?qualification=";
        const response = await request(path, { headers: client });
        statuses.push(response.status);
        await response.body?.cancel();
      }
      expect(statuses.every((s) => s === 200 || s === 400)).toBe(true);

      const page = await request(`/fr/eligibility?${ANSWER}&budget=9000000&budget_currency=XAF`, { headers: client });
      expect(page.status).toBe(429);
      expect(page.headers.get("Retry-After")).toBe("60");
      expect(page.headers.get("Cache-Control")).toBe("private, no-store");
      expect(page.headers.get("Content-Type")).toContain("text/html");
      const html = await page.text();
      expect(html).toContain('lang="fr"');
      expect(html).toContain("Trop de réponses en une minute");
      expect(html).toContain("Patientez une minute, puis envoyez de nouveau le formulaire");
      // The form, filled in as sent, to send again; no answer.
      expect(html).toMatch(/<input[^>]*name="budget"[^>]*value="9000000"/);
      expect(html).not.toContain('data-testid="eligibility-result"');

      const api = await request(`/api/eligibility?${ANSWER}`, { headers: { ...client, "Accept-Language": "ar" } });
      expect(api.status).toBe(429);
      expect(api.headers.get("Retry-After")).toBe("60");
      expect(((await api.json()) as { message: string }).message).toContain("يُرجى الانتظار دقيقة");

      // The bare form (no answer) is not counted, and another client is not affected.
      expect((await request("/fr/eligibility", { headers: client })).status).toBe(200);
      const other = await request(`/fr/eligibility?${ANSWER}`, { headers: { "CF-Connecting-IP": "203.0.113.141" } });
      expect(other.status).toBe(200);
      await other.body?.cancel();
    }),
    60_000,
  );
});
