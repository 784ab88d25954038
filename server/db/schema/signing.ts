/** M5: document signing (migration 0510). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

type NullableTime = ColumnType<Date | null, Date | null | undefined, Date | null>;

export type SignStatus = 'SENT' | 'APPLIED' | 'DECLINED' | 'EXPIRED';

export interface SignOrdersTable {
  id: Generated<string>;
  status: Generated<SignStatus>;
  phone: string;
  name: string | null;
  email: string | null;
  user_id: string | null;
  sender_id: string | null;
  /** SHA-256 of the link's random token: the link is never derived from the id, and a copy of the table does not give it. */
  token_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  code_id: string | null;
  /** The confirming code's HMAC as auth_codes keeps it, never the code. */
  code_hash: string | null;
  signed_at: NullableTime;
  declined_at: NullableTime;
  sign_ip: string | null;
  sign_user_agent: string | null;
  sheet_file_id: string | null;
  created_at: CreatedAt;
}

export interface SignOrderFilesTable {
  order_id: string;
  file_id: string;
  position: number;
  sha256: string;
}
