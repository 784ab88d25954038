/**
 * How the product sends a message (codes, payment links, bills, the sale's SMS): it is written to the outbox — the
 * SMS log or the e-mail outbox — as 'queued', and the worker (server/modules/messages) delivers it through the
 * configured gateway with retries. Sending never waits for a provider, and a provider that is down loses nothing.
 */
import { requestLog } from '../../ops/request-context';
import type { Db } from '../../db/database';
import type { EmailMessage } from '../email/index';

export interface SmsProvider {
  /** Queues the SMS. */
  send(phone: string, text: string): Promise<void>;
}

export interface EmailProvider {
  /** Queues the e-mail. */
  send(message: EmailMessage): Promise<void>;
}

type Listener = () => void;

/** Tells the worker of this process that something was queued, so it goes out now rather than at the next scan. */
export class QueueSignal {
  private readonly listeners = new Set<Listener>();

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  queued(): void {
    for (const listener of this.listeners) listener();
  }
}

export class SmsOutbox implements SmsProvider {
  constructor(private readonly db: Db, private readonly signal: QueueSignal) {}

  async send(phone: string, text: string): Promise<void> {
    const { id } = await this.db.insertInto('sms_log').values({ phone, text }).returning('id').executeTakeFirstOrThrow();
    requestLog()?.info({ sms: id }, 'SMS queued');
    this.signal.queued();
  }
}

export class EmailOutbox implements EmailProvider {
  constructor(private readonly db: Db, private readonly signal: QueueSignal) {}

  async send({ to, subject, body }: EmailMessage): Promise<void> {
    const { id } = await this.db.insertInto('email_outbox').values({ recipient: to, subject, body }).returning('id').executeTakeFirstOrThrow();
    requestLog()?.info({ email: id }, 'e-mail queued');
    this.signal.queued();
  }
}
