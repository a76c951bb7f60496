import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { emailLog, whatsappConsents } from "~/db/schema";
import { eventually } from "../eventually";
import { incoming, insertApplication, notification, postSigned } from "./whatsapp-webhook-request";

// A student's WhatsApp message reaches staff (issue 44): Meta's signed webhook → the queue → the real consumer →
// one e-mail to the inbox per message, however often Meta sends it. Against the built web Worker and consumer.

const db = () => getDb(env.DB);
const repliesFrom = (waMessageId: string) =>
  db()
    .select()
    .from(emailLog)
    .where(eq(emailLog.key, `whatsapp-reply:${waMessageId}`));

describe("a student's WhatsApp message", { timeout: 20_000 }, () => {
  it("is e-mailed to the inbox once, naming the application of the number's consent, even when Meta sends it twice", async () => {
    const phone = `+23490${String(Date.now()).slice(-8)}`;
    const application = await insertApplication("reply@example.com");
    await db()
      .insert(whatsappConsents)
      .values({ phone, applicationId: application.id, wording: "Send my updates on WhatsApp" });
    const message = incoming(phone, "I sent my passport yesterday, did you get it?");
    const body = notification({ messages: [message] });
    for (let i = 0; i < 2; i++) expect((await postSigned(body)).status).toBe(200);

    await eventually(async () =>
      expect(await repliesFrom(message.id)).toMatchObject([
        {
          recipient: env.CONTACT_EMAIL,
          subject: `WhatsApp message from ${phone} (${application.reference})`,
          status: "sent",
        },
      ]),
    );
  });
});
