// Full-page pictures of every page as a student's phone (412x823, touch) and a desktop (1280x800) show them, to
// look at with your own eyes: screenshots/<page>-phone.png, <page>-desktop.png, plus home-phone-menu-open.png.
//
//   npm run build && npm run screenshots                  starts its own servers from the build (seeded, empty and
//                                                         broken D1, on PORT..PORT+2, default 8794) and stops them
//   npm run screenshots -- http://localhost:8787          uses a running site (pages of the seeded catalogue only)
//
// Chromium: /usr/bin/chromium, or CHROMIUM_PATH. The pages are those of tests/e2e/routes.ts.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { PAGE_ROUTES } from "../tests/e2e/routes.ts";
import { requireBuild, startLocalServer } from "./local-server.mjs";
import { CHROMIUM, PHONE } from "./measure-kit.mjs";

const givenBase = process.argv[2];
const port = Number(process.env.PORT || 8794);
const outDir = "screenshots";
const states = ["full", "empty", "broken"];

const phone = PHONE;
const desktop = { viewport: { width: 1280, height: 800 } };

/** Base URL of each D1 state: a given site serves the seeded catalogue only. */
async function startServers() {
  if (givenBase) return { full: givenBase.replace(/\/$/, "") };
  requireBuild("run `npm run build` first, or pass the URL of a running site");
  const servers = states.map((state, i) =>
    startLocalServer({
      port: port + i,
      persistDir: `.wrangler/screenshots-${state}`,
      dbState: state === "full" ? "fresh" : state,
    }),
  );
  await Promise.all(servers.map((server) => server.ready));
  const bases = Object.fromEntries(states.map((state, i) => [state, servers[i].base]));
  return bases;
}

/** Streamed sections and pictures settle before the picture is taken. */
async function settle(page) {
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(200);
}

const bases = await startServers();
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(CHROMIUM);
const written = [];
try {
  for (const [device, options] of [
    ["phone", phone],
    ["desktop", desktop],
  ]) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    for (const route of PAGE_ROUTES) {
      const base = bases[route.state];
      if (!base) continue;
      await page.goto(base + route.path);
      await settle(page);
      const file = `${outDir}/${route.name}-${device}.png`;
      await page.screenshot({ path: file, fullPage: true });
      written.push(file);
    }
    if (device === "phone") {
      await page.goto(`${bases.full}/`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByLabel("Open menu").click();
      await settle(page);
      const file = `${outDir}/home-phone-menu-open.png`;
      await page.screenshot({ path: file });
      written.push(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`${written.length} screenshots in ${outDir}/`);
// The servers are child processes: stop them (the exit handler) rather than wait for them.
process.exit(0);
