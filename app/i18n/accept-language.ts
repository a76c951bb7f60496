import { BASE_LOCALE, LOCALES, type Locale } from "./locale";

/**
 * The site's language a browser or API client prefers most, from its Accept-Language header (`fr-CM,fr;q=0.9,
 * en;q=0.8` → fr): ranges by weight, a region matching its language, `*` meaning any; English when none is ours.
 */
export function preferredLocale(header: string | null | undefined): Locale {
  const ranges = (header ?? "")
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split("-")[0] ?? "",
        weight: Number.isNaN(weight) ? 0 : weight,
        order,
      };
    })
    .filter((r) => r.language && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { language } of ranges) {
    if (language === "*") return BASE_LOCALE;
    const locale = LOCALES.find((l) => l === language);
    if (locale) return locale;
  }
  return BASE_LOCALE;
}
