import { bindings } from "~/config.server";
import { type Db, getDb } from "~/db/client.server";
import type { MessageOf, QueueMessageType } from "~/queue/messages";

export interface MessageHandler<T extends QueueMessageType> {
  /** Does the work; throwing makes the queue retry the message with backoff. Must be idempotent. */
  handle(message: MessageOf<T>, env: ConsumerEnv): Promise<void>;
  /** Runs when the message has used up its retries and reached the dead-letter queue. */
  deadLettered(message: MessageOf<T>, env: ConsumerEnv): Promise<void>;
}

/** Exponential backoff from `baseSeconds` (RETRY_DELAY_SECONDS through consumerConfig, 30 by default): 30 s, 60 s, 120 s, 240 s … capped at 15 minutes. */
export function retryDelaySeconds(attempts: number, baseSeconds = 30) {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), 900);
}

/**
 * The D1 row a message is about, with the client that read it. Undefined (logged as `missing`) when the row is
 * gone: there is nothing to tell anyone about, so the message is acked; retrying would not help.
 */
export async function loadMessageRow<T>(
  env: ConsumerEnv,
  id: number,
  load: (db: Db, id: number) => Promise<T | undefined>,
  missing: string,
) {
  const db = getDb(bindings(env).db);
  const row = await load(db, id);
  if (!row) {
    console.error(missing, id);
    return undefined;
  }
  return { db, row };
}
