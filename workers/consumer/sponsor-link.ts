import { mailConfig, publicOrigin } from "~/config.server";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { inLocale } from "~/i18n/request-locale.server";
import { getSponsorLinkForMail } from "~/models/sponsor-links.server";
import { SPONSOR_LINK_DAYS, sponsorLinkPath, sponsorTokenHash } from "~/sponsor/sponsor-token.server";
import { loadMessageRow, type MessageHandler } from "./handler";
import { paragraphsMail, sendMailOnce } from "./mailer";
import { greetingName } from "./mail-text";

type LinkForMail = NonNullable<Awaited<ReturnType<typeof getSponsorLinkForMail>>>;

/** The e-mail's key: one per link, so a redelivered message sends nothing twice. */
export const sponsorLinkMailKey = (linkId: number) => `sponsor-link:${linkId}`;

/**
 * The sponsor's e-mail (decision 61), in the link's language (the student's page): who shared it (the student's
 * first name, cleaned as a greeting name is), the link, that it is read-only and for how long. The address is one
 * the student typed, so it holds nothing else of theirs: no reference, no program, no contact detail.
 */
export function sponsorLinkMail(link: Pick<LinkForMail, "firstName" | "locale">, url: string) {
  return inLocale(link.locale, () => {
    const name = greetingName(link.firstName);
    const paragraphs = [
      m.sponsor_email_hello(),
      name ? m.sponsor_email_shared({ name }) : m.sponsor_email_shared_anonymous(),
      m.sponsor_email_link({ link: url }),
      m.sponsor_email_read_only({ days: SPONSOR_LINK_DAYS }),
      m.sponsor_email_not_expected(),
      "Istanbul Study Gateway",
    ];
    return {
      subject: name ? m.sponsor_email_subject({ name }) : m.sponsor_email_subject_anonymous(),
      ...paragraphsMail(paragraphs, url),
    };
  });
}

/**
 * A sponsor link's e-mail, sent once. The token comes in the message only (D1 keeps its hash): one that does not
 * hash to the link's row, a link revoked or expired since, or a link with no address sends nothing.
 */
export const sponsorLinkSent: MessageHandler<"sponsor.link"> = {
  async handle({ linkId, token }, env) {
    const found = await loadMessageRow(env, linkId, getSponsorLinkForMail, "sponsor.link: no such link");
    if (!found) return;
    const link = found.row;
    if (link.sentTo === null || (await sponsorTokenHash(token)) !== link.tokenHash) {
      console.error("sponsor.link: the message does not match its link", linkId);
      return;
    }
    if (link.revokedAt !== null || link.expiresAt <= new Date().toISOString()) return;
    const url = `${publicOrigin(env)}${localizedHref(sponsorLinkPath(token), link.locale)}`;
    await sendMailOnce(env, {
      key: sponsorLinkMailKey(link.id),
      to: link.sentTo,
      replyTo: mailConfig(env).contactEmail,
      audience: "unverified",
      ...sponsorLinkMail(link, url),
    });
  },

  // The e-mail's email_log row says 'failed' with the reason (never the token: it is not logged).
  async deadLettered({ linkId }) {
    console.error("sponsor.link: dead-lettered", sponsorLinkMailKey(linkId));
  },
};
