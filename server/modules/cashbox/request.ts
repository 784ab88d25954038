/** M4: what the register is sent for one receipt, from its row and its order (the lines are the order's items). */
import type { Db } from '../../db/database';
import type { FiscalReceiptRequest } from '../../providers/fiscal/types';
import { linesOf } from './queue';

export async function requestOf(db: Db, id: string): Promise<FiscalReceiptRequest> {
  const row = await db
    .selectFrom('fiscal_receipts as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.kind', 'r.vat', 'r.customer', 'r.created_at', 'r.rate_name', 'r.amount_kopecks', 'o.number', 'o.items', 'o.cost'])
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
  const lines = linesOf(row, row.vat, row.rate_name);
  const customer = row.customer?.includes('@') ? { email: row.customer } : row.customer ? { phone: row.customer } : {};
  return { externalId: row.id, kind: row.kind, createdAt: row.created_at, customer, lines, totalKopecks: row.amount_kopecks };
}
