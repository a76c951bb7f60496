import { expect, test, waitUntilReady } from "./fixtures";

// The edge's headers as the browser gets them, and the pages with scripts (the two that hydrate, and the one
// inline script of /programs-legacy) working under the CSP (the `page` fixture fails on any
// securitypolicyviolation event or console error).

for (const path of ["/programs-legacy#okan", "/apply", "/payments?service=basic"]) {
  test(`${path} carries the security headers and runs under its CSP @mobile`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cache-control"]).toMatch(/^private, no-(store|cache)$/);
    await waitUntilReady(page);
    // The browser hides a nonce from the DOM once it has used it.
    expect(await page.locator("script[nonce]").count()).toBeGreaterThan(0);
  });
}

test("the site cannot be framed by another page", async ({ page }) => {
  const response = await page.request.get("/apply");
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(response.headers()["x-frame-options"]).toBe("DENY");
});

test("a path beginning with // is sent to its one-slash path, never answered with another page @mobile", async ({
  request,
  baseURL,
}) => {
  // An absolute address: resolved against baseURL, `//apply` would name the host `apply`.
  for (const [sent, moved] of [
    ["//apply?intake=2027-fall", "/apply?intake=2027-fall"],
    ["//about-us", "/about-us"],
  ]) {
    const response = await request.get(`${baseURL}${sent}`, { maxRedirects: 0 });
    expect([sent, response.status(), response.headers().location]).toEqual([sent, 301, moved]);
  }
  expect((await request.get(`${baseURL}//about-us`)).status()).toBe(404);
  // The staff console's door answers first, however the path is spelled: no redirect shows where it leads.
  expect((await request.get(`${baseURL}//staff`, { maxRedirects: 0 })).status()).toBe(403);
});
