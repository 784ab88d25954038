import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { readPage } from '../../http/list';
import { instalmentsOf } from '../instalments/schedule';
import type { ClientOrdersQuery } from './schemas';

type OrderRow = {
  id: string;
  number: number;
  created_at: Date;
  cost: number;
  status: string;
  pay_date: Date | null;
  issue: string;
  payment_type: string;
  certificate_id: string | null;
  items: unknown[];
};

interface StoredItem {
  type?: string;
  name?: string;
  cost?: number;
  certificate_id?: string;
  service_id?: string;
  period?: number;
}

export function toClientOrder(row: OrderRow) {
  const items = (row.items as StoredItem[]).map((item) => ({
    type: item.type ?? 'certificate',
    name: item.name ?? '',
    cost: Number(item.cost ?? 0),
    ...(item.certificate_id ? { certificate_id: item.certificate_id } : {}),
    ...(item.service_id ? { service_id: item.service_id } : {}),
    ...(item.period ? { period: item.period } : {}),
  }));
  return {
    id: row.id,
    number: row.number,
    created_at: row.created_at.toISOString(),
    cost: row.cost,
    status: row.status,
    pay_date: row.pay_date?.toISOString() ?? null,
    issue: row.issue,
    payment_type: row.payment_type,
    certificate_id: row.certificate_id,
    items,
    payable: row.status !== 'PAID' && row.status !== 'CANCELLED',
    receipt: row.status === 'PAID',
  };
}

export const orderColumns = [
  'orders.id',
  'orders.number',
  'orders.created_at',
  'orders.cost',
  'orders.status',
  'orders.pay_date',
  'orders.issue',
  'orders.payment_type',
  'orders.certificate_id',
  'orders.items',
] as const;

/** K2: the client's orders, newest first (or oldest with order=ASC). */
export async function listClientOrders(db: Db, clientId: string | null, query: ClientOrdersQuery) {
  if (!clientId) return { data: [], total: 0, perPage: query.perPage, page: query.page };
  const base = db.selectFrom('orders').where('orders.client_id', '=', clientId);
  const page = await readPage(
    query,
    base.select(orderColumns).orderBy('orders.created_at', query.order === 'ASC' ? 'asc' : 'desc').orderBy('orders.number', 'desc'),
    base.select((eb) => eb.fn.countAll<number>().as('total')),
  );
  return { ...page, data: page.data.map(toClientOrder) };
}

/** K2 (/order/certificates): the credit instalments of the client's certificates, by due date. */
export async function listClientInstalments(db: Db, clientId: string | null) {
  if (!clientId) return { data: [], total: 0 };
  const certificates = await db
    .selectFrom('certificates')
    .select(['id', 'number'])
    .where('client_id', '=', clientId)
    .where(sql<boolean>`exists (select 1 from credit_instalments i where i.certificate_id = certificates.id)`)
    .orderBy('number')
    .execute();
  const lists = await Promise.all(
    certificates.map(async (certificate) =>
      (await instalmentsOf(db, certificate.id)).map((instalment) => ({
        ...instalment,
        id: `${certificate.id}:${instalment.number}`,
        certificate_id: certificate.id,
        certificate_number: certificate.number,
      })),
    ),
  );
  const data = lists.flat().sort((a, b) => a.due_date.localeCompare(b.due_date) || a.number - b.number);
  return { data, total: data.length };
}
