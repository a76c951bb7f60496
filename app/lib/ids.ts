/** A route id as the spec means it: a positive integer written in decimal digits, else undefined. */
export function parsePositiveId(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}
