// Every page carries the whole site's stylesheet inline (app/lib/site-stylesheet.server.ts): 37 KB, 7 KB gzipped,
// about half of a page's bytes, and most of its rules style other pages. A page that runs no script can never
// show a class its HTML does not already name, so the copy the edge cache keeps of such a page keeps only the
// rules it can use: a page then fits in the first round trip of a new connection (~14 KB), and the browser matches
// fewer rules (docs/decisions/0034-per-page-stylesheets.md).

/**
 * Any script but structured data and one marked `data-adds-no-classes` (the filter forms' reset, program-filters.tsx):
 * a page with one may add classes after it loads, so its stylesheet stays whole.
 */
const SCRIPT = /<script\b(?![^>]*(?:type="application\/ld\+json"|data-adds-no-classes))/i;
const STYLESHEET = /(<style id="site-css">)([\s\S]*?)(<\/style>)/;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** At-rules whose blocks hold rules (pruned inside, dropped when empty); any other at-rule is kept whole. */
const GROUPING_AT_RULE = /^@(media|supports|container|layer)\b/;

/**
 * `html` with its inline stylesheet cut to the rules the page can use, or `html` unchanged when the page runs a
 * script or has no inline stylesheet. `alsoUsed`: classes of markup added to the page after this (the edge's
 * language offer).
 */
export function withPageStylesheet(html: string, alsoUsed: readonly string[] = []) {
  if (SCRIPT.test(html)) return html;
  const stylesheet = STYLESHEET.exec(html);
  if (!stylesheet) return html;
  const used = new Set(alsoUsed);
  for (const [, names = ""] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of decodeEntities(names).split(/\s+/)) used.add(name);
  }
  const [whole, open = "", css = "", close = ""] = stylesheet;
  return html.replace(whole, () => `${open}${rulesFor(css, used)}${close}`);
}

/** The rules of `css` (minified, as the build writes it) that can apply to a page naming the classes `used`. */
export function rulesFor(css: string, used: ReadonlySet<string>): string {
  let kept = "";
  for (const { prelude, block } of blocks(css)) {
    if (block === undefined)
      kept += prelude; // `@import …;` and the like
    else if (GROUPING_AT_RULE.test(prelude)) {
      const inner = rulesFor(block, used);
      if (inner) kept += `${prelude}{${inner}}`;
    } else if (prelude.startsWith("@") || mayApply(prelude, used)) kept += `${prelude}{${block}}`;
  }
  return kept;
}

/** The top-level statements of `css`: a prelude and its `{…}` block (nested braces kept), or a `…;` statement. */
function* blocks(css: string): Generator<{ prelude: string; block?: string }> {
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf("{", at);
    const semicolon = css.indexOf(";", at);
    if (open === -1) {
      const rest = css.slice(at).trim();
      if (rest) yield { prelude: rest };
      return;
    }
    if (semicolon !== -1 && semicolon < open && css.slice(at, semicolon).trimStart().startsWith("@")) {
      yield { prelude: css.slice(at, semicolon + 1) };
      at = semicolon + 1;
      continue;
    }
    let depth = 0;
    let end = open;
    let quote = "";
    for (; end < css.length; end++) {
      const char = css[end];
      if (quote) {
        if (char === "\\") end++;
        else if (char === quote) quote = "";
      } else if (char === '"' || char === "'") quote = char;
      else if (char === "{") depth++;
      else if (char === "}" && --depth === 0) break;
    }
    yield { prelude: css.slice(at, open).trim(), block: css.slice(open + 1, end) };
    at = end + 1;
  }
}

/** A class in a selector, escapes included (`.sm\:p-4`, `.w-1\/2`, `.\31 0`). */
const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-])+)/g;
/** `:not(…)`, `:is(…)`, `:where(…)`, `:has(…)`…: the classes they name need not be on the page for a match. */
const FUNCTIONAL_PSEUDO = /:[\w-]+\((?:[^()]|\([^()]*\))*\)/g;

/** An attribute selector (`[href$=".pdf"]`): a dot inside it is no class. Escaped brackets belong to class names. */
const ATTRIBUTE = /(?<!\\)\[[^\]]*\]/g;

/** True when one of the rule's selectors names only classes in `used` (those inside `:not()`, `:is()`… aside). */
function mayApply(selectors: string, used: ReadonlySet<string>) {
  return splitSelectors(selectors).some((selector) =>
    [...selector.replace(FUNCTIONAL_PSEUDO, "").replace(ATTRIBUTE, "").matchAll(CLASS_IN_SELECTOR)].every(
      ([, name = ""]) => used.has(className(name)),
    ),
  );
}

/** Selectors split at top-level commas (not those inside `:is(…)` or `:where(…)`). */
function splitSelectors(list: string) {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === "\\") i++;
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** The character references React writes in attribute values. */
function decodeEntities(value: string) {
  return value
    .replace(
      /&(quot|#x27|#39|lt|gt);/g,
      (_, name: string) => ({ quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" })[name] ?? "",
    )
    .replace(/&amp;/g, "&");
}

/** A class as a selector escapes it, as the page names it. */
function className(name: string) {
  return name.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ""),
  );
}
