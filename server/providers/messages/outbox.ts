/**
 * How the product sends a message (codes, payment links, bills, the sale's SMS): it is written to the outbox — the
 * SMS log or the e-mail outbox — as 'queued'; the insert enqueues its job (migration 0570), which the job queue's
 * message queues deliver through the configured gateway with retries (server/modules/messages). Sending never
 * waits for a provider, and a provider that is down loses nothing.
 */
import type { Db } from '../../db/database';
import { requestLog } from '../../ops/request-context';
import type { EmailMessage } from '../email/index';

export interface SmsProvider {
  /** Queues the SMS. */
  send(phone: string, text: string): Promise<void>;
}

export interface EmailProvider {
  /** Queues the e-mail. */
  send(message: EmailMessage): Promise<void>;
}

export class SmsOutbox implements SmsProvider {
  constructor(private readonly db: Db) {}

  async send(phone: string, text: string): Promise<void> {
    const { id } = await this.db.insertInto('sms_log').values({ phone, text }).returning('id').executeTakeFirstOrThrow();
    // under the request's id: the line that ties a sale's SMS to the request it was sent for
    requestLog()?.info({ sms: id }, 'SMS queued');
  }
}

export class EmailOutbox implements EmailProvider {
  constructor(private readonly db: Db) {}

  async send({ to, subject, body }: EmailMessage): Promise<void> {
    const { id } = await this.db.insertInto('email_outbox').values({ recipient: to, subject, body }).returning('id').executeTakeFirstOrThrow();
    requestLog()?.info({ email: id }, 'e-mail queued');
  }
}
