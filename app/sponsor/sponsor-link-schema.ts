// The case page's sponsor forms, one schema each for the form and the action: "Share with your sponsor" (the
// sponsor's e-mail, optional: without it the page shows the link to share) and "Revoke" (a link's id, which the
// action checks belongs to the case the pair names).
import * as z from "zod/mini";
import { m } from "~/i18n/paraglide/messages";
import { EMAIL_ADDRESS } from "~/lib/field-rules";
import { fieldErrors, type FieldErrors } from "~/lib/field-errors";

const SPONSOR_EMAIL = { error: () => m.sponsor_email_invalid() };
/** RFC 5321's longest address. */
export const SPONSOR_EMAIL_MAX = 254;

export const sponsorLinkSchema = z.object({
  // Empty or absent: no e-mail, the page shows the link once to share (WhatsApp).
  sponsorEmail: z.union([
    z.pipe(
      z.optional(z.string(SPONSOR_EMAIL).check(z.trim(), z.maxLength(0, SPONSOR_EMAIL))),
      z.transform(() => null),
    ),
    z
      .string(SPONSOR_EMAIL)
      .check(z.trim(), z.maxLength(SPONSOR_EMAIL_MAX, SPONSOR_EMAIL), z.regex(EMAIL_ADDRESS, SPONSOR_EMAIL)),
  ]),
});

/** A link's id as the revoke button posts it. */
export const revokeSponsorLinkSchema = z.object({
  linkId: z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,14}$/)),
    z.transform((value) => Number(value)),
  ),
});

export type SponsorLinkField = "sponsorEmail";

/** The sponsor's address checked (null when none was typed), or the field's message. */
export function checkSponsorLink(
  values: Record<string, unknown>,
): { ok: true; sentTo: string | null } | { ok: false; errors: FieldErrors<SponsorLinkField> } {
  const parsed = sponsorLinkSchema.safeParse(values);
  if (parsed.success) return { ok: true, sentTo: parsed.data.sponsorEmail };
  // A union's failure: its one message, under the field.
  const errors = fieldErrors<SponsorLinkField>(parsed.error);
  return { ok: false, errors: { sponsorEmail: errors.sponsorEmail ?? [m.sponsor_email_invalid()] } };
}

/** The link id a revoke names, or null (nothing is written then). */
export function checkRevokeSponsorLink(values: Record<string, unknown>) {
  const parsed = revokeSponsorLinkSchema.safeParse(values);
  return parsed.success ? parsed.data.linkId : null;
}
