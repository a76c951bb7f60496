import { describe, expect, it } from "vitest";
import { incoming, notification, postSigned } from "./whatsapp-webhook-request";

// With no queue behind NOTIFICATIONS (this project), a student's WhatsApp message cannot reach the inbox now: the
// webhook says so with a 503, and Meta sends the notification again later (it retries a non-2xx for days), so the
// message is not lost. A notification with no message to forward is still taken.

describe("Meta's webhook when the queue refuses", () => {
  it("answers 503 to a notification carrying a student's message, 200 to one without", async () => {
    const phone = `+23470${String(Date.now()).slice(-8)}`;
    const refused = await postSigned(notification({ messages: [incoming(phone, "Hello, is my visa ready?")] }));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ received: false });
    const plain = await postSigned(notification({ statuses: [] }));
    expect(plain.status).toBe(200);
  });
});
