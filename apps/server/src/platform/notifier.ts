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

/** Mail by SMTP. */
class SmtpNotifier implements Notifier {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.body });
  }
}

/**
 * SMS through an HTTP gateway: a JSON POST `{ to, text }` with an optional bearer token, the shape most SMS APIs
 * (or a small adapter in front of one) take. A refused message is an error, not a silent loss.
 */
export class HttpSmsNotifier implements Notifier {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to: message.to, text: message.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

/** Mail and SMS each by their configured service, or into the outbox when it is not configured. */
export class ChannelNotifier implements Notifier {
  constructor(private readonly channels: Record<OutgoingMessage['channel'], Notifier>) {}

  send(message: OutgoingMessage): Promise<void> {
    return this.channels[message.channel].send(message);
  }
}

export function createNotifier(
  config: {
    smtpUrl: string | undefined;
    mailFrom: string;
    smsGatewayUrl?: string | undefined;
    smsGatewayToken?: string | undefined;
  },
  database: Database,
  log: FastifyBaseLogger,
): Notifier {
  const outboxNotifier = new OutboxNotifier(database);
  if (!config.smsGatewayUrl && config.smtpUrl) log.warn('no SMS_GATEWAY_URL: text messages go to the outbox');
  return new ChannelNotifier({
    email: config.smtpUrl ? new SmtpNotifier(config.smtpUrl, config.mailFrom) : outboxNotifier,
    sms: config.smsGatewayUrl ? new HttpSmsNotifier(config.smsGatewayUrl, config.smsGatewayToken) : outboxNotifier,
  });
}
