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
