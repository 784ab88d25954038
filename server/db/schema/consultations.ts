import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns';

export type ChatLine = 'CONSULTATION' | 'SUPPORT';
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** I1–I5: a consultation (a client's) or a support thread (an agent's) (migration 0540). */
export interface ConsultationsTable {
  id: Generated<string>;
  line: ChatLine;
  author_id: string;
  category_id: string | null;
  status: Generated<'OPEN' | 'CLOSED'>;
  answered: Generated<boolean>;
  last_message_at: Timestamp;
  last_author_message_at: MaybeTime;
  last_operator_message_at: MaybeTime;
  author_read_at: MaybeTime;
  operator_read_at: MaybeTime;
  closed_at: MaybeTime;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A message of a thread; `seq` orders the thread and is its pages' keyset (migration 0540). */
export interface ConsultationMessagesTable {
  id: Generated<string>;
  seq: ColumnType<string, never, never>;
  consultation_id: string;
  author_id: string;
  is_operator: boolean;
  text: string;
  idempotency_key: string;
  created_at: CreatedAt;
}

/** A file uploaded for a thread; held by its uploader (message_id null) until a message takes it (migration 0540). */
export interface ConsultationFilesTable {
  id: Generated<string>;
  file_id: string;
  uploaded_by: string;
  line: ChatLine;
  consultation_id: string | null;
  message_id: string | null;
  name: string;
  extension: string;
  size: number;
  created_at: CreatedAt;
}
