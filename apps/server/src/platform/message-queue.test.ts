import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { createTestDatabase } from '../test/database.ts';
import { MAX_SEND_ATTEMPTS, MessageQueue } from './message-queue.ts';
import type { Notifier, OutgoingMessage } from './notifier.ts';

let database: Database;
const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.query('DELETE FROM message_queue');
  await database.query('DELETE FROM outbox');
});

const message = (to: string): OutgoingMessage => ({ channel: 'email', to, subject: 'Subject', body: 'Body' });

/** A notifier that records what it sends, or fails while `failing` is set. */
function recorder() {
  const sent: string[] = [];
  const state = { failing: false };
  const notifier: Notifier = {
    send: async (outgoing) => {
      if (state.failing) throw new Error('SMTP server unreachable');
      sent.push(outgoing.to);
    },
  };
  return { sent, state, notifier };
}

const queued = () =>
  database.query<{ recipient: string; attempts: number; last_error: string | null; due: boolean }>(
    'SELECT recipient, attempts, last_error, next_attempt_at <= now() AS due FROM message_queue ORDER BY id',
  );

describe('the message queue', () => {
  it('sends what a committed change queued, and nothing of a change that rolled back', async () => {
    const { sent, notifier } = recorder();
    const queue = new MessageQueue(database.db, notifier, log);
    await inTransaction(database.db, (tx) => queue.add(tx, [message('a@example.com'), message('b@example.com')]));
    await expect(
      inTransaction(database.db, async (tx) => {
        await queue.add(tx, [message('rolled-back@example.com')]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queue.deliver()).toBe(2);
    expect(sent).toEqual(['a@example.com', 'b@example.com']);
    expect(await queued()).toEqual([]);
    expect(await queue.deliver()).toBe(0);
  });

  it('keeps a message the notifier refused, and sends it once it is due again', async () => {
    const { sent, state, notifier } = recorder();
    const queue = new MessageQueue(database.db, notifier, log);
    await inTransaction(database.db, (tx) => queue.add(tx, [message('later@example.com')]));
    state.failing = true;
    expect(await queue.deliver()).toBe(0);
    expect(await queued()).toEqual([
      { recipient: 'later@example.com', attempts: 1, last_error: 'Error: SMTP server unreachable', due: false },
    ]);
    state.failing = false;
    expect(await queue.deliver()).toBe(0);
    await database.query("UPDATE message_queue SET next_attempt_at = now() - interval '1 second'");
    expect(await queue.deliver()).toBe(1);
    expect(sent).toEqual(['later@example.com']);
    expect(await queued()).toEqual([]);
  });

  it('gives a message up after the last attempt, keeping it for an operator', async () => {
    const { state, notifier } = recorder();
    state.failing = true;
    const queue = new MessageQueue(database.db, notifier, log);
    await inTransaction(database.db, (tx) => queue.add(tx, [message('never@example.com')]));
    await database.query(`UPDATE message_queue SET attempts = ${MAX_SEND_ATTEMPTS - 1}`);
    expect(await queue.deliver()).toBe(0);
    await database.query("UPDATE message_queue SET next_attempt_at = now() - interval '1 second'");
    state.failing = false;
    expect(await queue.deliver()).toBe(0);
    expect(await queued()).toMatchObject([{ recipient: 'never@example.com', attempts: MAX_SEND_ATTEMPTS }]);
  });

  it('sends each message once when two deliveries run at once', async () => {
    const { sent, notifier } = recorder();
    const queue = new MessageQueue(database.db, notifier, log);
    const many = Array.from({ length: 20 }, (_, index) => message(`m${index}@example.com`));
    await inTransaction(database.db, (tx) => queue.add(tx, many));
    const counts = await Promise.all([queue.deliver(), queue.deliver(), queue.deliver()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(20);
    expect([...sent].sort()).toEqual(many.map((m) => m.to).sort());
  });
});
