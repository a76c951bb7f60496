// A sponsor link's token (decision 61): 32 random bytes, 43 base64url characters, in the link's path. D1 keeps only
// its SHA-256 (sponsor_links.token_hash), so a copy of the database opens no case; a changed character finds no row,
// which is why a tampered link and an unknown one look the same.
import { base64url, fromBase64url } from "~/lib/base64url";

export { SPONSOR_PATH, sponsorLinkPath } from "./sponsor-path";

/** How long a sponsor link opens the case. */
export const SPONSOR_LINK_DAYS = 30;

/** A new link's token. */
export function newSponsorToken() {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** What D1 keeps of `token`; null when it is not a token at all (nothing is looked up then). */
export async function sponsorTokenHash(token: string): Promise<string | null> {
  const bytes = fromBase64url(token);
  if (!bytes) return null;
  return base64url(await crypto.subtle.digest("SHA-256", bytes));
}

/** When a link made at `now` stops opening the case (ISO, as D1 compares them). */
export const sponsorLinkExpiry = (now = Date.now()) =>
  new Date(now + SPONSOR_LINK_DAYS * 24 * 60 * 60 * 1000).toISOString();
