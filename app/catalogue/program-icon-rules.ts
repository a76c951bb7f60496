// The icon of a program is chosen from keywords in its name (spec section 2, "Program card"), in this order:
// the first rule whose keyword occurs in the name wins, so "Biomedical Engineering" gets the engineering icon
// and "Engineering Management" too, exactly as the original site ordered its checks.
export const PROGRAM_ICON_RULES = [
  { icon: "medicine", keywords: ["medicine"] },
  { icon: "dentistry", keywords: ["dentistry"] },
  { icon: "pharmacy", keywords: ["pharmacy"] },
  { icon: "nursing", keywords: ["nursing"] },
  { icon: "computer", keywords: ["computer", "software"] },
  { icon: "engineering", keywords: ["engineering"] },
  { icon: "business", keywords: ["business", "management"] },
  { icon: "economics", keywords: ["economics"] },
  { icon: "law", keywords: ["law"] },
  { icon: "psychology", keywords: ["psychology"] },
  { icon: "architecture", keywords: ["architecture"] },
  { icon: "international", keywords: ["international"] },
  { icon: "logistics", keywords: ["trade", "logistics"] },
  { icon: "gastronomy", keywords: ["gastronomy", "culinary"] },
  { icon: "aviation", keywords: ["aviation", "cabin"] },
  { icon: "public-relations", keywords: ["public relations"] },
  { icon: "biomedical", keywords: ["biomedical"] },
  { icon: "physiotherapy", keywords: ["physiotherapy"] },
  { icon: "nutrition", keywords: ["nutrition"] },
] as const;

export type ProgramIconKey = (typeof PROGRAM_ICON_RULES)[number]["icon"] | "graduation-cap";

// "law" must start a word ("Law", "International Law") so that words like "flaw" or "outlaw" do not count;
// the other keywords are long enough to match anywhere, as in "Biomedical" or "Non-Thesis Nutrition".
function matches(name: string, keyword: string) {
  return keyword === "law" ? /\blaw/.test(name) : name.includes(keyword);
}

/** The icon key for a program name; anything without a known keyword gets the graduation cap. */
export function programIconKey(name: string): ProgramIconKey {
  const lower = name.toLowerCase();
  for (const rule of PROGRAM_ICON_RULES) {
    if (rule.keywords.some((keyword) => matches(lower, keyword))) return rule.icon;
  }
  return "graduation-cap";
}
