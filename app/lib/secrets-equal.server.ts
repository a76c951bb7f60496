/**
 * Compares two secrets without leaking, through timing, how much of them matched, or their lengths:
 * timingSafeEqual needs inputs of one length, so it compares their SHA-256 digests.
 */
export async function secretsEqual(a: string, b: string) {
  const encoder = new TextEncoder();
  const [left, right] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(a)),
    crypto.subtle.digest("SHA-256", encoder.encode(b)),
  ]);
  // workerd's SubtleCrypto has timingSafeEqual; the DOM lib's type, which the web tsconfig sees, does not.
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };
  return subtle.timingSafeEqual(left, right);
}
