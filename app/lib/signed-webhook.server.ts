import { hmacHex } from "./hmac-hex.server";
import { secretsEqual } from "./secrets-equal.server";

// What every signed webhook (a payment gateway's, Meta's WhatsApp) does before reading its own fields: keep the body
// as the exact text its signature covers (the edge has capped its size: security/post-routes.server.ts), check the
// signature in constant time, then parse the JSON; and refuse each the same way, `{ received: false, message }`.

/** A webhook as it arrived: the signature is over the exact bytes, so the body is kept as text. */
export type WebhookFields = { get(name: string): unknown; headers: Headers; rawBody: string };

/** The fields of a webhook: its headers and its body as text, unparsed (a webhook has no named fields). */
export function webhookFields(headers: Headers, rawBody: string): WebhookFields {
  return { get: () => undefined, headers, rawBody };
}

export type WebhookRefusal<Status extends number> = {
  ok: false;
  result: { status: Status; body: { received: false; message: string } };
};

/** A webhook refused before it is read: its status and why, in the body every webhook answers with. */
export function refuseWebhook<Status extends number>(status: Status, message: string): WebhookRefusal<Status> {
  return { ok: false, result: { status, body: { received: false, message } } };
}

/**
 * The signature first (`signed`: the sender's check of the raw bytes), then the JSON: 401 for a signature that does
 * not match, 400 for a body that is not JSON.
 */
export async function signedJson(
  rawBody: string,
  signed: () => Promise<boolean>,
): Promise<{ ok: true; json: unknown } | WebhookRefusal<400 | 401>> {
  if (!(await signed())) return refuseWebhook(401, "Invalid webhook signature");
  try {
    return { ok: true, json: JSON.parse(rawBody) };
  } catch {
    return refuseWebhook(400, "Webhook body is not JSON");
  }
}

/**
 * Whether `sent` (the hex signature from the sender's header) is the hex HMAC of the body under `secret`: compared in
 * constant time, whatever its length (a truncated signature is refused like a forged one).
 */
export async function hmacSigned(hash: "SHA-256" | "SHA-512", secret: string, rawBody: string, sent: string) {
  return secretsEqual(sent.toLowerCase(), await hmacHex(hash, secret, rawBody));
}
