import { bindings } from "~/config.server";
import type { QueueMessage } from "./messages";

type Unsent<M> = M extends QueueMessage ? Omit<M, "id"> : never;

/** A message as the queue carries it: the one id scheme, a random UUID per message (never read: its kind and ids are). */
const withId = (message: Unsent<QueueMessage>) => ({ ...message, id: crypto.randomUUID() }) as QueueMessage;

/**
 * Puts `messages` on the notifications queue in one send (a batch takes at most 100): the one way a message goes
 * out, for a request (enqueue below), the outbox sweep and every cron. Throws when the queue refuses. `env`: the
 * Worker's whose NOTIFICATIONS binding is used (the consumer passes its own; by default the web Worker's).
 */
export async function enqueueBatch(messages: readonly Unsent<QueueMessage>[], env?: Parameters<typeof bindings>[0]) {
  if (messages.length === 0) return;
  await bindings(env).notifications.sendBatch(
    messages.map((message) => ({ body: withId(message), contentType: "json" as const })),
  );
}

/**
 * Puts one message on the notifications queue. Resolves true when the queue accepted it, false when it
 * refused (the caller has already saved its row, so the request still succeeds; see DECISIONS.md). The Worker's
 * NOTIFICATIONS binding is taken inside the try: a Worker without one refuses likewise.
 */
export async function enqueue(message: Unsent<QueueMessage>): Promise<boolean> {
  try {
    await enqueueBatch([message]);
    return true;
  } catch (error) {
    console.error("queue refused message", message.type, error);
    return false;
  }
}
