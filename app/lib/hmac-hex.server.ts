/** The hex HMAC of `data` under `secret`: how Paystack (SHA-512) and Meta's WhatsApp webhook (SHA-256) sign a body. */
export async function hmacHex(hash: "SHA-256" | "SHA-512", secret: string, data: string) {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(data));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, "0")).join("");
}
