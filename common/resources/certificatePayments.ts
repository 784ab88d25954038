/**
 * Payments across certificates (D8): the orders of the certificates a caller may see, newest first; an agent
 * sees its own certificates' orders. List only; the client and tariff come from the certificate (afterRead).
 */
import { boolean, computed, date, defineResource, enumOf, integer, joinOne, money, read, reference, text } from '../resource';

export const certificatePayments = defineResource({
  name: 'certificates-payments',
  table: 'orders',
  path: '/certificates/payments',
  fields: {
    number: integer({ readOnly: true }),
    certificate_id: reference('certificates', { nullable: true, hidden: true }),
    certificate: joinOne('certificates', 'certificate_id', { id: reference('certificates'), number: text() }),
    client_name: computed(text({ nullable: true })),
    rate_name: computed(text({ nullable: true })),
    cost: money({ readOnly: true }),
    status: enumOf(['CREATED', 'PAID', 'FAILED', 'CANCELLED'], { readOnly: true }),
    issue: enumOf(['SBERBANK', 'BALANCE', 'TINKOFF'], { readOnly: true }),
    payment_type: enumOf(['SITE', 'CABINET', 'AGENT'], { readOnly: true }),
    auto_payment: boolean({ readOnly: true }),
    created_at: date({ readOnly: true, past: true }),
    pay_date: date({ nullable: true, readOnly: true }),
  },
  list: {
    columns: ['number', 'created_at', 'certificate', 'client_name', 'rate_name', 'issue', 'auto_payment', 'status', 'cost'],
    search: ['certificate.number', 'certificate.client_name'],
    filters: ['status', 'issue'],
    dateRanges: { created_at: { from: 'date_from', to: 'date_to' } },
    sort: ['created_at', 'pay_date', 'cost'],
    // unpaid orders after the paid ones either way, as the hand-written payments list had them
    nulls: { pay_date: 'last' },
    defaultSort: { field: 'created_at', order: 'DESC' },
    perPage: 30,
  },
  access: read(['ADMIN', 'AGENT']),
  // C1: an admin who is not also an agent sees every order, an agent those of its certificates
  owner: { column: 'certificate.agent_id', subject: 'agentId', all: ['ADMIN'], except: ['AGENT'] },
  operations: { one: false, create: false, update: false, delete: false },
  menu: {
    cabinets: ['sales'], icon: 'Payments', id: 'certificatePayments', label: 'app.menu.certificatePayments',
    parent: 'certificates', after: 'certificateDenials',
  },
  representation: 'number',
});
