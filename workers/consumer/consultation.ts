import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { consultationRequests } from "~/db/schema";
import type { MessageHandler } from "./handler";
import { fieldsMail, sendMailOnce } from "./mailer";

const STUDY_LEVELS: Record<string, string> = {
  bachelor: "Bachelor's Degree",
  master: "Master's Degree",
  phd: "PhD",
  diploma: "Diploma",
};

/** E-mails the consultancy inbox about a new consultation request. */
export const consultationCreated: MessageHandler<"consultation.created"> = {
  async handle({ consultationId }, env) {
    const db = getDb(env.DB);
    const [request] = await db.select().from(consultationRequests).where(eq(consultationRequests.id, consultationId));
    if (!request) {
      console.error("consultation.created: no such request", consultationId);
      return;
    }
    const { text, html } = fieldsMail(`New consultation request #${request.id} from the website.`, [
      ["Full name", request.fullName],
      ["Email", request.email],
      ["Phone", request.phone],
      ["Study level", STUDY_LEVELS[request.studyLevel] ?? request.studyLevel],
      ["Message", request.message],
      ["Sent from", request.source],
      ["Received at", request.createdAt],
    ]);
    await sendMailOnce(env, {
      key: `consultation:${request.id}:inbox`,
      to: env.CONTACT_EMAIL,
      replyTo: request.email,
      subject: `Consultation request: ${request.fullName} (${STUDY_LEVELS[request.studyLevel] ?? request.studyLevel})`,
      text,
      html,
    });
    await db.update(consultationRequests).set({ notificationStatus: "sent" }).where(eq(consultationRequests.id, request.id));
  },

  async deadLettered({ consultationId }, env) {
    await getDb(env.DB)
      .update(consultationRequests)
      .set({ notificationStatus: "failed" })
      .where(eq(consultationRequests.id, consultationId));
  },
};
