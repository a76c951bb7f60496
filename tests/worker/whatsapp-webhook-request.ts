import { MEDICINE_ROW } from "../medicine-application";
import { env } from "cloudflare:workers";
import { getDb } from "~/db/client.server";
import { applications } from "~/db/schema";
import { request } from "./helpers";

// Meta's WhatsApp webhook as a test sends it: a notification signed with the local app secret (decision 0050), and
// the application whose student it is about.

const APP_SECRET = "local-only-whatsapp-app-secret"; // vitest.config.ts, as scripts/local-env.mjs

/** X-Hub-Signature-256 of `body` under `secret`. */
export async function sign(body: string, secret = APP_SECRET) {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(body)));
  return `sha256=${[...mac].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** POST /api/whatsapp/webhook with `signature` (none when undefined). */
export function post(body: string, signature?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature !== undefined) headers["X-Hub-Signature-256"] = signature;
  return request("/api/whatsapp/webhook", { method: "POST", headers, body });
}

/** POST it signed. */
export const postSigned = async (body: string) => post(body, await sign(body));

/** A notification as Meta sends it: one change with these statuses and replies. */
export const notification = (value: { statuses?: unknown[]; messages?: unknown[] }) =>
  JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: { messaging_product: "whatsapp", metadata: { phone_number_id: "100000000000001" }, ...value },
          },
        ],
      },
    ],
  });

/** A student's message as Meta forwards it: text, or another kind (image, audio…) with no text. */
export const incoming = (phone: string, text: string | null, kind = "text") => ({
  from: phone.replace("+", ""),
  id: `wamid.IN${crypto.randomUUID().replaceAll("-", "")}`,
  timestamp: "1795000000",
  type: kind,
  ...(text === null ? {} : { text: { body: text } }),
});

/** An application as the web Worker stores it (Medicine at Medipol), for a consent to name. */
export async function insertApplication(email = "student@example.com") {
  const [application] = await getDb(env.DB)
    .insert(applications)
    .values({
      reference: `APP-W${crypto.randomUUID().slice(0, 7).toUpperCase()}`,
      ...MEDICINE_ROW,
      email,
    })
    .returning();
  return application!;
}
