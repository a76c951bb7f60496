// The HMAC-SHA-256 behind every signed link in an e-mail (the status page's, a booking's): the link's purpose, its
// subject and its expiry, signed together. The purpose is part of the signed text, so a signature made for one kind of
// link never opens another (a status link's never opens a booking, whatever its numbers).
import { base64url, fromBase64url } from "./base64url";

export type LinkPurpose = "status" | "booking";

const encoder = new TextEncoder();

function hmacKey(secret: string) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

const signedText = (purpose: LinkPurpose, subject: string, expires: string) =>
  encoder.encode(`${purpose}:${subject}.${expires}`);

/** The expiry (Unix seconds, as text) `days` after `from` (milliseconds). */
export const linkExpiry = (from: number, days: number) => String(Math.floor(from / 1000) + days * 24 * 60 * 60);

/** The base64url signature of a `purpose` link about `subject` until `expires`. */
export async function signLink(secret: string, purpose: LinkPurpose, subject: string, expires: string) {
  return base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), signedText(purpose, subject, expires)));
}

/**
 * What a link's parts vouch for: `valid` (ours, in time), `expired` (ours, past `expires`) or `invalid` (anything
 * else: altered, forged, malformed, or no secret). The signature is checked first, so only a link we signed can be
 * called expired; crypto.subtle.verify does not stop at the first differing byte.
 */
export async function checkLink(
  secret: string | undefined,
  purpose: LinkPurpose,
  parts: { subject: string; expires: string; sig: string },
  now: number,
): Promise<"valid" | "expired" | "invalid"> {
  const signature = fromBase64url(parts.sig);
  if (!secret || !signature || !/^\d{1,12}$/.test(parts.expires) || parts.subject.length > 32) return "invalid";
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret),
    signature,
    signedText(purpose, parts.subject, parts.expires),
  );
  if (!valid) return "invalid";
  return Number(parts.expires) * 1000 < now ? "expired" : "valid";
}
