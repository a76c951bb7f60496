/** How a student asks the consultancy to answer a consultation request (D1's consultation_requests.reply_by). */
export const REPLY_CHANNELS = ["email", "whatsapp"] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];
