import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { applicationEvents, whatsappConsents, whatsappMessages } from "~/db/schema";
import { request } from "./helpers";
import { incoming, insertApplication, notification, post, postSigned, sign } from "./whatsapp-webhook-request";

// Meta's WhatsApp webhook against the built web Worker (decision 0050): the verification handshake, the signature
// on the raw bytes before anything is read, statuses forward only, STOP as an opt-out, an unknown id refused.

const VERIFY_TOKEN = "local-only-whatsapp-verify-token";
const db = () => getDb(env.DB);

const status = (id: string, s: string, timestamp: number) => ({
  id,
  status: s,
  timestamp: String(timestamp),
  recipient_id: "2348031234567",
});

async function sentMessage(phone = "+2348031234567", key = `application-event:${crypto.randomUUID()}:whatsapp`) {
  const waMessageId = `wamid.TEST${crypto.randomUUID().replaceAll("-", "")}`;
  await db()
    .insert(whatsappMessages)
    .values({
      key,
      phone,
      template: "application_status_changed",
      locale: "en",
      variables: ["APP-X", "Medicine", "In review"],
      waMessageId,
      status: "sent",
    });
  return waMessageId;
}

const messageRow = async (waMessageId: string) =>
  (await db().select().from(whatsappMessages).where(eq(whatsappMessages.waMessageId, waMessageId)))[0]!;

/** A number of its own with one live consent (for an application), and a reader of that number's consents. */
async function consentedNumber() {
  const phone = `+2348${String(crypto.getRandomValues(new Uint32Array(1))[0])
    .padStart(10, "0")
    .slice(-9)}`;
  const application = await insertApplication();
  await db().insert(whatsappConsents).values({ phone, applicationId: application.id, wording: "Send my updates" });
  return {
    phone,
    consents: () => db().select().from(whatsappConsents).where(eq(whatsappConsents.phone, phone)),
  };
}

