import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailLog, sponsorLinks } from "~/db/schema";
import { newSponsorToken, sponsorLinkExpiry, sponsorTokenHash } from "~/sponsor/sponsor-token.server";
import { sponsorLinkMail, sponsorLinkMailKey } from "../../workers/consumer/sponsor-link";
import { db, deliver, insertApplication } from "./fixtures";

// Issue 53, decision 61: a sponsor link made with the sponsor's address is e-mailed by the consumer, once, in the
// link's language (the student's page), with the link, who sent it, that it is read-only and for how long; nothing
// else of the student's.

/** A link of a new application (in `locale`) as the case page stores it; its row and the token only the queue holds. */
async function linkOf(locale: "en" | "fr" | "ar", values: Partial<typeof sponsorLinks.$inferInsert> = {}) {
  const application = await insertApplication({
    locale,
    email: `student-${crypto.randomUUID().slice(0, 6)}@example.com`,
  });
  const token = newSponsorToken();
  const [row] = await db()
    .insert(sponsorLinks)
    .values({
      applicationId: application.id,
      tokenHash: (await sponsorTokenHash(token))!,
      sentTo: `sponsor-${crypto.randomUUID().slice(0, 6)}@example.com`,
      locale,
      expiresAt: sponsorLinkExpiry(),
      ...values,
    })
    .returning();
  return { application, link: row!, token };
}

const mailOf = (linkId: number) =>
  db()
    .select()
    .from(emailLog)
    .where(eq(emailLog.key, sponsorLinkMailKey(linkId)));

const send = (linkId: number, token: string) =>
  deliver([{ id: crypto.randomUUID(), type: "sponsor.link", linkId, token }]);

describe("the sponsor link's e-mail", () => {
  it("goes once to the sponsor, in French for a link made on a French page, with the link under /fr", async () => {
    const { application, link, token } = await linkOf("fr");
    const result = await send(link.id, token);
    expect(result.explicitAcks).toHaveLength(1);
    await send(link.id, token);
    expect(await mailOf(link.id)).toMatchObject([
      {
        recipient: link.sentTo,
        status: "sent",
        subject: "Amina vous envoie un lien pour suivre sa candidature d'études",
      },
    ]);
    const url = `${env.PUBLIC_ORIGIN}/fr/sponsor/${token}`;
    const mail = sponsorLinkMail({ firstName: application.firstName, locale: "fr" }, url);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain("Amina a partagé avec vous sa candidature");
    expect(mail.text).toContain("lecture seule");
    expect(mail.text).toContain("30 jours");
    expect(mail.html).toContain(`<a href="${url}">`);
    for (const personal of [application.reference, application.email, "Bello"]) {
      expect(mail.text).not.toContain(personal);
      expect(mail.html).not.toContain(personal);
    }
  });

  it("is in English and Arabic (right to left) for links made on those pages", () => {
    const url = "https://example.com/sponsor/x";
    const english = sponsorLinkMail({ firstName: "Amina", locale: "en" }, url);
    expect(english.subject).toBe("A link to follow Amina's study application");
    expect(english.text).toContain("read-only");
    expect(english.text).toContain("30 days");
    const arabic = sponsorLinkMail({ firstName: "Amina", locale: "ar" }, url);
    expect(arabic.html.startsWith('<div dir="rtl">')).toBe(true);
    expect(arabic.text).toContain("30 يومًا");
    // A first name that is not a name greets nobody by it.
    const odd = sponsorLinkMail({ firstName: "https://evil.example/pay 123", locale: "en" }, url);
    expect(odd.subject).toBe("A link to follow a study application");
    expect(odd.text).not.toContain("evil");
  });

  it("sends nothing for a token that does not match its link, nor for a link revoked or expired since", async () => {
    const forged = await linkOf("en");
    await send(forged.link.id, newSponsorToken());
    const revoked = await linkOf("en", { revokedAt: new Date().toISOString() });
    await send(revoked.link.id, revoked.token);
    const expired = await linkOf("en", { expiresAt: "2020-01-01T00:00:00.000Z" });
    await send(expired.link.id, expired.token);
    for (const { link } of [forged, revoked, expired]) expect(await mailOf(link.id)).toEqual([]);
  });
});
