import type { Transaction } from 'kysely';
import { isServiceUnit } from '../../../common/enumRegistry';
import type { ServiceUnit } from '../../../common/enums';
import { sum } from '../../../common/money';
import type { DB } from '../../db/schema';
import { badRequest } from '../../http/errors';

/** What an order's item remembers of a bought service: the callback gives the client exactly this. */
export interface ServiceItem {
  type: 'service';
  service_id: string;
  name: string;
  description: string | null;
  cost: number;
  limit: number | null;
  unit: ServiceUnit | null;
  bot: 'AUTOBOT' | null;
}

/** Additional services sold on their own (solo), priced from the catalogue row, never from the body (D6/services). */
export async function serviceItems(tx: Transaction<DB>, ids: string[]): Promise<ServiceItem[]> {
  if (!ids.length) return [];
  const rows = await tx.selectFrom('services').select(['id', 'name', 'description', 'cost', 'limit', 'unit', 'bot', 'solo']).where('id', 'in', ids).execute();
  return ids.map((id, index) => {
    const row = rows.find((service) => service.id === id);
    if (!row?.solo) throw badRequest({ [`services.${index}.id`]: 'cabinet.serviceNotSold' }, 'cabinet.serviceNotSold');
    // a service without a unit is unlimited (F7): its count is not kept
    const limit = row.unit ? row.limit : null;
    return { type: 'service', service_id: row.id, name: row.name, description: row.description, cost: row.cost, limit, unit: row.unit, bot: row.bot };
  });
}

/** One order for the services of a basket, waiting for payment; no certificate behind it. */
export async function insertServiceOrder(tx: Transaction<DB>, clientId: string, items: ServiceItem[], paymentType: 'CABINET') {
  const order = await tx
    .insertInto('orders')
    .values({
      certificate_id: null,
      client_id: clientId,
      cost: sum(items.map((item) => item.cost)),
      payment_type: paymentType,
      items: JSON.stringify(items),
      pay_date: null,
      provider_order_id: null,
      payment_url: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
}

/** After payment: the services bought become the client's own options (E9 privilege services without an author). */
export async function grantBoughtServices(tx: Transaction<DB>, order: { client_id: string | null; items: unknown[] }) {
  const bought = order.items.filter((item): item is ServiceItem => (item as { type?: string }).type === 'service');
  if (!bought.length || !order.client_id) return;
  await tx
    .insertInto('privilege_services')
    .values(
      bought.map((item) => ({
        client_id: order.client_id!,
        service_id: item.service_id,
        name: item.name,
        description: item.description,
        limit: item.limit,
        // an order's items keep what the service was when it was asked (migration 0431 reworded the unpaid ones)
        unit: item.unit === null || isServiceUnit(item.unit) ? item.unit : 'USE',
        unlimited: item.limit === null,
        bot: item.bot,
        created_by: null,
      })),
    )
    .execute();
}
