// Links to /applications/status that open the application without retyping: the reference, an expiry and
// HMAC-SHA-256(reference + "." + expiry) under STATUS_LINK_SECRET. Anyone holding the link sees the application
// until it expires (like the e-mail it came in); nothing else is in it. Without a secret, links carry the
// reference only and the student types the e-mail address.
import { statusLinkSecret } from "~/config.server";
import { m } from "~/i18n/paraglide/messages";
import { base64url, fromBase64url } from "~/lib/base64url";

export const STATUS_PATH = "/applications/status";
/** How long a link in an e-mail opens the application. */
export const STATUS_LINK_DAYS = 30;

const encoder = new TextEncoder();

function hmacKey(secret: string) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

/** The env object STATUS_LINK_SECRET is read from (by statusLinkSecret); undefined: the Worker's own. */
type SecretVars = { STATUS_LINK_SECRET?: string } | undefined;

/** The path (and query) of the status page for `reference`: signed when a secret is configured. */
export async function statusLinkPath(vars: SecretVars, reference: string, now = Date.now()) {
  const secret = statusLinkSecret(vars);
  const params = new URLSearchParams({ ref: reference });
  if (secret) {
    const expires = String(Math.floor(now / 1000) + STATUS_LINK_DAYS * 24 * 60 * 60);
    const signature = await crypto.subtle.sign(
      "HMAC",
      await hmacKey(secret),
      encoder.encode(`${reference}.${expires}`),
    );
    params.set("expires", expires);
    params.set("sig", base64url(signature));
  }
  return `${STATUS_PATH}?${params}`;
}

/** What the status page says when a link was altered in any way: the same words whatever part was changed. */
export const invalidLinkMessage = () => m.status_link_invalid();
/** What it says when a genuine link is past its days. */
export const expiredLinkMessage = () => m.status_link_expired();

/** A link is signed when it carries any of the signed parts: one without its `sig` was altered too. */
export const isSignedLink = (params: URLSearchParams) => params.has("sig") || params.has("expires");

export type LinkCheck =
  | { ok: true; reference: string }
  | { ok: false; reason: "expired"; reference: string }
  /** Forged or altered (signature, reference or expiry), or no secret to check it with: nothing more is said. */
  | { ok: false; reason: "invalid" };

const INVALID = { ok: false, reason: "invalid" } as const;

/**
 * What a link's `ref`, `expires` and `sig` vouch for. The signature is checked first, so only a link we signed can
 * be called expired: an altered expiry is just invalid. The comparison is crypto.subtle.verify's, which does not
 * stop at the first differing byte.
 */
export async function checkStatusLink(vars: SecretVars, params: URLSearchParams, now = Date.now()): Promise<LinkCheck> {
  const secret = statusLinkSecret(vars);
  const reference = params.get("ref") ?? "";
  const expires = params.get("expires") ?? "";
  const signature = fromBase64url(params.get("sig") ?? "");
  if (!secret || !signature || !/^\d{1,12}$/.test(expires) || reference.length > 32) return INVALID;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret),
    signature,
    encoder.encode(`${reference}.${expires}`),
  );
  if (!valid) return INVALID;
  if (Number(expires) * 1000 < now) return { ok: false, reason: "expired", reference };
  return { ok: true, reference };
}
