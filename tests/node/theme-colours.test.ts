import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import config from "../../uno.config";

// A colour utility naming a shade the theme does not have (`text-brand-800` before the theme had an 800) makes no
// CSS rule at all: the text or border silently takes the default colour. Every brand and accent shade the app
// names must be one of uno.config.ts's.
const app = fileURLToPath(new URL("../../app", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "paraglide" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test("every brand and accent shade the app names is in the theme", () => {
  const colours = (config.theme?.colors ?? {}) as Record<string, Record<string, string>>;
  const used = new Set<string>();
  for (const file of sources(app))
    for (const [, palette, shade] of readFileSync(file, "utf8").matchAll(
      /\b(?:text|bg|border|ring|outline|decoration|fill|stroke|from|to|divide)-(brand|accent)-(\d+)\b/g,
    ))
      used.add(`${palette}-${shade}`);
  expect(used.size).toBeGreaterThan(5);
  const missing = [...used].filter((name) => {
    const [palette = "", shade = ""] = name.split("-");
    return !colours[palette]?.[shade];
  });
  expect(missing, "shades used in app/ that uno.config.ts does not define").toEqual([]);
});
