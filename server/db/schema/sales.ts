/** Sales tables: clients, certificates with their holds, names and limits, comments, the sales rollup. */
import type { ColumnType, Generated } from 'kysely';
import type { BlockAuthority, CertificateStatus, CertificateStoredStatus, PaymentType } from '../../../common/enums';
import type { ClientType } from '../../../common/resources/clients';
import type { CreatedAt, Timestamp } from './columns';

export interface ClientsTable {
  id: Generated<string>;
  user_id: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  /** When the person proved the address with a code sent to it; null for an address typed by staff or unproven (0365). */
  email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  type: Generated<ClientType>;
  /** Legal entity details: company, inn, ogrn, postal, legal. */
  entity: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  address: string | null;
  money: Generated<number>;
  bonus: Generated<number>;
  /** Issue 27 (G11): the partner whose storefront link brought the client, set once by the server (0440). */
  referral_partner_id: ColumnType<string | null, string | null | undefined, string | null>;
  referred_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
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

export type { BlockAuthority, CertificateStatus, PaymentType };

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
  /** The partner's commission (%) of the tariff link when sold (migration 0140); the reward is taken on it. */
  commission: number;
  promo_code_id: string | null;
  promo_discount: Generated<number>;
  bonus: Generated<number>;
  status: Generated<CertificateStoredStatus>;
  start_date: Date | null;
  finish_date: Date | null;
  blocked: Generated<boolean>;
  blocked_type: string | null;
  block_date: Date | null;
  /** Who set the block and with what authority (migration 0165); null for blocks older than the record. */
  blocked_by: ColumnType<string | null, string | null | undefined, string | null>;
  blocked_by_role: ColumnType<BlockAuthority | null, BlockAuthority | null | undefined, BlockAuthority | null>;
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

/**
 * One hold on a certificate per authority (migration 0370, issue 23): the certificate is blocked while any is left;
 * its block fields show the strongest (certificates/holds.ts). SYSTEM is the non-payment job's.
 */
export interface CertificateHoldsTable {
  certificate_id: string;
  authority: BlockAuthority;
  reason: string | null;
  held_since: Date | null;
  held_by: string | null;
}

/** The distinct client and agent names of the certificates, with how many carry each (migration 0120, kept by triggers). */
export interface CertificateNamesTable {
  field: 'client' | 'agent';
  name: string;
  /** lower(name), for case-insensitive search on its trigram index. */
  key: Generated<string>;
  certificates: number;
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

export interface CommentsTable {
  id: Generated<string>;
  client_id: string;
  author_id: string | null;
  agent_id: string | null;
  /** The partner its author wrote it within (migration 0380); sellers of that partner read it. */
  partner_id: ColumnType<string | null, string | null | undefined, string | null>;
  comment: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** L1 figures per bucket × scope × dimension (migration 0245, kept by triggers on certificates). */
export interface SalesRollupTable {
  /** n: the network (scope_id nil), p: a partner, s: a subdivision (without its descendants), a: an agent. */
  scope: 'n' | 'p' | 's' | 'a';
  scope_id: string;
  /** d: bucket is a UTC day; m: the first day of a month; y: the first day of a year (migration 0350). */
  grain: 'd' | 'm' | 'y';
  /** t: total (day grain only), r: tariff, p: partner, a: agent. */
  dim: 't' | 'r' | 'p' | 'a';
  bucket: string;
  dim_id: string | null;
  dim_name: string;
  certificates: string;
  brutto: string;
  total_cost: string;
  reward: string;
}
