/** Payment tables: orders, the acquirers' sessions and callbacks, receipts, the sandboxes' payments and refunds. */
import type { ColumnType, Generated } from 'kysely';
import type { OrderIssue, OrderStatus, PaymentType } from '../../../common/enums';
import type { CreatedAt } from './columns';

export interface OrdersTable {
  id: Generated<string>;
  number: Generated<number>;
  certificate_id: string | null;
  client_id: string | null;
  cost: number;
  status: Generated<OrderStatus>;
  payed: Generated<boolean>;
  pay_date: Date | null;
  payment_type: Generated<PaymentType>;
  issue: Generated<OrderIssue>;
  auto_payment: Generated<boolean>;
  provider_order_id: string | null;
  payment_url: string | null;
  items: ColumnType<unknown[], string | undefined, string>;
  created_at: CreatedAt;
}

export interface SandboxPaymentsTable {
  provider_order_id: string;
  provider: string;
  order_id: string;
  amount: number;
  description: string;
  return_url: string | null;
  status: Generated<'NEW' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED'>;
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

/** A session opened at an acquirer for an order (migration 0160); at most one OPEN per order. */
export interface PaymentSessionsTable {
  provider: string;
  provider_order_id: string;
  order_id: string;
  amount: number;
  payment_url: string | null;
  status: Generated<'OPEN' | 'SUPERSEDED' | 'PAID' | 'FAILED' | 'REFUNDED'>;
  created_at: CreatedAt;
}

/** Every signed acquirer callback with what we did with it. */
export interface PaymentCallbacksTable {
  id: Generated<string>;
  provider: string;
  provider_order_id: string;
  status: string;
  amount: number;
  outcome: string;
  created_at: CreatedAt;
}

/** The sandbox acquirer's refunds, for tests and demos to read. */
export interface SandboxRefundsTable {
  id: Generated<string>;
  provider: string;
  provider_order_id: string;
  amount: number;
  reason: string;
  created_at: CreatedAt;
}

/** A fiscal receipt of the online cash desk (M4, migration 0500): queued, sent to the register, then DONE or FAILED. */
export interface FiscalReceiptsTable {
  id: Generated<string>;
  number: Generated<number>;
  kind: 'SELL' | 'SELL_REFUND';
  /** The money it is for: `order:<id>` or `session:<provider>:<provider order id>`; one receipt per kind. */
  payment: string;
  order_id: string;
  refund_of: string | null;
  rate_name: string;
  amount_kopecks: number;
  vat: 'VAT20' | 'NONE';
  vat_kopecks: number;
  customer: string | null;
  status: Generated<'QUEUED' | 'SENT' | 'DONE' | 'FAILED'>;
  provider: string | null;
  provider_id: string | null;
  fiscal: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  receipt_url: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_by: string | null;
  created_at: CreatedAt;
  registered_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
