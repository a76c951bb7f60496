// The English text of the D1 catalogue that a French or Arabic reader must not meet (decision 0027): every cell of
// `catalogue_translations` whose translation reads differently from the English cell, and the values of the D1
// columns that pages label in the reader's language (messages or translations) rather than show as they are. Shared
// by the page test (tests/worker/untranslated.test.ts) and the e-mail test (tests/consumer/untranslated-mail.test.ts).

/**
 * Columns whose every value a French or Arabic page must show in its language: labelled by messages
 * (app/catalogue/program-format.ts) or translated in catalogue_translations. A value that reads the same in a language
 * ('Ghana' in French) has a translation row saying so.
 */
const LABELLED_COLUMNS = [
  ["testimonials", "country"],
  ["universities", "teaching_language"],
  ["programs", "languages"],
  ["programs", "duration"],
  ["programs", "category"],
] as const;

/** Translated columns of names that an address or a name may hold as they are ('Kano, Nigeria'): matched whole. */
const WHOLE_COLUMNS = new Set(["testimonials.country"]);

/** English text, where it lives in D1, and the translations that quote it (a name inside a translated text). */
export type EnglishCell = { where: string; text: string; pattern: RegExp; quotedIn: string[] };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A translated cell's English as a phrase inside a longer text ("au programme Medicine à …"), not part of a word. */
const phrase = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, "u");
/** A labelled value ('English', '4 years') as the whole of a text: the same word inside a name is not a leak. */
const whole = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);
/** A features cell is a JSON array: its items are what a page shows. */
const items = (text: string): string[] => {
  if (!text.startsWith("[")) return [text];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : [text];
  } catch {
    return [text];
  }
};

type Translation = { table_name: string; column_name: string; row_id: number; english: string; text: string };

/** Every English catalogue text a page or e-mail in `locale` must not show, with where it lives in D1. */
export async function englishCatalogue(db: D1Database, locale: "fr" | "ar"): Promise<EnglishCell[]> {
  const { results: cells } = await db
    .prepare("select distinct table_name, column_name from catalogue_translations where locale = ?")
    .bind(locale)
    .all<{ table_name: string; column_name: string }>();
  const translations: Translation[] = [];
  for (const { table_name, column_name } of cells) {
    const { results } = await db
      .prepare(
        `select ct.table_name, ct.column_name, ct.row_id, t."${column_name}" as english, ct.text
           from catalogue_translations ct join "${table_name}" t on t.id = ct.row_id
          where ct.locale = ? and ct.table_name = ? and ct.column_name = ?`,
      )
      .bind(locale, table_name, column_name)
      .all<Translation>();
    translations.push(...results);
  }
  /** English texts that read the same in this language (a translation row equal to its cell). */
  const same = new Set(translations.flatMap((t) => items(t.english).filter((e) => items(t.text).includes(e))));
  const translatedTexts = translations.flatMap((t) => items(t.text)).map((t) => t.replace(/\s+/g, " ").trim());
  const found = new Map<string, EnglishCell>();
  const add = (text: string, where: string, pattern: (text: string) => RegExp) => {
    const trimmed = text.trim();
    if (/[A-Za-z]{2}/.test(trimmed) && !same.has(trimmed) && !found.has(trimmed)) {
      const matcher = pattern(trimmed);
      const quotedIn = translatedTexts.filter((t) => matcher.test(t));
      found.set(trimmed, { where, text: trimmed, pattern: matcher, quotedIn });
    }
  };
  for (const t of translations) {
    const column = `${t.table_name}.${t.column_name}`;
    for (const english of items(t.english)) {
      add(english, `${column} #${t.row_id}`, WHOLE_COLUMNS.has(column) ? whole : phrase);
    }
  }
  for (const [table, column] of LABELLED_COLUMNS) {
    const { results } = await db
      .prepare(`select distinct "${column}" as value from "${table}" where "${column}" is not null`)
      .all<{ value: string }>();
    for (const { value } of results) add(value, `${table}.${column}`, whole);
  }
  // Longest first: a text is reported with the longest English it holds (a description, not a name inside it).
  return [...found.values()].sort((a, b) => b.text.length - a.text.length);
}

/** The English catalogue texts found in `texts` (what a reader reads), as `where: "English" in "text"` lines. */
export function englishIn(texts: readonly string[], english: readonly EnglishCell[]): string[] {
  const left = texts.flatMap((text) => {
    // Not a name that a translation quotes ('Beykoz Logistics Vocational School' in a translated history): the
    // text holds that translation, or is a piece of it longer than the English alone.
    const quoted = (cell: EnglishCell) =>
      cell.quotedIn.some((q) => text.includes(q) || (q.includes(text) && text.length > cell.text.length));
    const e = english.find((cell) => cell.pattern.test(text) && !quoted(cell));
    return e ? [`${e.where}: "${e.text}"${e.text === text ? "" : ` in "${text.slice(0, 120)}"`}`] : [];
  });
  return [...new Set(left)];
}
