import { defineConfig, devices } from "@playwright/test";
import { E2E_CHROMIUM, PHONE } from "./scripts/measure-kit.mjs";

// End-to-end tests drive Debian's Chromium headless shell (`apt-get install chromium-headless-shell`; the prefetch
// spec drives the whole `chromium`) against the built site, served by
// scripts/serve.mjs with throwaway local state: one server with the seeded catalogue, one with an empty
// catalogue and one whose D1 has no tables (every query fails), for the loading/empty/error states.
// E2E_PORT_BASE lets several checkouts run their suites side by side.
const base = Number(process.env.E2E_PORT_BASE || 8788);
export const PORTS = { full: base, empty: base + 1, broken: base + 2 } as const;
// Each test runs once, where it means most. The journeys (navigation, browsing, consultation, apply, payment, and
// the perception and accessibility checks) run on the phone project, as students meet them; their forms are also
// checked at 1280 px inside the specs (form-checks.ts VIEWPORTS), and their tests tagged @desktop (the wide
// navigation, hover, the wide layouts axe scans) run on the desktop project too. Other specs run on the desktop
// project, and on the phone for their tests tagged @mobile.
const PHONE_JOURNEYS = [
  "shell",
  "home",
  "universities",
  "university",
  "programs",
  "program-detail",
  "consultation",
  "apply",
  "payments",
  "application-status",
  "whatsapp-consent",
  "case-journey",
  "phone-reach",
  "a11y",
  "refusals",
  "booking",
];

const JOURNEY_SPEC = `\\s(${PHONE_JOURNEYS.join("|")})\\.spec\\.ts\\s`;

function server(state: keyof typeof PORTS) {
  return {
    command: "node scripts/serve.mjs",
    url: `http://localhost:${PORTS[state]}/favicon.ico`,
    // Every test posts from 127.0.0.1: the rate limits are off on these servers (proven in tests/worker/*.limits.test.ts).
    env: {
      PORT: String(PORTS[state]),
      PERSIST_DIR: `.wrangler/e2e-${state}`,
      DB_STATE: state === "full" ? "fresh" : state,
      RATE_LIMITS: "off",
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  // Two workers share the three servers: spec files are split between them, each file's tests run in order. On
  // this 2-core kind the suite took 9.1 min against 12.3 min with one (2026-11-25). E2E_WORKERS=1 for a quiet run.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  // One retry in CI absorbs timing noise on a loaded 2-core machine; Playwright still reports such a test as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORTS.full}`,
    trace: "retain-on-failure",
    launchOptions: E2E_CHROMIUM,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      grep: new RegExp(`^(?!.*${JOURNEY_SPEC})|@desktop`),
      grepInvert: /@mobile-only/,
    },
    // The phone students have: a mid-range Android at 412x823 CSS px, used by touch. It runs the journeys (the
    // specs in PHONE_JOURNEYS, whole) and every test tagged @mobile anywhere, minus tests tagged @desktop-only.
    {
      name: "mobile",
      use: { ...PHONE, defaultBrowserType: "chromium" },
      grep: [new RegExp(JOURNEY_SPEC), /@mobile\b/],
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: [server("full"), server("empty"), server("broken")],
});
