// The case page's sponsor commands (decision 61): "Share with your sponsor" makes a link and, with the sponsor's
// address, queues its e-mail (the consumer writes and sends it: workers/consumer/sponsor-link.ts); "Revoke" ends one.
// Both name their case by the lookup's pair, as the page's other forms do, and answer with the case as it is after.
import type { FieldSource, WriteCommand } from "~/commands/write-command";
import { publicOrigin } from "~/config.server";
import type { ApplicationStatusView } from "~/case/case-view.server";
import type { StatusLookup } from "~/case/status-lookup-schema";
import { checkPair, findByPair, type LookupResult, refusedLookup } from "~/case/status-lookup.server";
import { currentLocale } from "~/i18n/current-locale";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { insertSponsorLink, revokeSponsorLink } from "~/models/sponsor-links.server";
import { enqueue } from "~/queue/enqueue.server";
import { checkRevokeSponsorLink, checkSponsorLink } from "./sponsor-link-schema";
import type { SponsorOutcome } from "./sponsor-outcome";
import { sponsorLinkViews } from "./sponsor-links.server";
import { newSponsorToken, sponsorLinkExpiry, sponsorLinkPath, sponsorTokenHash } from "./sponsor-token.server";

export type SponsorResult =
  | LookupResult
  | { ok: true; application: ApplicationStatusView; id: number; sponsor: SponsorOutcome }
  | { ok: false; status: 400 | 404; application: ApplicationStatusView; sponsor: SponsorOutcome };

/** The WhatsApp share of a link: its text holds the link and nothing personal (no name, no reference). */
export const whatsappShareHref = (link: string) =>
  `https://wa.me/?${new URLSearchParams({ text: m.sponsor_whatsapp_text({ link }) })}`;

/** The case as it is after a change to its links: its links listed again as of `now` from `rows`. */
function withLinks(
  found: Extract<LookupResult, { ok: true }>,
  rows: typeof found.read.reads.sponsorLinks,
  now: string,
) {
  return { ...found.application, sponsorLinks: sponsorLinkViews(rows, now) };
}

type MakeInput = { pair: StatusLookup; sponsor: ReturnType<typeof checkSponsorLink>; typed: string };

/** "Share with your sponsor": a new link for the case, e-mailed (queued) when an address was given. */
export const makeSponsorLinkCommand: WriteCommand<FieldSource, MakeInput, SponsorResult> = {
  // A limit's refusal: the lookup's, so the page shows its form again with the pair typed (status-form.server.ts).
  refuse: refusedLookup,
  parse(fields) {
    const pair = checkPair({ reference: fields.get("reference"), email: fields.get("email") });
    if (!pair.ok) return pair;
    const typed = fields.get("sponsorEmail");
    return {
      ok: true,
      input: {
        pair: pair.input,
        sponsor: checkSponsorLink({ sponsorEmail: typed ?? undefined }),
        typed: typeof typed === "string" ? typed.slice(0, 300) : "",
      },
    };
  },
  async run({ pair, sponsor, typed }, { db }) {
    const found = await findByPair(pair, db);
    if (!found.ok) return found;
    if (!sponsor.ok) {
      const refused = { refused: m.sponsor_email_invalid(), errors: sponsor.errors, values: { sponsorEmail: typed } };
      return { ok: false, status: 400, application: found.application, sponsor: refused };
    }
    const token = newSponsorToken();
    const now = new Date().toISOString();
    const locale = currentLocale();
    const row = {
      tokenHash: (await sponsorTokenHash(token))!,
      sentTo: sponsor.sentTo,
      locale,
      expiresAt: sponsorLinkExpiry(Date.parse(now)),
    };
    const id = await insertSponsorLink(db, { applicationId: found.id, ...row });
    // The token travels only in the queue's message (D1 keeps its hash): the consumer writes the e-mail with it.
    const queued = sponsor.sentTo !== null && (await enqueue({ type: "sponsor.link", linkId: id, token }));
    // Shown once on the page: when no e-mail was asked for, or the queue refused it (the student shares it then).
    const link = queued ? null : `${publicOrigin()}${localizedHref(sponsorLinkPath(token), locale)}`;
    const rows = [
      { id, sentTo: row.sentTo, createdAt: now, expiresAt: row.expiresAt, lastOpenedAt: null, revokedAt: null },
      ...found.read.reads.sponsorLinks,
    ];
    return {
      ...found,
      application: withLinks(found, rows, now),
      sponsor: { made: true, sentTo: sponsor.sentTo, queued, link, whatsappHref: link && whatsappShareHref(link) },
    };
  },
};

/**
 * "Revoke" on one of the case's links: only a link of the case the pair names (one UPDATE checks both); a link of
 * another case, or one already revoked, is refused with nothing written.
 */
export const revokeSponsorLinkCommand: WriteCommand<
  FieldSource,
  { pair: StatusLookup; linkId: number | null },
  SponsorResult
> = {
  refuse: refusedLookup,
  parse(fields) {
    const pair = checkPair({ reference: fields.get("reference"), email: fields.get("email") });
    return pair.ok
      ? { ok: true, input: { pair: pair.input, linkId: checkRevokeSponsorLink({ linkId: fields.get("linkId") }) } }
      : pair;
  },
  async run({ pair, linkId }, { db }) {
    const found = await findByPair(pair, db);
    if (!found.ok) return found;
    const now = new Date().toISOString();
    const revoked = linkId !== null && (await revokeSponsorLink(db, linkId, found.id, now));
    if (!revoked)
      return {
        ok: false,
        status: 404,
        application: found.application,
        sponsor: { refused: m.sponsor_revoke_refused() },
      };
    const rows = found.read.reads.sponsorLinks.map((row) => (row.id === linkId ? { ...row, revokedAt: now } : row));
    return { ...found, application: withLinks(found, rows, now), sponsor: { revoked: true } };
  },
};