describe("GET /api/whatsapp/webhook (Meta's verification)", () => {
  it("echoes the challenge for our verify token, and answers 403 otherwise", async () => {
    const ok = await request(
      `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    for (const query of [
      "hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1",
      `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}`,
      "",
    ]) {
      const refused = await request(`/api/whatsapp/webhook?${query}`);
      expect(refused.status, query).toBe(403);
      expect(await refused.json()).toHaveProperty("message");
    }
  });
});

describe("POST /api/whatsapp/webhook", () => {
  it("records a delivered status with a good signature", async () => {
    const id = await sentMessage();
    const body = notification({ statuses: [status(id, "delivered", 1_795_000_000)] });
    const response = await post(body, await sign(body));
    expect(response.status).toBe(200);
    expect(await messageRow(id)).toMatchObject({ status: "delivered", statusAt: "2026-11-18T11:06:40.000Z" });
  });

  it("refuses a forged, truncated or missing signature with 401 and writes nothing", async () => {
    const id = await sentMessage();
    const body = notification({ statuses: [status(id, "read", 1_795_000_000)] });
    const good = await sign(body);
    for (const signature of [await sign(body, "not-the-app-secret"), good.slice(0, 40), "", undefined, good.slice(7)]) {
      const response = await post(body, signature);
      expect(response.status, String(signature)).toBe(401);
      expect(await response.json()).toEqual({ received: false, message: "Invalid webhook signature" });
    }
    // A good signature of other bytes is a forged one too.
    expect((await post(body.replace('"read"', '"failed"'), good)).status).toBe(401);
    expect((await messageRow(id)).status).toBe("sent");
  });

  it("moves a status forward only: a replay or an older status changes nothing", async () => {
    const id = await sentMessage();
    const send = async (s: string, t: number) => {
      const body = notification({ statuses: [status(id, s, t)] });
      return (await post(body, await sign(body))).status;
    };
    expect(await send("read", 1_795_000_100)).toBe(200);
    const afterRead = await messageRow(id);
    expect(afterRead.status).toBe("read");
    expect(await send("read", 1_795_000_100)).toBe(200); // a replay
    expect(await send("delivered", 1_795_000_050)).toBe(200); // arrived late
    expect(await send("sent", 1_795_000_000)).toBe(200);
    expect(await messageRow(id)).toEqual(afterRead);
  });

  it("a failed delivery of a status change owes its event an e-mail again (the consumer's fallback)", async () => {
    const application = await insertApplication();
    const [event] = await db()
      .insert(applicationEvents)
      .values({ applicationId: application.id, kind: "status", oldStatus: "received", newStatus: "in_review" })
      .returning();
    await db().update(applicationEvents).set({ notificationStatus: "sent" }).where(eq(applicationEvents.id, event!.id));
    const id = await sentMessage("+2348031234567", `application-event:${event!.id}:whatsapp`);
    const body = notification({
      statuses: [
        { ...status(id, "failed", 1_795_000_000), errors: [{ code: 131026, title: "Message undeliverable" }] },
      ],
    });
    expect((await post(body, await sign(body))).status).toBe(200);
    expect(await messageRow(id)).toMatchObject({ status: "failed", lastError: "131026 Message undeliverable" });
    const [owed] = await db().select().from(applicationEvents).where(eq(applicationEvents.id, event!.id));
    expect(owed!.notificationStatus).toBe("pending");
  });

  it("never moves a status back: a late 'failed' after 'delivered' or 'read' is recorded, and owes no e-mail", async () => {
    for (const reached of ["delivered", "read"]) {
      const application = await insertApplication();
      const [event] = await db()
        .insert(applicationEvents)
        .values({ applicationId: application.id, kind: "status", oldStatus: "received", newStatus: "in_review" })
        .returning();
      await db()
        .update(applicationEvents)
        .set({ notificationStatus: "sent" })
        .where(eq(applicationEvents.id, event!.id));
      const id = await sentMessage("+2348031234567", `application-event:${event!.id}:whatsapp`);
      const reachedBody = notification({ statuses: [status(id, reached, 1_795_000_100)] });
      expect((await postSigned(reachedBody)).status).toBe(200);

      const late = notification({
        statuses: [
          { ...status(id, "failed", 1_795_000_200), errors: [{ code: 131026, title: "Message undeliverable" }] },
        ],
      });
      expect((await postSigned(late)).status, reached).toBe(200);
      expect(await messageRow(id), reached).toMatchObject({
        status: reached,
        statusAt: "2026-11-18T11:08:20.000Z",
        lastError: `Late 'failed' after '${reached}', ignored: 131026 Message undeliverable`,
      });
      const [event2] = await db().select().from(applicationEvents).where(eq(applicationEvents.id, event!.id));
      expect(event2!.notificationStatus, reached).toBe("sent");
    }
  });

  it("records what it knows and ignores a status of a message it never sent, or a status it does not know", async () => {
    const id = await sentMessage();
    const other = await sentMessage();
    const body = notification({
      statuses: [
        status(id, "delivered", 1_795_000_000),
        status("wamid.NOT-OURS", "delivered", 1_795_000_000),
        status(other, "deleted", 1_795_000_000),
        { id: other, status: "read" },
      ],
    });
    const response = await postSigned(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, forwarded: 0, folded: 0 });
    expect((await messageRow(id)).status).toBe("delivered");
    expect((await messageRow(other)).status).toBe("sent");
  });

  it("refuses a signed body that is not a notification with 400", async () => {
    for (const body of ["not json", JSON.stringify({ object: "page", entry: [] })]) {
      const response = await post(body, await sign(body));
      expect(response.status, body).toBe(400);
    }
  });

  it("takes a STOP reply (any case, spaces) as an opt-out of every consent of that number", async () => {
    const phone = `+23480${String(Date.now()).slice(-8)}`;
    const application = await insertApplication("stop@example.com");
    const consent = { phone, applicationId: application!.id, wording: "Send my updates on WhatsApp" };
    await db().insert(whatsappConsents).values([consent, consent]);
    const other = { ...consent, phone: "+2348099999999" };
    await db().insert(whatsappConsents).values(other);
    const reply = (text: string) => incoming(phone, text);

    const notStop = await postSigned(notification({ messages: [reply("Please stop by tomorrow")] }));
    expect(notStop.status).toBe(200);
    expect(await notStop.json()).toEqual({ received: true, forwarded: 1, folded: 0 });
    const live = () => db().select().from(whatsappConsents).where(eq(whatsappConsents.applicationId, application!.id));
    expect((await live()).every((c) => c.revokedAt === null)).toBe(true);

    const stop = await postSigned(notification({ messages: [reply("  stop \n")] }));
    expect(stop.status).toBe(200);
    expect(await stop.json()).toEqual({ received: true, forwarded: 0, folded: 0 });
    const consents = await live();
    expect(consents.filter((c) => c.phone === phone)).toMatchObject([
      { revokedVia: "stop_reply" },
      { revokedVia: "stop_reply" },
    ]);
    expect(consents.find((c) => c.phone === other.phone)).toMatchObject({ revokedAt: null });
  });

  it.each([
    "Stop.",
    "STOP!",
    "stop please",
    "Stop, please!",
    "please stop",
    "Stop 🛑",
    "ＳＴＯＰ",
    "Unsubscribe",
    "UNSUBSCRIBE.",
    "arrêt",
    "Arret",
    "ARRÊT !",
    "Arrêt svp",
    "توقف",
    "توقّف.",
    "\u200fتوقف",
    "إلغاء",
    "الغاء",
  ])("takes %j as a STOP", async (text) => {
    const { phone, consents } = await consentedNumber();
    const response = await postSigned(notification({ messages: [incoming(phone, text)] }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, forwarded: 0, folded: 0 });
    expect(await consents()).toMatchObject([{ revokedVia: "stop_reply" }]);
  });

  it.each(["Please stop by tomorrow", "Don't stop", "stop sending the fees in dollars", "arrêt de bus?", "STOPPED"])(
    "forwards %j, which is not a STOP",
    async (text) => {
      const { phone, consents } = await consentedNumber();
      const response = await postSigned(notification({ messages: [incoming(phone, text)] }));
      expect(await response.json()).toEqual({ received: true, forwarded: 1, folded: 0 });
      expect(await consents()).toMatchObject([{ revokedAt: null }]);
    },
  );

  it("honours a STOP that comes in the same call as a status it does not know", async () => {
    const { phone, consents } = await consentedNumber();
    const id = await sentMessage(phone);
    const body = notification({
      statuses: [status("wamid.NOT-OURS", "read", 1_795_000_000), status(id, "played", 1_795_000_000)],
      messages: [incoming(phone, "Stop.")],
    });
    const response = await postSigned(body);
    expect(response.status).toBe(200);
    expect(await consents()).toMatchObject([{ revokedVia: "stop_reply" }]);
    expect((await messageRow(id)).status).toBe("sent");
  });

  it("forwards a student's other messages to the inbox through the queue (a text, a photo), not a STOP", async () => {
    const phone = `+23481${String(Date.now()).slice(-8)}`;
    const response = await postSigned(
      notification({
        messages: [
          incoming(phone, "I sent my passport yesterday"),
          incoming(phone, null, "image"),
          incoming(phone, "STOP"),
        ],
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, forwarded: 2, folded: 0 });
  });
});
