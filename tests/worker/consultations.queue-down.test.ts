import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { consultationRequests } from "~/db/schema";
import { request } from "./helpers";

// This project runs the built web Worker with no queue behind NOTIFICATIONS (vitest.config.ts), so every
// enqueue() really fails. The request must still be saved and answered 201 (DECISIONS.md).

const valid = { fullName: "Ngozi Eze", email: "ngozi@example.com", phone: "+2348099998888", studyLevel: "phd" };

describe("when the queue refuses the notification", () => {
  it("the API still saves the request, answers 201 with emailSent false, and the row stays 'pending'", async () => {
    const response = await request("/api/consultation-requests", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(valid),
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; emailSent: boolean; notificationStatus: string };
    expect(body).toMatchObject({ ...valid, emailSent: false, notificationStatus: "pending" });
    const [row] = await getDb(env.DB).select().from(consultationRequests).where(eq(consultationRequests.id, body.id));
    expect(row).toMatchObject({ ...valid, notificationStatus: "pending" });
  });

  it("the form without JavaScript shows 'Message Received' and the request is saved", async () => {
    const response = await request("/contact", {
      method: "POST",
      body: new URLSearchParams({ intent: "consultation", source: "contact", ...valid }),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Message Received");
    expect(html).not.toContain("Message Sent!");
    const rows = await getDb(env.DB)
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.source, "contact"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, notificationStatus: "pending" });
  });
});
