// base64url (RFC 4648 §5, no padding): signatures and tokens that travel in a URL.

export function base64url(bytes: ArrayBuffer | Uint8Array) {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The bytes of a base64url text of exactly `length` characters (43: 32 bytes); undefined for anything else. */
export function fromBase64url(text: string, length = 43) {
  if (text.length !== length || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
