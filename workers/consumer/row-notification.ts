import { bindings } from "~/config.server";
import { type Db, getDb } from "~/db/client.server";
import type { MessageOf, QueueMessageType } from "~/queue/messages";
import { type FailureNotice, sendFailureNotice } from "./failure-notice";
import { loadMessageRow, type MessageHandler } from "./handler";

/** Records where a row's notification stands; true if it changed ('sent' is final). */
type SetNotificationStatus = (db: Db, id: number, status: "sent" | "failed") => Promise<boolean>;

/**
 * The handler of a message that says "tell people about this new row" (an application, a consultation request):
 * read the row (a row that is gone is acked), `send` its e-mails, then mark it sent. Out of retries: mark it
 * failed and tell the inbox (`failureNotice`), unless it was already marked.
 */
export function rowNotification<T extends QueueMessageType, Row extends { id: number }>(spec: {
  /** The row's id in the message. */
  id: (message: MessageOf<T>) => number;
  load: (db: Db, id: number) => Promise<Row | undefined>;
  /** Logged when the row is gone. */
  missing: string;
  /** Sends the e-mails; throws when one cannot be sent, so the queue retries the message with backoff. */
  send: (env: ConsumerEnv, row: Row) => Promise<void>;
  setStatus: SetNotificationStatus;
  failureNotice: (id: number, row: Row | undefined) => FailureNotice;
}): MessageHandler<T> {
  return {
    async handle(message, env) {
      const found = await loadMessageRow(env, spec.id(message), spec.load, spec.missing);
      if (!found) return;
      await spec.send(env, found.row);
      await spec.setStatus(found.db, found.row.id, "sent");
    },
    async deadLettered(message, env) {
      // Out of retries: staff see 'failed' in D1 and can still follow the row up by hand.
      console.error(`${message.type}: notification e-mail failed for good`, spec.id(message));
      await notificationGaveUp(env, spec.id(message), spec);
    },
  };
}

/**
 * A notification out of retries: mark its row failed and tell the inbox what `failureNotice` says of the row (as
 * `load` reads it). A late dead letter for a notification that did go out changes nothing and tells no one.
 */
export async function notificationGaveUp<Row>(
  env: ConsumerEnv,
  id: number,
  {
    setStatus,
    load,
    failureNotice,
  }: {
    setStatus: SetNotificationStatus;
    load: (db: Db, id: number) => Promise<Row | undefined>;
    failureNotice: (id: number, row: Row | undefined) => FailureNotice;
  },
) {
  const db = getDb(bindings(env).db);
  if (!(await setStatus(db, id, "failed"))) return;
  await sendFailureNotice(env, failureNotice(id, await load(db, id)));
}
