import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { PORTS } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { PAGE_ROUTES } from "./routes";

// Every page is valid HTML by the Nu Html Checker (vnu-jar, W3C's validator, run on Java), in English, French and
// Arabic, as the first visitor gets it (rendered) and as the next gets it (the edge cache's copy). A Playwright spec
// rather than a script: the servers (full, empty and broken catalogue) are already Playwright's, and one checker run
// for all pages costs one Java start (~3 s) instead of one per page.

/**
 * The errors we keep on purpose, each with its reason: the message starts with `message`. Anything else fails.
 */
const EXCEPTIONS: { message: string; why: string }[] = [
  // app/components/stacked-table.tsx: on a phone a table is laid out as stacked cards (display:block/grid), and
  // Chromium then drops its table semantics; the explicit roles keep screen readers announcing rows and cells.
  ...["tr", "th", "td"].map((element) => ({
    message: `The “role” attribute must not be used on a “${element}” element which has a “table” ancestor`,
    why: "ARIA roles that keep table semantics on phones (stacked-table.tsx)",
  })),
  {
    // app/components/paint-whole.tsx: `<link rel="expect" blocking="render">` is in the HTML Standard (link type
    // "expect", https://html.spec.whatwg.org/multipage/links.html#link-type-expect); the checker (26.9.27) allows
    // `blocking` on stylesheets only.
    message: "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”",
    why: "rel=expect is newer than the checker (decision 0021)",
  },
  // The checker's CSS grammar predates these; Chromium has them (line-clamp as a fallback after -webkit-line-clamp,
  // container queries since 105). They come from UnoCSS utilities (line-clamp-*, @container).
  ...["“line-clamp”: Property “line-clamp” doesn't exist", "“container-type”: Property “container-type” doesn't exist"]
    .concat(["Unrecognized at-rule “@container”"])
    .map((css) => ({ message: `CSS: ${css}`, why: "CSS newer than the checker's grammar" })),
];

const LOCALES = ["en", "fr", "ar"] as const;
const localized = (locale: (typeof LOCALES)[number], path: string) =>
  locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;

type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string };

test("every page is valid HTML by the Nu Html Checker, in three languages", async ({ request }) => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(join(tmpdir(), "vnu-"));
  const pages = new Map<string, string>();
  try {
    for (const route of PAGE_ROUTES) {
      for (const locale of LOCALES) {
        const url = `http://localhost:${PORTS[route.state]}${localized(locale, route.path)}`;
        // Twice: the first answer is rendered, the second may be the edge cache's copy.
        for (const visit of ["first", "second"]) {
          const response = await request.get(url);
          expect(response.headers()["content-type"], url).toContain("text/html");
          const file = join(dir, `${route.name}-${route.state}-${locale}-${visit}.html`);
          await writeFile(file, await response.body());
          pages.set(file, `${localized(locale, route.path)} (${route.state}, ${visit} visit)`);
        }
      }
    }
    const messages = await check([...pages.keys()]);
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => ({ page: pages.get(new URL(m.url).pathname) ?? m.url, message: m.message, extract: m.extract }))
      .filter((e) => !EXCEPTIONS.some((x) => e.message.startsWith(x.message)));
    expect(errors, "Nu Html Checker errors (not among the documented exceptions)").toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

async function check(files: string[]): Promise<VnuMessage[]> {
  // The package exports the jar's path (as a String object); the system's Java runs it.
  const jar = String(createRequire(import.meta.url)("vnu-jar"));
  // --exit-zero-always: the messages are judged here, against the exceptions above.
  const { stderr } = await promisify(execFile)(
    "java",
    ["-Xss8m", "-jar", jar, "--format", "json", "--exit-zero-always", ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}
