import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { eventually } from "../eventually";
import { request } from "./helpers";

// The edge cache (app/cache/page-cache.server.ts) against workerd's own Cache API and the local D1: keyed by the
// catalogue version that D1 triggers bump, so an edit shows on the next request; nothing personal, no error kept.

/** Requests `path` until the copy stored after an earlier request is served (stored once its body has ended). */
async function untilHit(path: string) {
  let response: Response | undefined;
  await eventually(async () => {
    response = await request(path);
    expect(response.headers.get("X-Cache")).toBe("hit");
  }, 5_000);
  return response as Response;
}

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];

describe("catalogue pages from the edge cache", () => {
  it("serves an unedited page from the cache, and the new tuition on the next request after an edit", async () => {
    const first = await request("/programs");
    expect(first.headers.get("X-Cache")).toBe("miss");
    const firstHtml = await first.text();
    expect(firstHtml).toContain("Medicine");

    const hit = await untilHit("/programs");
    const hitHtml = await hit.text();
    expect(hitHtml.length).toBeGreaterThan(10_000);

    // Staff change a fee in D1: the version trigger fires, the next request renders the new fee.
    await env.DB.prepare(
      "UPDATE programs SET tuition_per_year = 98765, tuition_text = '$98,765/year' WHERE slug = 'medicine'",
    ).run();
    const edited = await request("/programs");
    expect(edited.headers.get("X-Cache")).toBe("miss");
    expect(await edited.text()).toContain("$98,765/year");
    expect(firstHtml).not.toContain("$98,765/year");
    expect(await (await untilHit("/programs")).text()).toContain("$98,765/year");
  });

  it("answers HEAD like the GET without its body, and a HEAD miss stores the GET's copy", async () => {
    const path = "/universities/3";
    const headMiss = await request(path, { method: "HEAD" });
    expect(headMiss.status).toBe(200);
    expect(headMiss.headers.get("X-Cache")).toBe("miss");
    expect(await headMiss.text()).toBe("");
    // What the HEAD rendered is the whole page, kept for the GETs after it.
    const hit = await untilHit(path);
    expect(await hit.text()).toContain("Isik University");
    const headHit = await request(path, { method: "HEAD" });
    expect(headHit.headers.get("X-Cache")).toBe("hit");
    expect(headHit.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await headHit.text()).toBe("");
  });

  it("shows a new naira rate on the next request: the intake and cost tables bump the version too", async () => {
    const path = "/programs/medicine?university=1";
    // The seeded rate is example data (migration 0019): the page says so instead of a date.
    expect(await (await request(path)).text()).toContain("per US$, an example rate");
    await untilHit(path);
    await env.DB.prepare(
      "UPDATE exchange_rates SET per_usd = 1999.99, rate_date = '2026-11-22', example = 0 WHERE currency = 'NGN'",
    ).run();
    const edited = await request(path);
    expect(edited.headers.get("X-Cache")).toBe("miss");
    // React separates adjacent text with comments in server HTML.
    expect((await edited.text()).replaceAll("<!-- -->", "")).toContain(
      "at ₦1,999.99 per US$, rate of 22 November 2026",
    );
  });

  it("gives a cached page this response's CSP nonce, never the one it was rendered with", async () => {
    // The page with an inline script of its own (its #hash rule); the others carry no script to run.
    const first = await request("/programs-legacy");
    await first.text();
    const renderedNonce = nonceOf(first);
    const hit = await untilHit("/programs-legacy");
    const nonce = nonceOf(hit);
    const html = await hit.text();
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe(renderedNonce);
    expect(html).not.toContain(renderedNonce);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const run = scripts.filter((t) => !t.includes("application/ld+json"));
    expect(run.length).toBeGreaterThan(0);
    for (const tag of run) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("caches a form page's shell with a fresh form start time for each visitor", async () => {
    await (await request("/contact")).text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const before = Date.now();
    const html = await (await untilHit("/contact")).text();
    const startedAt = Number(/name="formStartedAt" value="(\d+)"/.exec(html)?.[1]);
    expect(startedAt).toBeGreaterThanOrEqual(before);
  });

  it("caches catalogue API answers by the same version", async () => {
    const first = await request("/api/programs/featured");
    expect(first.headers.get("X-Cache")).toBe("miss");
    await first.json();
    const hit = await untilHit("/api/programs/featured");
    const [program] = (await hit.json()) as { id: number; tuition: string }[];
    expect(program).toBeDefined();
    await env.DB.prepare("UPDATE programs SET tuition_text = '$1,234/year' WHERE id = ?").bind(program?.id).run();
    const edited = await request("/api/programs/featured");
    expect(edited.headers.get("X-Cache")).toBe("miss");
    expect(((await edited.json()) as { tuition: string }[])[0]?.tuition).toBe("$1,234/year");
  });
});

describe("the first paint needs only the HTML", () => {
  it("carries the site's stylesheet in the head (cached or not) and links no stylesheet file", async () => {
    const built = /\/assets\/root-[\w-]+\.css/;
    for (const path of ["/about", "/about", "/payments?service=basic"]) {
      const response = await request(path);
      const html = await response.text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).toMatch(/<style id="site-css">[\s\S]*?\.container\{[\s\S]*?<\/style>/);
      expect(html, path).not.toMatch(built);
      expect(response.headers.get("Link"), path).toBeNull();
    }
  });

  it("a browsing page ships no script bundle, from the cache or not; the pages that hydrate do", async () => {
    for (const path of ["/about", "/about", "/programs", "/programs", "/universities/1"]) {
      const html = await (await request(path)).text();
      expect(html, path).not.toMatch(/<script[^>]*type="module"|modulepreload|scripts-on-intent|\/assets\/[\w-]+\.js/);
    }
    expect(await (await request("/apply")).text()).toContain('<template id="scripts-on-intent">');
  });

  it("names the Speculation Rules on a page only for a fast connection, never for a visitor saving data", async () => {
    const named = await request("/about", { headers: { ECT: "4g" } });
    expect(named.headers.get("Speculation-Rules")).toBe('"/speculation-rules.json"');
    expect(named.headers.get("Accept-CH")).toBe("ECT");
    await named.text();
    const slowOrSaving: Record<string, string>[] = [{}, { "Save-Data": "on", ECT: "4g" }, { ECT: "3g" }, { ECT: "2g" }];
    for (const headers of [...slowOrSaving, { ECT: "slow-2g" }]) {
      const answer = await request("/about", { headers });
      expect(answer.headers.get("Speculation-Rules"), JSON.stringify(headers)).toBeNull();
      await answer.text();
    }
    const rules = await request("/speculation-rules.json");
    expect(rules.headers.get("Content-Type")).toBe("application/speculationrules+json");
    expect((await rules.json()) as object).toMatchObject({ prefetch: [{ eagerness: "conservative" }] });
  });

  it("holds React Router's scripts in a template until the student reaches for a form, started with the script's nonce", async () => {
    const response = await request("/apply");
    const html = await response.text();
    // React Router's <Scripts> output, whole and inert inside a template (valid HTML, nothing rewritten).
    const held = /<template id="scripts-on-intent">([\s\S]*?)<\/template>/.exec(html);
    const inside = held?.[1] ?? "";
    const nonce = /<script nonce="([^"]+)" type="module" async="">/.exec(inside)?.[1];
    expect(nonce).toBeTruthy();
    expect(inside).toMatch(/import \* as route0 from "\/assets\/root-[\w-]+\.js"/);
    expect(inside).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client-[\w-]+\.js"/);
    expect(inside).toContain("window.__reactRouterContext = ");
    const outside = html.replace(held?.[0] ?? "", "");
    expect(/<script[^>]*type="module"/.test(outside), "no module script outside the template").toBe(false);
    expect(outside, "no module preload outside the template").not.toContain(`<link rel="modulepreload"`);
    // The starter comes right after the template, with the same nonce, after <main>.
    const starter = html.indexOf(`<script nonce="${nonce}">(()=>{const c=document.currentScript,n=c.nonce,`);
    expect(starter).toBeGreaterThan(html.indexOf("</main>"));
    expect(starter).toBe((held?.index ?? 0) + (held?.[0].length ?? 0));
    const code = html.slice(starter, html.indexOf("</script>", starter));
    expect(code).toContain('["pointerdown","focusin"]');
    expect(code).toContain('closest("form")');
  });
});

