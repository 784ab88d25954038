/** Catalogue tables: tariffs, their partners and services, promo codes, privilege services. */
import type { ColumnType, Generated } from 'kysely';
import type { RateType, ServiceUnit } from '../../../common/enums';
import type { CreatedAt, Timestamp } from './columns';

export interface RatesTable {
  id: Generated<string>;
  name: string;
  code_name: string;
  name_kk: string | null;
  name_en: string | null;
  description_kk: string | null;
  description_en: string | null;
  /** Unread since migration 0590 (template_id); dropped a release later. */
  template: string | null;
  /** F2, C12: the template the tariff's certificates print with. */
  template_id: string | null;
  description: string | null;
  cost: number;
  meter: Generated<boolean>;
  min_meter: number | null;
  period: Generated<number>;
  taxable: Generated<boolean>;
  auto_payment: Generated<boolean>;
  partial_payment: Generated<boolean>;
  post_payment: Generated<boolean>;
  rate_type: Generated<RateType>;
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
  unit: ServiceUnit | null;
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
  /** The generation job that made the code and its place in it (M6, migration 0520); null for a code made by hand. */
  promo_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  promo_file_seq: ColumnType<number | null, number | null | undefined, number | null>;
}

export type PromoFileKind = 'CERTIFICATES' | 'PROMO_CODES';
export type PromoFileStatus = 'CREATED' | 'IN_PROGRESS' | 'COMPLETED' | 'ERRORED';

/** A generation job (M6, migration 0520): what it makes, how far it got and which process holds it. */
export interface PromoFilesTable {
  id: Generated<string>;
  kind: PromoFileKind;
  rate_id: string;
  count: number;
  type: 'PERCENT' | 'FIX' | null;
  amount: number | null;
  all_use: Generated<number>;
  expires_at: Date | null;
  status: Generated<PromoFileStatus>;
  progress_percentage: Generated<number>;
  /** Codes written so far: the next chunk starts after it. */
  generated: Generated<number>;
  author_id: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PromoCodeRatesTable {
  promo_code_id: string;
  rate_id: string;
}

/** E9: a service given to one client outside their tariffs; `limit` is null exactly when unlimited. */
export interface PrivilegeServicesTable {
  id: Generated<string>;
  client_id: string;
  service_id: string | null;
  name: string;
  description: string | null;
  limit: number | null;
  unit: ServiceUnit | null;
  unlimited: boolean;
  bot: 'AUTOBOT' | null;
  created_by: string | null;
  created_at: CreatedAt;
}
