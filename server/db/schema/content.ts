import type { ColumnType, Generated } from 'kysely';
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

/** M9: one row of the customs (FTS) commission table (migration 0475). */
export interface FtsCommissionRow {
  from: number;
  percent: number;
  fixed: number;
}

/** M9: the general and customs settings, a single row (migration 0475). */
export interface SettingsTable {
  id: Generated<boolean>;
  bonus_money: Generated<number>;
  bonus_rate: Generated<number>;
  fts_commission: ColumnType<FtsCommissionRow[], string | undefined, string>;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** M9: what a paid order accrued to its client's bonus, under the settings of that moment (migration 0475). */
export interface BonusAccrualsTable {
  order_id: string;
  client_id: string;
  points: number;
  order_amount: number;
  bonus_rate: number;
  bonus_money: number;
  created_at: CreatedAt;
}
