import { describe, expect, it } from "vitest";
import { PAGE_ROUTES } from "../e2e/routes";
import { request } from "./helpers";

// Every page rendered in French and Arabic, read for English left behind: any text or label a visitor meets
// (text between tags, alt, title, aria-label, placeholder, the meta description) that is an English message of the
// catalogue (app/i18n/messages) whose translation differs. Catalogue text from D1 has no messages and may fall
// back to English (decision 0027); it is not read here.

type Catalogue = Record<string, unknown>;
const files = import.meta.glob<Catalogue>("../../app/i18n/messages/**/*.json", { eager: true, import: "default" });
const catalogue = (locale: string) =>
  Object.assign(
    {},
    ...Object.entries(files)
      .filter(([path]) => path.endsWith(`/${locale}.json`))
      .map(([, c]) => c),
  );

/** The texts a message can read as: a plain string, or each variant of a plural/select message. */
const texts = (message: unknown): string[] =>
  typeof message === "string"
    ? [message]
    : Array.isArray(message)
      ? message.flatMap((variant) => Object.values((variant as { match?: Record<string, string> }).match ?? {}))
      : [];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message as a whole-text pattern, each `{variable}` standing for any text. */
const pattern = (text: string) =>
  new RegExp(
    `^${text
      .trim()
      .split(/\{\w+\}/)
      .map((part) => escapeRegExp(part.replace(/\s+/g, " ")))
      .join(".+")}$`,
  );
const normalize = (s: string) => s.replace(/\s+/g, " ").trim();
/** Enough English outside its variables to tell it from other text (not "{program} at {university}"). */
const distinctive = (text: string) =>
  /[A-Za-z]{3,}/.test(text.replace(/\{\w+\}/g, " ").replace(/\b(at|in|of|and|the|for)\b/g, ""));

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

/** What a visitor reads on the page: its text runs and its labels. */
function visibleTexts(html: string, locale: string) {
  // Not scripts and styles, nor what is marked as another language (the switcher's "English").
  const otherLanguage = new RegExp(`<(\\w+)[^>]*\\slang="(?!${locale}")[^"]*"[^>]*>[\\s\\S]*?</\\1>`, "g");
  const body = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ").replace(otherLanguage, " ");
  const runs = body.split(/<[^>]+>/).map((run) => normalize(decode(run)));
  const labels = [...body.matchAll(/\s(?:alt|title|aria-label|placeholder|content)="([^"]*)"/g)].map((m) =>
    normalize(decode(m[1] ?? "")),
  );
  return [...runs, ...labels].filter((text) => /[A-Za-z]{2}/.test(text));
}

const english = catalogue("en");
/** Messages made of names (a university's, which stay as they are) or not shown on pages (e-mails). */
const NOT_READ = (key: string) => key === "footer_university_name" || key.startsWith("email_");
const PATHS = [...new Set(PAGE_ROUTES.filter((r) => r.state === "full").map((r) => r.path))];

describe.each(["fr", "ar"])("every page in %s", (locale) => {
  const translated = catalogue(locale);
  // The English messages that read differently in this language, as patterns (shortest last: a long message is
  // reported before a word it contains).
  const untranslated = Object.entries(english)
    .filter(([key]) => key !== "$schema" && !NOT_READ(key))
    .flatMap(([key, message]) => {
      const own = new Set(texts(translated[key]));
      return texts(message)
        .filter((text) => !own.has(text) && distinctive(text))
        .map((text) => ({ key, text, pattern: pattern(text) }));
    });

  it("knows the English catalogue", () => {
    expect(untranslated.length).toBeGreaterThan(20);
  });

  for (const path of PATHS) {
    const localized = path === "/" ? `/${locale}` : `/${locale}${path}`;
    it(`${localized} has no English message left`, async () => {
      const response = await request(localized);
      const html = await response.text();
      const left = visibleTexts(html, locale).flatMap((text) =>
        untranslated.filter((m) => m.pattern.test(text)).map((m) => `${m.key}: "${text}"`),
      );
      expect(left, localized).toEqual([]);
    });
  }
});
