// Links to /applications/status that open the application without retyping: the reference, an expiry and
// HMAC-SHA-256(reference + "." + expiry) under STATUS_LINK_SECRET. Anyone holding the link sees the application
// until it expires (like the e-mail it came in); nothing else is in it. Without a secret, links carry the
// reference only and the student types the e-mail address.
import { statusLinkSecret } from "~/config.server";

export const STATUS_PATH = "/applications/status";
/** How long a link in an e-mail opens the application. */
export const STATUS_LINK_DAYS = 30;

const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer) {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64url(text: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return undefined;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function hmacKey(secret: string) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

type SecretVars = { STATUS_LINK_SECRET?: string };

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

/**
 * The reference a link's `ref`, `expires` and `sig` vouch for, or undefined (no secret, missing, expired or
 * forged). The comparison is crypto.subtle.verify's, which does not stop at the first differing byte.
 */
export async function verifiedReference(vars: SecretVars, params: URLSearchParams, now = Date.now()) {
  const secret = statusLinkSecret(vars);
  const reference = params.get("ref") ?? "";
  const expires = params.get("expires") ?? "";
  const signature = fromBase64url(params.get("sig") ?? "");
  if (!secret || !signature || !/^\d{1,12}$/.test(expires) || reference.length > 32) return undefined;
  if (Number(expires) * 1000 < now) return undefined;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret),
    signature,
    encoder.encode(`${reference}.${expires}`),
  );
  return valid ? reference : undefined;
}
