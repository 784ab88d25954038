import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns';

/** K4: the work instruction in one language, sanitized HTML. */
export interface WorkInstructionsTable {
  lang: 'ru' | 'kk' | 'en';
  html: string;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** K5: a client's telegram binding: a pending one-time token, then the chat it bound. */
export interface TelegramBindingsTable {
  id: Generated<string>;
  client_id: string;
  token: string | null;
  token_expires_at: Timestamp | null;
  chat_id: string | null;
  bound_at: Timestamp | null;
  created_at: CreatedAt;
}

/** K6: a standard document's metadata; its bytes live in the document store named by `store`. */
export interface StandardDocumentsTable {
  id: Generated<string>;
  title: string;
  file_name: string;
  mime: string;
  size: number;
  store: 'database' | 'webdav';
  store_key: string;
  created_at: CreatedAt;
}
