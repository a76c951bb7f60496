// A case's sponsor links as its page lists them (decision 61): when each was made, where it was sent, when it was
// last opened, and whether it still opens the case. Words made here, on the server, with the case's other words.
import { m } from "~/i18n/paraglide/messages";
import { formatDateTime } from "~/lib/dates";
import type { SponsorLinkRow } from "~/models/sponsor-links.server";

export type SponsorLinkState = "live" | "expired" | "revoked";

/** One link on the case page: its facts in words and whether the Revoke button still does something. */
export type SponsorLinkView = {
  id: number;
  state: SponsorLinkState;
  stateWords: string;
  madeWords: string;
  sentToWords: string | null;
  openedWords: string;
};

const STATE_WORDS: Record<SponsorLinkState, () => string> = {
  live: m.sponsor_link_live,
  expired: m.sponsor_link_expired,
  revoked: m.sponsor_link_revoked,
};

const utc = (iso: string) => m.status_time_utc({ time: formatDateTime(iso) });

export function sponsorLinkState(row: Pick<SponsorLinkRow, "revokedAt" | "expiresAt">, now: string): SponsorLinkState {
  if (row.revokedAt !== null) return "revoked";
  return row.expiresAt > now ? "live" : "expired";
}

/** The case's links in words, newest first, as of `now`. */
export function sponsorLinkViews(rows: readonly SponsorLinkRow[], now: string): SponsorLinkView[] {
  return rows.map((row) => {
    const state = sponsorLinkState(row, now);
    return {
      id: row.id,
      state,
      stateWords: STATE_WORDS[state](),
      madeWords: m.sponsor_link_made({ time: utc(row.createdAt) }),
      sentToWords: row.sentTo === null ? null : m.sponsor_link_sent_to({ email: row.sentTo }),
      openedWords:
        row.lastOpenedAt === null
          ? m.sponsor_link_never_opened()
          : m.sponsor_link_opened({ time: utc(row.lastOpenedAt) }),
    };
  });
}
