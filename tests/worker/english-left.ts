import { type EnglishCell, englishIn } from "../catalogue-english";

// What a French or Arabic reader would meet in English on a page or in an answer: English messages of the
// catalogue (app/i18n/messages) whose translation differs, and English catalogue text from D1 (tests/
// catalogue-english.ts). Shared by the page test (untranslated.test.ts) and the refusals under the shipped rate
// limits (untranslated-refusals.limits.test.ts).

type Catalogue = Record<string, unknown>;
const files = import.meta.glob<Catalogue>("../../app/i18n/messages/**/*.json", { eager: true, import: "default" });
export const catalogue = (locale: string) =>
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
  const labels = [...body.matchAll(/\s(?:alt|title|aria-label|placeholder|content|label)="([^"]*)"/g)].map((m) =>
    normalize(decode(m[1] ?? "")),
  );
  return [...runs, ...labels].filter((text) => /[A-Za-z]{2}/.test(text));
}

export const english = catalogue("en");
/** Messages made of names (a university's, which stay as they are) or not shown on pages (e-mails). */
const NOT_READ = (key: string) => key === "footer_university_name" || key.startsWith("email_");

/** Each <select>'s options and groups, with the select's name. */
function selectOptions(html: string) {
  return [...html.matchAll(/<select[^>]*\sname="([^"]*)"[^>]*>([\s\S]*?)<\/select>/g)].flatMap(
    ([, name, inside = ""]) =>
      [
        ...[...inside.matchAll(/<option[^>]*>([\s\S]*?)<\/option>/g)].map((o) => o[1] ?? ""),
        ...[...inside.matchAll(/<optgroup[^>]*\slabel="([^"]*)"/g)].map((g) => g[1] ?? ""),
      ].map((text) => ({ name, text: normalize(decode(text)) })),
  );
}

/** The English messages left untranslated on a page in `locale`, and a reader that finds them (and D1's English). */
export function englishReader(locale: "fr" | "ar") {
  const translated = catalogue(locale);
  // The English messages that read differently in this language, as patterns (shortest last: a long message is
  // reported before a word it contains).
  const untranslated = Object.entries(english)
    .filter(([key]) => key !== "$schema" && !NOT_READ(key))
    .flatMap(([key, message]) => {
      const own = texts(translated[key]);
      // A text that reads as this language's own message ("… بتوقيت UTC" for "{time} UTC") is translated.
      const ownPatterns = own.map(pattern);
      return texts(message)
        .filter((text) => !own.includes(text) && distinctive(text))
        .map((text) => ({ key, text, pattern: pattern(text), ownPatterns }));
    });

  /** What is left in English on a page: messages, then D1 text, then D1 text in the page's selects. */
  function englishLeft(html: string, d1: EnglishCell[] = []) {
    const visible = visibleTexts(html, locale);
    return [
      ...visible.flatMap((text) =>
        untranslated
          .filter((m) => m.pattern.test(text) && !m.ownPatterns.some((own) => own.test(text)))
          .map((m) => `${m.key}: "${text}"`),
      ),
      // D1 text outside the selects, then each select's options (named by their select).
      ...englishIn(visibleTexts(html.replace(/<select[\s\S]*?<\/select>/g, " "), locale), d1),
      ...selectOptions(html).flatMap(({ name, text }) =>
        englishIn([text], d1).map((left) => `select[${name}] ${left}`),
      ),
    ];
  }

  return { translated, untranslated, englishLeft };
}

/** The words of a refused answer: a JSON answer's message (or error), else its body as it is (a page, a text). */
export async function refusalText(response: Response): Promise<string> {
  if ((response.headers.get("Content-Type") ?? "").includes("json")) {
    const body = (await response.json()) as { message?: unknown; error?: unknown };
    return String(body.message ?? body.error ?? "");
  }
  return response.text();
}

const ENGLISH_WORDS = /\b(the|please|your|you|this|is|are|to|and|of|with|not|could|send|form|page|try|again|it)\b/gi;

/**
 * A bare answer (a text or a JSON message, not a page) written in English: three or more of English's common words.
 * It catches English that is in no message file (a constant in the code), which the catalogue's patterns cannot.
 */
export function englishSentences(text: string): string[] {
  if (text.trimStart().startsWith("<")) return [];
  const words = new Set(text.match(ENGLISH_WORDS)?.map((word) => word.toLowerCase()));
  return words.size >= 3 ? [`English: "${text}"`] : [];
}
