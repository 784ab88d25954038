/** Message tables: the SMS and e-mail outbox (their logs) and the sends counted against the limits. */
import type { Generated } from 'kysely';
import type { MessageStatus } from '../../../common/enums';
import type { CreatedAt } from './columns';

/** What the outbox worker keeps of a queued SMS or e-mail: its delivery state (migration 0480). */
interface OutboxColumns {
  id: Generated<string>;
  created_at: CreatedAt;
  status: Generated<MessageStatus>;
  provider: string | null;
  provider_id: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** When its job next looks at it (an attempt, or the delivery report); null: nothing left to do. */
  next_attempt_at: Generated<Date | null>;
  sent_at: Date | null;
  updated_at: Generated<Date>;
}

export interface SmsLogTable extends OutboxColumns {
  phone: string;
  text: string;
  price: number | null;
}

export interface EmailOutboxTable extends OutboxColumns {
  recipient: string;
  subject: string;
  body: string;
}

/** One SMS or e-mail sent on someone's behalf (migration 0161): what the message rate limits count. */
export interface MessageSendsTable {
  id: Generated<string>;
  channel: 'sms' | 'email';
  certificate_id: string | null;
  sender_id: string | null;
  created_at: CreatedAt;
}
