// The one way to join a list of words for a reader, in the language being rendered (the request's on the server,
// the page's in the browser). Every list a visitor reads goes through joinList.
import { renderLocale } from "~/i18n/intl";
import type { Locale } from "~/i18n/locale";

/**
 * - `and` (default): "A, B and C", French "A, B et C", Arabic "A وB وC" (English as en-GB writes it, no serial comma);
 * - `or`: "A, B or C", "A, B ou C", "A أو B أو C";
 * - `names`: a plain enumeration after a message's colon (missing fields, files): "A, B, C", Arabic "A، B، C";
 * - `sentences`: whole sentences one after the other: "A; B", Arabic "A؛ B".
 */
export type ListKind = "and" | "or" | "names" | "sentences";

const LIST_TAGS: Record<Locale, string> = { en: "en-GB", fr: "fr-FR", ar: "ar" };
const formats = new Map<string, Intl.ListFormat>();

export function joinList(items: string[], kind: ListKind = "and", locale: Locale = renderLocale()): string {
  if (kind === "names") return items.join(locale === "ar" ? "، " : ", ");
  if (kind === "sentences") return items.join(locale === "ar" ? "؛ " : "; ");
  const key = `${locale}:${kind}`;
  const type = kind === "and" ? "conjunction" : "disjunction";
  const format = formats.get(key) ?? new Intl.ListFormat(LIST_TAGS[locale], { type });
  formats.set(key, format);
  return format.format(items);
}
