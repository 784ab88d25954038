/** D2 credit instalments and the sandbox acquirer's saved cards (migration 0155). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

import type { InstalmentState } from '../../../common/enums';

export type { InstalmentState };

export interface CreditInstalmentsTable {
  certificate_id: string;
  number: number;
  /** A date column; read it as text (`due_date::text`), never through a Date in the process's time zone. */
  due_date: ColumnType<string, string, string>;
  amount: number;
  order_id: string | null;
  state: Generated<InstalmentState>;
  lease_until: Date | null;
  blocked_at: Date | null;
  lifted_at: Date | null;
  /** An admin's lift of the non-payment hold this instalment caused (migration 0370): the job holds no more for it. */
  waived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  waived_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SandboxSavedCardsTable {
  provider_order_id: string;
  provider: string;
  pan_mask: Generated<string>;
  revoked_at: Date | null;
  created_at: CreatedAt;
}
