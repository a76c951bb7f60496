import { env } from "cloudflare:workers";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { emailLog, whatsappConsents, whatsappReplies } from "~/db/schema";
import { eventually } from "../eventually";
import { incoming, insertApplication, notification, postSigned } from "./whatsapp-webhook-request";

// A student's WhatsApp message reaches staff (issue 44): Meta's signed webhook → the queue → the real consumer →
// one e-mail to the inbox per message, however often Meta sends it. Against the built web Worker and consumer.

const db = () => getDb(env.DB);
/** The cap of decision 0056: a number's messages e-mailed one by one in an hour. */
const MAILED_PER_HOUR = 3;

const number = () =>
  `+2349${String(crypto.getRandomValues(new Uint32Array(1))[0])
    .padStart(10, "0")
    .slice(-9)}`;
/** The inbox e-mails about messages from `phone`. */
const mailsAbout = (phone: string) =>
  db()
    .select()
    .from(emailLog)
    .where(and(like(emailLog.key, "whatsapp-reply:%"), like(emailLog.subject, `WhatsApp message from ${phone}%`)));
const storedFrom = (phone: string) => db().select().from(whatsappReplies).where(eq(whatsappReplies.phone, phone));
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

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

  it("from one number that floods the webhook, one message per POST, is e-mailed at most 3 times an hour; the rest wait for the digest", async () => {
    const phone = number();
    const flood = Array.from({ length: 24 }, (_, i) => incoming(phone, `Hello ${i}`));
    const responses = await Promise.all(flood.map((message) => postSigned(notification({ messages: [message] }))));
    expect(responses.map((r) => r.status)).toEqual(flood.map(() => 200));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { forwarded: number; folded: number }[];
    expect(bodies.reduce((n, b) => n + b.forwarded, 0)).toBe(MAILED_PER_HOUR);
    expect(bodies.reduce((n, b) => n + b.folded, 0)).toBe(flood.length - MAILED_PER_HOUR);

    await eventually(async () => expect(await mailsAbout(phone)).toHaveLength(MAILED_PER_HOUR));
    const stored = await storedFrom(phone);
    expect(stored).toHaveLength(flood.length);
    expect(stored.filter((r) => r.mailed)).toHaveLength(MAILED_PER_HOUR);
    await settle();
    expect(await mailsAbout(phone)).toHaveLength(MAILED_PER_HOUR);

    // An hour later the number's next message is e-mailed again.
    await env.DB.prepare(
      "UPDATE whatsapp_replies SET received_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-61 minutes') WHERE phone = ?",
    )
      .bind(phone)
      .run();
    const later = await postSigned(notification({ messages: [incoming(phone, "Are you there?")] }));
    expect(await later.json()).toEqual({ received: true, forwarded: 1, folded: 0 });
    await eventually(async () => expect(await mailsAbout(phone)).toHaveLength(MAILED_PER_HOUR + 1));
  });

  it("from one number, 300 messages in one signed POST, is e-mailed 3 times; the rest wait for the digest", async () => {
    const phone = number();
    const messages = Array.from({ length: 300 }, () => incoming(phone, "hi"));
    const response = await postSigned(notification({ messages }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      received: true,
      forwarded: MAILED_PER_HOUR,
      folded: 300 - MAILED_PER_HOUR,
    });
    await eventually(async () => expect(await mailsAbout(phone)).toHaveLength(MAILED_PER_HOUR));
    expect((await storedFrom(phone)).filter((r) => !r.mailed)).toHaveLength(300 - MAILED_PER_HOUR);
    await settle();
    expect(await mailsAbout(phone)).toHaveLength(MAILED_PER_HOUR);
  });
});
