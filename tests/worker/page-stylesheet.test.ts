import { describe, expect, it } from "vitest";
import { rulesFor, withPageStylesheet } from "~/cache/page-stylesheet.server";
import { request } from "./helpers";

// A page that runs no script keeps, in the edge cache's copy, only the rules its classes can match
// (app/cache/page-stylesheet.server.ts).

const CSS = [
  "*,:before{box-sizing:border-box}",
  "html{line-height:1.5}",
  ".p-4{padding:1rem}",
  ".m-2{margin:.5rem}",
  String.raw`.sm\:p-8{padding:2rem}`,
  String.raw`.w-1\/2{width:50%}`,
  String.raw`.hover\:underline:hover{text-decoration:underline}`,
  String.raw`.\31 0{order:10}`,
  ".card,.tile{border-radius:8px}",
  ".group:hover .group-hover\\:block{display:block}",
  ".menu:not(.open){display:none}",
  '.quote:before{content:"{"}',
  'a[href$=".pdf"]{color:red}',
  String.raw`.-start-\[3\.1rem\]{inset-inline-start:-3.1rem}`,
  "@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}",
  String.raw`@media (min-width:640px){.sm\:p-8{padding:2rem}.m-2{margin:1rem}}`,
  "@media print{.m-2{display:none}}",
].join("");

describe("the stylesheet of a page without scripts", () => {
  it("keeps the rules its classes can match, element rules, keyframes, and media blocks left with a rule", () => {
    const used = new Set(["p-4", "sm:p-8", "w-1/2", "hover:underline", "10", "tile", "menu", "quote"]);
    expect(rulesFor(CSS, used)).toBe(
      [
        "*,:before{box-sizing:border-box}",
        "html{line-height:1.5}",
        ".p-4{padding:1rem}",
        String.raw`.sm\:p-8{padding:2rem}`,
        String.raw`.w-1\/2{width:50%}`,
        String.raw`.hover\:underline:hover{text-decoration:underline}`,
        String.raw`.\31 0{order:10}`,
        ".card,.tile{border-radius:8px}",
        ".menu:not(.open){display:none}",
        '.quote:before{content:"{"}',
        'a[href$=".pdf"]{color:red}',
        "@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}",
        String.raw`@media (min-width:640px){.sm\:p-8{padding:2rem}}`,
      ].join(""),
    );
    expect(rulesFor(CSS, new Set(["group", "group-hover:block", "m-2"]))).toContain(".group:hover .group-hover");
    expect(rulesFor(CSS, new Set(["-start-[3.1rem]"]))).toContain("inset-inline-start:-3.1rem");
  });

  it("reads the classes a page names, entities decoded, and leaves a page with a script whole", () => {
    const page = (body: string) => `<html><head><style id="site-css">${CSS}</style></head><body>${body}</body></html>`;
    const pruned = withPageStylesheet(page('<p class="p-4 sm:p-8">x</p><p class="tile [&amp;]:x">y</p>'), ["m-2"]);
    expect(pruned).toContain(".p-4{");
    expect(pruned).toContain(".tile{");
    expect(pruned).toContain(".m-2{margin:.5rem}");
    expect(pruned).not.toContain(".w-1");
    const withScript = page('<p class="p-4">x</p><script type="module" nonce="n">import("/a.js")</script>');
    expect(withPageStylesheet(withScript)).toBe(withScript);
    const withData = page('<p class="p-4">x</p><script type="application/ld+json">{}</script>');
    expect(withPageStylesheet(withData)).not.toContain(".w-1");
    // The program lists' filter reset (program-filters.tsx) adds no class.
    const withReset = page('<p class="p-4">x</p><script nonce="n" data-adds-no-classes="">f()</script>');
    expect(withPageStylesheet(withReset)).not.toContain(".w-1");
  });

  it("is what the edge cache keeps of a catalogue page, and /apply (which runs scripts) keeps it whole", async () => {
    const stylesheet = async (path: string) => {
      await (await request(path)).text(); // the first answer fills the cache
      const response = await request(path);
      expect(response.headers.get("X-Cache"), path).toBe("hit");
      const html = await response.text();
      return { html, css: /<style id="site-css">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "" };
    };
    const home = await stylesheet("/");
    const apply = await stylesheet("/apply");
    expect(home.css.length).toBeGreaterThan(1000);
    expect(home.css.length).toBeLessThan(apply.css.length * 0.6);
    // Every rule the whole stylesheet has for the home page's classes is still there.
    expect(
      withPageStylesheet(
        home.html.replace(home.css, () => apply.css),
        ["language-offer"],
      ),
    ).toBe(home.html);
    expect(home.css).toContain(".language-offer");
  });
});
