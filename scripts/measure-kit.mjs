// What the measuring scripts and the browser tests share: the statistics they report, and the browser and phone
// they measure with (Debian's Chromium, else Playwright's own; a mid-range Android at 412x823 CSS px). The local
// server is scripts/local-server.mjs.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * The middle value (the upper one of an even count); NaN for none.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The p-th percentile (nearest rank) of `values`; NaN for none.
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * A browser's executable: the path the environment names, else Debian's package where it is installed (what CI and
 * this project's machines run, decision 0035), else Playwright's own build (`npx playwright install chromium`, on a
 * Mac or any other system): `playwrights` is its path, or undefined for Playwright's default.
 * @param {string | undefined} named
 * @param {string} debian
 * @param {string | undefined} playwrights
 * @param {(path: string) => boolean} [installed]
 */
export function browserPath(named, debian, playwrights, installed = existsSync) {
  if (named) return named;
  return installed(debian) ? debian : playwrights;
}

/** The whole Chromium: CHROMIUM_PATH, /usr/bin/chromium, or Playwright's Chromium. */
export const CHROMIUM_PATH = browserPath(process.env.CHROMIUM_PATH, "/usr/bin/chromium", chromium.executablePath());

/** Headless Chromium on this closed network: no sandbox (root), no GPU, no QUIC, no background calls home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Playwright's launch options for that browser. */
export const CHROMIUM = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * The end-to-end tests' browser: Debian's chromium-headless-shell, Chromium's own headless build (Blink, V8 and the
 * network stack of the same release, without the desktop browser around them), which Playwright itself runs
 * headless tests on. On a 2-core machine it runs the suite in about half the time of the whole browser (decision
 * 0035). It has no Speculation Rules: tests/e2e/prefetch.spec.ts uses CHROMIUM. E2E_CHROMIUM_PATH overrides it;
 * without Debian's, undefined: Playwright launches its own headless shell.
 */
export const E2E_CHROMIUM_PATH = browserPath(
  process.env.E2E_CHROMIUM_PATH,
  "/usr/bin/chromium-headless-shell",
  undefined,
);
export const E2E_CHROMIUM = { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** The phone students have: a mid-range Android (Galaxy A54) at 412x823 CSS px, used by touch. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  screen: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36",
};
