import { type AuditActor, writeAudit } from '../../audit/record';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { Language } from '../../i18n/messages';
import { documentTexts } from '../../i18n/documents';
import { soldRateName, translated } from '../../i18n/translated';
import { instalmentsOf, nextInstalment } from '../instalments/schedule';
import type { RequestUser } from '../auth/tokens';
import { mayOpenClient } from '../clients/scope';
import type { CertificateCard } from './card-schemas';
import { statusOf } from './status';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
const reasonColumn = (language: Language) => sql.ref<string>(`block_reasons.name_${language}`);

/** C7's payment row document: a paid order's receipt, read through the certificate it pays for. */
const receiptOf = (certificateId: string, order: { id: string; number: number; status: string }, language: Language) =>
  order.status === 'PAID'
    ? { id: order.id, name: `${documentTexts(language).receipt} № ${order.number}`, url: `/gw/certificates/${certificateId}/orders/${order.id}/receipt` }
    : null;

/** Without a credit, autopay renews the certificate at its finish date for its cost. */
const renewal = (row: { is_auto_pay: boolean; finish_date: Date | null; cost: number }) =>
  row.is_auto_pay && row.finish_date ? { number: null, date: row.finish_date.toISOString(), amount: row.cost } : null;

/**
 * The client's e-mail comes only to a viewer who may open the client (ACC-1): an unpaid sale shows what the seller typed.
 * Without a viewer (the printed documents, which show no e-mail) it is left out.
 */
export async function getCertificateCard(db: Db, id: string, language: Language, viewer?: RequestUser): Promise<CertificateCard> {
  const row = await db
    .selectFrom('certificates as c')
    .leftJoin('rates as r', 'r.id', 'c.rate_id')
    .leftJoin('clients as cl', 'cl.id', 'c.client_id')
    .leftJoin('partners as p', 'p.id', 'c.partner_id')
    .leftJoin('subdivisions as s', 's.id', 'c.subdivision_id')
    .leftJoin('promo_codes as pc', 'pc.id', 'c.promo_code_id')
    .leftJoin('block_reasons', 'block_reasons.code', 'c.blocked_type')
    .selectAll('c')
    .select([
      'r.auto_payment', 'r.partial_payment', 'r.post_payment', soldRateName('c', language).as('shown_rate_name'),
      'cl.phone as client_phone', 'cl.email as client_email', 'cl.type as client_type',
      'p.name as partner_name', 's.name as subdivision_name',
      'pc.code as promo_code', 'pc.type as promo_type', 'pc.amount as promo_amount',
      reasonColumn(language).as('reason'),
      statusOf('c').as('current_status'),
      (viewer ? mayOpenClient(viewer, sql.ref('c.client_id')) : sql<boolean>`false`).as('may_open_client'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const [services, items, instalments] = await Promise.all([
    row.rate_id
      ? db
          .selectFrom('rate_services as rs')
          .innerJoin('services as sv', 'sv.id', 'rs.service_id')
          .select(['sv.id', translated('sv.name', language).as('name'), 'rs.limit', 'rs.unit'])
          .where('rs.rate_id', '=', row.rate_id)
          .orderBy('rs.sort')
          .execute()
      : [],
    db
      .selectFrom('orders')
      .select(['id', 'number', 'cost', 'status', 'payed', 'pay_date', 'created_at', 'payment_type', 'issue', 'auto_payment'])
      .where('certificate_id', '=', id)
      .orderBy('created_at', 'desc')
      .execute(),
    instalmentsOf(db, id),
  ]);
  return {
    id: row.id,
    number: row.number,
    rate_id: row.rate_id,
    rate: row.rate_id
      ? { id: row.rate_id, name: row.shown_rate_name ?? '', auto_payment: !!row.auto_payment, partial_payment: !!row.partial_payment, post_payment: !!row.post_payment, services }
      : null,
    type: row.type,
    status: row.current_status,
    period: row.period,
    send_sms: row.send_sms,
    cost: row.cost,
    price: row.cost + row.promo_discount + row.bonus,
    commission: row.commission,
    createdAt: row.created_at.toISOString(),
    startDate: iso(row.start_date),
    finishDate: iso(row.finish_date),
    agent_id: row.agent_id,
    client: row.client_id
      ? { id: row.client_id, name: row.client_name ?? '', phone: row.client_phone, email: row.may_open_client ? row.client_email : null }
      : null,
    customer: row.client_id ? { id: row.client_id, name: row.client_name ?? '', type: { name: row.client_type ?? 'INDIVIDUAL' } } : null,
    company: row.company,
    promocode: row.promo_code
      ? { code: row.promo_code, type: row.promo_type ?? 'FIX', amount: row.promo_amount ?? 0, count_discount: row.promo_discount }
      : null,
    bonus: row.bonus,
    blocked: row.blocked,
    blocked_type: row.blocked_type,
    reason: row.reason,
    blockDate: iso(row.block_date),
    blocked_by_role: row.blocked_by_role,
    sold_online: row.sold_online,
    partner: ref(row.partner_id, row.partner_name),
    agent: ref(row.agent_id, row.agent_name),
    subdivision: ref(row.subdivision_id, row.subdivision_name),
    payment_type: row.payment_type,
    isAutoPay: row.is_auto_pay,
    items: items.map((o) => ({ ...o, pay_date: iso(o.pay_date), created_at: o.created_at.toISOString(), doc_pay: receiptOf(row.id, o, language) })),
    instalments,
    nextPayment: instalments.length ? nextInstalment(instalments) : renewal(row),
  };
}

export async function deleteCertificate(db: Db, id: string, actor: AuditActor) {
  await db.transaction().execute(async (tx) => {
    const deleted = await tx.deleteFrom('certificates').where('id', '=', id).returning(['number', 'client_name', 'rate_name', 'cost']).executeTakeFirst();
    if (!deleted) throw notFound();
    await writeAudit(tx, actor, { resource: 'certificates', recordId: id, action: 'delete', before: deleted });
  });
}
