import { describe, expect, it } from "vitest";
import { incoming, notification, postSigned } from "./whatsapp-webhook-request";

// With no queue behind NOTIFICATIONS (this project), a student's WhatsApp message cannot reach the inbox now: the
// webhook says so with a 503, and Meta sends the notification again later (it retries a non-2xx for days), so the
// message is not lost. A notification with no message to forward is still taken.

describe("Meta's webhook when the queue refuses", () => {
  it("answers 503 to a notification carrying a student's message, 200 to one without", async () => {
    const phone = `+23470${String(Date.now()).slice(-8)}`;
    const body = notification({ messages: [incoming(phone, "Hello, is my visa ready?")] });
    const refused = await postSigned(body);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ received: false });
    // Sent again, the stored message is still owed its e-mail: the queue is asked again (and refuses again here).
    expect((await postSigned(body)).status).toBe(503);
    const plain = await postSigned(notification({ statuses: [] }));
    expect(plain.status).toBe(200);
  });
});
