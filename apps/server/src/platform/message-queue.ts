import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messageQueue } from '../db/schema/index.ts';
import { rowsOf } from '../db/transaction.ts';
import type { Notifier, OutgoingMessage } from './notifier.ts';

/** How long a claimed message is held for the attempt under way before another process may try it. */
const LEASE = sql`interval '5 minutes'`;
/** After this many failed attempts a message is left in the queue for an operator, and logged. */
export const MAX_SEND_ATTEMPTS = 10;
/** How often the scheduled job sends what is due. */
export const MESSAGE_RETRY_INTERVAL_MS = 60_000;

interface QueuedRow {
  id: string | number;
  channel: OutgoingMessage['channel'];
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

/**
 * Mail and texts that must not be lost (a transactional outbox, docs/decisions/0086): a change adds its messages in its
 * own transaction, and they are sent after the commit by `deliver`; what fails then is tried again by the scheduled job
 * after 1, 2, 4 ... minutes (at most 6 hours apart), up to MAX_SEND_ATTEMPTS times.
 */
export class MessageQueue {
  constructor(
    private readonly db: Db,
    private readonly notifier: Notifier,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Writes messages in the caller's transaction: they exist, and go out, only if it commits. */
  async add(tx: Db, messages: OutgoingMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await tx.insert(messageQueue).values(
      messages.map((message) => ({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.body,
      })),
    );
  }

  /**
   * Sends the messages that are due. Each is claimed first (its next attempt moved past a lease, in one statement that
   * skips rows another process holds), so no two processes send it at once; a sent one is removed. Never throws: a
   * failure is logged and waits for the next attempt. Answers how many went out.
   */
  async deliver(limit = 50): Promise<number> {
    let claimed: QueuedRow[];
    try {
      claimed = rowsOf<QueuedRow>(
        await this.db.execute(sql`
          UPDATE message_queue SET attempts = attempts + 1, next_attempt_at = now() + ${LEASE}
          WHERE id IN (
            SELECT id FROM message_queue
            WHERE next_attempt_at <= now() AND attempts < ${MAX_SEND_ATTEMPTS}
            ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING id, channel, recipient, subject, body, attempts`),
      );
    } catch (error) {
      this.log.error({ err: error }, 'queued messages could not be read; they wait for the next run');
      return 0;
    }
    let sent = 0;
    for (const row of claimed) {
      const id = Number(row.id);
      try {
        await this.notifier.send({ channel: row.channel, to: row.recipient, subject: row.subject, body: row.body });
        await this.db.execute(sql`DELETE FROM message_queue WHERE id = ${id}`);
        sent++;
      } catch (error) {
        const last = row.attempts >= MAX_SEND_ATTEMPTS;
        this.log.error(
          { err: error, messageId: id, attempts: row.attempts },
          last ? 'message not sent; no more attempts' : 'message not sent; it is tried again later',
        );
        const delayMinutes = Math.min(2 ** (row.attempts - 1), 360);
        await this.db
          .execute(
            sql`UPDATE message_queue SET last_error = ${String(error).slice(0, 500)},
                next_attempt_at = now() + make_interval(mins => ${delayMinutes}) WHERE id = ${id}`,
          )
          .catch((cause: unknown) => this.log.error({ err: cause, messageId: id }, 'message failure not recorded'));
      }
    }
    return sent;
  }
}
