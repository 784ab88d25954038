/** Message tables: the SMS and e-mail outbox (their logs) and the sends counted against the limits. */
import type { Generated } from 'kysely';
import type { MessageStatus } from '../../../common/enums';
import type { CreatedAt } from './columns';

export interface SmsLogTable {
  id: Generated<string>;
  phone: string;
  text: string;
  created_at: CreatedAt;
  status: Generated<MessageStatus>;
  provider: string | null;
  provider_id: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** When the worker next looks at it (an attempt, or the delivery report); null: nothing left to do. */
  next_attempt_at: Generated<Date | null>;
  lease_until: Date | null;
  sent_at: Date | null;
  updated_at: Generated<Date>;
  price: number | null;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
  status: Generated<MessageStatus>;
  provider: string | null;
  provider_id: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** When the worker next looks at it (an attempt, or the delivery report); null: nothing left to do. */
  next_attempt_at: Generated<Date | null>;
  lease_until: Date | null;
  sent_at: Date | null;
  updated_at: Generated<Date>;
}

/** One SMS or e-mail sent on someone's behalf (migration 0161): what the message rate limits count. */
export interface MessageSendsTable {
  id: Generated<string>;
  channel: 'sms' | 'email';
  certificate_id: string | null;
  sender_id: string | null;
  created_at: CreatedAt;
}
