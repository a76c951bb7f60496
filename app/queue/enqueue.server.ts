import { env } from "cloudflare:workers";
import type { QueueMessage } from "./messages";

type Unsent<M> = M extends QueueMessage ? Omit<M, "id"> : never;

/**
 * Puts one message on the notifications queue. Resolves true when the queue accepted it, false when it
 * refused (the caller has already saved its row, so the request still succeeds; see DECISIONS.md).
 */
export async function enqueue(message: Unsent<QueueMessage>, queue: Queue = env.NOTIFICATIONS): Promise<boolean> {
  try {
    await queue.send({ ...message, id: crypto.randomUUID() } as QueueMessage, { contentType: "json" });
    return true;
  } catch (error) {
    console.error("queue refused message", message.type, error);
    return false;
  }
}
