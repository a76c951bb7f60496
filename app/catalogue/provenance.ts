// What a block of dated, sourced rows (rules, cost lines) may say about where its figures come from
// (DECISIONS, wave 4: "Seed data is example data unless a row names the source it was read from; nothing claims a
// check nobody made"). One example row makes the whole block example data: its figures were not all checked.

export type Provenance = { example: true } | { example: false; checkedOn: string };

/** "Example data" when any row is; otherwise the latest day a row was checked; null for no rows. */
export function provenanceOf(rows: { checkedOn: string; example: boolean }[]): Provenance | null {
  if (rows.length === 0) return null;
  if (rows.some((r) => r.example)) return { example: true };
  return {
    example: false,
    checkedOn:
      rows
        .map((r) => r.checkedOn)
        .sort()
        .at(-1) ?? "",
  };
}
