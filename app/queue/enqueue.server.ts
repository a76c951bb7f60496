import { bindings } from "~/config.server";
import type { QueueMessage } from "./messages";

type Unsent<M> = M extends QueueMessage ? Omit<M, "id"> : never;

/**
 * Puts one message on the notifications queue. Resolves true when the queue accepted it, false when it
 * refused (the caller has already saved its row, so the request still succeeds; see DECISIONS.md). The Worker's
 * NOTIFICATIONS binding is taken inside the try: a Worker without one refuses likewise.
 */
export async function enqueue(message: Unsent<QueueMessage>): Promise<boolean> {
  try {
    await bindings().notifications.send({ ...message, id: crypto.randomUUID() } as QueueMessage, {
      contentType: "json",
    });
    return true;
  } catch (error) {
    console.error("queue refused message", message.type, error);
    return false;
  }
}
