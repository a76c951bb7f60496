import { Hono } from "hono";
import { webhookFields } from "~/lib/signed-webhook.server";
import { runWrite, writeContext } from "~/writes/run-write.server";
import { verificationChallenge, whatsAppWebhookCommand } from "~/whatsapp/webhook.server";

// Meta's WhatsApp webhook (decision 0050): GET /api/whatsapp/webhook answers the verification handshake; POST takes
// the signed delivery statuses and replies. The logic lives in ~/whatsapp/webhook.server.ts.
export const whatsAppWebhookApi = new Hono<{ Bindings: Env }>()
  .get("/whatsapp/webhook", async (c) => {
    const challenge = await verificationChallenge(new URL(c.req.url).searchParams);
    if (challenge === undefined) return c.json({ message: "Verification refused" }, 403);
    return c.text(challenge, 200);
  })
  .post("/whatsapp/webhook", async (c) => {
    // The signature is an HMAC of these exact bytes: read as text, checked before it is parsed.
    const fields = webhookFields(c.req.raw.headers, await c.req.text());
    const { status, body } = await runWrite(whatsAppWebhookCommand, fields, writeContext(c.req.raw));
    return c.json(body, status);
  });
