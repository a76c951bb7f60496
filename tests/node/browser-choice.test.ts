import { describe, expect, test } from "vitest";
import { browserPath } from "../../scripts/measure-kit.mjs";

// `npm test` on a Mac or a Linux without Debian's chromium packages runs on Playwright's own Chromium
// (`npx playwright install chromium`) instead of stopping (issue 50); a path in the environment still wins.
describe("the browser the tests and measurements drive", () => {
  const debian = "/usr/bin/chromium-headless-shell";
  const installed = (paths: string[]) => (path: string) => paths.includes(path);

  test("a path named in the environment, installed or not", () => {
    expect(browserPath("/opt/chrome/chrome", debian, "/pw/headless", installed([debian]))).toBe("/opt/chrome/chrome");
  });

  test("Debian's package where it is installed", () => {
    expect(browserPath(undefined, debian, "/pw/headless", installed([debian]))).toBe(debian);
  });

  test("Playwright's own where Debian's is not there (a Mac, another Linux)", () => {
    expect(browserPath(undefined, debian, "/pw/headless", installed([]))).toBe("/pw/headless");
    expect(browserPath("", debian, undefined, installed([]))).toBeUndefined();
  });
});
