// The message areas whose compiled messages are placed with the pages that use them, not in the `shell` chunk every
// hydrating page loads (vite.config.ts, shellChunk). A message's key names its area by its prefix; the keys without
// one are the shell's own (app/i18n/messages/{locale}.json). A new area's prefix must be here, or its messages ride
// in the shell of every page that hydrates (tests/node/message-areas.test.ts checks every area's keys).
export const AREA_PREFIXES = [
  "content",
  "programs",
  "catalogue",
  "detail",
  "email",
  "forms",
  "payments",
  "status",
  "rules",
  "shortlist",
  "handoff",
  "eligibility",
  "checklist",
  "case",
  "staff",
  "offer_check",
  "sponsor",
  "bill",
  "booking",
] as const;

/** True for a message key of an area (not the shell's own). */
export const isAreaMessage = (key: string) => AREA_PREFIXES.some((prefix) => key.startsWith(`${prefix}_`));
