import { readdirSync, readFileSync } from "node:fs";
import { PORTS } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { PAGE_ROUTES } from "./routes";

// Each page inlines its own stylesheet, made at build time (docs/decisions/0041-stylesheets-at-build-time.md): its
// route's sheet, or the whole site's on a page that runs scripts. A page missing a rule shows unstyled, so every
// page of tests/e2e/routes.ts, in English, French and Arabic, is checked: each class its HTML names that the site's
// stylesheet styles is styled by the page's own sheet too. And the edge cache keeps what it rendered: the copy a
// later visitor gets is the first visitor's page, byte for byte, apart from the nonce and the form's start time.

const LOCALES = ["en", "fr", "ar"] as const;
const localized = (locale: (typeof LOCALES)[number], path: string) =>
  locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;

/** The site's whole stylesheet as the build wrote it (the root's CSS file, which the pages with scripts inline). */
function wholeStylesheet() {
  const dir = "build/client/assets";
  const [file, ...others] = readdirSync(dir).filter((name) => /^root-[\w-]+\.css$/.test(name));
  if (!file || others.length > 0) throw new Error(`expected one ${dir}/root-*.css: build first`);
  return readFileSync(`${dir}/${file}`, "utf8");
}

/** The classes a stylesheet's selectors name (declarations and at-rule conditions aside), unescaped. */
function styledClasses(css: string) {
  // An at-rule's prelude goes; an escaped "@" belongs to a class (`.\@\[40rem\]\:flex`, `.\@container`).
  const selectors = css.replace(/\{[^{}]*\}/g, "{}").replace(/(?<!\\)@[^{]*\{/g, "{");
  return new Set(
    [
      ...selectors.matchAll(
        /\.(-?(?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[_a-zA-Z])(?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])*)/g,
      ),
    ].map(([, name = ""]) =>
      name.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex?: string, char?: string) =>
        hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ""),
      ),
    ),
  );
}

/** The classes a page's markup names (class attributes, as React escapes them). */
function usedClasses(html: string) {
  const used = new Set<string>();
  for (const [, names = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = names
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&");
    for (const name of decoded.split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

function inlineStylesheet(html: string) {
  return /<style id="site-css">([\s\S]*?)<\/style>/.exec(html)?.[1];
}

/** A page as the same for every visitor: this response's nonce and the form's start time taken out. */
function sameForEveryone(html: string) {
  const nonce = /\snonce="([^"]+)"/.exec(html)?.[1];
  const withoutNonce = nonce ? html.replaceAll(nonce, "NONCE") : html;
  return withoutNonce.replace(/(name="formStartedAt" value=")\d+"/g, '$1TIME"');
}

test("every page's stylesheet styles every class it names, in three languages, first visit and cached copy", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const site = styledClasses(wholeStylesheet());
  const missing: string[] = [];
  // A theme colour the theme does not have (text-brand-800 before it had an 800) has a rule in no sheet at all.
  const themeColour = /^(?:[\w-]+:)*(?:text|bg|border|ring|outline|decoration|fill|stroke)-(?:brand|accent)-\d+$/;
  const unknownColours = new Set<string>();
  const changedByCache: string[] = [];
  const compared: string[] = [];
  // A query no other test uses: the first request of each page is rendered (a cache miss), whatever ran before.
  const run = `sheet-check=${Date.now()}`;
  for (const route of PAGE_ROUTES) {
    for (const locale of LOCALES) {
      const path = localized(locale, route.path);
      const url = `http://localhost:${PORTS[route.state]}${path}${path.includes("?") ? "&" : "?"}${run}`;
      const first = await request.get(url);
      const rendered = await first.text();
      const pages = [{ visit: "first visit", html: rendered }];
      if (first.headers()["x-cache"] === "miss") {
        // The copy is stored once the first answer has ended (in the background): asked again until it is served.
        for (let attempt = 0; attempt < 30; attempt++) {
          const again = await request.get(url);
          const html = await again.text();
          if (again.headers()["x-cache"] !== "hit") {
            await new Promise((resolve) => setTimeout(resolve, 100));
            continue;
          }
          pages.push({ visit: "cached copy", html });
          compared.push(`${path} (${route.state})`);
          if (sameForEveryone(html) !== sameForEveryone(rendered)) changedByCache.push(`${path} (${route.state})`);
          break;
        }
      }
      for (const { visit, html } of pages) {
        const sheet = inlineStylesheet(html);
        expect(sheet, `${path} (${route.state}, ${visit}): an inline stylesheet`).toBeTruthy();
        const own = styledClasses(sheet ?? "");
        const unstyled = [...usedClasses(html)].filter((name) => site.has(name) && !own.has(name));
        if (unstyled.length > 0) missing.push(`${path} (${route.state}, ${visit}): ${unstyled.join(" ")}`);
        for (const name of usedClasses(html)) if (themeColour.test(name) && !site.has(name)) unknownColours.add(name);
      }
    }
  }
  expect(missing, "classes a page names that the site's stylesheet styles and the page's does not").toEqual([]);
  expect([...unknownColours], "theme colours no stylesheet styles").toEqual([]);
  expect(changedByCache, "cached copies that differ from the first visitor's page").toEqual([]);
  // Every page the edge caches was compared (the cache works on this server): home, programs, a program, apply…
  for (const path of ["/", "/fr/programs", "/ar/programs/medicine", "/apply", "/contact"])
    expect(compared, `a cached copy of ${path} was compared`).toContain(`${path} (full)`);
});
