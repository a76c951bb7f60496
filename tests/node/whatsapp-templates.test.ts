import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import templates from "../../app/whatsapp/templates.json";

// The WhatsApp templates (decision 0050) are registered with Meta by hand, from the table in docs/deploy.md ("Deploy
// WhatsApp"): the file the consumer and the sandbox use, that table and Meta's rules must agree, or the Cloud API
// refuses every message.

const deployDoc = readFileSync(new URL("../../docs/deploy.md", import.meta.url), "utf8");

describe("the WhatsApp templates", () => {
  it.each(Object.entries(templates))("%s has a body in en, fr and ar with exactly its parameters", (_, template) => {
    expect(Object.keys(template.body).sort()).toEqual(["ar", "en", "fr"]);
    const expected = template.variables.map((_, i) => `{{${i + 1}}}`);
    for (const body of Object.values(template.body)) {
      expect([...new Set(body.match(/\{\{\d+\}\}/g) ?? [])].sort()).toEqual(expected.sort());
      // Meta refuses a body that starts or ends with a parameter, or has two side by side.
      expect(body).not.toMatch(/^\{\{|\}\}$|\}\}\s*\{\{/);
      expect(body.length).toBeLessThanOrEqual(1024);
    }
  });

  it.each(Object.entries(templates))("%s is in docs/deploy.md's table with its English body", (name, template) => {
    // The table's cells, trimmed (the formatter pads them to line up).
    const rows = deployDoc.split("\n").map((line) => line.split("|").map((cell) => cell.trim()));
    const row = rows.find((cells) => cells[1] === `\`${name}\``);
    expect(row, `docs/deploy.md has no row for ${name}`).toBeDefined();
    expect(row![3]).toBe(template.body.en);
  });
});
