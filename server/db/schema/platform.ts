/** Platform tables: users, partners, subdivisions, agents, sessions, login history, files, services. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns';
import type { AgentType, Role } from '../../../common/roles';
import type { ServiceUnit } from '../../../common/enums';

export interface UsersTable {
  id: Generated<string>;
  login: string | null;
  phone: string | null;
  email: string | null;
  name: string;
  password_hash: string | null;
  roles: Role[];
  blocked: Generated<boolean>;
  is_new_user: Generated<boolean>;
  is_not_full_profile: Generated<boolean>;
  /** The client's mandatory profile form (K1): surname, patronymic, city, street, house, flat. */
  profile: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** G11: when an agent of the click programme partner accepted the programme's terms. */
  click_consent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** For PARTNER users (cpa cabinet): their partner. */
  partner_id: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PartnersTable {
  id: Generated<string>;
  name: string;
  type: string | null;
  reward: Generated<number>;
  parent_id: string | null;
  /** G11: the click programme partner (at most one); its id is the profile's partnerClickId. */
  click_program: Generated<boolean>;
  /** G1: its registries may be uploaded (migration 0413). */
  upload: Generated<boolean>;
  created_at: CreatedAt;
}

export interface SubdivisionsTable {
  id: Generated<string>;
  partner_id: string;
  name: string;
  parent_id: string | null;
  created_at: CreatedAt;
}

export interface AgentsTable {
  id: Generated<string>;
  user_id: string;
  partner_id: string | null;
  subdivision_id: string | null;
  type: AgentType;
  is_manager: Generated<boolean>;
  created_at: CreatedAt;
}

/** A sign-in: a family of refresh tokens. Revoking it ends every token of the family. */
export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  revoked_at: Date | null;
  revoke_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface LoginHistoryTable {
  id: Generated<string>;
  user_id: string | null;
  input: string;
  ip: string | null;
  host: string | null;
  success: boolean;
  /** Refused by the throttle before the password was checked. */
  throttled: Generated<boolean>;
  /** What checked the password: a sign-in, or the current password of a password change. */
  kind: Generated<'sign_in' | 'password_change'>;
  created_at: CreatedAt;
}

/** Uploaded files live in the database so that every server process serves the same data. */
export interface FilesTable {
  id: Generated<string>;
  owner_kind: string;
  owner_id: string | null;
  original_name: string;
  mime: string;
  size: number;
  data: Buffer;
  created_at: CreatedAt;
}

export interface ServicesTable {
  id: Generated<string>;
  name: string;
  description: string | null;
  cost: Generated<number>;
  name_kk: string | null;
  name_en: string | null;
  description_kk: string | null;
  description_en: string | null;
  limit: Generated<number>;
  unit: ServiceUnit | null;
  solo: Generated<boolean>;
  bot: 'AUTOBOT' | null;
  is_dinamic: Generated<boolean>;
  max_limit: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** One change made through /gw (migration 0460): append-only, the database refuses UPDATE and DELETE. */
export interface AuditLogTable {
  id: Generated<string>;
  created_at: CreatedAt;
  user_id: string | null;
  user_name: string | null;
  ip: string | null;
  resource: string;
  record_id: string;
  action: 'create' | 'update' | 'delete';
  /** The changed fields: { field: { before, after } }; secrets appear as '***'. */
  changes: Generated<unknown>;
}
