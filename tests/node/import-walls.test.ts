import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

// The import walls of biome.jsonc (docs/decisions/0040-feature-homes.md) bite: a throwaway module that breaks one is
// written into the tree, linted as `npm test` lints it, and removed. One case that a wall allows shows the rules are
// not refusing everything.
const root = fileURLToPath(new URL("../..", import.meta.url));
const biome = `${root}node_modules/.bin/biome`;

/** Lints `source` as the module app/<folder>/<name>: the exit code and Biome's diagnostics, one per line. */
function lintAt(folder: string, source: string) {
  const file = `${root}app/${folder}/zz-wall-probe-${process.pid}.ts`;
  writeFileSync(file, `${source}\nexport const probe = [a];\n`);
  try {
    const run = spawnSync(biome, ["lint", "--reporter=github", file], { cwd: root, encoding: "utf8" });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

const INTERNAL = "internal/ is its own";
const LIB = "lib/ is generic";
const DB = "db/ imports nothing above it";
const MODELS = "Models are the D1 access and nothing else";
const I18N = "i18n/ is used from every layer";

describe("import walls", () => {
  const refused: [string, string, string, string][] = [
    [
      "a feature reaches into another's internal/",
      "payments",
      'import { a } from "~/applications/internal/multipart.server";',
      INTERNAL,
    ],
    [
      "a route reaches into a home's internal/ by a relative path",
      "routes",
      'import { a } from "../applications/internal/multipart.server";',
      INTERNAL,
    ],
    [
      "the catalogue reaches into a feature's internal/",
      "catalogue",
      'import { a } from "~/payments/internal/secrets-equal.server";',
      "The catalogue holds pure rules",
    ],
    [
      "a feature reaches into WhatsApp's internal/",
      "payments",
      'import { a } from "~/whatsapp/internal/cloud-api.server";',
      INTERNAL,
    ],
    [
      "WhatsApp reaches into another home's internal/",
      "whatsapp",
      'import { a } from "~/applications/internal/multipart.server";',
      INTERNAL,
    ],
    [
      "WhatsApp imports the write pipeline",
      "whatsapp",
      'import { a } from "~/writes/run-write.server";',
      "A feature is run by app/writes",
    ],
    [
      "the case reaches into applications' internal/",
      "case",
      'import { a } from "~/applications/internal/multipart.server";',
      INTERNAL,
    ],
    [
      "the case imports the write pipeline",
      "case",
      'import { a } from "~/writes/run-write.server";',
      "A feature is run by app/writes",
    ],
    [
      "the case imports the UI",
      "case",
      'import { a } from "~/components/case/case-timeline";',
      "A feature is run by app/writes",
    ],
    ["a model imports the case", "models", 'import { a } from "~/case/status-words";', MODELS],
    [
      "the staff console imports the write pipeline",
      "staff",
      'import { a } from "~/writes/run-write.server";',
      "A feature is run by app/writes",
    ],
    [
      "the staff console reaches into applications' internal/",
      "staff",
      'import { a } from "~/applications/internal/document-storage.server";',
      INTERNAL,
    ],
    ["a model imports the staff console", "models", 'import { a } from "~/staff/staff-path";', MODELS],
    [
      "the sponsor's home imports the UI",
      "sponsor",
      'import { a } from "~/components/sponsor/sponsor-view-page";',
      "A feature is run by app/writes",
    ],
    ["a model imports the sponsor's home", "models", 'import { a } from "~/sponsor/sponsor-path";', MODELS],
    ["lib/ imports db/", "lib", 'import { a } from "~/db/schema";', LIB],
    ["lib/ imports db/ by a relative path", "lib", 'import { a } from "../db/enums";', LIB],
    ["lib/ imports a feature home", "lib", 'import { a } from "~/catalogue/money";', LIB],
    ["db/ imports lib/", "db", 'import { a } from "~/lib/dates";', DB],
    ["db/ imports lib/ by a relative path", "db", 'import { a } from "../lib/dates";', DB],
    ["a model imports a feature's schema", "models", 'import { a } from "~/applications/application-schema";', MODELS],
    ["a model imports a feature's types", "models", 'import type { a } from "~/payments/payment-currency";', MODELS],
    ["a model imports WhatsApp", "models", 'import { a } from "~/whatsapp/consent-fields";', MODELS],
    ["i18n/ imports security/", "i18n", 'import { a } from "~/security/route-policy";', I18N],
    ["i18n/ imports lib/ by a relative path", "i18n", 'import { a } from "../lib/dates";', I18N],
  ];
  for (const [what, folder, source, message] of refused) {
    test(`refused: ${what}`, () => {
      const { status, output } = lintAt(folder, source);
      expect(status, output).not.toBe(0);
      expect(output).toContain("lint/style/noRestrictedImports");
      expect(output).toContain(message);
    });
  }

  test("allowed: WhatsApp imports its own internal/", () => {
    const { status, output } = lintAt("whatsapp", 'import { a } from "./internal/cloud-api.server";');
    expect(output).not.toContain("noRestrictedImports");
    expect(status, output).toBe(0);
  });

  test("allowed: a model imports D1, lib/ and the catalogue", () => {
    const source = [
      'import { a } from "~/db/schema";',
      'import { b } from "~/lib/dates";',
      'import { c } from "~/catalogue/money";',
      "export const more = [b, c];",
    ].join("\n");
    const { status, output } = lintAt("models", source);
    expect(output).not.toContain("noRestrictedImports");
    expect(status, output).toBe(0);
  });

  test("allowed: the case reads documents through applications' public document form", () => {
    const { status, output } = lintAt("case", 'import { a } from "~/applications/document-form.server";');
    expect(output).not.toContain("noRestrictedImports");
    expect(status, output).toBe(0);
  });

  test("allowed: a home imports its own internal/", () => {
    const { status, output } = lintAt("applications", 'import { a } from "./internal/multipart.server";');
    expect(output).not.toContain("noRestrictedImports");
    expect(status, output).toBe(0);
  });
});
