import { test as base, expect, type Page } from "@playwright/test";
import { PORTS } from "../../playwright.config";

/**
 * `page` fails the test on any console error or uncaught exception (hydration mismatches show up there).
 * `stateUrl(state, path)` addresses the servers whose D1 is empty or broken.
 */
export const test = base.extend<{ stateUrl: (state: keyof typeof PORTS, path: string) => string }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      // A 4xx answer the test asked for (a 404 page, a 400 from a form) is not a page error.
      if (msg.type() === "error" && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    // Content-Security-Policy violations (app/security/security-headers.server.ts) fail the test too.
    const violations: string[] = [];
    await page.exposeFunction("__cspViolation", (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(`${e.effectiveDirective} ${e.blockedURI} ${e.documentURI}`),
      ),
    );
    await use(page);
    expect(errors, "console errors during the test").toEqual([]);
    expect(violations, "Content-Security-Policy violations during the test").toEqual([]);
  },
  stateUrl: async ({}, use) => {
    await use((state, path) => `http://localhost:${PORTS[state]}${path}`);
  },
});

export { expect };

/** Waits until React has hydrated the page (the root sets data-hydrated once it runs in the browser). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
