import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** An email address or a phone number. */
  to: string;
  subject: string;
  body: string;
}

/** Sends mail and SMS. Services never know whether a message went out by SMTP or into the outbox. */
export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}

/** The dev outbox: every message becomes a row that developers and tests read. */
export class OutboxNotifier implements Notifier {
  constructor(private readonly database: Database) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.database.db.insert(outbox).values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.body,
    });
  }
}

/** Mail by SMTP; SMS has no provider yet, so it goes to the outbox with a warning. */
export class SmtpNotifier implements Notifier {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly fallback: Notifier,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel === 'sms') {
      this.log.warn('no SMS provider is configured: the message was written to the outbox');
      return this.fallback.send(message);
    }
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.body });
  }
}

export function createNotifier(
  config: { smtpUrl: string | undefined; mailFrom: string },
  database: Database,
  log: FastifyBaseLogger,
): Notifier {
  const outboxNotifier = new OutboxNotifier(database);
  return config.smtpUrl ? new SmtpNotifier(config.smtpUrl, config.mailFrom, outboxNotifier, log) : outboxNotifier;
}