describe("what the edge cache never keeps", () => {
  it("pages with a visitor's data (payments) and POST answers are not cached at all", async () => {
    for (let i = 0; i < 2; i++) {
      const payments = await request("/payments?service=basic");
      expect(payments.status).toBe(200);
      expect(payments.headers.get("X-Cache")).toBeNull();
      await payments.text();
    }
    const post = await request("/contact", { method: "POST", body: new URLSearchParams({ fullName: "x" }) });
    expect(post.headers.get("X-Cache")).toBeNull();
    await post.text();
  });

  it("a 404 is rendered every time", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await request("/programs/no-such-program");
      expect(response.status).toBe(404);
      expect(response.headers.get("X-Cache")).toBe("miss");
      await response.text();
    }
  });

  it("a page whose section failed to load (its error panel) is not kept", async () => {
    // A fresh version, so no earlier copy of the page can answer.
    await env.DB.prepare("UPDATE testimonials SET name = name WHERE id = 1").run();
    await env.DB.exec("ALTER TABLE testimonials RENAME TO testimonials_away");
    try {
      const broken = await request("/");
      expect(broken.headers.get("X-Cache")).toBe("miss");
      expect(await broken.text()).toContain("Error loading testimonials");
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await env.DB.exec("ALTER TABLE testimonials_away RENAME TO testimonials");
    }
    const next = await request("/");
    expect(next.headers.get("X-Cache")).toBe("miss");
    expect(await next.text()).not.toContain("Error loading testimonials");
  });

  it("without a readable catalogue version nothing is cached (D1 down): bypass", async () => {
    await env.DB.exec("ALTER TABLE catalogue_version RENAME TO catalogue_version_away");
    try {
      for (let i = 0; i < 2; i++) {
        const response = await request("/about");
        expect(response.status).toBe(200);
        expect(response.headers.get("X-Cache")).toBe("bypass");
        await response.text();
      }
    } finally {
      await env.DB.exec("ALTER TABLE catalogue_version_away RENAME TO catalogue_version");
    }
  });
});
