/** Table types for the query layer. Each migration that adds a table adds its type here. */
import type { ColumnType, Generated } from 'kysely';
import type { AgentType, Role } from '../../common/roles';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

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
  limit: Generated<number>;
  unit: string | null;
  solo: Generated<boolean>;
  bot: 'AUTOBOT' | null;
  is_dinamic: Generated<boolean>;
  max_limit: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RatesTable {
  id: Generated<string>;
  name: string;
  code_name: string;
  template: string | null;
  description: string | null;
  cost: number;
  meter: Generated<boolean>;
  min_meter: number | null;
  period: Generated<number>;
  taxable: Generated<boolean>;
  auto_payment: Generated<boolean>;
  partial_payment: Generated<boolean>;
  post_payment: Generated<boolean>;
  rate_type: Generated<string>;
  admin_comment: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RatePartnersTable {
  rate_id: string;
  partner_id: string;
  partner_price: number | null;
  commission: Generated<number>;
}

export interface RateServicesTable {
  rate_id: string;
  service_id: string;
  limit: number | null;
  unit: string | null;
  description: string | null;
  sort: Generated<number>;
}

export interface PromoCodesTable {
  id: Generated<string>;
  code: string;
  type: 'PERCENT' | 'FIX';
  amount: number;
  global: Generated<boolean>;
  /** How many times the code may be used in all; 0 means without limit. */
  all_use: Generated<number>;
  used: Generated<number>;
  expires_at: Date | null;
  created_at: CreatedAt;
}

export interface PromoCodeRatesTable {
  promo_code_id: string;
  rate_id: string;
}

export interface ClientsTable {
  id: Generated<string>;
  user_id: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  type: Generated<'INDIVIDUAL' | 'LEGAL'>;
  /** Legal entity details: company, inn, ogrn, postal, legal. */
  entity: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  address: string | null;
  money: Generated<number>;
  bonus: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface BlockReasonsTable {
  code: string;
  name_ru: string;
  name_kk: string;
  name_en: string;
  sort: Generated<number>;
}

export type CertificateStatus = 'PENDING' | 'ACTIVE' | 'CANCELLED';
export type PaymentType = 'SITE' | 'CABINET' | 'AGENT';

export interface CertificatesTable {
  id: Generated<string>;
  number: Generated<string>;
  rate_id: string | null;
  rate_name: string | null;
  client_id: string | null;
  client_name: string | null;
  agent_id: string | null;
  agent_name: string | null;
  partner_id: string | null;
  subdivision_id: string | null;
  type: Generated<string>;
  period: number;
  cost: number;
  promo_code_id: string | null;
  promo_discount: Generated<number>;
  bonus: Generated<number>;
  status: Generated<CertificateStatus>;
  start_date: Date | null;
  finish_date: Date | null;
  blocked: Generated<boolean>;
  blocked_type: string | null;
  block_date: Date | null;
  send_sms: Generated<boolean>;
  sold_online: Generated<boolean>;
  payment_type: Generated<PaymentType>;
  is_auto_pay: Generated<boolean>;
  credit: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  meter: number | null;
  company: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CertificateLimitsTable {
  certificate_id: string;
  service_id: string;
  /** null: without limit. */
  max_limit: number | null;
  used_limit: Generated<number>;
  used: Generated<boolean>;
  updated_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<string>;
  number: Generated<number>;
  certificate_id: string | null;
  client_id: string | null;
  cost: number;
  status: Generated<'CREATED' | 'PAID' | 'FAILED' | 'CANCELLED'>;
  payed: Generated<boolean>;
  pay_date: Date | null;
  payment_type: Generated<PaymentType>;
  issue: Generated<'SBERBANK' | 'BALANCE' | 'TINKOFF'>;
  auto_payment: Generated<boolean>;
  provider_order_id: string | null;
  payment_url: string | null;
  items: ColumnType<unknown[], string | undefined, string>;
  created_at: CreatedAt;
}

export interface CommentsTable {
  id: Generated<string>;
  client_id: string;
  author_id: string | null;
  agent_id: string | null;
  comment: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SandboxPaymentsTable {
  provider_order_id: string;
  provider: string;
  order_id: string;
  amount: number;
  description: string;
  return_url: string | null;
  status: Generated<'NEW' | 'CONFIRMED' | 'DECLINED'>;
  created_at: CreatedAt;
}

export interface PaymentReceiptsTable {
  id: Generated<string>;
  order_id: string;
  provider: string;
  provider_order_id: string;
  amount: number;
  paid_at: Generated<Date>;
}

export interface SmsLogTable {
  id: Generated<string>;
  phone: string;
  text: string;
  created_at: CreatedAt;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
}

/** An invitation to register as an agent of a partner (G6); `fields` are the registration fields it asks for. */
export interface InvitationsTable {
  id: Generated<string>;
  partner_id: string;
  subdivision_id: string | null;
  fields: ColumnType<string[], string | undefined, string>;
  blocked: Generated<boolean>;
  status: Generated<'DEFAULT' | 'SUCCESS' | 'FAILED'>;
  created_at: CreatedAt;
}

export type LoaderTaskStatus = 'CREATED' | 'IN_PROGRESS' | 'COMPLETED' | 'ERRORED';

export interface LoaderTasksTable {
  id: Generated<string>;
  partner_id: string;
  author_id: string | null;
  file_name: string;
  status: Generated<LoaderTaskStatus>;
  progress_percentage: Generated<number>;
  completed_tasks: Generated<number>;
  total_tasks: Generated<number>;
  result_file_id: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type RegistryKind = 'certificates';
export type RegistryStatus = 'PROCESSING' | 'COMPLETED' | 'ERRORED';

/** G4: an uploaded registry sheet and its counters. */
export interface RegistriesTable {
  id: Generated<string>;
  partner_id: string;
  kind: RegistryKind;
  file_id: string | null;
  file_name: string;
  status: Generated<RegistryStatus>;
  total_rows: Generated<number>;
  imported_rows: Generated<number>;
  refused_rows: Generated<number>;
  created_by: string | null;
  created_at: CreatedAt;
}

/** G4: one sheet row: imported (certificate_id) or refused (reason = a message key); data = the row's cells. */
export interface RegistryRowsTable {
  registry_id: string;
  row_number: number;
  status: 'IMPORTED' | 'REFUSED';
  certificate_id: string | null;
  reason: string | null;
  data: ColumnType<Record<string, string>, string, string>;
}

export interface DB {
  users: UsersTable;
  partners: PartnersTable;
  subdivisions: SubdivisionsTable;
  agents: AgentsTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_history: LoginHistoryTable;
  files: FilesTable;
  services: ServicesTable;
  rates: RatesTable;
  rate_partners: RatePartnersTable;
  rate_services: RateServicesTable;
  promo_codes: PromoCodesTable;
  promo_code_rates: PromoCodeRatesTable;
  clients: ClientsTable;
  block_reasons: BlockReasonsTable;
  certificates: CertificatesTable;
  certificate_limits: CertificateLimitsTable;
  orders: OrdersTable;
  comments: CommentsTable;
  sandbox_payments: SandboxPaymentsTable;
  payment_receipts: PaymentReceiptsTable;
  sms_log: SmsLogTable;
  email_outbox: EmailOutboxTable;
  invitations: InvitationsTable;
  loader_tasks: LoaderTasksTable;
  registries: RegistriesTable;
  registry_rows: RegistryRowsTable;
}
