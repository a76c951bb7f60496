import type { FieldErrors } from "~/lib/field-errors";
import type { SponsorLinkField } from "./sponsor-link-schema";

/** What the case page's sponsor section shows after a post (decision 61): the link made or revoked, or why not. */
export type SponsorOutcome =
  /** A link made. `link` is shown once (never stored): when no e-mail was asked for, or the queue refused it. */
  | { made: true; sentTo: string | null; queued: boolean; link: string | null; whatsappHref: string | null }
  | { revoked: true }
  | { refused: string; errors?: FieldErrors<SponsorLinkField>; values?: { sponsorEmail: string } };
