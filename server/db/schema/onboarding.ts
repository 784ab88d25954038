/** Onboarding tables: one-time codes, bank sign-in requests and links, the sandbox bank's codes. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

type NullableTime = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** email: a registration proving the address it gives (0365); signature: a sign order's confirmation (0510). */
export type CodePurpose = 'registration' | 'join' | 'recovery' | 'email' | 'signature';

export interface AuthCodesTable {
  id: Generated<string>;
  purpose: CodePurpose;
  /** What the send limits count by: the phone digits, the account's id for recovery, the lower-case address for email. */
  target: string;
  phone: string | null;
  user_id: string | null;
  partner_id: string | null;
  code_hash: string;
  attempts: Generated<number>;
  ip: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  confirmed_at: NullableTime;
  used_at: NullableTime;
  created_at: CreatedAt;
}

export interface OAuthRequestsTable {
  state: string;
  provider: string;
  code_verifier: string;
  /** sha256 of the value in the starting browser's cookie (oauth/browser-binding.ts). */
  browser_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTime;
  created_at: CreatedAt;
}

export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  created_at: CreatedAt;
}

export interface SandboxBankCodesTable {
  code_hash: string;
  person_id: string;
  redirect_uri: string;
  code_challenge: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTime;
  created_at: CreatedAt;
}
