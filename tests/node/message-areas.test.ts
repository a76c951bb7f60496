import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { isAreaMessage } from "../../vite-plugins/message-areas.ts";

// Every area's messages are placed with the pages that use them (vite.config.ts, shellChunk): a key whose prefix is
// not listed in vite-plugins/message-areas.ts would ride in the shell chunk of every page that hydrates (the staff
// console's and the case's did: +14 KB gzipped on /apply). The shell's own messages are in messages/en.json.
const messages = fileURLToPath(new URL("../../app/i18n/messages/", import.meta.url));
const keysOf = (file: string) =>
  Object.keys(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>).filter((key) => key !== "$schema");

describe("message areas", () => {
  const areas = readdirSync(messages, { withFileTypes: true }).filter((entry) => entry.isDirectory());

  test("every key of every area names a listed area", () => {
    expect(areas.length).toBeGreaterThan(10);
    const unlisted = areas.flatMap((area) =>
      keysOf(`${messages}${area.name}/en.json`)
        .filter((key) => !isAreaMessage(key))
        .map((key) => `${area.name}: ${key}`),
    );
    expect(unlisted).toEqual([]);
  });

  test("the shell's own messages name no area", () => {
    expect(keysOf(`${messages}en.json`).filter(isAreaMessage)).toEqual([]);
  });
});
