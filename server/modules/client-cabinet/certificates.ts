import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { instalmentsOf } from '../instalments/schedule';
import { isActive } from '../clients/certificates';
import { statusOf } from '../certificates/status';
import { activeServiceLimits, limitsWithServices, privilegeService, shownLimit, tariffService } from '../certificates/service-limits';
import { orderColumns, toClientOrder } from './orders';
import type { Language } from '../../i18n/messages';
import { soldRateName, translated } from '../../i18n/translated';
import type { ClientCertificateCard } from './schemas';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** C13 → C6 for a client: the certificate with its services, limits and what is used, validity and payments. */
export async function clientCertificateCard(db: Db, id: string, language: Language = 'ru'): Promise<ClientCertificateCard> {
  const row = await db
    .selectFrom('certificates')
    .select(['id', 'number', soldRateName('certificates', language).as('rate_name'), 'blocked', 'period', 'cost', 'start_date', 'finish_date', 'client_id', isActive.as('active'), statusOf().as('status')])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const [limits, orders, instalments] = await Promise.all([
    limitsWithServices(db, id).select(['s.id', translated('s.name', language).as('name'), 's.unit', 'l.max_limit', 'l.used_limit']).execute(),
    // the certificate's own orders and the basket orders that list it
    db
      .selectFrom('orders')
      .select(orderColumns)
      .where((eb) => eb.or([eb('orders.certificate_id', '=', id), sql<boolean>`orders.items @> ${JSON.stringify([{ certificate_id: id }])}::jsonb`]))
      .orderBy('orders.created_at', 'desc')
      .execute(),
    instalmentsOf(db, id),
  ]);
  return {
    id: row.id,
    number: row.number,
    rate_name: row.rate_name,
    status: row.status,
    active: Boolean(row.active),
    blocked: row.blocked,
    period: row.period,
    cost: row.cost,
    start_date: iso(row.start_date),
    finish_date: iso(row.finish_date),
    services: limits.map((limit) => ({ id: limit.id, name: limit.name, unit: limit.unit, ...shownLimit(limit) })),
    payments: orders.map(toClientOrder),
    instalments: instalments.map((instalment) => ({ ...instalment, id: `${id}:${instalment.number}`, certificate_id: id, certificate_number: row.number })),
  };
}

/** F6 for a client: the services of its active certificates (limits, used) and those given or bought (privilege). */
export async function listClientServiceCards(db: Db, clientId: string | null, language: Language = 'ru') {
  if (!clientId) return { data: [], total: 0 };
  const [tariff, privilege] = await Promise.all([
    activeServiceLimits(db.selectFrom('certificates'), clientId, language).select([soldRateName('certificates', language).as('rate_name'), 'certificates.finish_date']).execute(),
    db.selectFrom('privilege_services').selectAll().where('client_id', '=', clientId).orderBy('created_at', 'desc').orderBy('id').execute(),
  ]);
  const data = [
    ...tariff.map((row) => ({
      id: `${row.certificate_id}:${row.service_id}`,
      kind: 'tariff' as const,
      ...tariffService(row),
      certificate: { id: row.certificate_id, number: row.number, rate_name: row.rate_name, finish_date: iso(row.finish_date) },
    })),
    ...privilege.map((row) => ({
      id: row.id,
      kind: 'privilege' as const,
      ...privilegeService(row),
      certificate: null,
    })),
  ];
  return { data, total: data.length };
}
