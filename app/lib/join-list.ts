// The one way to join a list of words for a reader, in the language being rendered (the request's on the server,
// the page's in the browser). Every list a visitor reads goes through joinList.
import { renderLocale } from "~/i18n/intl";
import { type Locale, LOCALE_PROFILES } from "~/i18n/locale";

/**
 * - `and` (default): "A, B and C", French "A, B et C", Arabic "A وB وC" (English as en-GB writes it, no serial comma);
 * - `or`: "A, B or C", "A, B ou C", "A أو B أو C";
 * - `names`: a plain enumeration after a message's colon (missing fields, files): "A, B, C", Arabic "A، B، C";
 * - `sentences`: whole sentences one after the other: "A; B", Arabic "A؛ B".
 */
export type ListKind = "and" | "or" | "names" | "sentences";

const formats = new Map<string, Intl.ListFormat>();

export function joinList(items: string[], kind: ListKind = "and", locale: Locale = renderLocale()): string {
  const profile = LOCALE_PROFILES[locale];
  if (kind === "names" || kind === "sentences") return items.join(profile.separators[kind]);
  const key = `${locale}:${kind}`;
  const type = kind === "and" ? "conjunction" : "disjunction";
  const format = formats.get(key) ?? new Intl.ListFormat(profile.intl.list, { type });
  formats.set(key, format);
  return format.format(items);
}
