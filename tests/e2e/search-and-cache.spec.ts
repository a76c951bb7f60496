import { expect, test } from "./fixtures";

// Against the served site (vite preview's workerd, its Cache API and local D1): the edge cache per server state,
// and what a search engine reads in the first HTML.

test("a catalogue page is rendered once, then served from the edge cache, and hydrates with its fresh nonce", async ({
  page,
  request,
}) => {
  // A cache entry is stored once its body has ended: ask until the copy answers.
  await expect(async () => {
    const response = await request.get("/universities");
    expect(response.headers()["x-cache"]).toBe("hit");
  }).toPass({ timeout: 10_000 });

  // The browser gets the cached copy (no CSP violation, no console error), and its links lead on.
  const response = await page.goto("/universities");
  expect(response?.headers()["x-cache"]).toBe("hit");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Medipol/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/universities\/1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Istanbul Medipol University");
});

test("pictures stay in the phone's cache for a day: a visit's next page costs no revalidation round trip", async ({
  page,
}) => {
  const logo = await page.request.get("/images/universities/okan-logo.svg");
  expect(logo.headers()["cache-control"]).toBe("public, max-age=86400, stale-while-revalidate=604800");
  expect((await page.request.get("/favicon.svg")).headers()["cache-control"]).toContain("max-age=86400");
  // Two pages showing the same logos: the second takes every one of them from the browser's cache.
  await page.goto("/universities");
  await page.waitForLoadState("networkidle");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const pictures = new Map<string, string>();
  const cached = new Set<string>();
  cdp.on("Network.requestWillBeSent", (e) => {
    if (new URL(e.request.url).pathname.startsWith("/images/")) pictures.set(e.requestId, e.request.url);
  });
  cdp.on("Network.requestServedFromCache", (e) => cached.add(e.requestId));
  await page.goto("/programs");
  await page.waitForLoadState("networkidle");
  expect(pictures.size).toBeGreaterThan(3);
  const fetched = [...pictures].filter(([id]) => !cached.has(id)).map(([, url]) => url);
  expect(fetched, "pictures asked of the server again").toEqual([]);
});

test("the empty and broken servers never answer with a full catalogue page", async ({ request, stateUrl }) => {
  for (let i = 0; i < 2; i++) {
    const empty = await request.get(stateUrl("empty", "/universities"));
    expect(await empty.text()).not.toContain("Istanbul Medipol University");
    const broken = await request.get(stateUrl("broken", "/universities"));
    // No catalogue version to key by: nothing is cached, every answer is rendered (with the error panel).
    expect(broken.headers()["x-cache"]).toBe("bypass");
    expect(await broken.text()).toContain("Error loading universities");
  }
});

test("a program page's first HTML carries its canonical link and JSON-LD with the tuition", async ({ request }) => {
  const html = await (await request.get("/programs/computer-engineering")).text();
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/programs\/computer-engineering"\/>/);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as { "@type": string; offers?: { price: number; priceCurrency: string }[] },
  );
  const course = blocks.find((b) => b["@type"] === "Course");
  expect(course?.offers?.length).toBeGreaterThan(1);
  for (const offer of course?.offers ?? []) {
    expect(offer.price).toBeGreaterThan(1000);
    expect(offer.priceCurrency).toBe("USD");
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  // Each university in English, French and Arabic.
  expect(sitemap.match(/<loc>https?:\/\/[^/<]+\/universities\/\d+<\/loc>/g)).toHaveLength(7);
  expect(sitemap.match(/<loc>https?:\/\/[^/<]+\/(fr|ar)\/universities\/\d+<\/loc>/g)).toHaveLength(14);
});
