import { describe, expect, it } from "vitest";
import ar from "~/i18n/messages/ar.json";
import en from "~/i18n/messages/en.json";
import fr from "~/i18n/messages/fr.json";

// The message catalogues (app/i18n/messages): every message in every language, with the same variables.

const catalogues = { en, fr, ar } as Record<string, Record<string, unknown>>;
const keys = (catalogue: Record<string, unknown>) => Object.keys(catalogue).filter((key) => key !== "$schema");
const variables = (text: unknown) => [...JSON.stringify(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Messages that may read the same in another language (a word both languages share). */
const SAME_IN = new Set(["fr:nav_services", "fr:menu_dialog_label"]);

describe("the message catalogues", () => {
  it("have every English message in French and Arabic, and nothing else", () => {
    for (const locale of ["fr", "ar"]) expect(keys(catalogues[locale]!).sort(), locale).toEqual(keys(en).sort());
  });

  it("keep each message's variables in every language", () => {
    for (const key of keys(en))
      for (const locale of ["fr", "ar"])
        expect(variables(catalogues[locale]![key]), `${locale}:${key}`).toEqual(variables(catalogues.en![key]));
  });

  it("translate every message (none left in English)", () => {
    for (const key of keys(en))
      for (const locale of ["fr", "ar"]) {
        if (SAME_IN.has(`${locale}:${key}`)) continue;
        expect(catalogues[locale]![key], `${locale}:${key}`).not.toEqual(catalogues.en![key]);
      }
  });
});
